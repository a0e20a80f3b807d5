import type { Page } from "@playwright/test";
import type { TrainingState } from "#domain/training/api";
import { cricketLog } from "#server/testing/training-log";
import { expect, test, type RunningServer } from "./fixtures.ts";
import { acceptCookies, PASSWORD, signedInAthlete } from "./support/athletes.ts";

/**
 * Logs waiting to sync on a shared computer: signing out sends them first, asks when they cannot
 * be sent (sync now, or sign out and discard), and never leaves any `gameready.*` key behind; a
 * different athlete signing in on the device never sees nor sends another's entries.
 */

const QUEUE_KEY = "gameready.training-queue.v1";
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

/** Every `gameready.*` key left in this origin's storage. */
const accountKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("gameready.")));

/** One cricket entry already in the device's queue for `userId`, as a log made with no signal leaves it. */
async function queueEntry(page: Page, userId: string) {
  const entry = cricketLog(yesterday(), { minutes: 45, sessionRpe: 5, bowling: null });
  await page.goto("/");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [QUEUE_KEY, JSON.stringify([{ kind: "cricket", entry, userId }])],
  );
  return entry;
}

/** Today's page, with every log the page sends refused (the server down for writes). */
async function todayWithWritesFailing(page: Page) {
  await page.route("**/api/me/training/cricket/**", (r) =>
    r.request().method() === "PUT" ? r.fulfill({ status: 503, json: { error: { message: "down" } } }) : r.fallback(),
  );
  const tried = page.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/me/training/cricket/"));
  await page.goto("/today");
  await tried;
}

async function openSignOut(page: Page) {
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
}

async function storedCricket(page: Page, server: RunningServer, email: string) {
  const signIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email, password: PASSWORD },
    headers: { origin: server.url },
  });
  expect(signIn.status()).toBe(200);
  const res = await page.request.get(`${server.url}/api/me/training`);
  return ((await res.json()) as TrainingState).cricket.map((c) => c.id);
}

test("sign-out with a log that cannot be sent asks; Sync now sends it, then nothing of the account stays", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const { email, userId } = await signedInAthlete(page, server);
  const entry = await queueEntry(page, userId);
  await todayWithWritesFailing(page);

  await openSignOut(page);
  const prompt = page.getByRole("alert").filter({ hasText: "unsynced" });
  await expect(prompt).toContainText("You have 1 unsynced entry");
  // Still signed in, the entry still waiting: nothing was lost by asking.
  expect(await accountKeys(page)).toContain(QUEUE_KEY);

  await page.unroute("**/api/me/training/cricket/**");
  await prompt.getByRole("button", { name: "Sync now" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await accountKeys(page)).toEqual([]);
  expect(await storedCricket(page, server, email)).toEqual([entry.id]);
});

test("Sign out and discard: signed out, the entry gone from the device and never stored", async ({ page, server }) => {
  test.setTimeout(120_000);
  const { email, userId } = await signedInAthlete(page, server);
  await queueEntry(page, userId);
  await todayWithWritesFailing(page);

  await openSignOut(page);
  const prompt = page.getByRole("alert").filter({ hasText: "unsynced" });
  await prompt.getByRole("button", { name: "Sign out and discard" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await accountKeys(page)).toEqual([]);
  // A reload reads nothing back either.
  await page.reload();
  expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
  await page.unroute("**/api/me/training/cricket/**");
  expect(await storedCricket(page, server, email)).toEqual([]);
});

test("another athlete signing in on the device never sees nor sends the entries left by the last one", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const first = await signedInAthlete(page, server, "Asha First");
  // Left behind without a sign-out (the session ran out): the first athlete's entry in the queue.
  const left = await queueEntry(page, first.userId);
  await page.context().clearCookies();
  const second = await signedInAthlete(page, server, "Bram Second");
  expect(second.userId).not.toBe(first.userId);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT") sent.push(r.url());
  });
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect
    .poll(async () => (await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)) ?? "")
    .not.toContain(left.id);
  await page.waitForTimeout(1_000);
  expect(sent.filter((u) => u.includes(left.id))).toEqual([]);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
});

test("sign-out leaves none of the athlete's answers on the device: the questionnaire's draft and stored answers go too", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await signedInAthlete(page, server);
  // A retake copies the saved answers into the tab's draft; a failed save can leave the spec's key.
  await page.goto("/cricket-questionnaire");
  await page.evaluate(() => {
    sessionStorage.setItem("questionnaireDraft", JSON.stringify({ ageGroup: "Under-16", injuries: "sore back" }));
    localStorage.setItem("questionnaireData", JSON.stringify({ ageGroup: "Under-16", injuries: "sore back" }));
  });
  await page.goto("/today");
  await openSignOut(page);
  await expect(page).toHaveURL(/\/$/);
  const left = await page.evaluate(() => ({
    draft: sessionStorage.getItem("questionnaireDraft"),
    answers: localStorage.getItem("questionnaireData"),
    session: Object.keys(sessionStorage).filter((k) => k.startsWith("gameready.")),
  }));
  expect(left).toEqual({ draft: null, answers: null, session: [] });
  expect(await accountKeys(page)).toEqual([]);
});
