import { QueryClientProvider } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "#web/app/nav.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import type { FocusTarget } from "./account-menu-popup.tsx";
import { Avatar } from "./avatar.tsx";
import { deferred } from "./deferred.ts";
import { setSignedInHint } from "./remember-sign-in.ts";
import { useAccount } from "./use-account.ts";

// The open menu (its items, keys and sign-out) is fetched when the pointer or focus reaches the
// button, before the click (issue #13, decision 0120): a signed-in page's first load carries the
// button only.
const PopupPart = deferred(() => import("./account-menu-popup.tsx"));

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

/**
 * The WAI-ARIA menu button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/), as
 * Radix's DropdownMenu implements it: Enter, Space or ArrowDown open on the first item, ArrowUp on
 * the last; arrows, Home and End move; Escape closes and returns focus to the button; Tab closes
 * and moves on; a click outside closes (account-menu-popup.tsx). Written here because the Radix
 * package is not installed and no new dependency may be added (decision 0101).
 */
function Menu({ onSignedOut }: Props) {
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const Popup = PopupPart.useComponent(open);
  const focusOnOpen = useRef<FocusTarget>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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

  const label = account.name ? `Account menu for ${account.name}` : "Account menu";
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && Popup ? menuId : undefined}
        data-signed-in={account.signedIn === true}
        onClick={() => (open ? close(false) : show("first"))}
        onKeyDown={onButtonKey}
        onPointerEnter={PopupPart.preload}
        onFocus={PopupPart.preload}
        className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-full border border-neon-cyan/50 bg-surface/80 p-0.5 shadow-[0_0_14px_rgb(34_211_238/0.3)] transition-shadow hover:shadow-glow"
      >
        {/* The name as text, not aria-label: the initials on show would not be part of a label (axe label-content-name-mismatch). */}
        <span className="sr-only">{label}</span>
        <Avatar name={account.name} url={account.avatarUrl} className="h-full w-full" />
      </button>

      {open && Popup && (
        <Popup
          menuId={menuId}
          label={label}
          account={account}
          focusOnOpen={focusOnOpen}
          buttonRef={buttonRef}
          close={close}
          onSignedOut={onSignedOut}
        />
      )}
    </div>
  );
}
