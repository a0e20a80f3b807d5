import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { generatePlan } from "#domain/plan/generator";
import { QuestionnaireAnswersSchema } from "#domain/questionnaire";
import { pdfText } from "#server/testing/pdf-text";
import { expect, seriousAxeViolations, test, type RunningServer } from "./fixtures.ts";
import { acceptCookies, ANSWERS, coachUploadsPdf, signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The generated 8-week plan in the browser (issue #5): weeks and sessions for the answers, the
 * effort/volume bars, the notes, and each phase's PDF (generated, or the coach's upload).
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

const pdfTextOf = async (data: Buffer) => (await pdfText(data)).text;

async function download(page: Page, phase: 1 | 2): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: `Download Phase ${phase} PDF` }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`Phase-${phase}.pdf`);
  return readFileSync((await file.path())!);
}

const card = (page: Page, n: number) => page.getByRole("region", { name: new RegExp(`^Phase ${n}`) });
const week = (page: Page, n: number) => page.getByTestId(`week-${n}`);

/** New answers through the real API, as the questionnaire does for a signed-in athlete. */
async function saveAnswers(page: Page, server: RunningServer, answers: unknown) {
  const res = await page.request.put(`${server.url}/api/me/questionnaire`, {
    data: { answers },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("8 weeks of 4 sessions for a 4-day fast bowler, the bars, the notes, and both phase PDFs (generated, then the coach's)", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const athlete = await signedInAthlete(page, server, "Riya Sharma");
  expect(ANSWERS.trainingFrequency).toBe("4 days/week");
  await page.goto("/training-schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Training Schedule" })).toBeVisible();

  // Phase overview: what each phase is, the current one marked.
  await expect(card(page, 1)).toContainText("General strength and movement quality");
  await expect(card(page, 1)).toContainText("week 4 unloads");
  await expect(card(page, 2)).toContainText("Strength to power");
  await expect(card(page, 2)).toContainText("week 8 tapers");
  await expect(card(page, 1)).toContainText("Current phase · week 1");

  // Eight weeks, four sessions each; week 1 (this week) open, the others closed until opened.
  for (let n = 1; n <= 8; n++) {
    await expect(week(page, n)).toContainText(`Week ${n} ·`);
    await expect(week(page, n)).toContainText("4 sessions");
    await expect(week(page, n).locator("article")).toHaveCount(4);
  }
  await expect(week(page, 1)).toHaveAttribute("open", "");
  await expect(week(page, 4)).not.toHaveAttribute("open", "");
  await expect(week(page, 4)).toContainText("Unload");
  await expect(week(page, 8)).toContainText("Taper");
  // Keyboard: the week opens from its summary.
  await week(page, 4).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(week(page, 4)).toHaveAttribute("open", "");
  const session = week(page, 4).getByRole("article").first();
  await expect(session).toBeVisible();
  await expect(session.getByRole("heading", { level: 4 })).toContainText("Day 1:");
  await expect(session).toContainText(/about \d+ min/);
  await expect(session).toContainText(/\d+ × \d+/);
  await expect(session).toContainText(/RPE \d/);
  await expect(session).toContainText("Rest");

  // The picture: 8 volume bars (and 8 effort bars); week 4 visibly lower than week 3; the numbers as a table.
  const bars = page.getByTestId("load-chart").locator('[data-series="volume"]');
  await expect(bars).toHaveCount(8);
  await expect(page.getByTestId("load-chart").locator('[data-series="effort"]')).toHaveCount(8);
  const height = async (n: number) => (await bars.nth(n - 1).boundingBox())!.height;
  expect(await height(4)).toBeLessThan((await height(3)) * 0.8);
  expect(await height(8)).toBeLessThan(await height(7));
  await expect(page.getByRole("table", { name: /Effort and volume by week/ }).getByRole("row")).toHaveCount(9);

  // Notes: an Under-19 fast bowler carries the junior bowling guidance; no injury was entered.
  await expect(page.getByRole("heading", { name: "Junior fast bowling: workload guidance" })).toBeVisible();
  await expect(page.getByText("Cricket Australia, under-19s", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Train safely" })).toBeVisible();
  await expect(page.getByText("You told us about an injury")).toHaveCount(0);

  // The generated Phase 1 PDF: the athlete's name, the phase, the session titles on the page.
  await expect(card(page, 1)).toContainText("Generated plan");
  const generated = await download(page, 1);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Phase 1 downloaded successfully" }).first(),
  ).toBeVisible();
  const text = await pdfTextOf(generated);
  expect(text).toContain("Athlete: Riya Sharma");
  expect(text).toContain("Phase 1 · weeks 1-4 of 8");
  for (const title of await week(page, 1).getByRole("heading", { level: 4 }).allTextContents())
    expect(text).toContain(title);

  // The coach uploads Phase 1: it is labelled from the coach and downloads the coach's bytes; Phase 2 stays generated.
  await coachUploadsPdf(page.request, server, athlete.userId, 1);
  await page.reload();
  await expect(card(page, 1)).toContainText("From your coach");
  await expect(card(page, 2)).toContainText("Generated plan");
  const fromCoach = await download(page, 1);
  expect(fromCoach.equals(generated)).toBe(false);
  expect(await pdfTextOf(fromCoach)).toContain("Phase 1");
  expect(await pdfTextOf(fromCoach)).not.toContain("Athlete:");
  const phase2 = await pdfTextOf(await download(page, 2));
  expect(phase2).toContain("Athlete: Riya Sharma");
  expect(phase2).toContain("Phase 2 · weeks 5-8 of 8");
});

test("an Under-16 fast bowler, two bodyweight days and a sore back: 2 sessions a week, the back handled once per session, safety and junior notes", async ({
  page,
  server,
}) => {
  await signedInAthlete(page, server, "Asha Patel");
  const answers = {
    ...ANSWERS,
    ageGroup: "Under-16",
    trainingFrequency: "2 days/week",
    equipment: "Bodyweight Only",
    injuries: "Sore lower back last season",
  } as const;
  await saveAnswers(page, server, answers);
  const plan = generatePlan(QuestionnaireAnswersSchema.parse(answers));
  await page.goto("/training-schedule");
  for (let n = 1; n <= 8; n++) await expect(week(page, n).locator("article")).toHaveCount(2);
  await expect(page.getByText('You wrote: "Sore lower back last season"')).toBeVisible();
  await expect(page.getByText(/physiotherapist or doctor/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Under-16: technique first" })).toBeVisible();
  await expect(
    page.getByText("Cricket Australia, under-17s: bowl on at most 3 days a week, and never on two days in a row."),
  ).toBeVisible();
  // Generator 2.0.0 (issue #10): the lower back is handled in each session's guidance, said once
  // at its top, and exercises that still load it carry a quiet tag, not a red "Injury check".
  const sessions = plan.weeks[0]!.sessions;
  const guidance = week(page, 1).getByRole("region", { name: "Injury guidance for this session" });
  await expect(guidance).toHaveCount(2);
  for (const [i, s] of sessions.entries())
    await expect(guidance.nth(i).getByRole("listitem")).toHaveText(s.injuryGuidance!);
  await expect(guidance.first()).toContainText("Lumbar spine");
  await expect(page.getByText("Injury check")).toHaveCount(0);
  const flagged = sessions.flatMap((s) => s.exercises).filter((e) => e.flags.length > 0).length;
  await expect(week(page, 1).getByText(/^Loads your lower back/)).toHaveCount(flagged);
});

for (const width of [1280, 390]) {
  test(`/training-schedule at ${width} px: no serious accessibility violations, no sideways scrolling; screenshots`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInAthlete(page, server, "Asha Patel");
    await saveAnswers(page, server, { ...ANSWERS, ageGroup: "Under-16", injuries: "Sore lower back last season" });
    await page.goto("/training-schedule");
    await expect(week(page, 1).getByRole("article").first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "scrolls sideways").toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`schedule-${width}`), fullPage: true });
    await page.screenshot({ path: screenshotPath(`schedule-${width}-top`) });
    await page.getByTestId("load-chart").scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`schedule-${width}-chart`) });
    await week(page, 1).getByRole("article").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`schedule-${width}-session`) });
  });
}
