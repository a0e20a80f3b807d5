import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates.ts";
import type { CricketLog, SessionLog } from "./log.ts";
import { type DayLoad, dailyLoads, lambda, sessionLoad, workloadRatio, workloadWarnings } from "./load.ts";

const START = "2026-03-02";
const session = (date: string, rpe: number, minutes: number, over: Partial<SessionLog> = {}): SessionLog => ({
  id: crypto.randomUUID(),
  date,
  week: 1,
  day: 1,
  status: "done",
  skipReason: null,
  sessionRpe: rpe,
  minutes,
  sets: [],
  editedAt: `${date}T18:00:00Z`,
  ...over,
});
const cricket = (date: string, rpe: number, minutes: number, balls: number | null): CricketLog => ({
  id: crypto.randomUUID(),
  date,
  kind: "match",
  minutes,
  sessionRpe: rpe,
  bowling: balls === null ? null : { balls, longestSpellBalls: null, intensity: "full" },
  editedAt: `${date}T18:00:00Z`,
});
/** `n` days from START with the given daily values (load in gym AU, balls bowled). */
const series = (values: Array<{ gym?: number; balls?: number }>): DayLoad[] =>
  values.map((v, i) => ({ date: addDays(START, i), gym: v.gym ?? 0, cricket: 0, balls: v.balls ?? 0 }));
const repeat = <T>(n: number, v: T): T[] => Array.from({ length: n }, () => v);

describe("session load (Foster's session RPE)", () => {
  it("an hour at RPE 7 is 420 units; 45 minutes at 4 is 180", () => {
    expect(sessionLoad(7, 60)).toBe(420);
    expect(sessionLoad(4, 45)).toBe(180);
    expect(sessionLoad(0, 30)).toBe(0);
  });
});

describe("daily loads", () => {
  it("adds the gym and the cricket of each day, and the balls bowled, with zeros on empty days", () => {
    const days = dailyLoads(
      [session(START, 6, 60), session(addDays(START, 2), 7, 50, { day: 2 })],
      [cricket(START, 5, 180, 60), cricket(START, 3, 60, null), cricket(addDays(START, 1), 4, 90, 30)],
      START,
      addDays(START, 3),
    );
    expect(days).toEqual([
      { date: START, gym: 360, cricket: 1080, balls: 60 },
      { date: addDays(START, 1), gym: 0, cricket: 360, balls: 30 },
      { date: addDays(START, 2), gym: 350, cricket: 0, balls: 0 },
      { date: addDays(START, 3), gym: 0, cricket: 0, balls: 0 },
    ]);
  });

  it("a skipped session carries no load, and a plan session logged twice counts once (the latest edit)", () => {
    const skipped = session(START, 6, 60, { status: "skipped", skipReason: "ill", sessionRpe: null, minutes: null });
    const first = session(START, 9, 60, { day: 2, editedAt: "2026-03-02T10:00:00Z" });
    const edit = session(START, 5, 60, { day: 2, editedAt: "2026-03-02T20:00:00Z" });
    expect(dailyLoads([skipped, edit, first], [], START, START)[0]!.gym).toBe(300);
  });

  it("leaves out entries outside the range", () => {
    const days = dailyLoads(
      [session(addDays(START, -1), 6, 60)],
      [cricket(addDays(START, 5), 5, 60, 30)],
      START,
      addDays(START, 4),
    );
    expect(days.every((d) => d.gym + d.cricket + d.balls === 0)).toBe(true);
    expect(days).toHaveLength(5);
  });
});

