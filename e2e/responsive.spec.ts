import { expect, test } from "./fixtures.ts";
import { PUBLIC_PAGES } from "./support/public-pages.ts";
import { nextFrames } from "./support/settle.ts";

// Issue #2: responsive from 360 px to 1440 px, and reduced motion respected.

for (const width of [360, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("no public page scrolls sideways or has an element wider than the window", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          // Visible elements poking out of the window (inside a clipping scroller is fine).
          wide: [...document.querySelectorAll<HTMLElement>("body *")]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              if (r.width === 0 || r.right <= window.innerWidth + 1) return false;
              for (let p = el.parentElement; p; p = p.parentElement) {
                const s = getComputedStyle(p);
                if (s.overflowX !== "visible" && p.getBoundingClientRect().right <= window.innerWidth + 1) return false;
              }
              return true;
            })
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
        }));
        expect(overflow, path).toEqual({ page: 0, wide: [] });
      }
    });
  });
}

test.describe("reduced motion", () => {
  const longestAnimationMs = () =>
    Math.max(0, ...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().activeDuration ?? 0)));

  test("animations run normally, and shrink to nothing when the visitor asks for reduced motion", async ({
    browser,
    server,
  }) => {
    const normal = await browser.newContext({ baseURL: server.url, reducedMotion: "no-preference" });
    const page = await normal.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The pulsing badge dot and the explainer animate: something runs for a visible time.
    await expect.poll(() => page.evaluate(longestAnimationMs)).toBeGreaterThan(100);
    await normal.close();

    const reduced = await browser.newContext({ baseURL: server.url, reducedMotion: "reduce" });
    const calm = await reduced.newPage();
    await calm.goto("/");
    await expect(calm.getByRole("heading", { level: 1 })).toBeVisible();
    // What animates in the normal page is there (the badge with its count), and has had frames to start.
    await expect(calm.getByTestId("athlete-count")).toHaveText(/\d/);
    await nextFrames(calm);
    expect(await calm.evaluate(longestAnimationMs)).toBeLessThan(1);
    await reduced.close();
  });
});
