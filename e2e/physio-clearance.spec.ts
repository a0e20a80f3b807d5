import { EXERCISES_BY_ID } from "#domain/plan/exercise-library";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import type { Page } from "@playwright/test";
import { E2E_ADMIN_KEY, expect, seriousAxeViolations, test } from "./fixtures.ts";
import { acceptCookies, ANSWERS, signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * "My physio has cleared me" (decision 0142) on a phone: an adult with a recent side
 * strain no physio has cleared has no rotational throws anywhere in the plan and is told what
 * unlocks them; with the keyboard they record today's clearance, confirm it, and the plan shows
 * the throws back from the following weeks, marked as back after the clearance. The coach records
 * one with a note on the athlete's page. Nothing is intercepted: the real server stores the
 * clearance and serves the re-layered plan. The panel's pictures, at 390 and 1280 px, go to the
 * run's results folder for a person to look at.
 */
const SIDE: QuestionnaireAnswersInput = {
  ...ANSWERS,
  ageGroup: "Adult",
  competitionLevel: "Intermediate",
  goals: ["Explosive Strength & Power"],
  injuries: "",
  injuryDetails: [{ region: "trunk/side", recency: "recent", cleared: false }],
};
const ROTATIONAL_THROWS = [...EXERCISES_BY_ID.values()]
  .filter((e) => e.category === "power" && e.qualities.includes("rotation"))
  .map((e) => e.name);
const throwPattern = new RegExp(ROTATIONAL_THROWS.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));

