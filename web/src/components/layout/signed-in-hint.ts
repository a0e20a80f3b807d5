import { useSyncExternalStore } from "react";

/**
 * A hint, not a credential: "an athlete signed in on this device", so the bar can show the
 * training link (/today) without asking the server on the landing's first load. Set by the
 * athlete pages once the session is known, cleared on sign-out. A stale hint only shows a link
 * that leads to the sign-in page. Signing out also removes the athlete's offline copy
 * (remember-sign-in.ts).
 */
export const SIGNED_IN_KEY = "gameready.signedIn";
/** Raised on this window when the hint changes here (the "storage" event covers other tabs). */
export const SIGNED_IN_EVENT = "gameready:signed-in";

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SIGNED_IN_KEY || e.key === null) onChange();
  };
  window.addEventListener(SIGNED_IN_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(SIGNED_IN_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The hint, followed as it changes (a sign-in seen by /profile, a sign-out here or in another
 * tab); false in the prerendered page and while it hydrates (the server snapshot), so the
 * markup matches (issue #13), then read from storage.
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, hasSignedInHint, () => false);
}
