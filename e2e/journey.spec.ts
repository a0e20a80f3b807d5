import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { acceptCookies, storedAnswers, thisMonth, uniqueEmail } from "./support/athletes.ts";
import { hydrated } from "./support/settle.ts";

/**
 * Issue #3's whole journey, in Chromium, as a new athlete: the questionnaire, sign-up, the
 * verification mail received over SMTP, the link, the dashboard with the saved answers and
 * plan, sign out, log in, forgot password, the reset mail, a new password.
 */

const NAME = "Riya Sharma";
const FIRST_PASSWORD = "first-pass-123";
const NEW_PASSWORD = "second-pass-456";

async function answerQuestionnaire(page: Page) {
  await page.goto("/cricket-questionnaire");
  await expect(page.getByRole("heading", { level: 1, name: "Build Your Performance Plan" })).toBeVisible();
  const next = page.getByRole("button", { name: "Next", exact: true });
  const choose = async (text: string) => page.getByText(text, { exact: true }).click();

  await choose("Under-19");
  await next.click();
  await choose("Advanced");
  await next.click();
  await page.getByLabel("Height (cm)").fill("182");
  await page.getByLabel("Weight (kg)").fill("74");
  await next.click();
  await choose("Fast Bowler");
  await next.click();
  for (const [ability, n] of Object.entries({ Strength: 4, Speed: 5, Endurance: 3, Agility: 4, Flexibility: 2 })) {
    await page
      .getByRole("group", { name: ability, exact: true })
      .locator("label")
      .nth(n - 1)
      .click();
  }
  await next.click();
  await choose("4 days/week");
  await next.click();
  await choose("2-3 hours/day");
  await next.click();
  await next.click(); // injuries are optional
  await choose("Explosive Strength & Power");
  await choose("Speed & Agility");
  await next.click();
  await choose("Full Gym");
  await page.getByRole("button", { name: "Complete", exact: true }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back, Champion" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("a new athlete: questionnaire → sign-up → verification mail → dashboard → sign out → log in → reset password", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("journey");
  await acceptCookies(page);

  // 1. The questionnaire, answered with the mouse, ends on the sign-up page.
  await answerQuestionnaire(page);
  await expect(page).toHaveURL(/\/cricket-signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Assessment Complete" })).toBeVisible();
  await expect(page.getByText("Elite Cricket Training - Fast Bowler")).toBeVisible();
  expect(await storedAnswers(page)).not.toBeNull();

  // 2. Sign-up: the answers travel with it; the page then asks to check the inbox.
  await page.getByLabel("Full Name").fill(NAME);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();
  // The server holds the answers now: the local copy is gone.
  expect(await storedAnswers(page)).toBeNull();

  // 3. The verification mail reaches the SMTP server; its link verifies and signs in.
  const mail = await server.mailbox.waitFor(email);
  const link = mail.links.find((l) => l.includes("/verify-email?token="));
  expect(link, `links in "${mail.subject}": ${mail.links.join(", ")}`).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Verified!" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // 4. The dashboard: ID card, the saved answers and the plan made from them.
  const card = page.getByRole("region", { name: NAME });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: `${NAME}'s initials` })).toHaveText("RI");
  await expect(card.getByText("Cricket", { exact: true })).toBeVisible();
  await expect(card.getByText(`Member since ${thisMonth()}`)).toBeVisible();
  await expect(card.getByText("Explosive Strength & Power")).toBeVisible();
  const plan = page.getByRole("region", { name: "Elite Cricket Training - Fast Bowler" });
  await expect(plan).toBeVisible();
  for (const fact of ["Fast Bowler", "Advanced", "Under-19", "182 cm", "74 kg", "Full Gym", "Speed & Agility"]) {
    await expect(plan.getByText(fact, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Access Schedule" })).toHaveAttribute("href", "/training-schedule");
  await expect(page.getByRole("link", { name: "Explore Learn & Grow" })).toHaveAttribute("href", "/cricket-learn");

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole("region", { name: NAME })).toBeVisible();

  // 5. Sign out: home, and the dashboard is closed again.
  await signOut(page);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);

  // 6. Log in again.
  await logIn(page, email, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("region", { name: NAME })).toBeVisible();
  await signOut(page);

  // 7. Forgot password: the reset mail links back to /auth in recovery mode.
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await hydrated(page); // a click on the prerendered page before its script runs is lost
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();
  const reset = await server.mailbox.waitFor(email, (m) => m.links.some((l) => l.includes("type=recovery")));
  const resetLink = reset.links.find((l) => l.includes("/auth?type=recovery&token="));
  expect(resetLink, reset.links.join(", ")).toBeTruthy();
  await page.goto(resetLink!);
  await expect(page.getByRole("heading", { level: 1, name: "Set a New Password" })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated successfully!")).toBeVisible();
  // The query is cleared and the page is back in login mode.
  await expect(page).toHaveURL(/\/auth$/);

  // 8. The old password is refused; the new one opens the dashboard.
  await logIn(page, email, FIRST_PASSWORD);
  await expect(page.getByText("Invalid email or password. Check your credentials.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("region", { name: NAME })).toBeVisible();
});
