import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Program } from "#domain/plan/types";
import type { CricketLog, SessionLog } from "#domain/training/log";
import { cricketLogs, sessionLogs } from "#server/core/db/schema";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import {
  cricketLog,
  dayOf,
  programOf,
  putCricket,
  putSession,
  sessionLog,
  stateOf,
} from "./log-entries.test-helper.ts";

/**
 * Two devices, one athlete (issue #12, train-common.md's conflict rule): the later edit wins,
 * whichever arrives first; one log per plan session (week, day); an edit time ahead of the
 * server's clock counts as the server's clock. Every case is played in both arrival orders, on a
 * fresh plan session each time, and must end in the same stored state.
 */
const {
  server,
  athletes: [asha],
} = setUpTestServer({ athletes: [{ fullName: "Asha Two-Phones" }] });

let program: Program;
let today: string;
let now: number;
beforeAll(async () => {
  server.clock.freeze();
  now = server.clock.now();
  today = dayOf(now);
  program = await programOf(server, asha.cookie);
});

const at = (msBeforeNow: number) => new Date(now - msBeforeNow).toISOString();
const slots = (() => {
  let next = 0;
  // Every (week, day) of a 4-day plan: 32 fresh plan sessions.
  return () => ({ week: Math.floor(next / 4) + 1, day: (next++ % 4) + 1 });
})();

interface Played {
  answers: Array<{ entry: SessionLog; applied: boolean }>;
  stored: SessionLog[];
}

async function play(a: SessionLog, b: SessionLog): Promise<Played> {
  const answers = [];
  for (const log of [a, b]) {
    const res = await putSession(server, asha.cookie, log);
    expect(res.status).toBe(200);
    answers.push((await res.json()) as { entry: SessionLog; applied: boolean });
  }
  const state = await stateOf(server, asha.cookie);
  return { answers, stored: state.sessions.filter((s) => s.week === a.week && s.day === a.day) };
}

/** Plays phone then laptop and, on a fresh plan session, laptop then phone. */
async function bothOrders(make: (slot: { week: number; day: number }) => [SessionLog, SessionLog]) {
  const [phone1, laptop1] = make(slots());
  const first = await play(phone1, laptop1);
  const [phone2, laptop2] = make(slots());
  const second = await play(laptop2, phone2);
  return { first, second, phone: [phone1, phone2] as const, laptop: [laptop1, laptop2] as const };
}

describe("two devices log the same plan session with different ids", () => {
  it("the later edit wins in both arrival orders; the earlier answers the winner with applied: false", async () => {
    const r = await bothOrders((slot) => [
      sessionLog(program, today, { ...slot, sessionRpe: 5, editedAt: at(60_000) }),
      sessionLog(program, today, { ...slot, sessionRpe: 8, editedAt: at(30_000) }),
    ]);
    // Phone first: the laptop's later edit replaces it.
    expect(r.first.stored).toEqual([r.laptop[0]]);
    expect(r.first.answers[1]).toEqual({ entry: r.laptop[0], applied: true });
    // Laptop first: the phone's earlier edit is refused and told what is stored (another id).
    expect(r.second.stored).toEqual([r.laptop[1]]);
    expect(r.second.answers[1]).toEqual({ entry: r.laptop[1], applied: false });
    const rows = await server.app.db.select().from(sessionLogs).where(eq(sessionLogs.userId, asha.userId));
    expect(rows.filter((x) => x.id === r.phone[0].id || x.id === r.phone[1].id)).toEqual([]);
  });

  it("the same edit time: one fixed winner (the larger id) whichever arrives first", async () => {
    const r = await bothOrders((slot) => [
      sessionLog(program, today, { ...slot, id: `00000000${randomUUID().slice(8)}`, minutes: 40, editedAt: at(1000) }),
      sessionLog(program, today, { ...slot, id: `ffffffff${randomUUID().slice(8)}`, minutes: 70, editedAt: at(1000) }),
    ]);
    expect(r.first.stored.map((s) => s.minutes)).toEqual([70]);
    expect(r.second.stored.map((s) => s.minutes)).toEqual([70]);
  });

  it("a device whose clock runs ahead wins only as 'now': a later real edit beats it", async () => {
    const slot = slots();
    const future = sessionLog(program, today, { ...slot, sessionRpe: 3, editedAt: "2099-01-01T00:00:00.000Z" });
    const saved = (await (await putSession(server, asha.cookie, future)).json()) as { entry: SessionLog };
    expect(saved.entry.editedAt).toBe(new Date(now).toISOString());
    server.clock.advance(60_000);
    try {
      const later = sessionLog(program, today, {
        ...slot,
        sessionRpe: 9,
        editedAt: new Date(now + 30_000).toISOString(),
      });
      const res = (await (await putSession(server, asha.cookie, later)).json()) as {
        entry: SessionLog;
        applied: boolean;
      };
      expect(res).toEqual({ entry: later, applied: true });
    } finally {
      server.clock.advance(-60_000);
    }
  });
});

