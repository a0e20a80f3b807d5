import { useEffect, useRef, type RefObject } from "react";
import { Link } from "#web/app/nav.tsx";
import { SUPPORT_MAILTO } from "#web/lib/support.ts";
import { deferred } from "./deferred.ts";
import { HashLink } from "./hash-link.tsx";

// Signed in only: who it is, the athlete's pages and Sign out (TanStack Query comes with it).
export const Account = deferred(() => import("./mobile-account.tsx"));

interface Props {
  /** restoreFocus: put focus back on the toggle (Escape). */
  onClose: (restoreFocus: boolean) => void;
  onDashboard: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** An athlete signed in on this device: the training link (/today) and the account part show. */
  signedIn?: boolean;
  /** The account part cleared the hint (signed out): the bar re-reads it. */
  onSignedOut?: () => void;
}

const Chevron = () => (
  <svg viewBox="0 0 24 24" className="icon h-5 w-5 text-neon-cyan" aria-hidden="true">
    <path d="m9 6 6 6-6 6" />
  </svg>
);

/**
 * The small-screen menu (spec §1), a disclosure under the bar with its own five items
 * (signed in: the account part in place of "Log into Dashboard", issue #16). Opening
 * focuses the first item; Escape closes and returns focus to the toggle; a click outside closes.
 */
export default function MobileMenu({ onClose, onDashboard, toggleRef, signedIn, onSignedOut }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const AccountPart = Account.useComponent(!!signedIn);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose(true);
    };
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!listRef.current?.contains(t) && !toggleRef.current?.contains(t)) onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [onClose, toggleRef]);

  const close = () => onClose(false);
  return (
    <ul ref={listRef} className="shell flex flex-col gap-1 py-3 motion-safe:animate-fade-in">
      <li>
        <Link to="/" className="menu-item" onClick={close}>
          Home <Chevron />
        </Link>
      </li>
      <li>
        <HashLink to="/#sports-selection" className="menu-item" onClick={close}>
          Train &amp; Learn <Chevron />
        </HashLink>
      </li>
      <li>
        <button
          type="button"
          data-navigates
          className="menu-item"
          onClick={() => {
            close();
            onDashboard();
          }}
        >
          Dashboard <Chevron />
        </button>
      </li>
      {signedIn ? (
        <li>
          <Link to="/today" className="menu-item" onClick={close}>
            Today <Chevron />
          </Link>
        </li>
      ) : null}
      {signedIn ? (
        AccountPart && <AccountPart onClose={close} onSignedOut={onSignedOut ?? close} />
      ) : (
        <li className="mt-2 border-t border-border/60 pt-3">
          <Link
            to="/auth"
            className="btn btn-xl btn-outline h-12 w-full border-neon-cyan/60 text-base text-neon-cyan"
            onClick={close}
          >
            Log into Dashboard
          </Link>
        </li>
      )}
      <li className="pt-1">
        <a href={SUPPORT_MAILTO} className="btn btn-xl btn-hero h-12 w-full text-base hover:scale-100" onClick={close}>
          Reach Us
        </a>
      </li>
    </ul>
  );
}