test.use({ viewport: { width: 390, height: 844 } });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The panel alone, for a person to look at (the run's results folder). */
const shoot = async (page: Page, name: string) =>
  page.getByTestId("physio-clearance").screenshot({ path: screenshotPath(`physio-clearance-${name}`) });

test("an athlete records their physio's clearance and the plan brings the rotational throws back", async ({
  page,
  server,
}) => {
  await acceptCookies(page);
  await signedInAthlete(page, server, "Sam Side");
  const saved = await page.request.put(`${server.url}/api/me/questionnaire`, {
    data: { answers: SIDE },
    headers: { origin: server.url },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/training-schedule");

  const panel = page.getByTestId("physio-clearance");
  await expect(panel.getByRole("heading", { name: "Physio clearance" })).toBeVisible();
  const weeks = page.getByRole("region", { name: "Week by week" });
  for (let n = 1; n <= 8; n++) await page.getByTestId(`week-${n}`).evaluate((d) => d.setAttribute("open", ""));
  await expect(weeks).not.toContainText(throwPattern);
  await expect(page.getByTestId("week-1")).toContainText("tap 'My physio has cleared me' on your plan");
  await shoot(page, "athlete-390-waiting");
  await page.setViewportSize(DESKTOP);
  await shoot(page, "athlete-1280-waiting");
  await page.setViewportSize(PHONE);

  // Keyboard only: open the form, cancel (the focus comes back), open it again, keep today's date, confirm.
  const open = panel.getByRole("button", { name: "My physio has cleared my side (trunk/side)" });
  await open.focus();
  await page.keyboard.press("Enter");
  const form = panel.getByRole("form", { name: "My physio has cleared my side (trunk/side)" });
  await form.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await expect(open).toBeFocused();
  await page.keyboard.press("Enter");
  const date = form.getByLabel("Date your physio cleared it");
  await expect(date).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  // Today is in week 1: the form says which week the work comes back in before anything is saved.
  await expect(form).toContainText("The explosive work for the side (trunk/side) is back in your plan from week 2");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shoot(page, "athlete-390-form");
  await form.getByRole("button", { name: "Confirm: my physio has cleared me" }).focus();
  await page.keyboard.press("Enter");

  const status = panel.getByRole("status");
  await expect(status).toHaveText("Saved: your plan now brings back the work for the side (trunk/side) from week 2.");
  await expect(status).toBeFocused();
  await expect(panel).toContainText("cleared by a physio on");
  await expect(panel.getByRole("list", { name: "Clearances recorded" })).toContainText("recorded by you");
  await shoot(page, "athlete-390-saved");

  // The plan as served now: week 1 as it was, the throws back later, each marked.
  for (let n = 1; n <= 8; n++) await page.getByTestId(`week-${n}`).evaluate((d) => d.setAttribute("open", ""));
  await expect(page.getByTestId("week-1")).not.toContainText("After your physio's clearance");
  await expect(page.getByTestId("week-2")).toContainText("After your physio's clearance");
  await expect(page.getByTestId("week-1")).toContainText("Trunk/side (recent, not yet cleared)");
  await expect(page.getByTestId("week-2")).toContainText("Trunk/side (recent, cleared by a physio)");
  // The throws come back in the weeks the cleared plan has them (a cleared recent side strain's from week 3).
  const back: number[] = [];
  for (let n = 2; n <= 8; n++)
    if (throwPattern.test((await page.getByTestId(`week-${n}`).textContent()) ?? "")) back.push(n);
  expect(back.length).toBeGreaterThan(0);
  const later = page.getByTestId(`week-${back[0]}`);
  await expect(later).toContainText(/Planned after your physio's clearance of the side \(trunk\/side\) on \d+ \w{3}/);
  await expect(later).toContainText(/Back after your physio's clearance of the side \(trunk\/side\) on \d+ \w{3}/);
  await expect(page.getByTestId("week-1")).not.toContainText(throwPattern);
  await later.screenshot({ path: screenshotPath("physio-clearance-athlete-390-week-back") });
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(DESKTOP);
  await shoot(page, "athlete-1280-saved");
});

test("the coach records a physio's clearance on the athlete's page, with a note, and sees the audit", async ({
  page,
  server,
}) => {
  await acceptCookies(page);
  const athlete = await signedInAthlete(page, server, "Cody Cleared");
  const saved = await page.request.put(`${server.url}/api/me/questionnaire`, {
    data: { answers: SIDE },
    headers: { origin: server.url },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().clearCookies();
  await page.goto("/admin-access");
  await page.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/athletes/${athlete.userId}`);

  const panel = page.getByTestId("physio-clearance");
  await panel.getByRole("button", { name: "Record a physio's clearance: side (trunk/side)" }).click();
  const form = panel.getByRole("form", { name: "Record a physio's clearance: side (trunk/side)" });
  // A date in the future is refused in plain words before anything is sent.
  await form.getByLabel("Date the physio cleared it").fill("2999-01-01");
  await form.getByRole("button", { name: "Confirm clearance" }).click();
  await expect(form.getByRole("alert")).toHaveText("The clearance date cannot be in the future.");
  await shoot(page, "coach-1280-error");
  const today = await form.getByLabel("Date the physio cleared it").getAttribute("max");
  await form.getByLabel("Date the physio cleared it").fill(today!);
  await form.getByLabel("Note (optional)").fill("Cleared by the county physio");
  await form.getByRole("button", { name: "Confirm clearance" }).click();
  await expect(panel.getByRole("status")).toContainText("Saved: the plan now brings back the work for the side");
  await expect(panel.getByRole("list", { name: "Clearances recorded" })).toContainText("recorded by the coach");
  await expect(panel.getByRole("list", { name: "Clearances recorded" })).toContainText("Cleared by the county physio");
  await shoot(page, "coach-1280-saved");
  // A wrong date is corrected with a new row; the same date again is refused before it is sent.
  await panel.getByRole("button", { name: "Correct the date: side (trunk/side)" }).click();
  const correct = panel.getByRole("form", { name: "Correct the date: side (trunk/side)" });
  await correct.getByRole("button", { name: "Confirm the new date" }).click();
  await expect(correct.getByRole("alert")).toHaveText("That clearance is already recorded.");
  await shoot(page, "coach-1280-correct");
  await correct.getByRole("button", { name: "Cancel" }).click();
  await page.setViewportSize(PHONE);
  await shoot(page, "coach-390-saved");
});

test("a clearance whose first week would be the taper changes nothing, and the form says so before it is saved", async ({
  page,
  server,
}) => {
  await acceptCookies(page);
  await signedInAthlete(page, server, "Tia Taper");
  const saved = await page.request.put(`${server.url}/api/me/questionnaire`, {
    data: { answers: { ...SIDE, trainingFrequency: "3 days/week" } },
    headers: { origin: server.url },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The plan started 44 days ago: today falls in week 7, so a clearance today would first count in week 8.
  const start = new Date(Date.now() - 44 * 86_400_000).toISOString().slice(0, 10);
  const settings = await page.request.put(`${server.url}/api/me/training/settings`, {
    data: { startDate: start, weekdays: [1, 3, 5] },
    headers: { origin: server.url },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await page.goto("/training-schedule");

  const panel = page.getByTestId("physio-clearance");
  await panel.getByRole("button", { name: "My physio has cleared my side (trunk/side)" }).click();
  const form = panel.getByRole("form", { name: "My physio has cleared my side (trunk/side)" });
  await expect(form).toContainText(
    "That counts from the taper week, which starts nothing new, so your plan does not change: the work comes back in the next block.",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, "athlete-390-taper");
  await page.setViewportSize(DESKTOP);
  await shoot(page, "athlete-1280-taper");
  await form.getByRole("button", { name: "Confirm: my physio has cleared me" }).click();
  await expect(panel.getByRole("status")).toHaveText(/^Saved: the clearance on \d+ \w{3} is recorded\.$/);
  await page.getByTestId("week-8").evaluate((d) => d.setAttribute("open", ""));
  await expect(page.getByTestId("week-8")).not.toContainText("After your physio's clearance");
});
