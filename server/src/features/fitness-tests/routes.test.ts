import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FitnessResult, FitnessState } from "#domain/fitness-tests/schema";
import type { Db } from "#server/core/db/client";
import { fitnessResults, fitnessSchedule, trainingSettings } from "#server/core/db/schema";
import { json } from "#server/testing/athletes";
import { adminCookie, insertAthlete } from "#server/testing/coach-console";
import { MAX_SCHEDULED } from "./repository.ts";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * The fitness-test API (issue #17) on a real port: the athlete's own results only, the shared
 * battery's bounds enforced by the server, the coach behind the admin session. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
const {
  server,
  athletes: [asha, bram, cara],
} = setUpTestServer({
  athletes: [{ fullName: "Asha Patel" }, { fullName: "Bram Other" }, { fullName: "Cara Capped" }],
});

let today: string;
let admin: string;
beforeAll(async () => {
  server.clock.freeze();
  today = new Date(server.clock.now()).toISOString().slice(0, 10);
  admin = await adminCookie(server);
});

const as = (cookie: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.body ? { "content-type": "application/json" } : {}), cookie },
});
const record = (cookie: string, body: unknown) => server.fetch("/api/me/fitness-tests", as(cookie, json(body)));
const stateOf = async (cookie: string) => {
  const res = await server.fetch("/api/me/fitness-tests", as(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as FitnessState;
};
const rowsOf = async (userId: string) =>
  (
    await server.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fitnessResults)
      .where(eq(fitnessResults.userId, userId))
  )[0]!.n;
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe("the athlete's own results", () => {
  it("answers 401 without a session", async () => {
    expect((await server.fetch("/api/me/fitness-tests")).status).toBe(401);
    expect(
      (await server.fetch("/api/me/fitness-tests", json({ testId: "plank", date: today, value: 60 }))).status,
    ).toBe(401);
  });

  it("records, lists and deletes a result; week 1 starts on the plan's start", async () => {
    const res = await record(asha.cookie, { testId: "time-trial-2km", date: today, value: 465 });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as FitnessResult;
    expect(saved).toMatchObject({ testId: "time-trial-2km", date: today, value: 465 });
    const state = await stateOf(asha.cookie);
    expect(state.results.map((r) => r.id)).toContain(saved.id);
    expect(state.startDate).toBe(today); // the plan was made today and no start was chosen
    expect(state.ageGroup).toBeTruthy();
    const del = await server.fetch(`/api/me/fitness-tests/${saved.id}`, as(asha.cookie, { method: "DELETE" }));
    expect(del.status).toBe(204);
    expect((await stateOf(asha.cookie)).results.map((r) => r.id)).not.toContain(saved.id);
  });

  it("reads the time as typed by the battery's rules, and keeps the height measured with it", async () => {
    for (const [typed, seconds] of [
      ["7:45", 465],
      ["7m 50s", 470],
      ["480s", 480],
    ] as const) {
      const res = await record(asha.cookie, { testId: "time-trial-2km", date: today, value: typed, heightCm: 158.5 });
      expect(res.status, typed).toBe(201);
      expect(await res.json()).toMatchObject({ value: seconds, heightCm: 158.5 });
    }
    const plain = (await (
      await record(asha.cookie, { testId: "sprint-20m", date: today, value: "3,41" })
    ).json()) as FitnessResult;
    expect(plain).toMatchObject({ value: 3.41, heightCm: null });
    const state = await stateOf(asha.cookie);
    expect(state.results.filter((r) => r.heightCm === 158.5).map((r) => r.value)).toEqual([465, 470, 480]);
  });

  it("the database itself refuses a height outside 100-230 cm", async () => {
    await expect(
      server.app.db
        .insert(fitnessResults)
        .values({ userId: asha.userId, testId: "plank", date: today, value: 60, heightCm: 20 }),
    ).rejects.toThrow();
  });

  it("follows the start date the athlete chose for training", async () => {
    await server.app.db
      .insert(trainingSettings)
      .values({ userId: bram.userId, startDate: "2026-01-05", weekdays: [1, 3, 5] });
    expect((await stateOf(bram.cookie)).startDate).toBe("2026-01-05");
  });

  it("never shows, nor deletes, another athlete's result", async () => {
    const res = await record(asha.cookie, { testId: "broad-jump", date: today, value: 201 });
    const { id } = (await res.json()) as FitnessResult;
    expect((await stateOf(bram.cookie)).results.map((r) => r.id)).not.toContain(id);
    const del = await server.fetch(`/api/me/fitness-tests/${id}`, as(bram.cookie, { method: "DELETE" }));
    expect(del.status).toBe(404);
    expect(await errorOf(del)).toBe("No such test result.");
    expect((await stateOf(asha.cookie)).results.map((r) => r.id)).toContain(id);
  });

  // Each refused body: 400 with the battery's message, and nothing stored.
  it.each([
    [{ testId: "time-trial-2km", value: 30 }, "2 km under 5:00 is close to the world record (4:44.79)"],
    [{ testId: "sprint-20m", value: 1.1 }, "A 20 m sprint under 2.50 s"],
    [{ testId: "broad-jump", value: 900 }, "A broad jump over 370 cm"],
    [{ testId: "plank", value: 30.5 }, "Enter whole seconds."],
    [{ testId: "yo-yo", value: 10 }, "Pick one of the tests."],
    [{ testId: "plank", value: true }, "Enter the result as a number."],
    [{ testId: "time-trial-2km", value: "745" }, '"745" could mean 7:45 or 745 seconds (12:25)'],
    [{ testId: "time-trial-2km", value: "7.45" }, '"7.45" could mean 7:45 or 7.45 minutes (7:27)'],
    [{ testId: "plank", value: "a minute" }, "Enter the time as minutes and seconds, e.g. 1:30."],
    [{ testId: "sprint-20m", value: 3.2, heightCm: 16.5 }, "A standing height under 100 cm"],
    [{ testId: "sprint-20m", value: 3.2, heightCm: "165" }, "Enter your height in centimetres"],
    [{ testId: "plank", value: 60, date: "2026-02-30" }, "That date does not exist."],
    [{ testId: "plank", value: 60, date: "2999-01-01" }, "That date is in the future"],
  ])("refuses %o", async (body, message) => {
    const before = await rowsOf(asha.userId);
    const res = await record(asha.cookie, { date: today, ...body });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toContain(message);
    expect(await rowsOf(asha.userId)).toBe(before);
  });
});

describe("the coach", () => {
  const path = (id: string) => `/api/admin/athletes/${id}/fitness-tests`;

  it("needs the admin session: an athlete's session is not one", async () => {
    expect((await server.fetch(path(asha.userId))).status).toBe(401);
    expect((await server.fetch(path(asha.userId), as(asha.cookie))).status).toBe(401);
    const post = await server.fetch(`${path(asha.userId)}/schedule`, as(asha.cookie, json({ date: today })));
    expect(post.status).toBe(401);
    expect(
      (await server.app.db.select().from(fitnessSchedule).where(eq(fitnessSchedule.userId, asha.userId))).length,
    ).toBe(0);
  });

  it("reads one athlete's results with their name", async () => {
    await record(asha.cookie, { testId: "run-a-three", date: today, value: 9.41 });
    const res = await server.fetch(path(asha.userId), as(admin));
    expect(res.status).toBe(200);
    const state = (await res.json()) as FitnessState;
    expect(state.athleteName).toBe("Asha Patel");
    expect(state.results.some((r) => r.testId === "run-a-three" && r.value === 9.41)).toBe(true);
  });

  it("answers 404 for an unknown athlete and one without a plan", async () => {
    expect((await server.fetch(path("nobody"), as(admin))).status).toBe(404);
    const { userId } = await insertAthlete(server.app.db, "No Plan");
    const res = await server.fetch(path(userId), as(admin));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("This athlete has no training plan yet.");
  });

  it("schedules an extra date, once, which the athlete then sees", async () => {
    const later = new Date(server.clock.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 2; i++) {
      const res = await server.fetch(`${path(asha.userId)}/schedule`, as(admin, json({ date: later })));
      expect(res.status).toBe(201);
      expect(((await res.json()) as { scheduled: string[] }).scheduled).toEqual([later]);
    }
    expect((await stateOf(asha.cookie)).scheduled).toEqual([later]);
    expect((await stateOf(bram.cookie)).scheduled).toEqual([]);
  });

  it.each([
    [{ date: "2020-01-01" }, "That date has passed"],
    [{ date: "2999-01-01" }, "at most a year ahead"],
    [{ date: "soon" }, "Use a date like 2026-05-01."],
  ])("refuses to schedule %o", async (body, message) => {
    const res = await server.fetch(`${path(bram.userId)}/schedule`, as(admin, json(body)));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toContain(message);
    expect((await stateOf(bram.cookie)).scheduled).toEqual([]);
  });

  it("keeps the cap when many dates are scheduled at once: parallel requests never pass it together", async () => {
    const day = (i: number) => new Date(server.clock.now() + i * 86_400_000).toISOString().slice(0, 10);
    const n = MAX_SCHEDULED + 18;
    const restore = slowInserts(server.app.db, "fitness_schedule", 100);
    try {
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          server.fetch(`${path(cara.userId)}/schedule`, as(admin, json({ date: day(i + 1) }))),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SCHEDULED);
      expect(statuses.filter((s) => s === 400)).toHaveLength(n - MAX_SCHEDULED);
    } finally {
      restore();
    }
    const rows = await server.app.db.select().from(fitnessSchedule).where(eq(fitnessSchedule.userId, cara.userId));
    expect(rows).toHaveLength(MAX_SCHEDULED);
  }, 120_000);
});

type Query = (...args: unknown[]) => Promise<unknown>;
/**
 * Every INSERT into `table` waits `ms` first, on every connection the app's database hands out
 * (PGlite's transactions, the pool's clients): the gap between counting and inserting that a busy
 * server opens, made wide enough that parallel requests meet in it every run. Returns the undo.
 */
function slowInserts(db: Db, table: string, ms: number): () => void {
  const slowed = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, key) {
        const value = Reflect.get(t, key, t) as unknown;
        if (typeof value !== "function") return value;
        const fn = (value as Query).bind(t);
        if (key === "query")
          return async (...args: unknown[]) => {
            const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string } | null)?.text;
            if (text?.includes(`insert into "${table}"`)) await new Promise((r) => setTimeout(r, ms));
            return fn(...args);
          };
        // The pool's connect() (drizzle calls it without a callback) and PGlite's transaction.
        if (key === "connect") return async () => slowed((await fn()) as object);
        if (key === "transaction") return (run: (tx: object) => unknown) => fn((tx: object) => run(slowed(tx)));
        return fn;
      },
    });
  const session = (db as unknown as { session: { client: object } }).session;
  const client = session.client;
  session.client = slowed(client);
  return () => {
    session.client = client;
  };
}
