import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGE_GROUPS, type AgeGroup } from "../questionnaire.ts";
import { answerGrid } from "../plan/coach-rules.test-helper.ts";
import { generatePlan } from "../plan/generator.ts";
import { EXAMPLES } from "../plan/print-plan.ts";
import { addDays, isoWeekday } from "./dates.ts";
import type { SessionLog } from "./log.ts";
import { checkWeekdays, defaultSettings, defaultWeekdays, dueOn, planCalendar, sessionStatuses } from "./schedule.ts";

const quick = generatePlan(EXAMPLES["junior-quick"]!); // Under-16, 3 sessions a week
const batter = generatePlan(EXAMPLES["adult-batter"]!); // Adult, 4 sessions a week
const MONDAY = "2026-05-04";
const WEDNESDAY = "2026-05-06";

const log = (week: number, day: number, over: Partial<SessionLog> = {}): SessionLog => ({
  id: crypto.randomUUID(),
  date: MONDAY,
  week,
  day,
  status: "done",
  skipReason: null,
  sessionRpe: 6,
  minutes: 60,
  sets: [],
  editedAt: "2026-05-04T18:00:00Z",
  ...over,
});

describe("training days", () => {
  it("defaults to the plan's own gym days", () => {
    expect(defaultWeekdays(2)).toEqual([1, 4]);
    expect(defaultWeekdays(3)).toEqual([1, 3, 5]);
    expect(defaultWeekdays(4)).toEqual([1, 2, 4, 5]);
    expect(defaultWeekdays(5)).toEqual([1, 2, 3, 5, 6]);
  });

  it("the defaults pass the check for every age that can have that many sessions", () => {
    for (const ageGroup of AGE_GROUPS)
      for (const n of [2, 3, 4, 5]) {
        if ((ageGroup === "Under-14" || ageGroup === "Under-16") && n > 3) continue;
        expect(checkWeekdays(defaultWeekdays(n), { sessionsPerWeek: n, ageGroup })).toBeNull();
      }
  });

  it("asks for exactly as many days as the plan has sessions", () => {
    expect(checkWeekdays([1, 3], { sessionsPerWeek: 3, ageGroup: "Adult" })).toBe(
      "Pick 3 training days: your plan has 3 sessions a week.",
    );
    expect(checkWeekdays([1, 3, 5, 6], { sessionsPerWeek: 3, ageGroup: "Adult" })).toMatch(/Pick 3 training days/);
  });

  it("refuses a day twice or a day that is not Monday to Sunday", () => {
    expect(checkWeekdays([1, 1, 5], { sessionsPerWeek: 3, ageGroup: "Adult" })).toBe("Pick each day once.");
    expect(checkWeekdays([0, 3, 5], { sessionsPerWeek: 3, ageGroup: "Adult" })).toBe("Pick days Monday to Sunday.");
    expect(checkWeekdays([1, 3, 8], { sessionsPerWeek: 3, ageGroup: "Adult" })).toBe("Pick days Monday to Sunday.");
  });

  it("an under-14 never trains two days in a row, Sunday to Monday included", () => {
    const u14 = { sessionsPerWeek: 3, ageGroup: "Under-14" as AgeGroup };
    expect(checkWeekdays([1, 2, 5], u14)).toMatch(/never trains in the gym two days in a row: Monday and Tuesday/);
    expect(checkWeekdays([1, 3, 7], u14)).toMatch(/Sunday and Monday are back to back/);
    expect(checkWeekdays([2, 4, 7], u14)).toBeNull();
    expect(checkWeekdays([1, 3, 6], { ...u14, ageGroup: "Under-16" })).toBeNull();
    expect(checkWeekdays([6, 7, 3], { ...u14, ageGroup: "Under-16" })).toMatch(/Saturday and Sunday/);
  });

  it("an Under-19 or an adult may train on back-to-back days", () => {
    expect(checkWeekdays([1, 2, 4, 5], { sessionsPerWeek: 4, ageGroup: "Under-19" })).toBeNull();
    expect(checkWeekdays([7, 1, 3], { sessionsPerWeek: 3, ageGroup: "Adult" })).toBeNull();
  });

  it("property: any accepted junior choice has a rest day between every two gym days, across the week's end", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 2, maxLength: 3 }),
        fc.constantFrom<AgeGroup>("Under-14", "Under-16"),
        (days, ageGroup) => {
          if (checkWeekdays(days, { sessionsPerWeek: days.length, ageGroup }) !== null) return;
          for (const d of days) expect(days).not.toContain(d === 7 ? 1 : d + 1);
        },
      ),
    );
  });

  it("defaults: the plan starts the day it was made, on its own days", () => {
    expect(defaultSettings(quick, WEDNESDAY)).toEqual({ startDate: WEDNESDAY, weekdays: [1, 3, 5] });
    expect(defaultSettings(batter, MONDAY)).toEqual({ startDate: MONDAY, weekdays: [1, 2, 4, 5] });
  });
});

