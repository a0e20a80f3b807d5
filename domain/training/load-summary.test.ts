import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates.ts";
import type { CricketLog, SessionLog } from "./log.ts";
import { dailyLoads, ratioState, SPIKE_RATIO, workloadRatio } from "./load.ts";
import { loadSummary, ratioOn, summaryState } from "./load-summary.ts";

const START = "2026-01-05";
const cricket = (date: string, rpe: number, minutes: number): CricketLog => ({
  id: crypto.randomUUID(),
  date,
  kind: "nets",
  minutes,
  sessionRpe: rpe,
  bowling: null,
  editedAt: `${date}T18:00:00Z`,
});
const gym = (date: string, week: number, day: number, status: "done" | "skipped"): SessionLog => ({
  id: crypto.randomUUID(),
  date,
  week,
  day,
  status,
  skipReason: status === "skipped" ? "ill" : null,
  sessionRpe: status === "done" ? 6 : null,
  minutes: status === "done" ? 50 : null,
  sets: [],
  editedAt: `${date}T18:00:00Z`,
});

describe("ratio states (one definition for /workload and the squad list)", () => {
  it("building without a ratio, spike above SPIKE_RATIO, steady otherwise", () => {
    expect(ratioState(null)).toBe("building");
    expect(ratioState(SPIKE_RATIO)).toBe("steady");
    expect(ratioState(SPIKE_RATIO + 0.001)).toBe("spike");
    expect(ratioState(0.2)).toBe("steady");
  });
});

describe("load summary", () => {
  it("gives the same ratio as workloadRatio on every later day, from any log", () => {
    const entry = fc.record({
      day: fc.integer({ min: 0, max: 120 }),
      rpe: fc.integer({ min: 0, max: 10 }),
      minutes: fc.integer({ min: 1, max: 180 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 0, max: 90 }), (entries, after) => {
        const logs = entries.map((e) => cricket(addDays(START, e.day), e.rpe, e.minutes));
        const s = loadSummary([], logs);
        if (s.ewmaOn === null) {
          expect(ratioOn(s, addDays(START, 200))).toBeNull();
          return;
        }
        const on = addDays(s.ewmaOn, after);
        const expected = workloadRatio(dailyLoads([], logs, START, on), on, "load").ratio;
        const got = ratioOn(s, on);
        if (expected === null) expect(got).toBeNull();
        else expect(got).toBeCloseTo(expected, 9);
        expect(summaryState(s, on)).toBe(ratioState(expected));
      }),
      { numRuns: 200 },
    );
  });

  it("counts a skipped session as logged but not as load; nothing logged is empty", () => {
    const s = loadSummary([gym("2026-02-02", 1, 1, "skipped")], []);
    expect(s).toEqual({ firstLoadOn: null, ewmaOn: null, acute: 0, chronic: 0, lastLoggedOn: "2026-02-02" });
    expect(loadSummary([], []).lastLoggedOn).toBeNull();
    const done = loadSummary([gym("2026-02-02", 1, 1, "done"), gym("2026-02-05", 1, 2, "skipped")], []);
    expect(done).toMatchObject({ firstLoadOn: "2026-02-02", ewmaOn: "2026-02-08", lastLoggedOn: "2026-02-05" });
  });

  it("a steady month then a doubled week is a spike; a quiet week after it is steady again", () => {
    const month = Array.from({ length: 35 }, (_, i) => cricket(addDays(START, i), 5, 60));
    const heavy = Array.from({ length: 7 }, (_, i) => cricket(addDays(START, 35 + i), 9, 120));
    const s = loadSummary([], [...month, ...heavy]);
    expect(summaryState(s, addDays(START, 41))).toBe("spike");
    expect(summaryState(s, addDays(START, 55))).toBe("steady");
  });
});
