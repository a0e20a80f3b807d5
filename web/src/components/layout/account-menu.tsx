import { QueryClientProvider } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "#web/app/nav.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { ACCOUNT_LINKS } from "./account-links.ts";
import { Avatar } from "./avatar.tsx";
import { setSignedInHint } from "./remember-sign-in.ts";
import { useAccount } from "./use-account.ts";
import { useSignOut } from "./use-sign-out.ts";

interface Props {
  /** The hint was cleared (signed out here, or the server knows no session): the bar shows Login again. */
  onSignedOut: () => void;
}

/**
 * The signed-in athlete's avatar and menu in the bar (issue #16), its own chunk: loaded only when
 * this device says someone is signed in, so TanStack Query stays off a visitor's first load.
 */
export default function AccountMenu(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Menu {...props} />
    </QueryClientProvider>
  );
}

type FocusTarget = "first" | "last" | null;

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The WAI-ARIA menu button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/), as
 * Radix's DropdownMenu implements it: Enter, Space or ArrowDown open on the first item, ArrowUp on
 * the last; arrows, Home and End move; Escape closes and returns focus to the button; Tab closes
 * and moves on; a click outside closes. Written here because the Radix package is not installed
 * and no new dependency may be added (decision 0101).
 */
function Menu({ onSignedOut }: Props) {
  const account = useAccount();
  const { state, signOut } = useSignOut(onSignedOut);
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<FocusTarget>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const id = useId();
  const menuId = `${id}-menu`;

  // A stale hint (the session ended elsewhere): forget it and show Login.
  useEffect(() => {
    if (account.signedIn === false) {
      setSignedInHint(false);
      onSignedOut();
    }
  }, [account.signedIn, onSignedOut]);

  useEffect(() => setOpen(false), [pathname]);

  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    if (focusOnOpen.current) (focusOnOpen.current === "last" ? list.at(-1) : list[0])?.focus();
    focusOnOpen.current = null;
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!popupRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function show(target: FocusTarget) {
    focusOnOpen.current = target;
    setOpen(true);
  }

  function close(restoreFocus: boolean) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  function onButtonKey(e: KeyboardEvent) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      show(e.key === "ArrowDown" ? "first" : "last");
    }
  }

  function onMenuKey(e: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") setOpen(false);
  }

  const label = account.name ? `Account menu for ${account.name}` : "Account menu";
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-signed-in={account.signedIn === true}
        onClick={() => (open ? close(false) : show("first"))}
        onKeyDown={onButtonKey}
        className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-full border border-neon-cyan/50 bg-surface/80 p-0.5 shadow-[0_0_14px_rgb(34_211_238/0.3)] transition-shadow hover:shadow-glow"
      >
        {/* The name as text, not aria-label: the initials on show would not be part of a label (axe label-content-name-mismatch). */}
        <span className="sr-only">{label}</span>
        <Avatar name={account.name} url={account.avatarUrl} className="h-full w-full" />
      </button>

      {open && (
        <div
          ref={popupRef}
          className="absolute top-full right-0 z-50 mt-3 w-64 overflow-hidden rounded-2xl border border-border bg-surface/95 shadow-[0_18px_50px_rgb(0_0_0/.6),0_0_30px_rgb(139_92_246/.2)] backdrop-blur-xl motion-safe:animate-fade-in"
        >
          <div aria-hidden="true" className="h-px bg-gradient-neon opacity-80" />
          <div className="flex items-center gap-3 border-b border-border/70 px-4 py-3">
            <Avatar name={account.name} url={account.avatarUrl} className="h-10 w-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-bold text-fg">{account.name || "Signed in"}</p>
              <p className="truncate text-xs text-muted">{account.email}</p>
            </div>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            tabIndex={-1}
            onKeyDown={onMenuKey}
            className="p-1.5"
          >
            {ACCOUNT_LINKS.map((l) => (
              <Link
                key={l.to}
                role="menuitem"
                tabIndex={-1}
                to={l.to}
                state={l.state}
                onClick={() => close(false)}
                className="block rounded-lg px-3 py-2.5 text-sm font-semibold text-fg transition-colors hover:bg-surface-2 hover:text-neon-cyan focus:bg-surface-2 focus:text-neon-cyan focus:outline-none"
              >
                {l.label}
              </Link>
            ))}
            <hr className="my-1.5 border-border/70" />
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
              aria-disabled={state === "pending"}
              onClick={() => state !== "pending" && void signOut()}
              className="block w-full cursor-pointer rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-neon-magenta transition-colors hover:bg-neon-magenta/10 focus:bg-neon-magenta/10 focus:outline-none"
            >
              {state === "pending" ? "Signing out…" : "Sign out"}
            </button>
          </div>
          {state === "failed" && (
            <p role="alert" className="border-t border-border/70 px-4 py-2.5 text-xs font-medium text-danger">
              Sign out failed. Check your connection and try again.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
