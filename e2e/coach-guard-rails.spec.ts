import type { Program } from "#domain/plan/types";
import { E2E_ADMIN_KEY, expect, seriousAxeViolations, test } from "./fixtures.ts";
import { acceptCookies, signedInAthlete } from "./support/athletes.ts";

/**
 * The coach's guard rails on the adjust page (decision 0139): a dose that breaks the plan's rules
 * shows each rule; the coach must give a reason to confirm; the change log shows the reason and
 * the rules, and the athlete's plan shows the reason beside "Changed by your coach".
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("a week-1 dose at effort 10 lists the rules it breaks, needs a reason, and the reason is logged and shown", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const athlete = await signedInAthlete(page, server, "Sam Quick");
  const plan = (await (await page.request.get(`${server.url}/api/me/plan`)).json()) as { program: Program };
  const first = plan.program.weeks[0]!.sessions[0]!.exercises[0]!;

  const coachContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const coach = await coachContext.newPage();
  await acceptCookies(coach);
  await coach.goto("/admin-access");
  await coach.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await coach.getByRole("button", { name: "Verify Access" }).click();
  await expect(coach).toHaveURL(/\/admin-dashboard$/);
  await coach.goto(`/admin/athletes/${athlete.userId}/plan`);
  await expect(coach.getByRole("heading", { level: 1, name: "Sam Quick" })).toBeVisible();

  const line = coach.getByTestId(`adjust-ex-${first.exerciseId}`).first();
  await line.getByRole("button", { name: `Edit dose of ${first.name}` }).click();
  await line.getByLabel("Sets").fill("10");
  await line.getByLabel("Effort (RPE)").fill("10");
  await line.getByRole("button", { name: "Save dose" }).click();

  const rules = line.getByRole("list", { name: "Rules this change breaks" });
  await expect(rules).toContainText("High effort in week 1");
  await expect(line.getByRole("heading", { name: /This change breaks (a rule|\d rules) of the plan/ })).toBeVisible();
  expect(await seriousAxeViolations(coach)).toEqual([]);

  // No reason: nothing is saved, and the page says what is missing.
  await line.getByRole("button", { name: "Confirm with this reason" }).click();
  await expect(line.getByRole("alert")).toHaveText("Give a reason to make this change anyway.");
  await expect(coach.getByText("No changes yet")).toBeVisible();

  const reason = "Tested fit on Monday; one hard session before the trial.";
  await line.getByLabel("Your reason (the athlete sees it)").fill(reason);
  await line.getByRole("button", { name: "Confirm with this reason" }).click();
  const changed = coach.getByTestId(`adjust-ex-${first.exerciseId}`).first();
  await expect(changed).toContainText(`(coach's reason: ${reason})`);
  const audit = coach.getByRole("list", { name: "Changes, newest first" });
  await expect(audit.getByRole("listitem").filter({ hasText: "Changed a dose" })).toContainText(`Reason: ${reason}`);
  await expect(audit.getByRole("list", { name: "Rules it broke" })).toContainText("High effort in week 1");
  await coachContext.close();

  // The plan the athlete follows (what /today, the schedule and the PDFs read) carries the reason.
  const mine = (await (await page.request.get(`${server.url}/api/me/plan`)).json()) as { program: Program };
  const now = mine.program.weeks[0]!.sessions[0]!.exercises[0]!;
  expect(now.rpe).toBe(10);
  expect(now.coach?.summary).toContain(`(coach's reason: ${reason})`);
});
