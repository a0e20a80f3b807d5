import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "#web/app/nav.tsx";
import { SUPPORT_MAILTO } from "#web/lib/support.ts";
import { runAfterNavigation } from "./after-navigation.ts";
import { HashLink } from "./hash-link.tsx";
import { deferred } from "./deferred.ts";
import { Logo } from "./logo.tsx";
import { useSignedInHint } from "./signed-in-hint.ts";
import { useDashboardNavigation } from "./use-dashboard-navigation.ts";
import { useNavScroll } from "./use-nav-scroll.ts";
import { useRouteScroll } from "./use-route-scroll.ts";

// Small screens only, and only once wanted: kept off the first-load chunk.
const Menu = deferred(() => import("./mobile-menu.tsx"));
// Signed in only (the hint, after hydration): the avatar and its menu, with TanStack Query.
const Account = deferred(() => import("./account-menu.tsx"));
const MENU_ID = "mobile-menu";

/** The fixed top bar (spec §1): hides on scroll down past 100 px, returns on scroll up, solid after 20 px. */
export function Navbar() {
  useRouteScroll();
  const { hidden, styled } = useNavScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const goToDashboard = useDashboardNavigation();
  const { pathname, hash } = useLocation();
  const MobileMenu = Menu.useComponent(menuOpen);
  const signedIn = useSignedInHint();
  const AccountMenu = Account.useComponent(signedIn);

  // Any navigation closes the menu, and finishes a sign-out (after-navigation.ts).
  useEffect(() => setMenuOpen(false), [pathname, hash]);
  useEffect(runAfterNavigation, [pathname]);

  const signedOut = useCallback(() => setMenuOpen(false), []);

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  // An open menu keeps the bar in place; so does keyboard focus inside it (focus-within).
  const offscreen = hidden && !menuOpen;
  const solid = styled || menuOpen;

  return (
    <header
      data-hidden={offscreen}
      data-styled={solid}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-[translate,background-color,border-color,box-shadow] duration-300 ease-out focus-within:translate-y-0 ${
        offscreen ? "-translate-y-full" : ""
      } ${solid ? "border-border/80 bg-bg/85 shadow-[0_8px_30px_rgb(0_0_0/.45)] backdrop-blur-xl" : "border-transparent"}`}
    >
      <nav aria-label="Main" className="shell flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo />

        <ul className="hidden items-center gap-1 lg:flex">
          <li>
            <NavLink to="/" end className="nav-link">
              Home
            </NavLink>
          </li>
          <li>
            <HashLink to="/#start-your-path" className="nav-link">
              Train &amp; Learn
            </HashLink>
          </li>
          <li>
            <button type="button" data-navigates onClick={goToDashboard} className="nav-link">
              Dashboard
            </button>
          </li>
          {signedIn ? (
            <li>
              <NavLink to="/today" className="nav-link">
                Today
              </NavLink>
            </li>
          ) : null}
        </ul>

        <div className="flex items-center gap-3">
          {/* Login or, signed in, the avatar: one slot of fixed width on wide screens, so the swap
              after hydration moves neither Reach Us nor the links (issue #16). */}
          <div className="flex justify-end lg:w-20">
            {!signedIn ? (
              <Link to="/auth" className="btn btn-outline hidden lg:inline-flex">
                Login
              </Link>
            ) : AccountMenu ? (
              <AccountMenu onSignedOut={signedOut} />
            ) : (
              <span aria-hidden="true" className="h-11 w-11 rounded-full border border-neon-cyan/30 bg-surface-2" />
            )}
          </div>
          <a href={SUPPORT_MAILTO} className="btn btn-hero hidden lg:inline-flex">
            Reach Us
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="icon-btn h-11 w-11 rounded-xl border border-border bg-surface/80 text-fg hover:border-neon-cyan lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onPointerEnter={Menu.preload}
            onFocus={Menu.preload}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" className="icon h-6 w-6" aria-hidden="true">
              <path d={menuOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h10"} />
            </svg>
          </button>
        </div>
      </nav>

      <div id={MENU_ID} hidden={!menuOpen} className="border-t border-border/60 bg-bg/95 lg:hidden">
        {menuOpen && MobileMenu && (
          <MobileMenu
            onClose={closeMenu}
            onDashboard={goToDashboard}
            toggleRef={toggleRef}
            signedIn={signedIn}
            onSignedOut={signedOut}
          />
        )}
      </div>
    </header>
  );
}
