import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import pg from "pg";
import { displayedAthleteCount } from "#domain/site";
import { test, expect, type RunningServer } from "./fixtures.ts";
import { answers as completeAnswers } from "#server/testing/factory";

// The athletes-joined badge (spec §1, issue #2): max(31, profiles), updated live by server-sent
// events pushed from PostgreSQL LISTEN/NOTIFY (no polling).

/** The landing badge, found as a person would: the live status that reads "N Athletes joined". */
const badge = (page: Page) => page.getByRole("status").filter({ hasText: /athletes joined/i });

/** Opens the landing page and waits until its event stream is connected. */
async function openLanding(page: Page, url = "/") {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
  const stream = page.waitForResponse((r) => r.url().endsWith("/api/athletes/count/events") && r.status() === 200);
  await page.goto(url);
  await stream;
}

async function withPg<T>(server: RunningServer, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const profileRows = (server: RunningServer) =>
  withPg(server, async (c) => Number((await c.query<{ n: string }>("select count(*) as n from profiles")).rows[0]!.n));

/** Inserts `n` athletes straight into the database, as another process or a seed would. */
const insertAthletes = (server: RunningServer, n: number) =>
  withPg(server, async (c) => {
    const ids = Array.from({ length: n }, () => randomUUID());
    await c.query(
      `insert into "user" (id, name, email) select id, 'Athlete', id || '@example.test' from unnest($1::text[]) as id`,
      [ids],
    );
    await c.query(
      `insert into profiles (user_id, full_name, email) select id, 'Athlete', id || '@example.test' from unnest($1::text[]) as id`,
      [ids],
    );
  });

test.describe("on PostgreSQL (rows inserted directly)", () => {
  test.beforeEach(({ server }) => {
    test.skip(
      !server.databaseUrl,
      "inserting rows from the test needs TEST_DATABASE_URL (PGlite lives inside the server process)",
    );
  });

  test("the badge shows 31, then updates live when profiles are inserted", async ({ page, server }) => {
    const rows = await profileRows(server);
    await openLanding(page);
    // Other tests in this worker may have added athletes: 31 unless there are more than 31.
    await expect(badge(page)).toContainText(String(displayedAthleteCount(rows)));
    if (rows <= 31) await expect(badge(page)).toContainText("31");

    const target = displayedAthleteCount(rows) + 1;
    await insertAthletes(server, target - rows);
    await expect(badge(page)).toContainText(String(target));
  });

  test("two pages on two server processes both update", async ({ page, server, browser }) => {
    const peer = await server.startPeer();
    const other = await browser.newPage();
    try {
      await openLanding(page);
      await openLanding(other, `${peer.url}/`);
      const rows = await profileRows(server);
      const before = String(displayedAthleteCount(rows));
      await expect(badge(page)).toContainText(before);
      await expect(badge(other)).toContainText(before);

      const target = displayedAthleteCount(rows) + 1;
      await insertAthletes(server, target - rows);
      await expect(badge(page)).toContainText(String(target));
      await expect(badge(other)).toContainText(String(target));
    } finally {
      await other.close();
      await peer.stop();
    }
  });
});

test.describe("on PGlite (profiles created through the app)", () => {
  test("the badge updates live when the 32nd athlete verifies their e-mail", async ({ page, server, request }) => {
    test.skip(!!server.databaseUrl, "covered by the direct-insert tests on PostgreSQL");
    const probe = await request.post(`${server.url}/api/signup`, { headers: { origin: server.url }, data: {} });
    test.fixme(
      probe.status() === 404,
      "POST /api/signup is not built yet (issue #3): the only way to create a profile on PGlite",
    );

    const answers = completeAnswers();
    /** Signs an athlete up and follows the verification link: that creates the profile. */
    const createAthlete = async () => {
      const email = `athlete-${randomUUID()}@example.test`;
      const res = await request.post(`${server.url}/api/signup`, {
        headers: { origin: server.url },
        data: { fullName: "Live Count", email, password: "secret-password", answers },
      });
      expect(res.status(), await res.text()).toBe(201);
      const mail = await server.mailbox.waitFor(email);
      const link = mail.links.find((l) => l.includes("/verify-email?token="));
      const token = new URL(link!).searchParams.get("token");
      const verified = await request.post(`${server.url}/api/verify-email`, {
        headers: { origin: server.url },
        data: { token },
      });
      expect(verified.status(), await verified.text()).toBe(200);
    };

    const apiCount = async () =>
      ((await (await request.get(`${server.url}/api/athletes/count`)).json()) as { count: number }).count;
    await openLanding(page);
    const start = await apiCount();
    await expect(badge(page)).toContainText(String(start));
    if (start === 31) await expect(badge(page)).toContainText("31");
    // The badge reads 31 until there are 32 profiles: sign athletes up until the number moves,
    // then the open page must show it without a reload.
    let now = start;
    for (let i = 0; now === start; i++) {
      expect(i, "the count never moved after 40 verified sign-ups").toBeLessThan(40);
      await createAthlete();
      now = await apiCount();
    }
    await expect(badge(page)).toContainText(String(now));
  });
});
