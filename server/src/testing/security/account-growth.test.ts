import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Program } from "#domain/plan/types";
import { LOG_WINDOW_DAYS } from "#domain/training/api";
import { addDays } from "#domain/training/dates";
import {
  CRICKET_DAY_FULL,
  CRICKET_LOG_FULL,
  LOG_WRITES_PER_MINUTE,
  LOG_WRITES_TOO_FAST,
  MAX_CRICKET_ENTRIES,
  MAX_CRICKET_PER_DAY,
} from "#domain/training/log-caps";
import { cricketLogs, sessionLogs, trainingSettings } from "#server/core/db/schema";
import { adminCookie } from "#server/testing/coach-console";
import { testDatabaseKind } from "#server/testing/database";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { cricketLog, dayOf, programOf, put, putCricket, putSession, sessionLog } from "#server/testing/training-log";
import { registeredRoutes } from "./route-collector.ts";

// Every Fastify instance reports its routes to registeredRoutes (see route-collector.ts).
vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector.ts")).collectingFastify(await importOriginal()),
);

/**
 * Issue #28 finding 4: one account stored 3,000 cricket entries in 45 s, and at 4,700 entries
 * GET /api/me/training answered 1.0 MB and the coach's page 1.1 MB; each write re-read the whole
 * log. Now every log write counts against a per-account budget, the log has caps a real athlete
 * never meets, and reads come a window at a time (decision 0136).
 */
const { server, athletes } = setUpTestServer({ athletes: [{}, {}, {}, {}, {}, {}] });
const [writer, dayFiller, logFiller, bigLog, emptyLog, racer] = athletes;

let program: Program;
let today: string;
beforeAll(async () => {
  server.clock.freeze();
  today = dayOf(server.clock.now());
  program = await programOf(server, writer!.cookie);
});

