import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminAthlete } from "#domain/api-types";
import { addDays } from "#domain/training/dates";
import { dailyLoads } from "#domain/training/load";
import { type Db, MIGRATIONS_FOLDER } from "#server/core/db/client";
import { testDatabaseKind } from "#server/testing/database";
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
import { listAthletes } from "./squad-repository.ts";

/**
 * The squad list's kept figures (issue #13, docs/decisions/0117): done sessions per plan week and
 * the last days' loads live in athlete_load_summary, kept by a trigger whenever a log write
 * rewrites the row. For random logs written through the training API, on every day from the day
 * before the last log to two weeks and more after it (plan-week boundaries, days leaving the
 * 7-day window), and after edits and deletes, the list shows exactly what the athlete's own log
 * gives, computed as the list did before (all session logs, dailyLoads over the last 7 days).
 * "Today" is passed to the list: the days checked never depend on the wall clock.
 */
const { server, athletes } = setUpTestServer({
  athletes: [
    { fullName: "Summary Seeded One" },
    { fullName: "Summary Seeded Two" },
    { fullName: "Summary Seeded Three" },
    { fullName: "Summary Seeded Four" },
  ],
});
let base: string;

let seed = 11;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = (n: number) => Math.floor(rand() * n);

async function ok(res: Response, status = 200) {
  expect(res.status, await res.clone().text()).toBe(status);
}

/** The figures as the list computed them before decision 0117: from the athlete's whole log. */
async function fromLogs(cookie: string, today: string, week: number | null) {
  const { sessions, cricket } = await stateOf(server, cookie);
  const days = dailyLoads(sessions, cricket, addDays(today, -6), today);
  const done = sessions.filter((s) => s.status === "done");
  return {
    doneThisWeek: week === null ? 0 : done.filter((s) => s.week === week).length,
    doneTotal: done.length,
    weekLoad: { gym: days.reduce((a, d) => a + d.gym, 0), cricket: days.reduce((a, d) => a + d.cricket, 0) },
  };
}

async function rowsOn(today: string): Promise<Map<string, AdminAthlete>> {
  const page = await listAthletes(server.app.db, { page: 1, pageSize: 100, today, q: "Summary Seeded" });
  return new Map(page.athletes.map((a) => [a.userId, a]));
}

/** Every athlete, every day from `from` to `to`: the list equals the logs. Answers what varied. */
async function expectExact(from: string, to: string) {
  const weeks = new Set<number>();
  const loads = new Set<string>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const rows = await rowsOn(day);
    for (const a of athletes) {
      const t = rows.get(a.userId)!.training;
      if (t.week !== null) weeks.add(t.week);
      loads.add(`${a.userId}:${t.weekLoad.gym}:${t.weekLoad.cricket}`);
      expect(
        { doneThisWeek: t.doneThisWeek, doneTotal: t.doneTotal, weekLoad: t.weekLoad },
        `${a.fullName} on ${day}`,
      ).toEqual(await fromLogs(a.cookie, day, t.week));
    }
  }
  return { weeks, loads };
}

beforeAll(async () => {
  server.clock.freeze();
  base = dayOf(server.clock.now());
  // Three athletes log (the fourth never does): sessions of the plan's first 3 weeks over the last
  // 25 days, most done, and cricket on the last 12 days, some of it bowling.
  for (const a of athletes.slice(0, 3)) {
    const own = await programOf(server, a.cookie);
    const slots = new Map<string, { week: number; day: number }>();
    for (let i = 0; i < 12; i++) {
      const week = own.weeks[pick(3)]!;
      const session = week.sessions[pick(week.sessions.length)]!;
      slots.set(`${week.week}.${session.day}`, { week: week.week, day: session.day });
    }
    for (const { week, day } of slots.values()) {
      const done = rand() < 0.75;
      const date = addDays(base, -pick(25));
      const log = sessionLog(own, date, { week, day });
      await ok(
        await putSession(
          server,
          a.cookie,
          done
            ? { ...log, sessionRpe: 1 + pick(10), minutes: 20 + pick(90) }
            : { ...log, status: "skipped", skipReason: "busy", sessionRpe: null, minutes: null, sets: [] },
        ),
      );
    }
    for (let i = 0; i < 10; i++) {
      const bowled = rand() < 0.4;
      const log = cricketLog(addDays(base, -pick(12)), {
        minutes: 30 + pick(120),
        sessionRpe: pick(11),
        bowling: bowled ? { balls: 12 + pick(40), longestSpellBalls: null, intensity: "medium" } : null,
      });
      await ok(await putCricket(server, a.cookie, log));
    }
  }
}, 180_000);