describe("the plan on the calendar", () => {
  it("starting on a Wednesday with Mon/Wed/Fri: week 1 is Wed, Fri, then the next Monday", () => {
    const cal = planCalendar(quick, { startDate: WEDNESDAY, weekdays: [1, 3, 5] });
    expect(cal.slice(0, 4).map((p) => [p.date, p.week, p.day])).toEqual([
      ["2026-05-06", 1, 1],
      ["2026-05-08", 1, 2],
      ["2026-05-11", 1, 3],
      ["2026-05-13", 2, 1],
    ]);
    expect(cal[0]!.title).toBe(quick.weeks[0]!.sessions[0]!.title);
  });

  it("falls back to the plan's days when the saved days no longer match its sessions a week", () => {
    const cal = planCalendar(quick, { startDate: MONDAY, weekdays: [2, 4] });
    expect(cal).toHaveLength(24);
    expect(new Set(cal.map((p) => isoWeekday(p.date)))).toEqual(new Set([1, 3, 5]));
  });

  it("over the answer grid and any start and days: sessions × 8, in plan order, on the chosen days, none before the start", () => {
    const dates = fc.sample(fc.integer({ min: 0, max: 3000 }), { numRuns: 200, seed: 12 });
    let n = 0;
    for (const a of answerGrid(37)) {
      const p = generatePlan(a);
      const per = p.weeks[0]!.sessions.length;
      const startDate = addDays("2025-01-01", dates[n % dates.length]!);
      const weekdays = fc.sample(fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7], { minLength: per, maxLength: per }), {
        numRuns: 1,
        seed: n++,
      })[0]!;
      const cal = planCalendar(p, { startDate, weekdays });
      expect(cal).toHaveLength(per * 8);
      expect(cal.map((c) => `${c.week}.${c.day}`)).toEqual(
        p.weeks.flatMap((w) => w.sessions.map((s) => `${w.week}.${s.day}`)),
      );
      for (let i = 0; i < cal.length; i++) {
        const c = cal[i]!;
        expect(weekdays).toContain(isoWeekday(c.date));
        expect(c.date >= startDate).toBe(true);
        expect(c.date < addDays(startDate, 7 * c.week)).toBe(true);
        expect(c.date >= addDays(startDate, 7 * (c.week - 1))).toBe(true);
        if (i > 0) expect(c.date > cal[i - 1]!.date).toBe(true);
      }
    }
    expect(n).toBeGreaterThan(150);
  }, 60_000);
});

describe("what is due today", () => {
  const settings = { startDate: WEDNESDAY, weekdays: [1, 3, 5] };

  it("before the start date: the wait, with the start", () => {
    expect(dueOn(quick, settings, "2026-05-05")).toEqual({ kind: "before-start", startDate: WEDNESDAY });
  });

  it("on a training day: that session, as the plan has it when nothing is logged", () => {
    const due = dueOn(quick, settings, "2026-05-08");
    expect(due.kind).toBe("session");
    if (due.kind !== "session") return;
    expect(due.planned).toMatchObject({ week: 1, day: 2 });
    expect(due.session).toEqual(quick.weeks[0]!.sessions[1]);
  });

  it("on a rest day: the next session", () => {
    expect(dueOn(quick, settings, "2026-05-09")).toMatchObject({
      kind: "rest",
      next: { date: "2026-05-11", week: 1, day: 3 },
    });
  });

  it("after the last session of week 8 there is nothing next, and after the 8 weeks the plan is finished", () => {
    const last = planCalendar(quick, settings).at(-1)!;
    expect(last).toMatchObject({ week: 8, day: 3, date: "2026-06-29" });
    expect(dueOn(quick, settings, "2026-06-30")).toEqual({ kind: "rest", next: null });
    expect(dueOn(quick, settings, addDays(WEDNESDAY, 56))).toEqual({ kind: "finished" });
    expect(dueOn(quick, settings, addDays(WEDNESDAY, 55)).kind).toBe("rest");
  });

  it("a missed session is not carried forward: the calendar moves on", () => {
    const due = dueOn(quick, settings, "2026-05-13", { sessions: [], cricket: [] });
    expect(due).toMatchObject({ kind: "session", planned: { week: 2, day: 1 } });
  });
});

describe("what became of each planned session", () => {
  const settings = { startDate: MONDAY, weekdays: [1, 3, 5] };

  it("done, skipped, missed (past and unlogged), today, upcoming", () => {
    const logs = [log(1, 1), log(1, 2, { status: "skipped", skipReason: "match", sessionRpe: null, minutes: null })];
    const s = sessionStatuses(quick, settings, logs, "2026-05-11");
    expect(s.slice(0, 5).map((x) => x.status)).toEqual(["done", "skipped", "missed", "today", "upcoming"]);
    expect(s[0]!.log).toBe(logs[0]);
    expect(s[2]!.log).toBeNull();
    expect(s).toHaveLength(24);
  });

  it("a session logged on another day still counts for its plan slot; the latest edit wins", () => {
    const older = log(1, 3, {
      date: "2026-05-09",
      editedAt: "2026-05-09T10:00:00Z",
      status: "skipped",
      skipReason: "ill",
    });
    const newer = log(1, 3, { date: "2026-05-10", editedAt: "2026-05-10T10:00:00Z" });
    const s = sessionStatuses(quick, settings, [newer, older], "2026-05-20");
    expect(s[2]).toMatchObject({ status: "done", log: newer });
  });
});
