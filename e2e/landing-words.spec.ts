import { answers } from "#server/testing/factory";
import { E2E_ADMIN_KEY, expect, test } from "./fixtures.ts";
import { acceptCookies, PASSWORD, seedAnswers, uniqueEmail, verificationLink } from "./support/athletes.ts";

// Issue #16, decision 0104: the plan's words agree wherever they are shown. The stored values
// stay the spec's ('Elite Cricket Training - Wicketkeeper - Batsman', 3 months, 2999); what is
// shown: 'Elite Cricket Training - Wicketkeeper-Batsman', the 8-week program, '₹29.99'.
const KEEPER = answers({ primaryRole: "Wicketkeeper - Batsman" });
const SHOWN_NAME = "Elite Cricket Training - Wicketkeeper-Batsman";

test.beforeEach(({ page }) => acceptCookies(page));

test("the sign-up page names the plan as the dashboard will", async ({ page }) => {
  await seedAnswers(page, KEEPER);
  await page.goto("/cricket-signup");
  await expect(page.getByText(SHOWN_NAME, { exact: true })).toBeVisible();
  await expect(page.getByText("Wicketkeeper - Batsman")).toHaveCount(0);
});

test("dashboard, schedule and coach console show the same plan words; the record keeps the spec's", async ({
  page,
  server,
  browser,
}) => {
  const email = uniqueEmail();
  const origin = { origin: server.url };
  const fullName = "Keeper Words";
  const signup = await page.request.post("/api/signup", {
    data: { fullName, email, password: PASSWORD, answers: KEEPER },
    headers: origin,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = new URL(await verificationLink(server, email)).searchParams.get("token");
  expect((await page.request.post("/api/verify-email", { data: { token }, headers: origin })).status()).toBe(200);

  // Stored as the spec says.
  const me = (await (await page.request.get("/api/me")).json()) as {
    plan: { planName: string; durationMonths: number; priceAmount: number };
  };
  expect(me.plan).toMatchObject({
    planName: "Elite Cricket Training - Wicketkeeper - Batsman",
    durationMonths: 3,
    priceAmount: 2999,
  });

  // The dashboard: the shown name, the program's length, no "3-month program" beside "8 weeks".
  await page.goto("/profile");
  const plan = page.getByRole("region", { name: SHOWN_NAME });
  await expect(plan).toBeVisible();
  await expect(plan.getByText("8 weeks · 2 phases", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("3-month");
  await expect(plan.getByText("Wicketkeeper-Batsman", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: fullName }).getByText("Wicketkeeper-Batsman · Advanced")).toBeVisible();

  await page.goto("/training-schedule");
  await expect(page.getByText(`${SHOWN_NAME}: built from your answers, week by week.`)).toBeVisible();

  // The coach console: the same name, and the price with its currency from minor units.
  const coach = await browser.newContext({ baseURL: server.url });
  const coachPage = await coach.newPage();
  await coachPage.goto("/admin-access");
  await coachPage.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await coachPage.getByRole("button", { name: "Verify Access" }).click();
  await expect(coachPage).toHaveURL(/\/admin-dashboard$/);
  await coachPage.getByRole("tab", { name: "All Athletes" }).click();
  await coachPage.getByLabel("Search athletes").fill(fullName);
  await coachPage.getByRole("button", { name: new RegExp(`^${fullName}`) }).click();
  await expect(coachPage.getByText("₹29.99", { exact: true })).toBeVisible();
  await expect(coachPage.getByText("2999", { exact: true })).toHaveCount(0);
  await coach.close();
});
