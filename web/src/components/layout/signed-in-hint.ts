/**
 * A hint, not a credential: "an athlete signed in on this device", so the bar can show the
 * training link (/today) without asking the server on the landing's first load. Set by the
 * athlete pages once the session is known, cleared on sign-out. A stale hint only shows a link
 * that leads to the sign-in page. Signing out also removes the athlete's offline copy
 * (remember-sign-in.ts).
 */
export const SIGNED_IN_KEY = "gameready.signedIn";

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === "1";
  } catch {
    return false;
  }
}