type ErrorBody = { error: { message: string; code: string } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
const db = () => server.app.db;
const cricketCount = async (userId: string) =>
  (await db().select({ id: cricketLogs.id }).from(cricketLogs).where(eq(cricketLogs.userId, userId))).length;
/** Everything the athlete's log holds, to compare before and after a refused write. */
const logOf = async (userId: string) => ({
  settings: await db().select().from(trainingSettings).where(eq(trainingSettings.userId, userId)),
  sessions: await db().select().from(sessionLogs).where(eq(sessionLogs.userId, userId)),
  cricket: await db().select().from(cricketLogs).where(eq(cricketLogs.userId, userId)),
});
const del = (path: string, cookie: string) => server.fetch(path, { method: "DELETE", headers: { cookie } });

/** Rows written straight into the database: a log far past what HTTP now accepts. */
async function seedCricket(userId: string, days: number, perDay: number, lastDay = today) {
  const rows = [];
  for (let d = 0; d < days; d++)
    for (let i = 0; i < perDay; i++)
      rows.push({
        id: randomUUID(),
        userId,
        date: addDays(lastDay, -d),
        kind: "nets",
        minutes: 90,
        sessionRpe: 7,
        balls: 48,
        longestSpellBalls: 24,
        intensity: "full",
        editedAt: new Date(`${addDays(lastDay, -d)}T00:00:00Z`),
      });
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(cricketLogs)
      .values(rows.slice(i, i + 500));
}

/**
 * One valid request per route that writes the log, which would succeed within the budget. The
 * test below fails when a write route is added without a row here, so a new route is covered.
 */
const WRITES: Record<string, (cookie: string) => Promise<Response>> = {
  "PUT /api/me/training/settings": (cookie) =>
    put(server, "/api/me/training/settings", cookie, { startDate: today, weekdays: [1, 2, 4, 5] }),
  "PUT /api/me/training/sessions/:id": (cookie) =>
    putSession(server, cookie, sessionLog(program, today, { week: 2, day: 1 })),
  "DELETE /api/me/training/sessions/:id": async (cookie) => {
    const [row] = await db()
      .select({ id: sessionLogs.id })
      .from(sessionLogs)
      .where(eq(sessionLogs.userId, writer!.userId));
    return del(`/api/me/training/sessions/${row!.id}`, cookie);
  },
  "PUT /api/me/training/cricket/:id": (cookie) => putCricket(server, cookie, cricketLog(addDays(today, -3))),
  "DELETE /api/me/training/cricket/:id": async (cookie) => {
    const [row] = await db()
      .select({ id: cricketLogs.id })
      .from(cricketLogs)
      .where(eq(cricketLogs.userId, writer!.userId));
    return del(`/api/me/training/cricket/${row!.id}`, cookie);
  },
};

describe(`log writes: a budget per account (${testDatabaseKind})`, () => {
  it("the table knows every route that writes the training log", () => {
    const writes = [...registeredRoutes]
      .filter((r) => /^(POST|PUT|PATCH|DELETE) \/api\/me\/training(\/|$)/.test(r))
      .sort();
    expect(writes.length).toBeGreaterThan(0);
    expect(writes).toEqual(Object.keys(WRITES).sort());
  });

  it.each(Object.keys(WRITES))(
    `%s past ${LOG_WRITES_PER_MINUTE} writes a minute: 429 in plain words, nothing changed`,
    async (route) => {
      const cookie = writer!.cookie;
      // A new minute, and something for the deletes to delete.
      server.clock.advance(61_000);
      expect((await putSession(server, cookie, sessionLog(program, today))).status).toBe(200);
      expect((await putCricket(server, cookie, cricketLog(today))).status).toBe(200);
      // The budget is the account's, whatever route spends it: fill it with deletes of nothing.
      for (let i = 2; i < LOG_WRITES_PER_MINUTE; i++)
        expect((await del(`/api/me/training/cricket/${randomUUID()}`, cookie)).status).toBe(404);
      const before = await logOf(writer!.userId);
      const refused = await WRITES[route]!(cookie);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(await errorOf(refused)).toEqual({ message: LOG_WRITES_TOO_FAST(wait), code: "TOO_MANY_REQUESTS" });
      expect(await logOf(writer!.userId)).toEqual(before);
      // The next minute the same request goes through: it was the budget, not the request.
      server.clock.advance(61_000);
      expect((await WRITES[route]!(cookie)).status).toBeLessThan(300);
    },
  );
});

describe(`log caps a real athlete never meets (${testDatabaseKind})`, () => {
  it(`a day holds ${MAX_CRICKET_PER_DAY} cricket entries: one more, or one moved onto it, answers 409 and stores nothing`, async () => {
    server.clock.advance(61_000);
    const day = addDays(today, -1);
    for (let i = 0; i < MAX_CRICKET_PER_DAY; i++)
      expect((await putCricket(server, dayFiller!.cookie, cricketLog(day))).status).toBe(200);
    const other = cricketLog(addDays(today, -2));
    expect((await putCricket(server, dayFiller!.cookie, other)).status).toBe(200);
    const before = await logOf(dayFiller!.userId);

    const extra = await putCricket(server, dayFiller!.cookie, cricketLog(day));
    expect(extra.status).toBe(409);
    expect(await errorOf(extra)).toEqual({ message: CRICKET_DAY_FULL, code: "LOG_FULL" });
    const moved = await putCricket(server, dayFiller!.cookie, {
      ...other,
      date: day,
      editedAt: new Date(server.clock.now()).toISOString(),
    });
    expect(moved.status).toBe(409);
    expect(await logOf(dayFiller!.userId)).toEqual(before);
  });

  it("parallel writes cannot slip past the day's cap", async () => {
    server.clock.advance(61_000);
    const day = addDays(today, -5);
    const answers = await Promise.all(
      Array.from({ length: 2 * MAX_CRICKET_PER_DAY }, () => putCricket(server, racer!.cookie, cricketLog(day))),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX_CRICKET_PER_DAY);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(MAX_CRICKET_PER_DAY);
    expect(await cricketCount(racer!.userId)).toBe(MAX_CRICKET_PER_DAY);
  });

  it(`the log holds ${MAX_CRICKET_ENTRIES} cricket entries: a new one answers 409 and stores nothing, an edit still saves`, async () => {
    server.clock.advance(61_000);
    // Older days, a few a day, as years of honest logging would leave them.
    await seedCricket(logFiller!.userId, MAX_CRICKET_ENTRIES / 3, 3, addDays(today, -10));
    const before = await logOf(logFiller!.userId);
    const refused = await putCricket(server, logFiller!.cookie, cricketLog(today));
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ message: CRICKET_LOG_FULL, code: "LOG_FULL" });
    expect(await logOf(logFiller!.userId)).toEqual(before);

    const [row] = before.cricket.filter((c) => c.date === addDays(today, -10));
    const edit = cricketLog(row!.date, {
      id: row!.id,
      minutes: 30,
      editedAt: new Date(server.clock.now()).toISOString(),
    });
    expect((await putCricket(server, logFiller!.cookie, edit)).status).toBe(200);
    expect(await cricketCount(logFiller!.userId)).toBe(MAX_CRICKET_ENTRIES);
  });
});

