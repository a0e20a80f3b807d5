/**
 * A hint, not a credential: "an athlete signed in on this device", so the bar can show the
 * training link (/today) without asking the server on the landing's first load. Set by the
 * athlete pages once the session is known, cleared on sign-out. A stale hint only shows a link
 * that leads to the sign-in page. Signing out also removes the athlete's offline copy
 * (features/training keeps it under ATHLETE_COPY_PREFIX).
 */
const KEY = "gameready.signedIn";

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** The athlete's offline copy (plan, training state, a session being logged): gone on sign-out. */
const ATHLETE_COPY_PREFIX = "gameready.training.";

export function setSignedInHint(on: boolean) {
  try {
    if (on) localStorage.setItem(KEY, "1");
    else {
      localStorage.removeItem(KEY);
      for (const k of Object.keys(localStorage)) if (k.startsWith(ATHLETE_COPY_PREFIX)) localStorage.removeItem(k);
    }
  } catch {
    // Storage blocked: no link in the bar, the dashboard still leads there.
  }
}
