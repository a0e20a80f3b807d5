import { describe, expect, it } from "vitest";
import { answerGrid } from "../plan/coach-rules.test-helper.ts";
import { EXERCISES } from "../plan/exercise-library.ts";
import { generatePlan } from "../plan/generator.ts";
import type { Program } from "../plan/types.ts";
import { AGE_GROUPS, PRIMARY_ROLES } from "../questionnaire.ts";
import { adjustmentFor, applyAdjustment, BOWLING_SHAPED } from "./autoregulation.ts";
import { athleteBowlingWarnings, bowlingLimitsFor } from "./bowling-limits.ts";
import { planCalendar } from "./calendar.ts";
import { addDays } from "./dates.ts";
import { DELOAD_AFTER_HARD_WEEKS, effortFlag, TALK_AFTER_HARD_WEEKS } from "./escalation.ts";
import { type DayLoad, WEEK_ON_WEEK_RISE, workloadWarnings } from "./load.ts";
import type { CricketLog, SessionLog, TrainingSettings } from "./log.ts";

/**
 * The training loop's rules, written as a coach says them, each run over generated cases
 * (roles × age groups × log patterns) so a new role, age group or exercise is covered too.
 */

const MONDAY = "2026-05-04";
const weekStart = (week: number) => addDays(MONDAY, 7 * (week - 1));
const settingsFor = (p: Program): TrainingSettings => ({
  startDate: MONDAY,
  weekdays: { 2: [1, 4], 3: [1, 3, 5], 4: [1, 2, 4, 5], 5: [1, 2, 3, 5, 6] }[p.weeks[0]!.sessions.length]!,
});
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
const done = (week: number, day: number, rpe: number, date: string): SessionLog => ({
  id: id(),
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
  id: id(),
  date,
  kind: "nets",
  minutes: 90,
  sessionRpe: 6,
  bowling: { balls, longestSpellBalls: null, intensity: "full" },
  editedAt: `${date}T19:00:00Z`,
});
const as = (p: Program, ageGroup: Program["profile"]["ageGroup"], primaryRole: Program["profile"]["primaryRole"]) => ({
  ...p,
  profile: { ...p.profile, ageGroup, primaryRole },
});

/** Plans across the answer grid that hold bowling-shaped work (a fast bowler's run-ups). */
const grid = [...answerGrid(97)].map((a) => generatePlan(a));
const withBowlingWork = grid.filter((p) =>
  p.weeks.some((w) => w.sessions.some((s) => s.exercises.some((e) => BOWLING_SHAPED.has(e.exerciseId)))),
);

/** Bowling logs that break a junior limit, ending the day before `on`. */
const STOP_PATTERNS: Record<string, (on: string) => CricketLog[]> = {
  "three days in a row": (on) => [3, 2, 1].map((d) => bowled(addDays(on, -d), 30)),
  "five bowling days in a week": (on) => [6, 5, 3, 2, 1].map((d) => bowled(addDays(on, -d), 24)),
  "20 overs in a day": (on) => [bowled(addDays(on, -1), 120)],
};

describe("bowling-shaped work is bowling", () => {
  it("every run-up or delivery-stride drill in the library counts as bowling-shaped, and every one named is in it", () => {
    const looksLikeBowling = EXERCISES.filter((e) => /bowl|run-up|delivery/i.test(`${e.id} ${e.name} ${e.cue}`));
    expect(looksLikeBowling.length).toBeGreaterThan(0);
    for (const e of looksLikeBowling) expect(BOWLING_SHAPED, e.id).toContain(e.id);
    for (const idShaped of BOWLING_SHAPED) expect(EXERCISES.map((e) => e.id)).toContain(idShaped);
  });
});

