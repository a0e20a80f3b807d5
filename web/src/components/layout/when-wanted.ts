import { useEffect, useState } from "react";

/**
 * "The visitor may soon look below the first screen": the first scroll, touch, pointer or key
 * event, an explicit call (a placeholder coming into view, an anchor in the URL), or else the
 * browser going idle a little after load. The landing's lower sections and the footer load then,
 * not with the first screen (first-load budget, decision 0008); they are on the page long before
 * anyone can scroll to them, and their space is held meanwhile, so nothing moves.
 */
const EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "pointermove", "keydown"] as const;
/** Nobody interacted: load anyway (crawlers, screen-reader browse mode, a visitor reading). */
const IDLE_FALLBACK_MS = 2500;

let wanted = false;
let armed = false;
const waiting = new Set<() => void>();

export function markWanted() {
  if (wanted) return;
  wanted = true;
  for (const e of EVENTS) window.removeEventListener(e, markWanted, true);
  for (const notify of waiting) notify();
  waiting.clear();
}

function arm() {
  if (armed) return;
  armed = true;
  for (const e of EVENTS) window.addEventListener(e, markWanted, { capture: true, passive: true });
  // A background-priority task where the browser has the scheduler (Chromium, Firefox): the
  // idle work it is made for. Elsewhere a timer, then an idle callback.
  const scheduler = (
    window as { scheduler?: { postTask?: (cb: () => void, o: { priority: string; delay: number }) => Promise<void> } }
  ).scheduler;
  const later = () => {
    if (scheduler?.postTask)
      void scheduler.postTask(markWanted, { priority: "background", delay: IDLE_FALLBACK_MS }).catch(() => {});
    else
      setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(markWanted, { timeout: 2000 });
        else markWanted();
      }, IDLE_FALLBACK_MS);
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/** True once the part below the first screen is wanted (at once when `now`). */
export function useWanted(now = false): boolean {
  const [is, setIs] = useState(wanted);
  useEffect(() => {
    if (now) markWanted();
    if (wanted) return setIs(true);
    arm();
    const notify = () => setIs(true);
    waiting.add(notify);
    return () => void waiting.delete(notify);
  }, [now]);
  return is || wanted;
}
