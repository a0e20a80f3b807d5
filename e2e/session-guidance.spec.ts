import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CHANGE_LINE, GUIDANCE_ALL_WEEKS, GUIDANCE_EARLY, WARM_UP_STEPS, WEEK_NOTE, guidedProgram } from "#server/testing/guided-program";
import { expect, seriousAxeViolations, test, type RunningServer } from "./fixtures.ts";
import { acceptCookies, ANSWERS, signedInAthlete } from "./support/athletes.ts";

/**
 * The schedule page with a generator 2.0.0 plan (issue #10): injury guidance once at the top of
 * each session instead of a red warning on each exercise, a quiet "Adapted" line under the
 * exercise it concerns, the warm-up's steps as an ordered list, and the week note.
 *
 * The new generator is written in parallel, so the plan the real server sends for a real athlete
 * is given those fields on its way to the page (guidedProgram, parsed with ProgramSchema); the
 * page, its API call and everything else are real. Older plans: e2e/plan.spec.ts.
 */

const SHOTS = "/tmp/injury-shots";
mkdirSync(SHOTS, { recursive: true });
const week = (page: Page, n: number) => page.getByTestId(`week-${n}`);

async function guidedSchedule(page: Page, server: RunningServer) {
  await acceptCookies(page);
  await signedInAthlete(page, server, "Kiran Keeper");
  const res = await page.request.put(`${server.url}/api/me/questionnaire`, {
    data: { answers: { ...ANSWERS, injuries: "Sore lower back", injuryDetails: [{ region: "lumbar spine", recency: "recent", cleared: true }] } },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.route("**/api/me/plan", async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { program: unknown; generatorVersion: string };
    await route.fulfill({ response: real, json: { ...body, program: guidedProgram(body.program), generatorVersion: "2.0.0" } });
  });
  await page.goto("/training-schedule");
  await expect(week(page, 1).getByRole("article").first()).toBeVisible();
}

test("injury guidance once per session, no red warning per exercise; change lines, warm-up steps, the week note", async ({ page, server }) => {
  await guidedSchedule(page, server);
  const sessions = week(page, 1).getByRole("article");
  const n = await sessions.count();
  expect(n).toBeGreaterThan(1);
  // Once per session, at its top.
  await expect(week(page, 1).getByRole("region", { name: "Injury guidance for this session" })).toHaveCount(n);
  await expect(week(page, 1).getByText(GUIDANCE_ALL_WEEKS)).toHaveCount(n);
  await expect(week(page, 1).getByText(GUIDANCE_EARLY)).toHaveCount(n);
  // A flagged exercise gets a quiet tag naming the region; no red "Injury check" per exercise.
  await expect(page.getByText("Injury check")).toHaveCount(0);
  await expect(week(page, 1).getByText("Loads your lower back")).toHaveCount(n);
  // The change line sits under the exercise it concerns (the first of each session).
  const first = sessions.first().getByRole("listitem").filter({ hasText: CHANGE_LINE });
  await expect(first).toHaveCount(1);
  await expect(first.getByText("Adapted:")).toBeVisible();
  // The warm-up's steps, in order.
  const steps = sessions.first().getByRole("list", { name: "Warm-up steps" }).getByRole("listitem");
  await expect(steps).toHaveText(WARM_UP_STEPS);
  await expect(page.getByRole("heading", { name: WEEK_NOTE.title })).toBeVisible();
  // Week-limited guidance stays in its weeks.
  await week(page, 3).locator("summary").click();
  await expect(week(page, 3).getByText(GUIDANCE_ALL_WEEKS).first()).toBeVisible();
  await expect(week(page, 3).getByText(GUIDANCE_EARLY)).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`a session card with guidance at ${width} px: axe clean, no sideways scrolling; screenshot`, async ({ page, server }) => {
    await page.setViewportSize({ width, height: 900 });
    await guidedSchedule(page, server);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "scrolls sideways").toBeLessThanOrEqual(0);
    const card = week(page, 1).getByRole("article").first();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/session-guidance-${width}.png` });
  });
}
