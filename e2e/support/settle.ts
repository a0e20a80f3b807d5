import type { Page } from "@playwright/test";

/**
 * Instead of a fixed real-time wait before asserting that something did NOT happen (issue #11):
 * let the page finish what it has already queued, then assert.
 */

/**
 * One macrotask turn in the page after everything already queued. React schedules renders and
 * effects through a MessageChannel, which Playwright's fake clock leaves alone, so this works
 * with a paused clock too: a render (or an effect arming a timer) due now has happened after it.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Two painted frames, then `settle`: scroll handlers, layout and a CSS transition starting all
 * show up by then. Not with a paused fake clock (it holds requestAnimationFrame back).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await settle(page);
}

/**
 * Until React has adopted `selector`'s element on a prerendered page (its props are on the node).
 * A click on the prerendered HTML before its script runs does nothing, as it would for a visitor
 * on a slow phone; text typed before then is kept (text-field.tsx adopts it on mount).
 */
export async function hydrated(page: Page, selector = "#root h1"): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  }, selector);
}
