import type { Page } from "@playwright/test";
import type { FitnessState } from "#domain/fitness-tests/schema";
import type { TrainingState } from "#domain/training/api";
import { E2E_ADMIN_KEY, expect, seriousAxeViolations, test, type RunningServer } from "./fixtures.ts";
import { acceptCookies, signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Fitness tests with retests (issue #17): the athlete's plan is placed so today is in week 8,
 * week 1 and week 8 results are entered by keyboard, an implausible time and an ambiguous one
 * ("745") are refused, a change within a test's typical error reads "no clear change", the chart
 * shows both for the athlete and for the coach, and the coach schedules an extra test date.
 * Real server, real database, real Chromium; axe at 390 and 1280 px.
 */
async function shot(page: Page, name: string) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}
async function accessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

const p2 = (n: number) => String(n).padStart(2, "0");
/** The device's day, as the page computes it. */
const localDay = (offsetDays = 0) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
};

/** Week 1 began 52 days ago, so today is in week 8 (days 49-55 of the plan). */
async function startPlan52DaysAgo(page: Page, server: RunningServer) {
  const state = (await (await page.request.get(`${server.url}/api/me/training`)).json()) as TrainingState;
  const res = await page.request.put(`${server.url}/api/me/training/settings`, {
    data: { startDate: localDay(-52), weekdays: state.settings.weekdays },
    headers: { origin: server.url },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** One result typed by keyboard: the protocol page's link (Enter), then Tab through the form. */
async function enterByKeyboard(page: Page, testName: string, date: string, value: string) {
  await page.goto("/fitness-tests");
  await page.getByRole("link", { name: new RegExp(`^${testName}`) }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: testName })).toBeVisible();
  await page.getByRole("link", { name: `Record a ${testName.toLowerCase()} result` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Test", { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel("Test", { exact: true }).locator("option:checked")).toHaveText(testName);
  await page.getByLabel("Date", { exact: true }).fill(date); // a date input takes its digits in the locale's order: fill is exact
  await page.getByLabel("Date", { exact: true }).focus();
  // Tab walks the date's day, month and year fields, then reaches the result.
  const result = page.getByLabel("Result", { exact: true });
  for (let i = 0; i < 4 && !(await result.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(result).toBeFocused();
  await page.keyboard.type(value);
  await page.keyboard.press("Enter");
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("week 1 and week 8 results chart for the athlete and the coach; the coach schedules a retest", async ({
  page,
  server,
}) => {
  test.slow();
  const { userId } = await signedInAthlete(page, server, "Kiran Fielder");
  await startPlan52DaysAgo(page, server);

  // Week 8 and nothing recorded in it: /today asks for the tests.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/today");
  await expect(page.getByTestId("fitness-due")).toContainText("Fitness tests due this week");
  await expect(page.getByTestId("fitness-due")).toContainText("Week 8");
  await shot(page, "fitness-today-card-390");

  await page.setViewportSize({ width: 1280, height: 900 });
  const week1 = localDay(-50);
  await enterByKeyboard(page, "Standing broad jump", week1, "188");
  await expect(page.getByTestId("chart-broad-jump")).toBeVisible();
  await enterByKeyboard(page, "Run-a-three", week1, "9.80");
  await expect(page.getByTestId("chart-run-a-three")).toBeVisible();

  // A 2 km in 30 s is refused with the battery's message, and nothing is stored.
  await enterByKeyboard(page, "2 km time trial", localDay(), "0:30");
  await expect(page.getByRole("alert")).toContainText("2 km under 5:00 is close to the world record (4:44.79)");
  await expect(page.getByTestId("chart-time-trial-2km")).toHaveCount(0);
  // "745" could be 7:45 or 745 seconds (12:25): refused with both readings, never guessed.
  await enterByKeyboard(page, "2 km time trial", localDay(), "745");
  await expect(page.getByRole("alert")).toContainText(
    '"745" could mean 7:45 or 745 seconds (12:25): type it as minutes and seconds, e.g. 7:45, or as 745s for seconds.',
  );
  await expect(page.getByTestId("chart-time-trial-2km")).toHaveCount(0);
  await enterByKeyboard(page, "20 m sprint", week1, "3.62");
  await expect(page.getByTestId("chart-sprint-20m")).toBeVisible();

  // Week 8.
  await enterByKeyboard(page, "20 m sprint", localDay(), "3.60");
  const sprint = page.getByTestId("chart-sprint-20m");
  await expect(sprint.locator("circle")).toHaveCount(2);
  // A hand-timed 0.02 s is noise, not progress.
  await expect(sprint).toContainText(
    "No clear change from your first result: 0.02 s is within this test's typical error (0.14 s).",
  );
  await expect(sprint).not.toContainText("faster than your first result");
  await enterByKeyboard(page, "Standing broad jump", localDay(), "200");
  await enterByKeyboard(page, "Run-a-three", localDay(), "9.41");
  const jump = page.getByTestId("chart-broad-jump");
  await expect(jump.locator("circle")).toHaveCount(2);
  await expect(jump).toContainText("12 cm further than your first result (better)");
  // Under-19: the published medians (ages 16-18) are shaded, with the source.
  await expect(jump).toContainText("published medians for ages 16-18, boys in violet (202-210 cm)");
  await expect(jump.locator("rect[data-band]")).toHaveCount(2);
  const three = page.getByTestId("chart-run-a-three");
  await expect(three.locator("circle")).toHaveCount(2);
  await expect(three).toContainText("0.39 s faster than your first result (better)");
  await expect(three).toContainText("No trustworthy published values");

  const mine = (await (await page.request.get(`${server.url}/api/me/fitness-tests`)).json()) as FitnessState;
  expect(mine.results.map((r) => [r.testId, r.value]).sort()).toEqual([
    ["broad-jump", 188],
    ["broad-jump", 200],
    ["run-a-three", 9.41],
    ["run-a-three", 9.8],
    ["sprint-20m", 3.6],
    ["sprint-20m", 3.62],
  ]);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/fitness-tests");
    await expect(page.getByTestId("chart-broad-jump")).toBeVisible();
    await accessible(page);
    await shot(page, `fitness-tests-${width}`);
    await page.goto("/fitness-tests/run-a-three");
    await expect(page.getByRole("heading", { level: 2, name: "How to run it" })).toBeVisible();
    await accessible(page);
    await shot(page, `fitness-protocol-${width}`);
  }

  // Week 8's results are in: the card is gone.
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/me/fitness-tests") && r.status() === 200);
  await page.goto("/today");
  await answered;
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(page.getByTestId("fitness-due")).toHaveCount(0);

  // The coach: the same chart, and a retest in five days.
  await page.goto(`/admin/athletes/${userId}/tests`);
  await expect(page).toHaveURL(/\/admin-access$/); // no admin session yet
  await page.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin/athletes/${userId}/tests`);
  await expect(page.getByRole("heading", { level: 1, name: "Kiran Fielder" })).toBeVisible();
  await expect(page.getByTestId("chart-broad-jump").locator("circle")).toHaveCount(2);
  await expect(page.getByTestId("chart-run-a-three").locator("circle")).toHaveCount(2);
  const retest = localDay(5); // once: a run that crosses midnight must compare the same day
  await page.getByLabel("Test date").fill(retest);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText(/^Tests scheduled for/)).toBeVisible();
  await expect(page.getByText("Scheduled:")).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByTestId("chart-broad-jump")).toBeVisible();
    await accessible(page);
    await shot(page, `fitness-coach-${width}`);
  }
  const after = (await (await page.request.get(`${server.url}/api/me/fitness-tests`)).json()) as FitnessState;
  expect(after.scheduled).toEqual([retest]);
});

test("a junior's heights give a growth rate, and a fast one answers the plan's growing-fast guidance", async ({
  page,
  server,
}) => {
  await signedInAthlete(page, server, "Dev Growing");
  const state = (await (await page.request.get(`${server.url}/api/me/fitness-tests`)).json()) as FitnessState;
  expect(["Under-14", "Under-16", "Under-19"]).toContain(state.ageGroup);
  // 160 → 164 cm in 120 days: 12.2 cm a year, a growth spurt.
  for (const [date, heightCm, value] of [
    [localDay(-120), 160, "3.70"],
    [localDay(), 164, "3.55"],
  ] as const) {
    const res = await page.request.post(`${server.url}/api/me/fitness-tests`, {
      data: { testId: "sprint-20m", date, value, heightCm },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto("/fitness-tests");
  await expect(page.getByTestId("growth")).toContainText("You are growing fast: 12.2 cm a year (160 → 164 cm)");
  await expect(page.getByLabel("Standing height (cm, optional)")).toBeVisible();
  await page.goto("/training-schedule");
  await expect(page.getByText(/^You are growing fast: 12.2 cm a year/)).toBeVisible();
  await expect(page.getByText(/^Growing fast\? Tell your coach/)).toHaveCount(0);
});
