import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_KEY, expect, seriousAxeViolations, test, type RunningServer } from "./fixtures.ts";
import { acceptCookies, signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The squad view (issue #17): an athlete logs six light weeks then a hard one; the coach filters
 * "Spikes this week", opens the athlete and sees the load chart, the plan by week and the links
 * to adjust the plan and record fitness tests. Real server, database and Chromium.
 */

async function shot(page: Page, name: string) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function logCricket(
  request: APIRequestContext,
  server: RunningServer,
  date: string,
  rpe: number,
  minutes: number,
) {
  const id = randomUUID();
  const res = await request.put(`${server.url}/api/me/training/cricket/${id}`, {
    headers: { origin: server.url },
    data: {
      id,
      date,
      kind: "nets",
      minutes,
      sessionRpe: rpe,
      bowling: { balls: 36, longestSpellBalls: 24, intensity: "full" },
      editedAt: `${date}T12:00:00.000Z`,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("the coach filters spikes, opens the athlete and sees the load chart and plan", async ({ page, server }) => {
  const name = `Spike Squadtest ${randomUUID().slice(0, 6)}`;
  const athlete = await signedInAthlete(page, server, name);
  // Server days (UTC): the list's "today" is the server's.
  for (let d = 45; d >= 7; d -= 2) await logCricket(page.request, server, utcDay(-d), 5, 60);
  for (let d = 6; d >= 1; d--) await logCricket(page.request, server, utcDay(-d), 8, 150);
  await page.context().clearCookies();
  await acceptCookies(page);

  await page.goto("/admin-access");
  await page.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole("tab", { name: "All Athletes" }).click();

  const spikes = page.getByRole("button", { name: "Spikes this week" });
  await spikes.focus();
  await page.keyboard.press("Enter");
  await expect(spikes).toHaveAttribute("aria-pressed", "true");
  const list = page.getByRole("list", { name: "Athletes" });
  const row = list.getByRole("listitem").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.locator("[data-state]").first()).toHaveAttribute("data-state", "spike");
  // Every athlete the filter shows is a spike.
  for (const state of await list
    .locator("[data-state]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-state"))))
    expect(state).toBe("spike");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel("Search athletes").fill(name);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await shot(page, "squad-list-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideScroll(page);
  await shot(page, "squad-list-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole("link", { name: /Open athlete/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/athletes/${athlete.userId}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("ratio-state")).toContainText("Spike");
  await expect(page.getByTestId("coach-load-chart")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Week 1" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Adjust plan" })).toHaveAttribute(
    "href",
    `/admin/athletes/${athlete.userId}/plan`,
  );
  await expect(page.getByRole("link", { name: "Fitness tests" })).toHaveAttribute(
    "href",
    `/admin/athletes/${athlete.userId}/tests`,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, "squad-athlete-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await noSideScroll(page);
  await shot(page, "squad-athlete-390");
});

test("an athlete logging RPE 10 for three weeks: the coach's athlete page flags it", async ({ page, server }) => {
  const name = `Hard Squadtest ${randomUUID().slice(0, 6)}`;
  const athlete = await signedInAthlete(page, server, name);
  const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  // Weeks 1-3 were the last 21 server days, four sessions on the first four days of each.
  const start = utcDay(-21);
  const settings = await page.request.put(`${server.url}/api/me/training/settings`, {
    headers: { origin: server.url },
    data: { startDate: start, weekdays: [0, 1, 2, 3].map((i) => isoWeekday(utcDay(-21 + i))) },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  for (let week = 1; week <= 3; week++)
    for (let day = 1; day <= 4; day++) {
      const id = randomUUID();
      const res = await page.request.put(`${server.url}/api/me/training/sessions/${id}`, {
        headers: { origin: server.url },
        data: {
          id,
          date: utcDay(-21 + 7 * (week - 1) + day - 1),
          week,
          day,
          status: "done",
          skipReason: null,
          sessionRpe: 10,
          minutes: 60,
          sets: [],
          editedAt: new Date().toISOString(),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  await page.context().clearCookies();
  await acceptCookies(page);
  await page.goto("/admin-access");
  await page.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.goto(`/admin/athletes/${athlete.userId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const flag = page.locator("[data-code='hard-weeks']");
  await expect(flag).toContainText("3 weeks in a row harder than planned");
  await expect(flag).toContainText("the plan has switched to a deload week. Check in with the athlete.");
  const changes = page.getByTestId("week-changes");
  await expect(changes.getByRole("heading", { name: "This week's changes from the athlete's logs" })).toBeVisible();
  await expect(changes).toContainText("3 weeks in a row have felt harder than planned: this is a deload week");
  expect(await seriousAxeViolations(page)).toEqual([]);
});
