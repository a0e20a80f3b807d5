import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGE_GROUPS, type AgeGroup, PRIMARY_ROLES } from "../questionnaire.ts";
import { juniorBowlingNote } from "../plan/guidance.ts";
import {
  athleteBowlingWarnings,
  bowlingLimitWarnings,
  juniorBowlingLimits,
  paceLimitsApply,
} from "./bowling-limits.ts";
import { addDays } from "./dates.ts";
import type { CricketLog, SessionLog } from "./log.ts";

const SUNDAY = "2026-05-10";
const bowl = (daysAgo: number, overs: number, spellOvers: number | null = null): CricketLog => ({
  id: crypto.randomUUID(),
  date: addDays(SUNDAY, -daysAgo),
  kind: "match",
  minutes: 180,
  sessionRpe: 6,
  bowling: {
    balls: Math.round(overs * 6),
    longestSpellBalls: spellOvers === null ? null : spellOvers * 6,
    intensity: "full",
  },
  editedAt: "2026-05-10T20:00:00Z",
});
const codes = (logs: CricketLog[], age: AgeGroup) =>
  bowlingLimitWarnings(logs, age, SUNDAY).map((w) => `${w.level} ${w.code}`);

describe("junior bowling limits: one source", () => {
  it("ECB overs by our age group and Cricket Australia's bowling days", () => {
    expect(juniorBowlingLimits("Under-14")).toEqual({
      oversPerSpell: 6,
      oversPerDay: 12,
      bowlingDaysPerWeek: 3,
      maxConsecutiveDays: 1,
    });
    expect(juniorBowlingLimits("Under-16")).toEqual({
      oversPerSpell: 6,
      oversPerDay: 12,
      bowlingDaysPerWeek: 3,
      maxConsecutiveDays: 1,
    });
    expect(juniorBowlingLimits("Under-19")).toEqual({
      oversPerSpell: 7,
      oversPerDay: 18,
      bowlingDaysPerWeek: 4,
      maxConsecutiveDays: 2,
    });
    expect(juniorBowlingLimits("Under-23")).toBeNull();
    expect(juniorBowlingLimits("Adult")).toBeNull();
  });

  it("the plan's printed note says the same numbers the warnings use", () => {
    for (const age of ["Under-14", "Under-16", "Under-19"] as const) {
      const l = juniorBowlingLimits(age)!;
      const text = juniorBowlingNote(age).lines.join(" ");
      expect(text).toContain(`at most ${l.oversPerSpell} overs in a spell and ${l.oversPerDay} overs in a day`);
      expect(text).toContain(`bowl on at most ${l.bowlingDaysPerWeek} days a week`);
    }
  });
});