describe("after a junior bowling limit: no bowling-shaped work while it stands", () => {
  it("every role and age group, every way past a limit: the next sessions drop run-ups only where the limits apply, and say why", () => {
    expect(withBowlingWork.length).toBeGreaterThan(3);
    let dropped = 0;
    let exempt = 0;
    for (const base of withBowlingWork.slice(0, 4))
      for (const ageGroup of AGE_GROUPS)
        for (const role of PRIMARY_ROLES)
          for (const [pattern, logsFor] of Object.entries(STOP_PATTERNS)) {
            const p = as(base, ageGroup, role);
            const settings = settingsFor(p);
            for (const week of [1, 3, 5]) {
              const shapedSession = planCalendar(p, settings).find(
                (x) =>
                  x.week === week &&
                  p.weeks[week - 1]!.sessions.find((s) => s.day === x.day)!.exercises.some((e) =>
                    BOWLING_SHAPED.has(e.exerciseId),
                  ),
              );
              if (!shapedSession) continue;
              const today = shapedSession.date;
              const cricket = logsFor(today);
              const adj = adjustmentFor(p, settings, { sessions: [], cricket }, week, today);
              const session = p.weeks[week - 1]!.sessions.find((s) => s.day === shapedSession.day)!;
              const after = applyAdjustment(session, adj, p);
              const stop = athleteBowlingWarnings(cricket, p.profile, today).some((w) => w.level === "stop");
              const label = `${ageGroup} ${role}, ${pattern}, week ${week}`;
              if (bowlingLimitsFor(p.profile) === null) {
                expect(stop, label).toBe(false);
                expect(adj.dropDays, label).toEqual([]);
                exempt++;
                continue;
              }
              expect(stop, label).toBe(true);
              expect(
                after.exercises.some((e) => BOWLING_SHAPED.has(e.exerciseId)),
                label,
              ).toBe(false);
              const reason = adj.dropDays.find((d) => d.day === session.day)?.reason;
              expect(reason, label).toMatch(
                /left out of this session: it loads you like bowling, and you are past a junior bowling limit/,
              );
              dropped++;
            }
          }
    expect(dropped).toBeGreaterThan(20);
    expect(exempt).toBeGreaterThan(20);
  });

  it("a session after the limit's 7 days, or one with nothing bowling-shaped, keeps everything", () => {
    const p = as(withBowlingWork[0]!, "Under-16", "Fast Bowler");
    const settings = settingsFor(p);
    for (const x of planCalendar(p, settings).filter((c) => c.week === 3)) {
      const cricket = STOP_PATTERNS["three days in a row"]!(addDays(x.date, -7));
      const adj = adjustmentFor(p, settings, { sessions: [], cricket }, 3, x.date);
      expect(adj.dropDays).toEqual([]);
    }
  });
});

describe("one decision of which bowling limits apply: auto-regulation honours the same exemptions as /workload", () => {
  it("for every role and age group, the loop speaks of a junior limit exactly when /workload shows a stop", () => {
    const base = grid.find((p) => p.weeks[0]!.sessions.length === 3) ?? grid[0]!;
    let spoke = 0;
    for (const ageGroup of AGE_GROUPS)
      for (const role of PRIMARY_ROLES)
        for (const logsFor of Object.values(STOP_PATTERNS))
          for (const week of [2, 5]) {
            const p = as(base, ageGroup, role);
            const today = weekStart(week);
            const cricket = logsFor(today);
            const adj = adjustmentFor(p, settingsFor(p), { sessions: [], cricket }, week, today);
            const loop = [...adj.lightenDays, ...adj.dropDays].some((d) => /junior bowling limit/.test(d.reason));
            const workload = athleteBowlingWarnings(cricket, p.profile, today).some((w) => w.level === "stop");
            if (!workload) expect(loop, `${ageGroup} ${role}`).toBe(false);
            if (/Spin/.test(role)) expect(loop, `${ageGroup} ${role}`).toBe(false);
            if (loop) spoke++;
          }
    expect(spoke).toBeGreaterThan(0);
  });
});