describe(`squad list kept figures (${testDatabaseKind})`, () => {
  it("equals the logs on every day, across plan weeks and as days leave the last 7", async () => {
    // From the day before the last log (a log may be dated a day ahead) to 16 days after it.
    const { weeks, loads } = await expectExact(addDays(base, -1), addDays(base, 16));
    expect(weeks.size).toBeGreaterThanOrEqual(3);
    expect(loads.size).toBeGreaterThan(20);
  }, 180_000);

  it("stays exact after edits and deletes, and with no log left", async () => {
    const [one, two, three] = athletes as unknown as [(typeof athletes)[0], (typeof athletes)[0], (typeof athletes)[0]];
    const del = (cookie: string, what: string, id: string) =>
      server.fetch(`/api/me/training/${what}/${id}`, { method: "DELETE", headers: { cookie } });
    // One: a done session is edited to skipped (a later edit wins), another is deleted.
    const mine = (await stateOf(server, one.cookie)).sessions;
    const edited = mine.find((s) => s.status === "done")!;
    await ok(
      await putSession(server, one.cookie, {
        ...edited,
        status: "skipped",
        skipReason: "ill",
        sessionRpe: null,
        minutes: null,
        sets: [],
        editedAt: new Date(server.clock.now()).toISOString(),
      }),
    );
    await ok(await del(one.cookie, "sessions", mine.find((s) => s.id !== edited.id)!.id), 204);
    // Two: the last days' cricket goes, and a long match five days ago comes.
    for (const c of (await stateOf(server, two.cookie)).cricket.filter((c) => c.date >= addDays(base, -3)))
      await ok(await del(two.cookie, "cricket", c.id), 204);
    await ok(
      await putCricket(
        server,
        two.cookie,
        cricketLog(addDays(base, -5), { kind: "match", minutes: 300, sessionRpe: 8 }),
      ),
    );
    // Three: every log deleted.
    const { sessions, cricket } = await stateOf(server, three.cookie);
    for (const s of sessions) await ok(await del(three.cookie, "sessions", s.id), 204);
    for (const c of cricket) await ok(await del(three.cookie, "cricket", c.id), 204);

    await expectExact(addDays(base, -1), addDays(base, 9));
    const row = (await rowsOn(base)).get(three.userId)!.training;
    expect(row).toMatchObject({ doneTotal: 0, doneThisWeek: 0, weekLoad: { gym: 0, cricket: 0 }, lastLoggedOn: null });
  }, 180_000);

  it("computes the kept figures once per summary write, whether the row exists or not", async () => {
    // A log write's upsert fires BEFORE INSERT for its insert attempt and BEFORE UPDATE for the
    // conflict: only one of them may read the logs (athlete_load_summary_kept; the function
    // statistics of the transaction count its calls).
    const one = athletes[0]!;
    // (Counts not yet flushed may include an earlier transaction's: the difference is this one's.)
    const callsIn = async (write: (tx: Db) => Promise<unknown>) =>
      server.app.db.transaction(async (tx) => {
        const calls = async () => {
          const { rows } = (await tx.execute(sql`select calls from pg_stat_xact_user_functions
            where funcname = 'athlete_load_summary_kept'`)) as unknown as { rows: Array<{ calls: number | string }> };
          return Number(rows[0]?.calls ?? 0);
        };
        await tx.execute(sql`set local track_functions = 'pl'`);
        const before = await calls();
        await write(tx as unknown as Db);
        return (await calls()) - before;
      });
    // The statement a log write sends (writeSummaries in the training slice, which this slice may
    // not import): insert, or on conflict update.
    const upsert = (tx: Db) =>
      tx.execute(sql`insert into athlete_load_summary (user_id, acute_load, chronic_load, last_logged_on, updated_at)
        values (${one.userId}, 1, 1, ${base}, now())
        on conflict (user_id) do update set acute_load = excluded.acute_load, chronic_load = excluded.chronic_load,
          last_logged_on = excluded.last_logged_on, updated_at = excluded.updated_at`);
    const saved = (await server.app.db.execute(
      sql`select * from athlete_load_summary where user_id = ${one.userId}`,
    )) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    // The row exists: the upsert's insert attempt skips, its update computes.
    expect(await callsIn(upsert)).toBe(1);
    // No row yet: the insert computes, and there is no update.
    expect(
      await callsIn(async (tx) => {
        await tx.execute(sql`delete from athlete_load_summary where user_id = ${one.userId}`);
        await upsert(tx);
      }),
    ).toBe(1);
    // The ratio's columns back as they were (the kept ones were computed from the logs).
    const r = saved.rows[0]!;
    await server.app.db.execute(sql`update athlete_load_summary set first_load_on = ${r.first_load_on},
      ewma_on = ${r.ewma_on}, acute_load = ${r.acute_load}, chronic_load = ${r.chronic_load},
      last_logged_on = ${r.last_logged_on}, spike_until = ${r.spike_until} where user_id = ${one.userId}`);
    await expectExact(base, addDays(base, 1));
  });

  it("fills the columns of summaries written before them (the migration's backfill)", async () => {
    const db = server.app.db;
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, "0014_squad_summary.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!.trim();
    expect(backfill).toMatch(/^UPDATE athlete_load_summary/);
    // Summaries as an older release left them: no kept figures.
    await db.execute(sql`alter table athlete_load_summary disable trigger athlete_load_summary_recent`);
    await db.execute(sql`update athlete_load_summary set done_by_week = null, recent_to = null,
      recent_gym = null, recent_cricket = null`);
    await db.execute(sql`alter table athlete_load_summary enable trigger athlete_load_summary_recent`);
    const blank = (await rowsOn(base)).get(athletes[0]!.userId)!.training;
    expect(blank.doneTotal).toBe(0);
    await db.execute(sql.raw(backfill));
    await expectExact(base, addDays(base, 2));
    expect((await rowsOn(base)).get(athletes[0]!.userId)!.training.doneTotal).toBeGreaterThan(0);
  }, 120_000);

  it("sends page statements that read no session logs and only bowling days of cricket", async () => {
    const db = server.app.db;
    const prepare = vi.spyOn(db._.session, "prepareQuery");
    try {
      await listAthletes(db, { page: 1, pageSize: 25, today: base });
      await listAthletes(db, { page: 1, pageSize: 25, today: base, sort: "ratio", filters: ["spike"] });
      const statements = prepare.mock.calls
        .map(([q]) => (q as { sql: string }).sql)
        .filter((text) => text.includes("page.user_id"));
      expect(statements).toHaveLength(2);
      for (const text of statements) {
        expect(text).not.toMatch(/session_logs/);
        expect(text).toMatch(/"cricket_logs" cl where cl.user_id = page.user_id\s+and cl.balls is not null/);
        expect(text).toMatch(/done_by_week/);
      }
    } finally {
      prepare.mockRestore();
    }
  });
});