describe(`reads come a window at a time, whatever the log holds (${testDatabaseKind})`, () => {
  const DAYS = 800;
  /** An entry as JSON is about 200 bytes; a window holds at most this many bytes of cricket. */
  const WINDOW_BYTES = LOG_WINDOW_DAYS * MAX_CRICKET_PER_DAY * 250;
  type State = {
    cricket: Array<{ id: string; date: string }>;
    cricketWindow: { from: string; to: string; older: boolean };
  };
  const bytesOf = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.arrayBuffer()).byteLength;
  };
  const training = (cookie: string, before?: string) =>
    server.fetch(`/api/me/training${before ? `?before=${before}` : ""}`, { headers: { cookie } });

  beforeAll(async () => {
    // Every day of 800 full of cricket: 4,800 entries, more than the issue's 4,700.
    await seedCricket(bigLog!.userId, DAYS, MAX_CRICKET_PER_DAY);
  });

  it("GET /api/me/training stays within one window's bytes, and the cursor reaches every entry", async () => {
    const empty = await bytesOf(await training(emptyLog!.cookie));
    const first = await training(bigLog!.cookie);
    const big = await bytesOf(first.clone());
    console.log(`GET /api/me/training with ${DAYS * MAX_CRICKET_PER_DAY} entries: ${big} bytes (empty log ${empty})`);
    expect(big - empty).toBeLessThanOrEqual(WINDOW_BYTES);

    const seen = new Set<string>();
    let page = (await first.json()) as State;
    expect(page.cricketWindow).toEqual({
      from: addDays(today, 2 - LOG_WINDOW_DAYS),
      to: addDays(today, 1),
      older: true,
    });
    for (let pages = 1; ; pages++) {
      expect(pages).toBeLessThanOrEqual(Math.ceil(DAYS / LOG_WINDOW_DAYS) + 1);
      for (const c of page.cricket) {
        expect(c.date >= page.cricketWindow.from && c.date <= page.cricketWindow.to).toBe(true);
        seen.add(c.id);
      }
      if (!page.cricketWindow.older) break;
      const next = await training(bigLog!.cookie, page.cricketWindow.from);
      expect((await bytesOf(next.clone())) - empty).toBeLessThanOrEqual(WINDOW_BYTES);
      page = (await next.json()) as State;
    }
    expect(seen.size).toBe(DAYS * MAX_CRICKET_PER_DAY);
  });

  it("a cursor that is not a day answers 400 in plain words", async () => {
    const res = await training(bigLog!.cookie, "yesterday");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/date|day/i);
  });

  it("the coach's page for that athlete stays within one window's bytes too", async () => {
    const coach = await adminCookie(server);
    const page = (userId: string) => server.fetch(`/api/admin/athletes/${userId}`, { headers: { cookie: coach } });
    const empty = await bytesOf(await page(emptyLog!.userId));
    const big = await bytesOf(await page(bigLog!.userId));
    console.log(`coach's athlete page with ${DAYS * MAX_CRICKET_PER_DAY} entries: ${big} bytes (empty log ${empty})`);
    expect(big - empty).toBeLessThanOrEqual(WINDOW_BYTES);
  });
});