describe("junior bowling warnings", () => {
  it("the fast-bowling directives count pace, not spin: spinners are spared, anyone else who bowls may be bowling pace", () => {
    const spared = PRIMARY_ROLES.filter((r) => !paceLimitsApply(r));
    expect(spared).toEqual(["Spin Bowler", "Spin-Bowling All-rounder"]);
  });

  it("an Under-14 at 12 overs today is at the ECB limit; at 13 they are over it", () => {
    const at = bowlingLimitWarnings([bowl(0, 12)], "Under-14", SUNDAY);
    expect(at).toEqual([
      {
        level: "caution",
        code: "ecb-overs-day-reached",
        message:
          "12 overs today: that is the ECB limit for Under-14 and Under-15 (12 overs a day). No more bowling today.",
        date: SUNDAY,
      },
    ]);
    const over = bowlingLimitWarnings([bowl(0, 8), bowl(0, 5)], "Under-14", SUNDAY);
    expect(over[0]).toMatchObject({
      level: "stop",
      message:
        "13 overs today: the ECB limit for Under-14 and Under-15 is 12 overs a day. Stop bowling for the day and bowl less next time.",
    });
  });

  it("an Under-14 at 11 overs hears about the Under-13 limit, for those who play Under-13 cricket", () => {
    expect(bowlingLimitWarnings([bowl(0, 11)], "Under-14", SUNDAY)).toEqual([
      expect.objectContaining({ level: "info", code: "ecb-overs-day-younger" }),
    ]);
    expect(bowlingLimitWarnings([bowl(0, 10)], "Under-14", SUNDAY)).toEqual([]);
  });

  it("a spell longer than the age group allows is a stop; 4.3 overs is written as such", () => {
    expect(codes([bowl(0, 10, 8)], "Under-16")).toEqual(["stop ecb-overs-spell"]);
    expect(codes([bowl(0, 17, 7)], "Under-19")).toEqual([]);
    expect(bowlingLimitWarnings([bowl(0, 12.5, 7)], "Under-14", SUNDAY)[0]!.message).toMatch(/^12\.3 overs today/);
  });

  it("an Under-16 may be 14 or 15: past the ECB Under-14 and Under-15 limits (6 overs a spell, 12 a day) is a stop", () => {
    expect(codes([bowl(0, 12, 6)], "Under-16")).toEqual(["caution ecb-overs-day-reached"]);
    expect(codes([bowl(0, 11, 7)], "Under-16")).toEqual(["stop ecb-overs-spell"]);
    expect(codes([bowl(0, 13, 6)], "Under-16")).toEqual(["stop ecb-overs-day"]);
    expect(bowlingLimitWarnings([bowl(1, 14, 7)], "Under-16", SUNDAY).map((w) => w.message)).toEqual([
      "14 overs yesterday: the ECB limit for Under-14 and Under-15 is 12 overs a day. Stop bowling for the day and bowl less next time.",
      "A spell of 7 overs yesterday: the ECB limit for Under-14 and Under-15 is 6 overs in a spell. Ask to come off after 6.",
    ]);
    // The same overs are within an Under-19's limits.
    expect(codes([bowl(1, 14, 7)], "Under-19")).toEqual([]);
  });

  it("a logged gym run-up drill counts as a bowling day", () => {
    const drill = (daysAgo: number, exerciseId: string, done = true): SessionLog => ({
      id: crypto.randomUUID(),
      date: addDays(SUNDAY, -daysAgo),
      week: 1,
      day: 1,
      status: "done",
      skipReason: null,
      sessionRpe: 6,
      minutes: 50,
      sets: [{ exerciseId, set: 0, done, reps: 6, loadKg: null }],
      editedAt: "2026-05-10T20:00:00Z",
    });
    const at = (logs: CricketLog[], sessions: SessionLog[]) =>
      bowlingLimitWarnings(logs, "Under-16", SUNDAY, sessions).map((w) => `${w.level} ${w.code}`);
    // Bowled yesterday, an over of run-ups in the gym today: two days in a row.
    expect(at([bowl(1, 6)], [drill(0, "bowling-spell-repeats")])).toEqual(["stop ca-days-in-a-row"]);
    expect(at([bowl(1, 6)], [drill(0, "bowling-run-up-strides")])).toEqual(["stop ca-days-in-a-row"]);
    // Three match days and a fourth day of run-up strides in the week: past the three a week.
    expect(at([bowl(6, 6), bowl(4, 6), bowl(2, 6)], [drill(0, "bowling-run-up-strides")])).toContain(
      "stop ca-days-week",
    );
    // A set not done, or a gym session without run-ups, is no bowling day.
    expect(at([bowl(1, 6)], [drill(0, "bowling-spell-repeats", false)])).toEqual([]);
    expect(at([bowl(1, 6)], [drill(0, "goblet-squat")])).toEqual([]);
    // A spinner is spared, as with balls.
    expect(
      athleteBowlingWarnings([bowl(1, 6)], { ageGroup: "Under-16", primaryRole: "Spin Bowler" }, SUNDAY, [
        drill(0, "bowling-spell-repeats"),
      ]),
    ).toEqual([]);
  });

  it("an Under-16 never bowls two days in a row", () => {
    const w = bowlingLimitWarnings([bowl(1, 6), bowl(0, 6)], "Under-16", SUNDAY);
    expect(w).toEqual([
      expect.objectContaining({
        level: "stop",
        code: "ca-days-in-a-row",
        message:
          "2 bowling days in a row up to Sun 10 May: Cricket Australia's guidance for under-17s is never two days in a row. Take tomorrow off bowling.",
      }),
    ]);
  });

  it("an Under-16's fourth bowling day in seven is a stop; the third, today, a caution", () => {
    expect(codes([bowl(6, 6), bowl(4, 6), bowl(2, 6), bowl(0, 6)], "Under-16")).toEqual(["stop ca-days-week"]);
    const third = bowlingLimitWarnings([bowl(4, 6), bowl(2, 6), bowl(0, 6)], "Under-16", SUNDAY);
    expect(third).toEqual([
      expect.objectContaining({
        level: "caution",
        code: "ca-days-week-reached",
        message:
          "3 bowling days in the last 7: that is Cricket Australia's limit for under-17s. Next bowling day Wed 13 May at the earliest.",
      }),
    ]);
  });

  it("an Under-19 may bowl two days in a row (a caution) but not three, and four days a week", () => {
    expect(codes([bowl(1, 6), bowl(0, 6)], "Under-19")).toEqual(["caution ca-days-in-a-row-reached"]);
    expect(codes([bowl(2, 6), bowl(1, 6), bowl(0, 6)], "Under-19")).toEqual(["stop ca-days-in-a-row"]);
    expect(codes([bowl(6, 6), bowl(4, 6), bowl(2, 6), bowl(0, 6)], "Under-19")).toEqual([
      "caution ca-days-week-reached",
    ]);
    expect(codes([bowl(6, 6), bowl(4, 6), bowl(3, 2), bowl(1, 6), bowl(0, 1)], "Under-19")).toContain(
      "stop ca-days-week",
    );
  });

  it("bowling more than a week ago is not this week's business", () => {
    expect(codes([bowl(8, 20), bowl(7, 20)], "Under-16")).toEqual([]);
  });

  it("adults and Under-23s get no junior warnings, whatever they bowl", () => {
    const heavy = [0, 1, 2, 3, 4, 5, 6].map((d) => bowl(d, 25, 12));
    expect(bowlingLimitWarnings(heavy, "Adult", SUNDAY)).toEqual([]);
    expect(bowlingLimitWarnings(heavy, "Under-23", SUNDAY)).toEqual([]);
  });

  it("property: any day over the limit this week is a stop naming the limit; every warning names its rule", () => {
    const week = fc.array(
      fc.record({ daysAgo: fc.integer({ min: 0, max: 13 }), balls: fc.integer({ min: 1, max: 150 }) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(week, fc.constantFrom(...AGE_GROUPS), (entries, age) => {
        const logs = entries.map((e) => ({
          ...bowl(e.daysAgo, 0),
          bowling: { balls: e.balls, longestSpellBalls: null, intensity: "medium" as const },
        }));
        const w = bowlingLimitWarnings(logs, age, SUNDAY);
        const limits = juniorBowlingLimits(age);
        if (!limits) {
          expect(w).toEqual([]);
          return;
        }
        for (const x of w) expect(x.message).toMatch(/(ECB|Cricket Australia).*\d/);
        const perDay = new Map<number, number>();
        for (const e of entries) perDay.set(e.daysAgo, (perDay.get(e.daysAgo) ?? 0) + e.balls);
        for (const [daysAgo, balls] of perDay)
          if (daysAgo <= 6 && balls > limits.oversPerDay * 6)
            expect(w).toContainEqual(
              expect.objectContaining({ level: "stop", code: "ecb-overs-day", date: addDays(SUNDAY, -daysAgo) }),
            );
        const days = [...perDay.keys()].filter((d) => d <= 6).length;
        expect(w.some((x) => x.code === "ca-days-week")).toBe(days > limits.bowlingDaysPerWeek);
      }),
    );
  });
});
