import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerGrid } from "../plan/coach-rules.test-helper.ts";
import { generatePlan } from "../plan/generator.ts";
import { EXAMPLES } from "../plan/print-plan.ts";
import type { Program } from "../plan/types.ts";
import { adjustmentFor, applyAdjustment, BOWLING_SHAPED, isLowerBodyPower, rpeCapFor } from "./autoregulation.ts";
import { planCalendar } from "./calendar.ts";
import { addDays } from "./dates.ts";
import type { CricketLog, SessionLog, TrainingSettings } from "./log.ts";
import { dueOn } from "./schedule.ts";

const batter = generatePlan(EXAMPLES["adult-batter"]!); // Adult, 4 a week, targets 6, 6.5, 7, 5.5, 7.5, 8, 8.5, 7
const quick = generatePlan(EXAMPLES["junior-quick"]!); // Under-16, 3 a week, cap 7.5
const MONDAY = "2026-05-04";
const settings4: TrainingSettings = { startDate: MONDAY, weekdays: [1, 2, 4, 5] };
const settings3: TrainingSettings = { startDate: MONDAY, weekdays: [1, 3, 5] };
const weekStart = (week: number) => addDays(MONDAY, 7 * (week - 1));

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
const done = (week: number, day: number, rpe: number, date = addDays(weekStart(week), day - 1)): SessionLog => ({
  id: uuid(),
  date,
  week,
  day,
  status: "done",
  skipReason: null,
  sessionRpe: rpe,
  minutes: 60,
  sets: [],
  editedAt: `${date}T19:00:00Z`,
});
const bowled = (date: string, balls: number): CricketLog => ({
  id: uuid(),
  date,
  kind: "nets",
  minutes: 90,
  sessionRpe: 6,
  bowling: { balls, longestSpellBalls: null, intensity: "full" },
  editedAt: `${date}T19:00:00Z`,
});
const session = (p: Program, week: number, day: number) => p.weeks[week - 1]!.sessions.find((s) => s.day === day)!;
const MAIN = ["strength", "power", "plyometric", "speed"];
/** Plans across the answer grid (every 131st combination: all ages, roles, kits, injuries rotating). */
const programs = [...answerGrid(131)].map((a) => generatePlan(a));