describe("the loop escalates: hard weeks lead to a talk with the coach, then a deload", () => {
  const hardWeeks = (p: Program, weeks: number[], rpe = 10) =>
    planCalendar(p, settingsFor(p))
      .filter((x) => weeks.includes(x.week))
      .map((x) => done(x.week, x.day, rpe, x.date));

  it("for every age group and role, after k hard weeks in a row: a prompt from two, a deload from three, and the coach's flag with them", () => {
    const base = grid[0]!;
    for (const ageGroup of AGE_GROUPS)
      for (const role of PRIMARY_ROLES) {
        const p = as(base, ageGroup, role);
        for (let k = 0; k <= 7; k++) {
          const week = k + 1;
          const sessions = hardWeeks(
            p,
            Array.from({ length: k }, (_, i) => i + 1),
          );
          const today = weekStart(week);
          const adj = adjustmentFor(p, settingsFor(p), { sessions, cricket: [] }, week, today);
          const flag = effortFlag(p, settingsFor(p), sessions, today);
          const label = `${ageGroup} ${role} after ${k} hard weeks`;
          expect(adj.hardWeeks, label).toBe(k);
          expect(adj.talkToCoach !== null, label).toBe(k >= TALK_AFTER_HARD_WEEKS);
          expect(flag !== null, label).toBe(k >= TALK_AFTER_HARD_WEEKS);
          expect(adj.deload, label).toBe(k >= DELOAD_AFTER_HARD_WEEKS);
          expect(flag?.deload ?? false, label).toBe(adj.deload);
          if (adj.deload) {
            expect(adj.reason, label).toMatch(/this is a deload week/);
            for (const s of p.weeks[week - 1]!.sessions)
              applyAdjustment(s, adj, p).exercises.forEach((e, i) => {
                const before = s.exercises[i]!;
                if (["strength", "power", "plyometric", "speed", "conditioning"].includes(before.category)) {
                  expect(e.sets).toBe(Math.max(Math.min(2, before.sets), before.sets - 1));
                  expect(e.rpe).toBe(Math.max(1, before.rpe - 1.5));
                  expect(e.change).toMatch(/deload week/);
                }
              });
          }
        }
      }
  });

  it("an adult logging RPE 10 for six weeks: week 7 is a deload, the athlete is told to talk to the coach, and the coach sees it", () => {
    const p = as(grid[0]!, "Adult", "Batsman");
    const sessions = hardWeeks(p, [1, 2, 3, 4, 5, 6]);
    const adj = adjustmentFor(p, settingsFor(p), { sessions, cricket: [] }, 7, weekStart(7));
    expect(adj).toMatchObject({ hardWeeks: 6, deload: true, rpeDelta: -1.5, setsDelta: -1 });
    expect(adj.talkToCoach).toBe(
      "6 weeks in a row have felt harder than planned: stop hard training and talk to your coach, and see a doctor or physio if you feel run down, ill or sore.",
    );
    expect(effortFlag(p, settingsFor(p), sessions, weekStart(7))?.message).toMatch(
      /^6 weeks in a row harder than planned .*deload week\. Check in with the athlete\.$/,
    );
  });

  it("session RPE 9 counts as hard in every week, the peak included: a run of 9s never resets when the targets rise", () => {
    for (const p of grid) {
      const sessions = hardWeeks(p, [1, 2, 3, 4, 5, 6, 7], 9);
      const adj = adjustmentFor(p, settingsFor(p), { sessions, cricket: [] }, 8, weekStart(8));
      expect(adj.hardWeeks, p.profile.ageGroup).toBe(7);
      expect(adj.deload).toBe(true);
    }
  });

  it("five hard weeks and more: stop hard training and see a doctor or physio if run down, not only talk", () => {
    const p = as(grid[0]!, "Adult", "Batsman");
    for (const k of [4, 5, 7]) {
      const sessions = hardWeeks(
        p,
        Array.from({ length: k }, (_, i) => i + 1),
      );
      const adj = adjustmentFor(p, settingsFor(p), { sessions, cricket: [] }, k + 1, weekStart(k + 1));
      expect(adj.talkToCoach, `${k}`).toMatch(
        k >= 5 ? /stop hard training .* doctor or physio/ : /talk to your coach about/,
      );
    }
  });

  it("the week after a deload steps back in one effort level lighter, never straight to the plan's peak", () => {
    const p = as(grid[0]!, "Adult", "Batsman");
    // Three hard weeks earn a deload in week 4; week 4 is then logged at its target.
    const sessions = [...hardWeeks(p, [1, 2, 3]), ...hardWeeks(p, [4], p.weeks[3]!.targetRpe)];
    const adj = adjustmentFor(p, settingsFor(p), { sessions, cricket: [] }, 5, weekStart(5));
    expect(adj).toMatchObject({ deload: false, rpeDelta: -1 });
    expect(adj.reason).toMatch(/Last week was a deload/);
  });

  it("one easy week breaks the run: no prompt, no flag", () => {
    const p = grid[0]!;
    const sessions = [...hardWeeks(p, [1, 2, 4]), ...hardWeeks(p, [3], 5)];
    expect(adjustmentFor(p, settingsFor(p), { sessions, cricket: [] }, 5, weekStart(5)).talkToCoach).toBeNull();
    expect(effortFlag(p, settingsFor(p), sessions, weekStart(5))).toBeNull();
  });
});

