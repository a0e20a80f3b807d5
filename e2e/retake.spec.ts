import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, test } from "./fixtures.ts";
import { acceptCookies, signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Retaking the questionnaire while signed in (issue #16): the form starts from the account's
 * saved answers, says a new plan replaces the current one, asks in the page before saving, and
 * the new plan is saved. The save's toast opens below the bar, not over it (390 and 1280 px).
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`header-${name}`) });
}

test.beforeEach(async ({ page }) => acceptCookies(page));

interface Me {
  questionnaire: { primaryRole: string; height: number } | null;
  plan: { id: string; planName: string } | null;
}
const me = async (page: Page) => (await (await page.request.get("/api/me")).json()) as Me;

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const complete = (page: Page) => page.getByRole("button", { name: "Complete", exact: true });
const step = (page: Page, n: number) => expect(page.getByText(`Step ${n} of 10`, { exact: true })).toBeVisible();

/** Signed in, /profile seen (the bar's hint), then "Retake questionnaire" from the avatar menu. */
async function startRetake(page: Page, server: Parameters<typeof signedInAthlete>[1]) {
  await signedInAthlete(page, server);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Ready, Riya?" })).toBeVisible();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Account menu/ })
    .click();
  await page.getByRole("menuitem", { name: "Retake questionnaire" }).click();
  await expect(page).toHaveURL(/\/cricket-questionnaire$/);
  await expect(page.getByRole("note")).toContainText("Retaking your questionnaire.");
  await expect(page.getByRole("note")).toContainText("Your saved answers are filled in");
  await expect(page.getByRole("note")).toContainText("Elite Cricket Training - Fast Bowler");
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("retake: saved answers filled in, the warning, Keep my plan saves nothing, then the new plan is saved", async ({
      page,
      server,
    }) => {
      await startRetake(page, server);
      const before = await me(page);
      expect(before.plan?.planName).toBe("Elite Cricket Training - Fast Bowler");

      // The saved answers, step by step (the factory's Under-19 fast bowler).
      await step(page, 1);
      await expect(page.getByRole("radio", { name: "Under-19" })).toBeChecked();
      await next(page).click();
      await expect(page.getByRole("radio", { name: "Advanced" })).toBeChecked();
      await next(page).click();
      await expect(page.getByLabel("Height (cm)")).toHaveValue("182");
      await expect(page.getByLabel("Weight (kg)")).toHaveValue("74");
      await next(page).click();
      await step(page, 4);
      await expect(page.getByRole("radio", { name: "Fast Bowler", exact: true })).toBeChecked();
      await page.getByText("Spin Bowler", { exact: true }).click();
      for (let n = 4; n < 10; n++) {
        await expect(next(page)).toBeEnabled();
        await next(page).click();
      }
      await step(page, 10);

      // Complete asks first, in the page; focus goes to the question.
      await complete(page).click();
      const confirm = page.getByRole("region", { name: "Replace your current plan?" });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText("It replaces your current plan, Elite Cricket Training - Fast Bowler");
      await expect(page.getByRole("heading", { name: "Replace your current plan?" })).toBeFocused();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await confirm.scrollIntoViewIfNeeded();
      // The form's content stays in place: nothing slid sideways inside its clipped card.
      expect(await page.locator("form").evaluate((f) => f.scrollLeft)).toBe(0);
      await shot(page, `retake-confirm-${width}`);

      await confirm.getByRole("button", { name: "Keep my plan" }).click();
      await expect(confirm).toBeHidden();
      await expect(complete(page)).toBeFocused();
      expect((await me(page)).plan?.id).toBe(before.plan?.id);

      // Confirmed: saved, the spec's toast below the bar, the dashboard shows the new plan.
      await complete(page).click();
      await confirm.getByRole("button", { name: "Save and replace plan" }).click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Questionnaire saved successfully!" });
      await expect(toast).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      const barBox = (await page.getByRole("banner").boundingBox())!;
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(barBox.y + barBox.height);
      await shot(page, `retake-saved-toast-${width}`);
      const after = await me(page);
      expect(after.plan?.id).not.toBe(before.plan?.id);
      expect(after.plan?.planName).toBe("Elite Cricket Training - Spin Bowler");
      expect(after.questionnaire?.primaryRole).toBe("Spin Bowler");
      await expect(page.getByText("Elite Cricket Training - Spin Bowler").first()).toBeVisible();
    });
  });
}

test("a reload mid-retake keeps the athlete's changes, not the saved answers", async ({ page, server }) => {
  await startRetake(page, server);
  await next(page).click();
  await next(page).click();
  await page.getByLabel("Height (cm)").fill("185");
  await page.reload();
  await step(page, 3);
  await expect(page.getByLabel("Height (cm)")).toHaveValue("185");
  await expect(page.getByRole("note")).toContainText("Retaking your questionnaire.");
});

test("signed out, the questionnaire starts empty with no retake notice, and fetches neither the retake's code nor the query cache", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  const sessionAsked = page.waitForResponse((res) => res.url().endsWith("/api/auth/get-session"));
  await page.goto("/cricket-questionnaire");
  await step(page, 1);
  await expect(next(page)).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Under-19" })).not.toBeChecked();
  await expect(page.getByRole("note")).toHaveCount(0);
  // Decision 0118: the server is asked first (no session), and the retake's chunk stays unfetched.
  await sessionAsked;
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => s.includes("/retake-part-"))).toBe(false);
  // Nor TanStack Query (vite.config.ts's "query" chunk): the page asks the API only on Complete.
  expect(scripts.some((s) => s.includes("/query-"))).toBe(false);
  expect(scripts.some((s) => s.includes("/questionnaire-page-"))).toBe(true);
});