describe("the plan answers back: effort", () => {
  it("week 1 felt harder than planned (RPE 8-9 against 6): week 2's main sets are one RPE lighter, and say so", () => {
    const logs = { sessions: [done(1, 1, 8), done(1, 2, 9), done(1, 3, 7), done(1, 4, 8)], cricket: [] };
    const adj = adjustmentFor(batter, settings4, logs, 2, weekStart(2));
    expect(adj).toEqual({
      week: 2,
      rpeDelta: -1,
      setsDelta: 0,
      reason: "Last week felt harder than planned: this week's main sets are one RPE lighter.",
      lightenDays: [],
      dropDays: [],
      hardWeeks: 1,
      deload: false,
      talkToCoach: null,
    });
    const before = structuredClone(batter);
    const plan = session(batter, 2, 1);
    const after = applyAdjustment(plan, adj, batter);
    expect(batter).toEqual(before); // the stored plan is a layer below, untouched
    plan.exercises.forEach((e, i) => {
      const a = after.exercises[i]!;
      if (MAIN.includes(e.category)) {
        expect(a.rpe).toBe(e.rpe - 1);
        expect(a.change).toContain(`This week: RPE ${e.rpe} → ${e.rpe - 1} (last week felt hard).`);
      } else expect(a).toEqual(e);
      expect(a.sets).toBe(e.sets);
    });
  });

  it("one hard session out of four is not 'consistently harder': nothing changes", () => {
    const logs = { sessions: [done(1, 1, 8), done(1, 2, 6), done(1, 3, 6), done(1, 4, 5)], cricket: [] };
    expect(adjustmentFor(batter, settings4, logs, 2, weekStart(2)).reason).toBeNull();
  });

  it("week 1 felt easy (RPE 3-4 against 6) in every session: week 2 goes up half a point", () => {
    const logs = { sessions: [done(1, 1, 4), done(1, 2, 3), done(1, 4, 4)], cricket: [] };
    const adj = adjustmentFor(batter, settings4, logs, 2, weekStart(2));
    expect(adj).toMatchObject({
      rpeDelta: 0.5,
      setsDelta: 0,
      reason: "Last week felt easier than planned: this week's main lifts are half an RPE harder.",
    });
    // The lifts go up; sprints and jumps are quality work and stay where they are.
    const plan = session(batter, 2, 1);
    applyAdjustment(plan, adj, batter).exercises.forEach((a, i) => {
      const e = plan.exercises[i]!;
      expect(a.rpe).toBe(e.category === "strength" ? e.rpe + 0.5 : e.rpe);
    });
  });

  it("easy going into the unload week: the unload stays as planned", () => {
    const logs = { sessions: [done(3, 1, 4), done(3, 2, 4), done(3, 3, 4), done(3, 4, 5)], cricket: [] };
    expect(adjustmentFor(batter, settings4, logs, 4, weekStart(4))).toMatchObject({ rpeDelta: 0, reason: null });
  });

  it("an Under-16 never progresses past RPE 7.5", () => {
    expect(rpeCapFor(quick)).toBe(7.5);
    const logs = { sessions: [done(5, 1, 3), done(5, 2, 3), done(5, 3, 3)], cricket: [] };
    const adj = adjustmentFor(quick, settings3, logs, 6, weekStart(6));
    expect(adj.rpeDelta).toBe(0); // week 6 is already at 7.5
    const logs4 = { sessions: [done(4, 1, 3), done(4, 2, 3), done(4, 3, 3)], cricket: [] };
    const adj5 = adjustmentFor(quick, settings3, logs4, 5, weekStart(5));
    expect(adj5.rpeDelta).toBe(0.5);
    for (const s of quick.weeks[4]!.sessions)
      for (const e of applyAdjustment(s, adj5, quick).exercises) expect(e.rpe).toBeLessThanOrEqual(7.5);
  });

  it("work for an injured region does not progress early in the plan, and may from week 5", () => {
    let checked = 0;
    for (const p of programs)
      for (const week of [2, 3, 5, 6]) {
        for (const s of p.weeks[week - 1]!.sessions) {
          const flagged = s.exercises.flatMap((e, i) => (e.flags.length > 0 && e.category === "strength" ? [i] : []));
          const after = applyAdjustment(
            s,
            {
              week,
              rpeDelta: 0.5,
              setsDelta: 0,
              reason: "x",
              lightenDays: [],
              dropDays: [],
              hardWeeks: 0,
              deload: false,
              talkToCoach: null,
            },
            p,
          );
          for (const i of flagged) {
            const e = s.exercises[i]!;
            expect(after.exercises[i]!.rpe).toBe(
              week <= 4 ? e.rpe : Math.min(e.rpe + 0.5, Math.max(e.rpe, rpeCapFor(p))),
            );
            checked++;
          }
        }
      }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("the plan answers back: missed sessions", () => {
  it("the calendar moves on, and after most of a week missed the next week has a set fewer to ease back in", () => {
    const logs = { sessions: [done(1, 1, 6), done(1, 2, 6), done(1, 3, 6), done(1, 4, 6), done(2, 1, 6)], cricket: [] };
    const due = dueOn(batter, settings4, weekStart(3), logs);
    expect(due).toMatchObject({ kind: "session", planned: { week: 3, day: 1 } });
    const adj = adjustmentFor(batter, settings4, logs, 3, weekStart(3));
    expect(adj).toMatchObject({
      setsDelta: -1,
      rpeDelta: 0,
      reason: "You missed most of last week: this week's main work has one set fewer to ease back in.",
    });
    if (due.kind !== "session") return;
    due.session.exercises.forEach((e, i) => {
      const plan = session(batter, 3, 1).exercises[i]!;
      const volume = [...MAIN, "conditioning"].includes(plan.category);
      expect(e.sets).toBe(volume ? Math.max(Math.min(2, plan.sets), plan.sets - 1) : plan.sets);
    });
    expect(due.session.estimatedMinutes).toBeLessThan(session(batter, 3, 1).estimatedMinutes);
  });

  it("gym run-up drills logged on two days in a row are a junior bowling stop, with no cricket logged", () => {
    // The first week whose Wednesday or Friday session holds bowling-shaped work.
    const week = quick.weeks.find((w) =>
      w.sessions.some((s) => s.day > 1 && s.exercises.some((e) => BOWLING_SHAPED.has(e.exerciseId))),
    )!.week;
    const drill = (date: string, exerciseId: string): SessionLog => ({
      ...done(week, 1, 6, date),
      sets: [{ exerciseId, set: 0, done: true, reps: 6, loadKg: null }],
    });
    const monday = weekStart(week);
    const tuesday = addDays(monday, 1);
    const logs = {
      sessions: [drill(monday, "bowling-spell-repeats"), { ...drill(tuesday, "bowling-run-up-strides"), day: 2 }],
      cricket: [],
    };
    const adj = adjustmentFor(quick, settings3, logs, week, tuesday);
    expect(adj.dropDays.length).toBeGreaterThan(0);
    expect(adj.dropDays[0]!.reason).toMatch(/2 bowling days in a row/);
    // The same two sessions without run-ups change nothing.
    const plain = { sessions: logs.sessions.map((x) => ({ ...x, sets: [] })), cricket: [] };
    expect(adjustmentFor(quick, settings3, plain, week, tuesday).dropDays).toEqual([]);
  });

  it("an athlete who has logged nothing sees the plan as printed", () => {
    const none = { sessions: [], cricket: [] };
    expect(adjustmentFor(batter, settings4, none, 5, weekStart(5))).toEqual({
      week: 5,
      rpeDelta: 0,
      setsDelta: 0,
      reason: null,
      lightenDays: [],
      dropDays: [],
      hardWeeks: 0,
      deload: false,
      talkToCoach: null,
    });
    const due = dueOn(batter, settings4, weekStart(5), none);
    expect(due).toMatchObject({ kind: "session", session: session(batter, 5, 1) });
  });

  it("skipped counts as not trained; a week still under way is not yet missed", () => {
    const skip = (day: number): SessionLog => ({
      ...done(2, day, 6),
      status: "skipped",
      skipReason: "exams",
      sessionRpe: null,
      minutes: null,
    });
    const logs = { sessions: [done(1, 1, 6), skip(1), skip(2), skip(3)], cricket: [] };
    expect(adjustmentFor(batter, settings4, logs, 3, weekStart(3)).setsDelta).toBe(-1);
    const early = { sessions: [done(1, 1, 6)], cricket: [] };
    expect(adjustmentFor(batter, settings4, early, 3, addDays(weekStart(2), 1)).setsDelta).toBe(0);
  });
});

describe("the plan answers back: bowling", () => {
  const week5 = planCalendar(quick, settings3).filter((p) => p.week === 5);

  it("12 overs the day before a leg power session: its jumps and sprints are a set fewer and an RPE lighter", () => {
    const target = week5[0]!; // Monday: sprints and jumps
    const logs = { sessions: [], cricket: [bowled(addDays(target.date, -1), 72)] };
    const adj = adjustmentFor(quick, settings3, logs, 5, addDays(target.date, -1));
    expect(adj.lightenDays).toEqual([
      {
        day: target.day,
        reason:
          "You bowled 12 overs the day before: this session's jumps and sprints are one set fewer and one RPE lighter.",
      },
    ]);
    const plan = session(quick, 5, target.day);
    const after = applyAdjustment(plan, adj, quick);
    plan.exercises.forEach((e, i) => {
      const a = after.exercises[i]!;
      if (isLowerBodyPower(e, quick)) {
        expect(a.sets).toBe(Math.max(Math.min(2, e.sets), e.sets - 1));
        expect(a.rpe).toBe(e.rpe - 1);
        expect(a.change).toMatch(/after your bowling/);
      } else expect(a).toEqual(e);
    });
  });

  it("a junior past a limit today: the next leg power session is lightened, the upper-body day is not", () => {
    const today = week5[0]!.date; // Monday's session already done
    const logs = { sessions: [done(5, 1, 6, today)], cricket: [bowled(today, 40), bowled(addDays(today, -1), 40)] };
    const adj = adjustmentFor(quick, settings3, logs, 5, today);
    expect(adj.lightenDays).toEqual([
      {
        day: 3,
        reason:
          "You went past a junior bowling limit this week: this session's jumps and sprints are one set fewer and one RPE lighter.",
      },
    ]);
  });

  it("a spike in an adult's balls lightens the next leg power session; steady bowling does not", () => {
    const today = weekStart(5);
    const steady = Array.from({ length: 35 }, (_, i) => bowled(addDays(today, -35 + i), i % 3 === 0 ? 12 : 0)).filter(
      (c) => c.bowling!.balls > 0,
    );
    expect(adjustmentFor(batter, settings4, { sessions: [], cricket: steady }, 5, today).lightenDays).toEqual([]);
    const spike = [...steady, ...[1, 2, 3, 4, 5, 6].map((d) => bowled(addDays(today, -d), 45))];
    expect(adjustmentFor(batter, settings4, { sessions: [], cricket: spike }, 5, today).lightenDays).toEqual([
      {
        day: 1,
        reason:
          "Your bowling this week is well above your usual: this session's jumps and sprints are one set fewer and one RPE lighter.",
      },
    ]);
  });
});

// Property tests over plans from the answer grid and arbitrary logs.
const arbDate = fc.integer({ min: -20, max: 70 }).map((d) => addDays(MONDAY, d));
const arbSession: fc.Arbitrary<SessionLog> = fc
  .record({
    date: arbDate,
    week: fc.integer({ min: 1, max: 8 }),
    day: fc.integer({ min: 1, max: 5 }),
    skipped: fc.boolean(),
    rpe: fc.integer({ min: 0, max: 10 }),
    minutes: fc.integer({ min: 1, max: 600 }),
    edit: fc.integer({ min: 0, max: 1000 }),
  })
  .map((r) => ({
    id: uuid(),
    date: r.date,
    week: r.week,
    day: r.day,
    status: r.skipped ? "skipped" : "done",
    skipReason: r.skipped ? "ill" : null,
    sessionRpe: r.skipped ? null : r.rpe,
    minutes: r.skipped ? null : r.minutes,
    sets: [],
    editedAt: new Date(Date.parse("2026-05-01T00:00:00Z") + r.edit * 60_000).toISOString(),
  }));
const arbCricket: fc.Arbitrary<CricketLog> = fc
  .record({ date: arbDate, balls: fc.integer({ min: 1, max: 300 }), bowls: fc.boolean(), spell: fc.boolean() })
  .map((r) => ({
    ...bowled(r.date, r.balls),
    bowling: r.bowls
      ? { balls: r.balls, longestSpellBalls: r.spell ? Math.ceil(r.balls / 2) : null, intensity: "full" }
      : null,
  }));
const arbCase = fc.record({
  program: fc.constantFrom(...programs),
  sessions: fc.array(arbSession, { maxLength: 30 }),
  cricket: fc.array(arbCricket, { maxLength: 20 }),
  week: fc.integer({ min: 1, max: 8 }),
  today: arbDate,
});
const settingsFor = (p: Program): TrainingSettings => ({
  startDate: MONDAY,
  weekdays: { 2: [1, 4], 3: [1, 3, 5], 4: [1, 2, 4, 5], 5: [1, 2, 3, 5, 6] }[p.weeks[0]!.sessions.length]!,
});

describe("the plan answers back: properties over the answer grid and any logs", () => {
  it("stays within the bounds and caps, never touches the stored plan, and is deterministic", () => {
    fc.assert(
      fc.property(arbCase, ({ program, sessions, cricket, week, today }) => {
        const before = JSON.stringify(program);
        const logs = { sessions, cricket };
        const adj = adjustmentFor(program, settingsFor(program), logs, week, today);
        expect(adjustmentFor(program, settingsFor(program), structuredClone(logs), week, today)).toEqual(adj);
        expect(adj.rpeDelta).toBeGreaterThanOrEqual(-1.5);
        expect(adj.rpeDelta).toBeLessThanOrEqual(0.5);
        expect(adj.setsDelta).toBeGreaterThanOrEqual(-1);
        expect(adj.setsDelta).toBeLessThanOrEqual(0);
        expect(adj.reason === null).toBe(adj.rpeDelta === 0 && adj.setsDelta === 0);
        const cap = rpeCapFor(program);
        for (const s of program.weeks[week - 1]!.sessions) {
          const after = applyAdjustment(s, adj, program);
          // Only bowling-shaped work leaves, and only on a day past a junior bowling limit.
          const dropped = adj.dropDays.some((d) => d.day === s.day);
          const kept = s.exercises.filter((e) => !(dropped && BOWLING_SHAPED.has(e.exerciseId)));
          expect(after.exercises).toHaveLength(kept.length);
          kept.forEach((e, i) => {
            const a = after.exercises[i]!;
            expect(a.exerciseId).toBe(e.exerciseId);
            expect(a.rpe - e.rpe).toBeGreaterThanOrEqual(-1.5);
            expect(a.rpe - e.rpe).toBeLessThanOrEqual(0.5);
            expect(a.sets - e.sets).toBeGreaterThanOrEqual(-1);
            expect(a.sets - e.sets).toBeLessThanOrEqual(0);
            expect(a.sets).toBeGreaterThanOrEqual(1);
            expect(a.rpe).toBeGreaterThanOrEqual(1);
            if (a.rpe > e.rpe) {
              expect(a.rpe).toBeLessThanOrEqual(cap);
              expect(week <= 4 && e.flags.length > 0).toBe(false);
            }
            if (a.rpe !== e.rpe || a.sets !== e.sets) expect(a.change).toMatch(/This week: /);
            else expect(a).toEqual(e);
          });
        }
        expect(JSON.stringify(program)).toBe(before);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("no logs, no change", () => {
    fc.assert(
      fc.property(arbCase, ({ program, week, today }) => {
        const adj = adjustmentFor(program, settingsFor(program), { sessions: [], cricket: [] }, week, today);
        expect(adj).toEqual({
          week,
          rpeDelta: 0,
          setsDelta: 0,
          reason: null,
          lightenDays: [],
          dropDays: [],
          hardWeeks: 0,
          deload: false,
          talkToCoach: null,
        });
        for (const s of program.weeks[week - 1]!.sessions) expect(applyAdjustment(s, adj, program)).toEqual(s);
      }),
      { numRuns: 100 },
    );
  });

  it("a week that felt harder than planned never raises the effort of the next, whatever else was logged", () => {
    fc.assert(
      fc.property(arbCase, ({ program, cricket, sessions, week, today }) => {
        if (week < 2) return;
        const hard = planCalendar(program, settingsFor(program))
          .filter((p) => p.week === week - 1)
          .map((p) => ({ ...done(p.week, p.day, 10, p.date), editedAt: "2030-01-01T00:00:00Z" }));
        const adj = adjustmentFor(
          program,
          settingsFor(program),
          { sessions: [...sessions, ...hard], cricket },
          week,
          today,
        );
        expect(adj.rpeDelta).toBeLessThan(0);
        // Matched by block, not position: a day past a junior bowling limit drops its bowling work.
        for (const s of program.weeks[week - 1]!.sessions)
          for (const e of applyAdjustment(s, adj, program).exercises)
            expect(e.rpe).toBeLessThanOrEqual(s.exercises.find((x) => x.block === e.block)!.rpe);
      }),
      { numRuns: 150 },
    );
  });
});
