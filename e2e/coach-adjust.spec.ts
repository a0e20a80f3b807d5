import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Program } from "#domain/plan/types";
import { pdfText } from "#server/testing/pdf-text";
import { E2E_ADMIN_KEY, expect, seriousAxeViolations, test, type RunningServer } from "./fixtures.ts";
import { acceptCookies, signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The coach adjusts an athlete's plan (issue #17, decision 0107): on /admin/athletes/:id/plan the
 * coach swaps an exercise and adds a session note; the athlete sees both on /today and in
 * /training-schedule marked "Changed by your coach", and the downloaded phase PDF shows the swap.
 * Screenshots for a person only on request (ADJUST_SHOTS=1), into the results folder
 * (support/screenshots.ts).
 */
const SHOTS = process.env.ADJUST_SHOTS === "1";
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(`adjust-${name}`), fullPage: true });
}

const p2 = (n: number) => String(n).padStart(2, "0");
const localDay = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
};
const isoWeekday = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function startToday(page: Page, server: RunningServer) {
  const res = await page.request.put(`${server.url}/api/me/training/settings`, {
    data: { startDate: localDay(), weekdays: [0, 1, 2, 3].map((i) => isoWeekday(localDay(i))) },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("the coach swaps an exercise and notes a session; the athlete sees both, marked, and the PDF shows the swap", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(240_000);
  const athlete = await signedInAthlete(page, server, "Riya Sharma");
  await startToday(page, server);
  const plan = (await (await page.request.get(`${server.url}/api/me/plan`)).json()) as { program: Program };
  const first = plan.program.weeks[0]!.sessions[0]!.exercises[0]!;

  // The coach, in a browser of their own.
  const coachContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const coach = await coachContext.newPage();
  await acceptCookies(coach);
  await coach.goto("/admin-access");
  await coach.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await coach.getByRole("button", { name: "Verify Access" }).click();
  await expect(coach).toHaveURL(/\/admin-dashboard$/);
  // Through the squad view (issue #17): find the athlete, open them, then "Adjust plan".
  await coach.getByRole("tab", { name: "All Athletes" }).click();
  await coach.getByLabel("Search athletes").fill(athlete.email);
  const row = coach.getByRole("list", { name: "Athletes" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: /Open athlete/ }).click();
  await expect(coach).toHaveURL(new RegExp(`/admin/athletes/${athlete.userId}$`));
  await coach.getByRole("link", { name: "Adjust plan" }).click();
  await expect(coach).toHaveURL(new RegExp(`/admin/athletes/${athlete.userId}/plan$`));
  await expect(coach.getByRole("heading", { level: 1, name: "Riya Sharma" })).toBeVisible();
  await expect(coach.getByText("No changes yet")).toBeVisible();

  // Swap week 1 session 1's first exercise, by keyboard.
  const line = coach.getByTestId(`adjust-ex-${first.exerciseId}`).first();
  await line.getByRole("button", { name: `Swap ${first.name}` }).focus();
  await coach.keyboard.press("Enter");
  const select = line.getByLabel(`Swap ${first.name} for`);
  await expect(select.locator("option")).not.toHaveCount(1);
  const label = (await select.locator("option").nth(1).textContent())!;
  const newName = label.replace(" · same movement", "");
  await select.selectOption({ index: 1 });
  await line.getByRole("button", { name: "Swap", exact: true }).click();
  const swapped = coach.getByTestId(`adjust-ex-${first.exerciseId}`).first();
  await expect(swapped).toContainText(newName);
  await expect(swapped).toContainText(`Changed by your coach· Swapped from ${first.name}`);

  // A note on the same session.
  await coach.getByRole("button", { name: "Add note for week 1 session 1" }).click();
  await coach.getByLabel("Note for week 1, session 1").fill("Film your first set and send it to me.");
  await coach.getByRole("button", { name: "Save note" }).click();
  await expect(coach.getByText("Film your first set and send it to me.").first()).toBeVisible();
  const audit = coach.getByRole("list", { name: "Changes, newest first" });
  await expect(audit.getByRole("listitem")).toHaveCount(2);
  await expect(audit.getByRole("listitem").nth(1)).toContainText(`Before: ${first.name}`);
  expect(await seriousAxeViolations(coach)).toEqual([]);
  await shot(coach, "coach-1280");
  await coach.setViewportSize({ width: 390, height: 844 });
  expect(await noSidewaysScroll(coach)).toBe(true);
  await shot(coach, "coach-390");
  await coachContext.close();

  // The athlete: /today shows the swapped exercise and the note, marked.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/today");
    await expect(page.getByText("Week 1 · day 1")).toBeVisible();
    const note = page.getByRole("region", { name: "Note from your coach" });
    await expect(note).toContainText("Film your first set and send it to me.");
    await expect(note).toContainText("Changed by your coach");
    const exercise = page.getByRole("list", { name: "Exercises" }).getByRole("listitem").first();
    await expect(exercise).toContainText(newName);
    await expect(exercise).toContainText(`Changed by your coach· Swapped from ${first.name}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `today-${width}`);
  }

  // The schedule: week 1 is marked, its first session shows both.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/training-schedule");
    const week1 = page.getByTestId("week-1");
    await expect(week1).toContainText("Changed by your coach");
    const session = week1.getByRole("article").first();
    await expect(session).toContainText(newName);
    await expect(session).toContainText(`Swapped from ${first.name}`);
    await expect(session.getByRole("region", { name: "Note from your coach" })).toContainText(
      "Film your first set and send it to me.",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, `schedule-${width}`);
  }

  // The phase 1 PDF shows the swap and the note.
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Phase 1 PDF" }).click(),
  ]);
  const { text } = await pdfText(readFileSync((await file.path())!));
  expect(text).toContain(newName);
  expect(text).toContain("Changed by your coach");
  expect(text).toContain("Film your first set and send it to me.");
});