const START = "2026-03-02";
const days = (values: number[]): DayLoad[] =>
  values.map((gym, i) => ({ date: addDays(START, i), gym, cricket: 0, balls: 0 }));
const codes = (d: DayLoad[], on: string) => workloadWarnings(d, on).map((w) => w.code);
/** A week's load spread over its training weekdays (0 = Monday). */
const week = (weekdays: number[], total: number) =>
  Array.from({ length: 7 }, (_, i) => (weekdays.includes(i) ? total / weekdays.length : 0));
const PATTERNS = [
  [0, 3],
  [0, 2, 4],
  [1, 3, 5],
  [0, 1, 3, 4],
  [0, 1, 2, 4, 5],
  [5, 6],
];

describe("in the first 28 days, week against week", () => {
  it("a week more than half again the week before warns; a smaller rise does not (weeks 2 and 3, every pattern of training days)", () => {
    for (const pattern of PATTERNS)
      for (const base of [300, 900, 1800])
        for (const jumpWeek of [2, 3])
          for (const times of [1, 1.2, 1.4, 1.6, 2, 3, 4.5]) {
            const weeks = [
              ...Array.from({ length: jumpWeek - 1 }, () => week(pattern, base)),
              week(pattern, base * times),
            ];
            const d = days(weeks.flat());
            const on = d.at(-1)!.date;
            const label = `${pattern} ${base} ×${times} in week ${jumpWeek}`;
            expect(codes(d, on).includes("load-jump"), label).toBe(times > WEEK_ON_WEEK_RISE);
          }
  });

  it("a 4.5× jump in weeks 2-3 says so in plain words", () => {
    const d = days([...week([0, 2, 4], 600), ...week([0, 2, 4], 2700)]);
    const w = workloadWarnings(d, d.at(-1)!.date).find((x) => x.code === "load-jump");
    expect(w).toMatchObject({ level: "caution" });
    expect(w!.message).toMatch(/4\.5 times the week before \(above 1\.5\)/);
  });
});

describe("a spike week keeps its warning for the whole week", () => {
  it("once a spike week warns, it warns every day to its Sunday, and it has warned by then (every pattern, 2-3× weeks)", () => {
    for (const pattern of PATTERNS)
      for (const times of [2, 2.5, 3]) {
        const steady = Array.from({ length: 6 }, () => week(pattern, 1200)).flat();
        const d = days([...steady, ...week(pattern, 1200 * times)]);
        const spikeDays = d.slice(-7).map((x) => x.date);
        const warned = spikeDays.map((on) => codes(d, on).includes("load-spike"));
        const label = `${pattern} ×${times}: ${warned.join(",")}`;
        expect(warned.at(-1), label).toBe(true);
        const first = warned.indexOf(true);
        expect(warned.slice(first).every(Boolean), label).toBe(true);
      }
  });
});
