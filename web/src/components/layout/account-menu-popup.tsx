import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { Link } from "#web/app/nav.tsx";
import { ACCOUNT_LINKS } from "./account-links.ts";
import { Avatar } from "./avatar.tsx";
import type { Account } from "./use-account.ts";
import { UnsyncedPrompt } from "./unsynced-prompt.tsx";
import { SIGN_OUT_FAILED, useSignOut } from "./use-sign-out.ts";

export type FocusTarget = "first" | "last" | null;

interface Props {
  menuId: string;
  label: string;
  account: Account;
  /** Where the keyboard that opened the menu wants focus: set by the button, used once here. */
  focusOnOpen: RefObject<FocusTarget>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  close: (restoreFocus: boolean) => void;
  onSignedOut: () => void;
}

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The open account menu (account-menu.tsx's button shows it): the athlete's name and e-mail, the
 * account links and Sign out. Arrows, Home and End move and wrap; Escape closes and returns focus
 * to the button; Tab closes and moves on; a click outside closes. Its own chunk, fetched when the
 * pointer or focus reaches the button (issue #13, decision 0120).
 */
export default function AccountMenuPopup({
  menuId,
  label,
  account,
  focusOnOpen,
  buttonRef,
  close,
  onSignedOut,
}: Props) {
  const { state, unsynced, signOut } = useSignOut(onSignedOut);
  const popupRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = menuItems(menuRef.current);
    if (focusOnOpen.current) (focusOnOpen.current === "last" ? list.at(-1) : list[0])?.focus();
    focusOnOpen.current = null;
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!popupRef.current?.contains(t) && !buttonRef.current?.contains(t)) close(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [focusOnOpen, buttonRef, close]);

  function onMenuKey(e: KeyboardEvent) {
    const list = menuItems(menuRef.current);
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
    } else if (e.key === "Tab") close(false);
  }

  return (
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
          {SIGN_OUT_FAILED}
        </p>
      )}
      {state === "unsynced" && (
        <UnsyncedPrompt
          count={unsynced}
          onSync={() => void signOut()}
          onDiscard={() => void signOut({ discard: true })}
          className="border-t border-border/70 px-4 py-2.5"
        />
      )}
    </div>
  );
}
