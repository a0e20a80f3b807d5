import { beforeAll, describe, expect, it } from "vitest";
import type { AthleteListPage } from "#domain/api-types";
import type { Program } from "#domain/plan/types";
import { addDays } from "#domain/training/dates";
import { dailyLoads, ratioState, workloadRatio } from "#domain/training/load";
import { LOG_MAX_AGE_DAYS } from "#domain/training/log-values";
import { adminCookie } from "#server/testing/coach-console";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import {
  cricketLog,
  dayOf,
  programOf,
  putCricket,
  putSession,
  sessionLog,
  stateOf,
} from "#server/testing/training-log";

/**
 * The squad view (issue #17): the coach's list with training figures, filters, sorts and keyset
 * pages, over athletes whose logs went through the real training API (so the load summary is
 * the one the log writes maintain). PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const {
  server,
  athletes: [spike, steady, junior, quiet],
} = setUpTestServer({
  athletes: [
    { fullName: "Squad Spike" },
    { fullName: "Squad Steady" },
    { fullName: "Squad Junior", answers: answers({ ageGroup: "Under-14", trainingFrequency: "3 days/week" }) },
    { fullName: "Squad Quiet" },
  ],
});

let cookie: string;
let today: string;
let program: Program;
const heavyIds: string[] = [];

async function put(who: { cookie: string }, date: string, rpe: number, minutes: number, balls: number | null = null) {
  const log = cricketLog(date, {
    sessionRpe: rpe,
    minutes,
    bowling: balls === null ? null : { balls, longestSpellBalls: null, intensity: "full" },
  });
  const res = await putCricket(server, who.cookie, log);
  expect(res.status, await res.clone().text()).toBe(200);
  return log.id;
}

beforeAll(async () => {
  server.clock.freeze();
  today = dayOf(server.clock.now());
  cookie = await adminCookie(server);
  program = await programOf(server, steady.cookie);
  // Spike: a light hour every third day for six weeks, then two hard hours every day this week.
  for (let d = 45; d >= 7; d -= 3) await put(spike, addDays(today, -d), 5, 60);
  for (let d = 6; d >= 0; d--) heavyIds.push(await put(spike, addDays(today, -d), 8, 120));
  // Steady: the same hour every second day up to today, and this week's first gym session.
  for (let d = 46; d >= 0; d -= 2) await put(steady, addDays(today, -d), 5, 60);
  expect((await putSession(server, steady.cookie, sessionLog(program, today))).status).toBe(200);
  // Junior (Under-14 pace bowler): three bowling days in a row, Cricket Australia says never two.
  for (let d = 2; d >= 0; d--) await put(junior, addDays(today, -d), 6, 90, 36);
}, 120_000);

async function list(query: string): Promise<AthleteListPage> {
  const res = await server.fetch(`/api/admin/athletes${query}`, { headers: { cookie } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AthleteListPage;
}
const names = (p: AthleteListPage) => p.athletes.map((a) => a.fullName);
const row = (p: AthleteListPage, name: string) => p.athletes.find((a) => a.fullName === name)!;

describe("squad view: GET /api/admin/athletes with training", () => {
  it("gives each athlete the ratio and state /workload computes from the same log, on the app's day", async () => {
    const page = await list("?q=squad&pageSize=100");
    expect(page.today).toBe(today);
    for (const who of [spike, steady, junior]) {
      const { sessions, cricket } = await stateOf(server, who.cookie);
      // The /workload page's own window (web/src/features/training/workload-page.tsx).
      const first = [...sessions.map((s) => s.date), ...cricket.map((c) => c.date)].sort()[0]!;
      const start = [first, addDays(today, -27)].sort()[0]!;
      const history = dailyLoads(sessions, cricket, [start, addDays(today, -LOG_MAX_AGE_DAYS)].sort()[1]!, today);
      const expected = workloadRatio(history, today, "load").ratio;
      const t = row(page, who.fullName).training;
      if (expected === null) expect(t.ratio).toBeNull();
      else expect(t.ratio).toBeCloseTo(expected, 9);
      expect(t.state).toBe(ratioState(expected));
    }
    expect(row(page, "Squad Spike").training.state).toBe("spike");
    expect(row(page, "Squad Steady").training.state).toBe("steady");
    expect(row(page, "Squad Junior").training.state).toBe("building");
    expect(row(page, "Squad Quiet").training).toMatchObject({ state: null, ratio: null, lastLoggedOn: null });
  });

  it("counts sessions done against the plan, this week's load and junior bowling breaches", async () => {
    const page = await list("?q=squad&pageSize=100");
    const perWeek = program.weeks.map((w) => w.sessions.length);
    expect(row(page, "Squad Steady").training).toMatchObject({
      week: 1,
      doneThisWeek: 1,
      plannedThisWeek: perWeek[0],
      doneTotal: 1,
      plannedTotal: perWeek.reduce((a, b) => a + b, 0),
      lastLoggedOn: today,
      weekLoad: { gym: 360, cricket: 4 * 300 },
    });
    expect(row(page, "Squad Spike").training.weekLoad).toEqual({ gym: 0, cricket: 7 * 960 });
    const breaches = row(page, "Squad Junior").training.bowlingBreaches;
    expect(breaches.map((b) => b.code)).toContain("ca-days-in-a-row");
    expect(breaches[0]!.message).toMatch(/Cricket Australia/);
    expect(row(page, "Squad Steady").training.bowlingBreaches).toEqual([]);
  });

  it("filters: spikes this week, not logged for 7 days, under-16, and together", async () => {
    expect(names(await list("?q=squad&filter=spike"))).toEqual(["Squad Spike"]);
    expect(names(await list("?q=squad&filter=not-logged-7"))).toEqual(["Squad Quiet"]);
    expect(names(await list("?q=squad&filter=under-16"))).toEqual(["Squad Junior"]);
    const none = await list("?q=squad&filter=spike,under-16");
    expect(none).toMatchObject({ athletes: [], total: 0, nextCursor: null });
    expect((await list("?q=squad&filter=spike")).total).toBe(1);
  });

  it("sorts by ratio (highest first, none last), name and longest since the last log", async () => {
    const byRatio = names(await list("?q=squad&sort=ratio"));
    expect(byRatio.slice(0, 2)).toEqual(["Squad Spike", "Squad Steady"]);
    expect(byRatio.slice(2).sort()).toEqual(["Squad Junior", "Squad Quiet"]);
    expect(names(await list("?q=squad&sort=name"))).toEqual([
      "Squad Junior",
      "Squad Quiet",
      "Squad Spike",
      "Squad Steady",
    ]);
    expect(names(await list("?q=squad&sort=last-logged"))[0]).toBe("Squad Quiet");
  });

  it("walks every sort by cursor, one athlete a page, in the order of the full list", async () => {
    for (const sort of ["newest", "name", "ratio", "last-logged"]) {
      const all = names(await list(`?q=squad&sort=${sort}&pageSize=100`));
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 10; i++) {
        const page: AthleteListPage = await list(
          `?q=squad&sort=${sort}&pageSize=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        walked.push(...names(page));
        expect(page.total, `${sort} page ${i + 1}`).toBe(4);
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(walked, sort).toEqual(all);
    }
  });

  it("keeps the summary with the log: deleting this week's hard days ends the spike", async () => {
    for (const id of heavyIds) {
      const res = await server.fetch(`/api/me/training/cricket/${id}`, {
        method: "DELETE",
        headers: { cookie: spike.cookie, origin: server.url },
      });
      expect(res.status, await res.clone().text()).toBe(204);
    }
    expect(names(await list("?q=squad&filter=spike"))).toEqual([]);
    expect(row(await list("?q=squad"), "Squad Spike").training.lastLoggedOn).toBe(addDays(today, -9));
  });

  it("refuses a bad sort, filter or cursor with a message, and anyone but the coach", async () => {
    const bad = async (query: string, message: RegExp) => {
      const res = await server.fetch(`/api/admin/athletes${query}`, { headers: { cookie } });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, query).toMatch(message);
    };
    await bad("?sort=fastest", /sort must be one of/);
    await bad("?filter=spike,injured", /Unknown filter "injured"/);
    await bad("?cursor=not-a-cursor!", /cursor is not one this list gave out/);
    await bad(`?cursor=${Buffer.from('{"v":1,"sort":"name","id":"x"}').toString("base64url")}`, /cursor is not one/);
    const { nextCursor } = await list("?q=squad&sort=name&pageSize=1");
    await bad(`?sort=ratio&cursor=${nextCursor}`, /belongs to the "name" order/);
    await bad(`?sort=name&page=2&cursor=${nextCursor}`, /either page or cursor/);
    expect((await server.fetch("/api/admin/athletes?filter=spike")).status).toBe(401);
    expect((await server.fetch("/api/admin/athletes", { headers: { cookie: quiet.cookie } })).status).toBe(401);
  });

  it("GET /api/admin/athletes/:id gives the coach one athlete's plan, settings and whole log", async () => {
    const res = await server.fetch(`/api/admin/athletes/${steady.userId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      fullName: string;
      program: Program;
      settings: { startDate: string };
      sessions: unknown[];
      cricket: unknown[];
      today: string;
    };
    const own = await stateOf(server, steady.cookie);
    expect(body).toMatchObject({ fullName: "Squad Steady", today, settings: own.settings });
    expect(body.program.weeks).toHaveLength(8);
    expect(body.sessions).toEqual(own.sessions);
    expect(body.cricket).toEqual(own.cricket);
    expect((await server.fetch("/api/admin/athletes/nobody-has-this-id", { headers: { cookie } })).status).toBe(404);
    expect(
      (await server.fetch(`/api/admin/athletes/${steady.userId}`, { headers: { cookie: steady.cookie } })).status,
    ).toBe(401);
  });
});
