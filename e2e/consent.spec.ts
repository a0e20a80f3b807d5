import type { Page } from "@playwright/test";
import { PARENT_EMAIL_SAME } from "#domain/account";
import { E2E_ADMIN_KEY, expect, seriousAxeViolations, test, type RunningServer } from "./fixtures.ts";
import { ANSWERS, PASSWORD, acceptCookies, seedAnswers, uniqueEmail, verificationLink } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Parental consent (issue #16, decision 0102): an Under-16 names a parent at sign-up, the parent's
 * mail reaches the real SMTP server, its link gives consent once, and the dashboard follows.
 */
const JUNIOR = { ...ANSWERS, ageGroup: "Under-16" };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The n-th (0-based) consent mail to `to` and its link. */
async function consentLink(server: RunningServer, to: string, n: number) {
  const mine = () =>
    server.mailbox.messages.filter((m) => m.to.includes(to) && m.links.some((l) => l.includes("/parental-consent?")));
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThan(n);
  return mine()[n]!.links.find((l) => l.includes("/parental-consent?token="))!;
}

async function fillDetails(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Full Name" }).fill("Jo Junior");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signup-password").fill(PASSWORD);
  await page.locator("#signup-confirm-password").fill(PASSWORD);
}

test("an Under-16 signs up with a parent's e-mail; the mailed link gives consent once; the dashboard follows", async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page);
  await seedAnswers(page, JUNIOR);
  const email = uniqueEmail("junior");
  const parent = uniqueEmail("parent");

  await page.goto("/cricket-signup");
  const parentField = page.getByRole("textbox", { name: "Parent or guardian's e-mail" });
  await expect(parentField).toBeVisible();
  const form = page.getByRole("form", { name: "Create your account" });
  await expect(form.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await fillDetails(page, email);
  // The athlete's own address is refused, in the form, before anything is sent.
  await parentField.fill(email.toUpperCase());
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(PARENT_EMAIL_SAME)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: screenshotPath(`consent-signup-${width}`), fullPage: true });
  }
  await parentField.fill(parent);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(email)).toBeVisible();

  // The athlete verifies: the parent's mail leaves then; the dashboard waits for it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(await verificationLink(server, email));
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
  const waiting = page.getByRole("region", { name: "Waiting for your parent or guardian" });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(parent);
  const first = await consentLink(server, parent, 0);
  // Resend from the dashboard: a second mail; the first link is replaced by it.
  await waiting.getByRole("button", { name: "Send the e-mail again" }).click();
  const link = await consentLink(server, parent, 1);
  expect(link).not.toBe(first);
  // The pointer leaves the button it clicked, and colours change at once (reduced motion): axe
  // measured "Send the e-mail again" mid-way through its hover transition once (contrast).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.mouse.move(0, 0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: screenshotPath(`consent-dashboard-waiting-${width}`), fullPage: true });
  }

  // The parent, in their own browser.
  const parentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const parentPage = await parentContext.newPage();
  await parentPage.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
  await parentPage.goto(first);
  await expect(parentPage.getByRole("alert")).toContainText("replaced by a newer e-mail");
  await parentPage.goto(link);
  await expect(parentPage.getByRole("heading", { name: "Your consent is needed" })).toBeVisible();
  await expect(parentPage.getByText("Jo", { exact: true })).toBeVisible();
  for (const width of [1280, 390]) {
    await parentPage.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(parentPage)).toEqual([]);
    expect(await noSidewaysScroll(parentPage)).toBe(true);
    await parentPage.screenshot({ path: screenshotPath(`consent-page-${width}`), fullPage: true });
  }
  // By keyboard: focus the one button and press Enter.
  await parentPage.getByRole("button", { name: /I give consent/ }).focus();
  await parentPage.keyboard.press("Enter");
  await expect(parentPage.getByRole("heading", { name: "Thank you: consent given" })).toBeVisible();
  await parentPage.screenshot({ path: screenshotPath(`consent-given-390`), fullPage: true });
  // The same link again: used, and it says so.
  await parentPage.goto(link);
  await expect(parentPage.getByRole("heading", { name: "Consent already given" })).toBeVisible();
  await expect(parentPage.getByRole("alert")).toContainText("already been given");
  expect(await seriousAxeViolations(parentPage)).toEqual([]);
  await parentPage.screenshot({ path: screenshotPath(`consent-used-390`), fullPage: true });
  await parentContext.close();

  // The athlete's dashboard changes.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByText("Your parent or guardian has given their consent")).toBeVisible();
  await expect(page.getByRole("region", { name: "Waiting for your parent or guardian" })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(`consent-dashboard-given-1280`) });
});

test("an adult sees no parent field, and the Terms and Privacy sentence", async ({ page }) => {
  await acceptCookies(page);
  await seedAnswers(page, { ...ANSWERS, ageGroup: "Adult" });
  await page.goto("/cricket-signup");
  await expect(page.getByText("By creating an account you agree to our")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Parent or guardian's e-mail" })).toHaveCount(0);
});

test("the coach console shows a junior's consent state", async ({ page, server }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("junior");
  const headers = { origin: server.url };
  const signup = await page.request.post(`${server.url}/api/signup`, {
    data: { fullName: "Sam Waiting", email, password: PASSWORD, answers: JUNIOR, parentEmail: uniqueEmail("parent") },
    headers,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = new URL(await verificationLink(server, email)).searchParams.get("token");
  expect((await page.request.post(`${server.url}/api/verify-email`, { data: { token }, headers })).status()).toBe(200);
  await page.context().clearCookies();

  await acceptCookies(page);
  await page.goto("/admin-access");
  await page.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole("tab", { name: "All Athletes" }).click();
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row.getByText("Parent consent pending")).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: screenshotPath(`consent-admin-${width}`) });
  }
});