describe("acute:chronic ratio (exponentially weighted, Williams et al. 2017)", () => {
  it("uses λ = 2/(N+1): 0.25 for the 7-day average, 2/29 for the 28-day one, seeded with the first week's mean", () => {
    expect(lambda(7)).toBe(0.25);
    const days = series([...repeat(7, { gym: 70 }), { gym: 350 }]);
    const r = workloadRatio(days, addDays(START, 7), "load");
    expect(r.acute).toBeCloseTo(0.25 * 350 + 0.75 * 70, 9);
    expect(r.chronic).toBeCloseTo((2 / 29) * 350 + (27 / 29) * 70, 9);
  });

  it("is null until 28 days of history, and with nothing logged", () => {
    const days = series(repeat(40, { gym: 300 }));
    expect(workloadRatio(days, addDays(START, 26), "load").ratio).toBeNull();
    expect(workloadRatio(days, addDays(START, 27), "load").ratio).toBeCloseTo(1, 9);
    expect(workloadRatio(series(repeat(40, {})), addDays(START, 39), "load")).toEqual({
      acute: 0,
      chronic: 0,
      ratio: null,
    });
    expect(workloadRatio(days, addDays(START, 39), "balls").ratio).toBeNull();
  });

  it("history starts at the first logged load, not at the first day of the list", () => {
    const days = series([...repeat(30, {}), ...repeat(10, { gym: 300 })]);
    expect(workloadRatio(days, addDays(START, 39), "load").ratio).toBeNull();
  });

  it("a week at three times the usual load reads as a spike", () => {
    const days = series([...repeat(42, { gym: 300 }), ...repeat(7, { gym: 900 })]);
    expect(workloadRatio(days, addDays(START, 48), "load").ratio).toBeGreaterThan(1.5);
  });

  it("property: steady training gives 1, the same shape at any scale gives the same ratio", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 28, maxLength: 90 }),
        fc.integer({ min: 2, max: 5 }),
        (values, k) => {
          const days = series(values.map((gym) => ({ gym })));
          const on = days.at(-1)!.date;
          const r = workloadRatio(days, on, "load");
          const scaled = workloadRatio(series(values.map((gym) => ({ gym: gym * k }))), on, "load");
          expect(r.acute).toBeGreaterThanOrEqual(0);
          expect(r.chronic).toBeGreaterThanOrEqual(0);
          if (r.ratio === null) expect(scaled.ratio).toBeNull();
          else expect(scaled.ratio).toBeCloseTo(r.ratio, 9);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1500 }), fc.integer({ min: 28, max: 120 }), (v, n) => {
        const days = series(repeat(n, { gym: v }));
        expect(workloadRatio(days, days.at(-1)!.date, "load").ratio).toBeCloseTo(1, 9);
      }),
    );
  });
});

describe("workload warnings", () => {
  const on = addDays(START, 48);

  it("a spike in training load: a caution in plain words that names the 1.5", () => {
    const w = workloadWarnings(series([...repeat(42, { gym: 300 }), ...repeat(7, { gym: 900 })]), on);
    expect(w).toEqual([expect.objectContaining({ level: "caution", code: "load-spike", date: on })]);
    expect(w[0]!.message).toMatch(/times your usual \(above 1\.5\): a sudden rise/);
  });

  it("load rising a little faster than usual is an info, steady load says nothing", () => {
    expect(workloadWarnings(series([...repeat(42, { gym: 300 }), ...repeat(7, { gym: 450 })]), on)).toEqual([
      expect.objectContaining({ level: "info", code: "load-rising" }),
    ]);
    expect(workloadWarnings(series(repeat(49, { gym: 300 })), on)).toEqual([]);
  });

  it("a bowling spike and a jump in balls week on week", () => {
    const days = series([...repeat(42, { balls: 10 }), ...repeat(7, { balls: 36 })]);
    const w = workloadWarnings(days, on);
    expect(w.map((x) => [x.level, x.code])).toEqual([
      ["caution", "balls-spike"],
      ["caution", "balls-jump"],
    ]);
    expect(w[1]!.message).toBe(
      "42 overs in the last 7 days against 11.4 overs the week before: up 260%. Raise your bowling a little at a time, not in jumps.",
    );
  });

  it("week on week: a small rise is fine, more than 15% and 6 overs is an info, more than half again a caution", () => {
    const week = (last: number, now: number) =>
      workloadWarnings(
        series([...repeat(7, {}), { balls: last }, ...repeat(6, {}), { balls: now }]),
        addDays(START, 14),
      );
    expect(week(60, 90)).toEqual([]); // 5 overs more
    expect(week(240, 290)).toEqual([expect.objectContaining({ level: "info", code: "balls-jump" })]);
    expect(week(60, 120)).toEqual([expect.objectContaining({ level: "caution", code: "balls-jump" })]);
    expect(week(120, 120)).toEqual([]);
  });

  it("bowling again after a break is an info; a new athlete's first bowling week is not a 'return'", () => {
    const back = workloadWarnings(
      series([{ balls: 30 }, ...repeat(20, {}), ...repeat(3, { balls: 24 })]),
      addDays(START, 23),
    );
    expect(back).toEqual([
      expect.objectContaining({
        level: "info",
        code: "balls-return",
        message: "12 overs this week, your first bowling since Mon 2 Mar: build back up over several weeks.",
      }),
    ]);
    expect(workloadWarnings(series(repeat(3, { balls: 24 })), addDays(START, 2))).toEqual([]);
  });

  it("property: whatever the log, no message claims an injury risk or predicts anything", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gym: fc.integer({ min: 0, max: 1500 }), balls: fc.integer({ min: 0, max: 300 }) }), {
          minLength: 1,
          maxLength: 70,
        }),
        (values) => {
          const days = series(values);
          for (const w of workloadWarnings(days, days.at(-1)!.date)) {
            expect(w.message).not.toMatch(/injur|risk|chance|likel|probab|predict/i);
            expect(["info", "caution"]).toContain(w.level);
          }
        },
      ),
    );
  });
});
