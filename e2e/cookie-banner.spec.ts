import type { Page } from "@playwright/test";
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_KEY } from "#domain/site";
import { expect, test } from "./fixtures.ts";
import { settle } from "./support/settle.ts";

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on GameReady" });
const consent = (page: Page) => page.evaluate((k) => localStorage.getItem(k), COOKIE_CONSENT_KEY);

/** Paused fake timers: the banner's delay only elapses when the test moves the clock. */
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-01T10:00:01Z"));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test.describe("cookie banner", () => {
  test(`appears ${COOKIE_BANNER_DELAY_MS} ms after load, not before`, async ({ page }) => {
    await openWithPausedClock(page);
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS - 50);
    await settle(page); // a (wrong) early render due now would have happened
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(50);
    await expect(banner(page)).toBeVisible();
    expect(await consent(page)).toBeNull();
  });

  test("Accept stores accepted, hides it, and it does not come back after a reload", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consent(page)).toBe("accepted");
    // The banner's delay passes on the page's clock, not in real time.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS + 700);
    await settle(page);
    await expect(banner(page)).toBeHidden();
  });

  test("Decline stores declined, hides it, and it does not come back after a reload", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consent(page)).toBe("declined");
    // The banner's delay passes on the page's clock, not in real time.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS + 700);
    await settle(page);
    await expect(banner(page)).toBeHidden();
  });

  test("the close icon has an accessible name and counts as declined", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consent(page)).toBe("declined");
  });

  test("is operable by keyboard", async ({ page }) => {
    await page.goto("/");
    const accept = banner(page).getByRole("button", { name: "Accept" });
    await accept.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await consent(page)).toBe("accepted");
  });

  test("an unknown stored value counts as no choice", async ({ page }) => {
    await page.addInitScript((k) => localStorage.setItem(k, "maybe"), COOKIE_CONSENT_KEY);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
  });

  test("appearing moves nothing on the page (a fixed overlay)", async ({ page }) => {
    await openWithPausedClock(page);
    await expect(page.locator("#sports-selection")).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS);
    await expect(banner(page)).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });
});
