import { SIGNED_IN_EVENT, SIGNED_IN_KEY, hasSignedInHint } from "./signed-in-hint.ts";

/**
 * Sets or clears the signed-in hint (signed-in-hint.ts). Apart from the reader so it stays off
 * the landing's first load: only the athlete pages write it.
 */

/** The athlete's offline copy (plan, training state, a session being logged): gone on sign-out. */
const ATHLETE_COPY_PREFIX = "gameready.training.";

export function setSignedInHint(on: boolean) {
  const before = hasSignedInHint();
  try {
    if (on) localStorage.setItem(SIGNED_IN_KEY, "1");
    else {
      localStorage.removeItem(SIGNED_IN_KEY);
      for (const k of Object.keys(localStorage)) if (k.startsWith(ATHLETE_COPY_PREFIX)) localStorage.removeItem(k);
    }
  } catch {
    // Storage blocked: no link in the bar, the dashboard still leads there.
  }
  // The bar follows the hint (signed-in-hint.ts); unchanged, nothing needs to render again.
  if (hasSignedInHint() !== before) window.dispatchEvent(new Event(SIGNED_IN_EVENT));
}
