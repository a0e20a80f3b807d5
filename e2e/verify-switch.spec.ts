import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, test } from "./fixtures.ts";
import {
  PASSWORD,
  acceptCookies,
  signUpByApi,
  signedInAthlete,
  uniqueEmail,
  verificationLink,
} from "./support/athletes.ts";

/**
 * Login CSRF through a verification link (issue #14 finding 7): a browser signed in as one athlete
 * opens another account's link. The address is verified, but the browser does not switch: the
 * page says who is signed in and asks.
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

const sessionEmail = async (page: Page, url: string) => {
  const res = await page.request.get(`${url}/api/auth/get-session`);
  return ((await res.json()) as { user: { email: string } } | null)?.user.email ?? null;
};

test("someone else's link: the page asks, and staying keeps the session", async ({ page, server, request }) => {
  const me = await signedInAthlete(page, server, "Asha Signedin");
  // Another account, signed up elsewhere (its own cookie jar): its link arrives in this browser.
  const other = uniqueEmail("other");
  await signUpByApi(request, server, other, "Omar Other");
  await page.goto(await verificationLink(server, other));

  await expect(page.getByRole("heading", { level: 1, name: "E-mail verified" })).toBeVisible();
  await expect(page.getByText(`${other} is verified. This browser is signed in as ${me.email}.`)).toBeVisible();
  // Nothing switched while the page asks.
  expect(await sessionEmail(page, server.url)).toBe(me.email);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: `Stay signed in as ${me.email}` }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await sessionEmail(page, server.url)).toBe(me.email);
  // The link did verify: the other account signs in with its own password.
  const signIn = await request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: other, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(signIn.status()).toBe(200);
});

test("someone else's link: continuing signs out and asks for that account's password", async ({
  page,
  server,
  request,
}) => {
  const me = await signedInAthlete(page, server, "Asha Signedin");
  const other = uniqueEmail("other");
  await signUpByApi(request, server, other, "Omar Other");
  await page.goto(await verificationLink(server, other));

  await page.getByRole("button", { name: `Continue as ${other}` }).click();
  await expect(page).toHaveURL(/\/auth\?email=/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(other);
  expect(await sessionEmail(page, server.url)).toBeNull();
  expect(me.email).not.toBe(other);

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await sessionEmail(page, server.url)).toBe(other);
});
