import type { Locator, Page } from "@playwright/test";
import { test, expect, seriousAxeViolations } from "./fixtures.ts";
import { PUBLIC_PAGES } from "./support/public-pages.ts";

// Every public page (issue #2): no serious or critical axe violations, on a laptop and a phone.

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("the cookie banner on the landing page", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("button", { name: /Accept/ })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    for (const path of PUBLIC_PAGES) {
      test(path, async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle").catch(() => {
          /* the live count stream keeps a request open: settle for the load */
        });
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} with Tab in ${max} presses`);
}

test.describe("keyboard", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
  });

  test("/cricket → Build My Plan with Tab and Enter", async ({ page }) => {
    await page.goto("/cricket");
    await tabTo(page, page.getByRole("link", { name: /Build My Plan/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
  });

  test("/cricket → Learn & Grow → a category → a sport → back, all by keyboard", async ({ page }) => {
    await page.goto("/cricket");
    await tabTo(page, page.getByRole("link", { name: /Learn & Grow/ }).filter({ hasText: "Explore articles" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cricket-learn$/);

    await tabTo(page, page.getByRole("link", { name: /Get Inspired/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/learn\/get-inspired$/);

    await tabTo(page, page.getByRole("link", { name: /Football/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/learn\/get-inspired\/football$/);

    await tabTo(page, page.getByRole("link", { name: "Back to Get Inspired" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/learn\/get-inspired$/);
  });

  test("/badminton-coming-soon → Back to Home", async ({ page }) => {
    await page.goto("/badminton-coming-soon");
    await tabTo(page, page.getByRole("link", { name: "Back to Home" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("/programs → Build My Plan", async ({ page }) => {
    await page.goto("/programs");
    await tabTo(page, page.getByRole("link", { name: "Build My Plan" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
  });

  test("/privacy: the contents list jumps to a section", async ({ page }) => {
    await page.goto("/privacy");
    await tabTo(
      page,
      page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: /How long we keep it/ }),
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#how-long$/);
    await expect(page.getByRole("heading", { name: /How long we keep it/ })).toBeInViewport();
  });

  test("404 → Return to Home", async ({ page }) => {
    await page.goto("/missing-page");
    await tabTo(page, page.getByRole("link", { name: "Return to Home" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("focus is visible on the page's links", async ({ page }) => {
    await page.goto("/cricket-learn");
    const link = page.getByRole("link", { name: /Learn Your Body/ });
    await tabTo(page, link);
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
  });
});