describe("two versions of one entry (the same id)", () => {
  it("the later version wins in both arrival orders", async () => {
    const r = await bothOrders((slot) => {
      const id = randomUUID();
      const log = sessionLog(program, today, { ...slot, id });
      return [
        { ...log, sets: log.sets.map((s) => ({ ...s, done: false })), editedAt: at(50_000) },
        { ...log, editedAt: at(10_000) },
      ];
    });
    expect(r.first.stored).toEqual([r.laptop[0]]);
    expect(r.second.stored).toEqual([r.laptop[1]]);
    expect(r.second.answers[1]).toEqual({ entry: r.laptop[1], applied: false });
  });

  it("a later version may move to another plan session; an older one never moves it back", async () => {
    for (const olderFirst of [true, false]) {
      const id = randomUUID();
      const old = sessionLog(program, today, { ...slots(), id, editedAt: at(50_000) });
      const moved = sessionLog(program, today, { ...slots(), id, editedAt: at(10_000) });
      for (const log of olderFirst ? [old, moved] : [moved, old])
        expect((await putSession(server, asha.cookie, log)).status).toBe(200);
      const rows = await server.app.db.select().from(sessionLogs).where(eq(sessionLogs.id, id));
      expect(rows.map((x) => [x.week, x.day])).toEqual([[moved.week, moved.day]]);
    }
  });
});

describe("cricket entries: by id only", () => {
  const playCricket = async (a: CricketLog, b: CricketLog) => {
    for (const log of [a, b]) expect((await putCricket(server, asha.cookie, log)).status).toBe(200);
    const [row] = await server.app.db.select().from(cricketLogs).where(eq(cricketLogs.id, a.id));
    return row;
  };

  it("the later version of an entry wins in both arrival orders", async () => {
    for (const swap of [false, true]) {
      const id = randomUUID();
      const early = cricketLog(today, { id, minutes: 60, editedAt: at(40_000) });
      const late = cricketLog(today, { id, minutes: 120, bowling: null, editedAt: at(20_000) });
      const row = await playCricket(...((swap ? [late, early] : [early, late]) as [CricketLog, CricketLog]));
      expect(row).toMatchObject({ minutes: 120, balls: null, intensity: null });
    }
  });

  it("several entries on one day are all kept", async () => {
    const day = dayOf(now - 86_400_000);
    const morning = cricketLog(day, { kind: "nets" });
    const afternoon = cricketLog(day, {
      kind: "match",
      bowling: { balls: 36, longestSpellBalls: null, intensity: "medium" },
    });
    await putCricket(server, asha.cookie, morning);
    await putCricket(server, asha.cookie, afternoon);
    const state = await stateOf(server, asha.cookie);
    expect(state.cricket.filter((c) => c.date === day)).toHaveLength(2);
  });
});

describe("two PUTs at the same moment", () => {
  it("for one plan session from two devices: one row, the later edit, no error", async () => {
    const slot = slots();
    const a = sessionLog(program, today, { ...slot, minutes: 45, editedAt: at(20_000) });
    const b = sessionLog(program, today, { ...slot, minutes: 75, editedAt: at(10_000) });
    const answers = await Promise.all([a, b, a, b].map((log) => putSession(server, asha.cookie, log)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = (await stateOf(server, asha.cookie)).sessions.filter(
      (s) => s.week === slot.week && s.day === slot.day,
    );
    expect(stored).toEqual([b]);
  });
});

describe("GET /api/me/training", () => {
  it("lists the log by date", async () => {
    const old = dayOf(now - 5 * 86_400_000);
    await putSession(server, asha.cookie, sessionLog(program, old, { ...slots() }));
    await putCricket(server, asha.cookie, cricketLog(old));
    const state = await stateOf(server, asha.cookie);
    const sorted = (xs: Array<{ date: string }>) => xs.map((x) => x.date).toSorted();
    expect(state.sessions.map((s) => s.date)).toEqual(sorted(state.sessions));
    expect(state.cricket.map((s) => s.date)).toEqual(sorted(state.cricket));
    expect(state.sessions[0]!.date).toBe(old);
  });
});
