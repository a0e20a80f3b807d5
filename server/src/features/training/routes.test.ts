import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Program } from "#domain/plan/types";
import { LOG_WINDOW_DAYS } from "#domain/training/api";
import { addDays } from "#domain/training/dates";
import { cricketLogs, sessionLogs, trainingPlans, trainingSettings, user } from "#server/core/db/schema";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import {
  cricketLog,
  dayOf,
  programOf,
  put,
  putCricket,
  putSession,
  sessionLog,
  stateOf,
} from "./log-entries.test-helper.ts";

/**
 * The training-log API (issue #12): who may call it, what it stores, what it refuses. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const {
  server,
  athletes: [asha, bram, junior],
} = setUpTestServer({
  athletes: [
    { fullName: "Asha Patel" },
    { fullName: "Bram Other" },
    { fullName: "Jo Junior", answers: answers({ ageGroup: "Under-14", trainingFrequency: "3 days/week" }) },
  ],
});

let program: Program;
let today: string;
beforeAll(async () => {
  server.clock.freeze();
  today = dayOf(server.clock.now());
  program = await programOf(server, asha.cookie);
});

const count = async (table: typeof sessionLogs | typeof cricketLogs, userId: string) =>
  (await server.app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId)))[0]!.n;
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; code?: string } }).error;

describe("who may call it", () => {
  const id = randomUUID();
  it.each([
    ["GET", "/api/me/training"],
    ["PUT", "/api/me/training/settings"],
    ["PUT", `/api/me/training/sessions/${id}`],
    ["DELETE", `/api/me/training/sessions/${id}`],
    ["PUT", `/api/me/training/cricket/${id}`],
    ["DELETE", `/api/me/training/cricket/${id}`],
    ["GET", "/api/me/training/log.csv"],
  ])("%s %s answers 401 without a session, whatever the body", async (method, path) => {
    const res = await server.fetch(path, {
      method,
      ...(method === "PUT"
        ? { headers: { "content-type": "application/json" }, body: JSON.stringify({ junk: true }) }
        : {}),
    });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/me/training", () => {
  it("answers the default settings, an empty log and the server's day, never cached", async () => {
    const res = await server.fetch("/api/me/training", { headers: { cookie: bram.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const [plan] = await server.app.db
      .select({ createdAt: trainingPlans.createdAt })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.userId, bram.userId), eq(trainingPlans.isActive, true)));
    expect(await res.json()).toEqual({
      // A 4-day plan: the plan notes' Monday, Tuesday, Thursday, Friday.
      settings: { startDate: dayOf(plan!.createdAt.getTime()), weekdays: [1, 2, 4, 5] },
      settingsSaved: false,
      sessions: [],
      cricket: [],
      // The last LOG_WINDOW_DAYS days up to tomorrow (decision 0136).
      cricketWindow: { from: addDays(today, 2 - LOG_WINDOW_DAYS), to: addDays(today, 1), older: false },
      serverDay: today,
    });
  });

  it("answers 404 NO_PLAN to an athlete without a plan, on every route that needs one", async () => {
    await server.app.db.update(trainingPlans).set({ isActive: false }).where(eq(trainingPlans.userId, bram.userId));
    try {
      for (const res of [
        await server.fetch("/api/me/training", { headers: { cookie: bram.cookie } }),
        await server.fetch("/api/me/training/log.csv", { headers: { cookie: bram.cookie } }),
        await put(server, "/api/me/training/settings", bram.cookie, { startDate: today, weekdays: [1, 2, 4, 5] }),
        await putSession(server, bram.cookie, sessionLog(program, today)),
        await putCricket(server, bram.cookie, cricketLog(today)),
      ]) {
        expect(res.status).toBe(404);
        expect(await errorOf(res)).toEqual({
          message: expect.stringMatching(/complete the questionnaire/),
          code: "NO_PLAN",
        });
      }
      expect(await count(sessionLogs, bram.userId)).toBe(0);
      expect(await count(cricketLogs, bram.userId)).toBe(0);
    } finally {
      await server.app.db.update(trainingPlans).set({ isActive: true }).where(eq(trainingPlans.userId, bram.userId));
    }
  });
});

describe("PUT /api/me/training/settings", () => {
  it("saves the start date and weekdays; GET answers them", async () => {
    const res = await put(server, "/api/me/training/settings", asha.cookie, {
      startDate: today,
      weekdays: [2, 3, 5, 7],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ settings: { startDate: today, weekdays: [2, 3, 5, 7] } });
    const state = await stateOf(server, asha.cookie);
    expect(state.settings).toEqual({ startDate: today, weekdays: [2, 3, 5, 7] });
    expect(state.settingsSaved).toBe(true);
  });

  it.each([
    ["a weekday 8", { startDate: "2026-01-05", weekdays: [1, 2, 4, 8] }, asha, /^Pick days Monday to Sunday\.$/],
    ["a day twice", { startDate: "2026-01-05", weekdays: [1, 1, 4, 5] }, asha, /^Pick each day once\.$/],
    ["three days on a 4-day plan", { startDate: "2026-01-05", weekdays: [1, 3, 5] }, asha, /4/],
    ["a start in 2090", { startDate: "2090-01-01", weekdays: [1, 2, 4, 5] }, asha, /^Start the plan within a year/],
    [
      "a date that does not exist",
      { startDate: "2026-02-30", weekdays: [1, 2, 4, 5] },
      asha,
      /^That date does not exist\.$/,
    ],
    ["an Under-14 on two days in a row", { startDate: "2026-01-05", weekdays: [1, 2, 4] }, junior, /.+/],
    ["an Under-14 on Sunday then Monday", { startDate: "2026-01-05", weekdays: [1, 4, 7] }, junior, /.+/],
    ["no body", null, asha, /.+/],
  ])("refuses %s with a clear message and changes nothing", async (_name, body, who, message) => {
    const before = await stateOf(server, who.cookie);
    const res = await put(server, "/api/me/training/settings", who.cookie, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
    expect(await stateOf(server, who.cookie)).toEqual(before);
  });

  it("stores the days Monday first, whatever order they were ticked in", async () => {
    const res = await put(server, "/api/me/training/settings", asha.cookie, {
      startDate: today,
      weekdays: [7, 2, 5, 3],
    });
    expect(await res.json()).toEqual({ settings: { startDate: today, weekdays: [2, 3, 5, 7] } });
    expect((await stateOf(server, asha.cookie)).settings.weekdays).toEqual([2, 3, 5, 7]);
  });

  it("an Under-14 may train three days with a rest day between each", async () => {
    const res = await put(server, "/api/me/training/settings", junior.cookie, {
      startDate: today,
      weekdays: [1, 3, 5],
    });
    expect(res.status).toBe(200);
    expect(
      (await server.app.db.select().from(trainingSettings).where(eq(trainingSettings.userId, junior.userId)))[0],
    ).toMatchObject({ startDate: today, weekdays: [1, 3, 5] });
  });
});

describe("PUT /api/me/training/sessions/:id", () => {
  it("stores a logged session and answers it; the same PUT twice stores one row and answers the same", async () => {
    const log = sessionLog(program, today, { week: 1, day: 2 });
    const first = await putSession(server, asha.cookie, log);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toEqual({ entry: log, applied: true });
    const again = await putSession(server, asha.cookie, log);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    const rows = await server.app.db.select().from(sessionLogs).where(eq(sessionLogs.id, log.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: asha.userId, week: 1, day: 2, sessionRpe: 6, minutes: 60 });
    expect((await stateOf(server, asha.cookie)).sessions).toContainEqual(log);
  });

  it("stores a skipped session with its reason", async () => {
    const log = sessionLog(program, today, {
      week: 1,
      day: 3,
      status: "skipped",
      skipReason: "ill",
      sessionRpe: null,
      minutes: null,
      sets: [],
    });
    const res = await putSession(server, asha.cookie, log);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { entry: unknown }).entry).toEqual(log);
  });

  it("an edit time ahead of the server's clock is stored as the server's clock", async () => {
    const log = sessionLog(program, today, { week: 2, day: 1, editedAt: "2099-01-01T00:00:00.000Z" });
    const res = await putSession(server, asha.cookie, log);
    expect(((await res.json()) as { entry: { editedAt: string } }).entry.editedAt).toBe(
      new Date(server.clock.now()).toISOString(),
    );
  });

  const base = () => sessionLog(program, today, { week: 3, day: 1 });
  const firstSet = (log: ReturnType<typeof base>, change: Record<string, unknown>) => ({
    ...log,
    sets: [{ ...log.sets[0]!, ...change }, ...log.sets.slice(1)],
  });
  const BAD: Array<[string, () => Record<string, unknown>, RegExp]> = [
    ["a negative load", () => firstSet(base(), { loadKg: -5 }), /^A load cannot be negative\.$/],
    ["a load of 1,000 kg", () => firstSet(base(), { loadKg: 1000 }), /^Enter a load up to 500 kg\.$/],
    ["negative reps", () => firstSet(base(), { reps: -1 }), /^Reps cannot be negative\.$/],
    ["RPE 11", () => ({ ...base(), sessionRpe: 11 }), /^Rate the session from 0 \(rest\) to 10 \(maximal\)\.$/],
    ["RPE 6.5", () => ({ ...base(), sessionRpe: 6.5 }), /^Rate the session in whole points/],
    ["0 minutes", () => ({ ...base(), minutes: 0 }), /^Enter the minutes, 1 to 600\.$/],
    ["a date in 2090", () => ({ ...base(), date: "2090-05-01" }), /^That date is in the future/],
    [
      "a date two years ago",
      () => ({ ...base(), date: dayOf(server.clock.now() - 730 * 86_400_000) }),
      /more than 400 days ago/,
    ],
    ["a date that is not a date", () => ({ ...base(), date: "01/05/2026" }), /^Use a date like 2026-05-01\.$/],
    ["a 13th set", () => firstSet(base(), { set: 12 }), /^An exercise has at most 12 sets\.$/],
    [
      "an unknown exercise id in a set",
      () => firstSet(base(), { exerciseId: "moon-squat" }),
      /"moon-squat" is not an exercise of this session/,
    ],
    [
      "another session's exercise",
      () => {
        const other = program.weeks[2]!.sessions[1]!.exercises.find(
          (e) => !program.weeks[2]!.sessions[0]!.exercises.some((x) => x.exerciseId === e.exerciseId),
        )!;
        return firstSet(base(), { exerciseId: other.exerciseId });
      },
      /is not an exercise of this session/,
    ],
    ["a set logged twice", () => ({ ...base(), sets: [base().sets[0], base().sets[0]] }), /logged twice/],
    [
      "a session the plan does not have (day 5 of a 4-day plan)",
      () => ({ ...base(), day: 5, sets: [] }),
      /^Your plan has no session 5 in week 3\.$/,
    ],
    ["week 9", () => ({ ...base(), week: 9 }), /.+/],
    [
      "a skipped session without a reason",
      () => ({ ...base(), status: "skipped", skipReason: null, sets: [] }),
      /^Say why the session was skipped\.$/,
    ],
    [
      "a skipped session with a blank reason",
      () => ({ ...base(), status: "skipped", skipReason: "   ", sets: [] }),
      /^Say why the session was skipped\.$/,
    ],
    [
      "a finished session without its RPE",
      () => ({ ...base(), sessionRpe: null }),
      /^Rate the session and enter its minutes/,
    ],
    ["a status that is neither done nor skipped", () => ({ ...base(), status: "maybe" }), /.+/],
    [
      "an edit time that is not a time",
      () => ({ ...base(), editedAt: "yesterday" }),
      /^The edit time is not a valid time\.$/,
    ],
    ["an id the app did not make", () => ({ ...base(), id: "1" }), /^A log entry needs an id made by the app\.$/],
    // Before year 1 in UTC: once a 500, as no ISO string can say it back.
    [
      "an edit time before the app existed",
      () => ({ ...base(), editedAt: "0000-01-01T00:00:00+14:00" }),
      /^The edit time is not a valid time\.$/,
    ],
  ];
  it.each(BAD)("refuses %s with the schema's message and stores nothing", async (_name, make, message) => {
    const body = make();
    const before = await stateOf(server, asha.cookie);
    const rowsBefore = await count(sessionLogs, asha.userId);
    const res = await putSession(server, asha.cookie, body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toMatch(message);
    expect(error.code).toBe("VALIDATION");
    expect(await count(sessionLogs, asha.userId)).toBe(rowsBefore);
    expect(await stateOf(server, asha.cookie)).toEqual(before);
  });

  it("refuses a body whose id differs from the address", async () => {
    const log = base();
    const res = await put(server, `/api/me/training/sessions/${randomUUID()}`, asha.cookie, log);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("The id in the address and the entry's id differ.");
    expect(await server.app.db.select().from(sessionLogs).where(eq(sessionLogs.id, log.id))).toEqual([]);
  });
});

describe("PUT /api/me/training/cricket/:id", () => {
  it("stores a bowling day and a batting-only match; the same PUT twice stores one row", async () => {
    const nets = cricketLog(today);
    const match = cricketLog(today, { kind: "match", minutes: 300, sessionRpe: 5, bowling: null });
    for (const log of [nets, match, nets]) {
      const res = await putCricket(server, asha.cookie, log);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ entry: log, applied: true });
    }
    const rows = await server.app.db.select().from(cricketLogs).where(eq(cricketLogs.userId, asha.userId));
    expect(rows.filter((r) => r.id === nets.id)).toHaveLength(1);
    expect((await stateOf(server, asha.cookie)).cricket).toEqual(expect.arrayContaining([nets, match]));
  });

  const bowling = { balls: 48, longestSpellBalls: 24, intensity: "full" };
  const BAD: Array<[string, Record<string, unknown>, RegExp]> = [
    [
      "10,000 balls",
      { bowling: { ...bowling, balls: 10_000 } },
      /^Enter at most 300 balls \(50 overs\) for one day\.$/,
    ],
    ["no balls", { bowling: { ...bowling, balls: 0 } }, /^Enter the balls bowled, at least 1\.$/],
    [
      "a spell longer than the day",
      { bowling: { ...bowling, longestSpellBalls: 60 } },
      /^The longest spell cannot be more balls/,
    ],
    ["an intensity nobody knows", { bowling: { ...bowling, intensity: "rapid" } }, /^Pick easy, medium or full\.$/],
    ["RPE 11", { sessionRpe: 11 }, /^Rate the session from 0 \(rest\) to 10 \(maximal\)\.$/],
    ["negative minutes", { minutes: -30 }, /^Enter the minutes, 1 to 600\.$/],
    ["a date in 2090", { date: "2090-05-01" }, /^That date is in the future/],
    ["a kind nobody knows", { kind: "golf" }, /^Pick match, nets, training or other\.$/],
    [
      "an edit time before the app existed",
      { editedAt: "0000-01-01T00:00:00+14:00" },
      /^The edit time is not a valid time\.$/,
    ],
  ];
  it.each(BAD)("refuses %s with the schema's message and stores nothing", async (_name, change, message) => {
    const before = await stateOf(server, asha.cookie);
    const rowsBefore = await count(cricketLogs, asha.userId);
    const res = await putCricket(server, asha.cookie, { ...cricketLog(today), ...change });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
    expect(await count(cricketLogs, asha.userId)).toBe(rowsBefore);
    expect(await stateOf(server, asha.cookie)).toEqual(before);
  });
});

describe("another athlete's entries", () => {
  it("B cannot replace, move, delete or see A's session log; A's entry is untouched", async () => {
    const mine = sessionLog(program, today, { week: 4, day: 1 });
    expect((await putSession(server, asha.cookie, mine)).status).toBe(200);
    const bramProgram = await programOf(server, bram.cookie);
    // The same id, a later edit, B's own plan session: still A's id, so "not found".
    const hijack = sessionLog(bramProgram, today, {
      id: mine.id,
      week: 4,
      day: 2,
      editedAt: new Date(server.clock.now()).toISOString(),
    });
    const res = await putSession(server, bram.cookie, hijack);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ message: "No such log entry.", code: "NOT_FOUND" });
    const del = await server.fetch(`/api/me/training/sessions/${mine.id}`, {
      method: "DELETE",
      headers: { cookie: bram.cookie },
    });
    expect(del.status).toBe(404);
    expect(await errorOf(del)).toEqual({ message: "No such log entry.", code: "NOT_FOUND" });

    const rows = await server.app.db.select().from(sessionLogs).where(eq(sessionLogs.id, mine.id));
    expect(rows.map((r) => [r.userId, r.week, r.day])).toEqual([[asha.userId, 4, 1]]);
    expect((await stateOf(server, asha.cookie)).sessions).toContainEqual(mine);
    expect((await stateOf(server, bram.cookie)).sessions).toEqual([]);
    expect(
      await (await server.fetch("/api/me/training/log.csv", { headers: { cookie: bram.cookie } })).text(),
    ).not.toContain(today);
  });

  it("B cannot replace or delete A's cricket entry", async () => {
    const mine = cricketLog(today);
    expect((await putCricket(server, asha.cookie, mine)).status).toBe(200);
    const later = { ...mine, minutes: 10, editedAt: new Date(server.clock.now()).toISOString() };
    expect((await putCricket(server, bram.cookie, later)).status).toBe(404);
    const del = await server.fetch(`/api/me/training/cricket/${mine.id}`, {
      method: "DELETE",
      headers: { cookie: bram.cookie },
    });
    expect(del.status).toBe(404);
    const rows = await server.app.db.select().from(cricketLogs).where(eq(cricketLogs.id, mine.id));
    expect(rows.map((r) => [r.userId, r.minutes])).toEqual([[asha.userId, 90]]);
    expect((await stateOf(server, bram.cookie)).cricket).toEqual([]);
  });
});

describe("DELETE", () => {
  it("removes the athlete's own entries; a second delete is 404", async () => {
    const s = sessionLog(program, today, { week: 5, day: 1 });
    const c = cricketLog(today);
    await putSession(server, asha.cookie, s);
    await putCricket(server, asha.cookie, c);
    for (const path of [`/api/me/training/sessions/${s.id}`, `/api/me/training/cricket/${c.id}`]) {
      expect((await server.fetch(path, { method: "DELETE", headers: { cookie: asha.cookie } })).status).toBe(204);
      expect((await server.fetch(path, { method: "DELETE", headers: { cookie: asha.cookie } })).status).toBe(404);
    }
    const state = await stateOf(server, asha.cookie);
    expect(state.sessions.map((x) => x.id)).not.toContain(s.id);
    expect(state.cricket.map((x) => x.id)).not.toContain(c.id);
  });

  it("refuses an id the app did not make", async () => {
    const res = await server.fetch("/api/me/training/sessions/not-a-uuid", {
      method: "DELETE",
      headers: { cookie: asha.cookie },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("A log entry needs an id made by the app.");
  });
});

describe("a deleted account", () => {
  it("takes its settings and whole log with it", async () => {
    const who = junior;
    const juniorProgram = await programOf(server, who.cookie);
    expect((await putSession(server, who.cookie, sessionLog(juniorProgram, today))).status).toBe(200);
    expect((await putCricket(server, who.cookie, cricketLog(today))).status).toBe(200);
    await server.app.db.delete(user).where(eq(user.id, who.userId));
    expect(await count(sessionLogs, who.userId)).toBe(0);
    expect(await count(cricketLogs, who.userId)).toBe(0);
    expect(await server.app.db.select().from(trainingSettings).where(eq(trainingSettings.userId, who.userId))).toEqual(
      [],
    );
  });
});
