import { JUNIOR_RPE_CAP } from "../plan/dosing.ts";
import { estimateSessionMinutes } from "../plan/timing.ts";
import type { Prescription, Program, Session } from "../plan/types.ts";
import { athleteBowlingWarnings, gymBowlingDays } from "./bowling-limits.ts";
import { planCalendar, type PlannedSession } from "./calendar.ts";
import { addDays, daysBetween } from "./dates.ts";
import {
  DELOAD_AFTER_HARD_WEEKS,
  EASIER_BY,
  HARDER_BY,
  hardWeeksBefore,
  talkToCoachPrompt,
  weekEffort,
} from "./escalation.ts";
import { dailyLoads, logFor, SPIKE_RATIO, weekRatio } from "./load.ts";
import type { CricketLog, LocalDate, SessionLog, TrainingSettings } from "./log.ts";

/**
 * The plan answers back (issue #12; docs/decisions/0080): logged effort against the week's
 * target adjusts the next week, and heavy bowling lightens the next lower-body power session.
 * Deterministic, bounded, and a layer on the plan: the stored program is never changed.
 */

export interface Adjustment {
  week: number;
  /**
   * Added to RPE, within [−1.5, +0.5]: a cut applies to the main work (strength, power,
   * plyometric, speed); a rise to the strength lifts only (jumps and sprints are quality work).
   */
  rpeDelta: number;
  /** Added to the sets of the main work and conditioning (never below 1), within [−1, 0]; mobility, trunk and prehab keep theirs. */
  setsDelta: number;
  /** The change in one line for the athlete; null when the week is as planned. */
  reason: string | null;
  /** Sessions (plan day) whose lower-body power work is lightened after bowling: sets −1, RPE −1. */
  lightenDays: Array<{ day: number; reason: string }>;
  /** Sessions (plan day) that leave out their bowling-shaped work while a junior bowling limit is broken. */
  dropDays: Array<{ day: number; reason: string }>;
  /** Plan weeks in a row before this one that felt harder than planned. */
  hardWeeks: number;
  /** After DELOAD_AFTER_HARD_WEEKS hard weeks: every main and conditioning item one set fewer and 1.5 RPE lighter. */
  deload: boolean;
  /** The prompt to talk to the coach after TALK_AFTER_HARD_WEEKS hard weeks; null before. */
  talkToCoach: string | null;
}

export const RPE_DELTA_BOUNDS = [-1.5, 0.5] as const;
export const SETS_DELTA_BOUNDS = [-1, 0] as const;
export { EASIER_BY, HARDER_BY };
/** Adults' ceiling: progression never asks for a set to failure. Juniors: JUNIOR_RPE_CAP (domain/plan/dosing.ts). */
export const ADULT_RPE_CAP = 9.5;
/** A big bowling day: 10 overs or more (near an Under-14's ECB day limit, two T20 spells for anyone). */
export const BIG_BOWLING_DAY_BALLS = 60;
/** Weeks where work for an injured region never progresses (phase 1, the rebuild). */
export const EARLY_WEEKS = 4;

const MAIN = new Set<Prescription["category"]>(["strength", "power", "plyometric", "speed"]);
const VOLUME = new Set<Prescription["category"]>([...MAIN, "conditioning"]);
const EXPLOSIVE = new Set<Prescription["category"]>(["power", "plyometric", "speed"]);
const LOWER_PATTERNS = new Set(["jump", "hop", "sprint", "change-of-direction", "hinge", "squat", "single-leg"]);

export function rpeCapFor(program: Program): number {
  return JUNIOR_RPE_CAP[program.profile.ageGroup as keyof typeof JUNIOR_RPE_CAP] ?? ADULT_RPE_CAP;
}

/** Jumps, hops, sprints, changes of direction and explosive hinges: the legs' power work. */
export function isLowerBodyPower(p: Prescription, program: Program): boolean {
  return EXPLOSIVE.has(p.category) && LOWER_PATTERNS.has(program.exercises[p.exerciseId]?.pattern ?? "");
}

const clamp = (n: number, [lo, hi]: readonly [number, number]) => Math.max(lo, Math.min(hi, n));
const noChange = (week: number): Adjustment => ({
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

/**
 * Bowling-shaped work: the run-up drills and the delivery-stride landing load a bowler's back and
 * front leg the way bowling does, so they count against a junior bowling limit like bowling.
 */
export const BOWLING_SHAPED: ReadonlySet<string> = new Set([
  "bowling-spell-repeats",
  "bowling-run-up-strides",
  "bowling-stride-landing",
]);
const LIGHTER = "this session's jumps and sprints are one set fewer and one RPE lighter.";
const overs = (balls: number) =>
  balls % 6 === 0 ? `${balls / 6} overs` : `${Math.floor(balls / 6)}.${balls % 6} overs`;

/**
 * How plan week `week` changes, from what was logged by `today`:
 * - effort (the previous plan week's logged session RPE against its targetRpe): harder than
 *   planned (≥ target + 1.5 in at least 2 sessions, or in most of those logged) → RPE −1 on the
 *   main work; easier (≤ target − 2 in every one, at least 2) → RPE +0.5 on the strength lifts,
 *   not into an unload or taper week and never past the age cap;
 * - missed: most of the previous week's sessions past and not done (missed or skipped) → one
 *   set fewer on the main work and conditioning to ease back in; only for athletes who log
 *   (no logs, no change);
 * - bowling: a spike in balls (ratio > 1.5), a junior past a limit, or a big bowling day in the
 *   48 hours before → the next lower-body power session is lightened, with its reason.
 */
export function adjustmentFor(
  program: Program,
  settings: TrainingSettings,
  logs: { sessions: SessionLog[]; cricket: CricketLog[] },
  week: number,
  today: LocalDate,
): Adjustment {
  const adj = noChange(week);
  if (week < 1 || week > program.weeks.length) return adj;
  const calendar = planCalendar(program, settings);
  const thisWeek = program.weeks[week - 1]!;
  const cap = rpeCapFor(program);

  const { harder, easier, missedMost } = weekEffort(program, calendar, logs.sessions, week - 1, today);
  const hardWeeks = hardWeeksBefore(program, calendar, logs.sessions, week, today);
  const deload = hardWeeks >= DELOAD_AFTER_HARD_WEEKS;
  // The week after a deload steps back in one effort level lighter, never straight to the plan's
  // peak: a deload that ends in a jump is a spike (Gabbett, BJSM 2016).
  const afterDeload =
    !deload &&
    week > 1 &&
    hardWeeksBefore(program, calendar, logs.sessions, week - 1, today) >= DELOAD_AFTER_HARD_WEEKS;
  const progress =
    easier && (thisWeek.kind === "build" || thisWeek.kind === "power") && thisWeek.targetRpe + 0.5 <= cap;
  adj.rpeDelta = clamp(
    deload ? RPE_DELTA_BOUNDS[0] : harder || afterDeload ? -1 : progress ? 0.5 : 0,
    RPE_DELTA_BOUNDS,
  );
  adj.setsDelta = clamp(deload || missedMost ? -1 : 0, SETS_DELTA_BOUNDS);
  adj.hardWeeks = hardWeeks;
  adj.deload = deload;
  adj.talkToCoach = talkToCoachPrompt(hardWeeks);
  adj.reason = deload
    ? `${hardWeeks} weeks in a row have felt harder than planned: this is a deload week, every main set one set fewer and one and a half RPE lighter.`
    : harder && missedMost
      ? "Last week felt harder than planned and you missed most of it: this week's main sets are one RPE lighter, with one set fewer to ease back in."
      : harder
        ? "Last week felt harder than planned: this week's main sets are one RPE lighter."
        : progress && missedMost
          ? "Last week felt easier than planned but you missed most of it: this week's main lifts are half an RPE harder, with one set fewer to ease back in."
          : progress
            ? "Last week felt easier than planned: this week's main lifts are half an RPE harder."
            : afterDeload
              ? "Last week was a deload: this week's main sets are one RPE lighter as you step back in."
              : missedMost
                ? "You missed most of last week: this week's main work has one set fewer to ease back in."
                : null;
  adj.lightenDays = bowlingLightening(program, calendar, logs, week, today);
  adj.dropDays = bowlingStopDays(program, calendar, logs, week, today);
  return adj;
}

/**
 * While a junior bowling limit is broken ("stop": the 7 days each limit counts over, as /workload
 * shows it), the sessions still to come leave out their bowling-shaped work, and say why.
 */
function bowlingStopDays(
  program: Program,
  calendar: PlannedSession[],
  logs: { sessions: SessionLog[]; cricket: CricketLog[] },
  week: number,
  today: LocalDate,
): Adjustment["dropDays"] {
  const bowling = logs.cricket.filter((c) => c.bowling !== null && c.date <= today);
  if (bowling.length === 0 && gymBowlingDays(logs.sessions).size === 0) return [];
  const out: Adjustment["dropDays"] = [];
  for (const p of calendar) {
    if (p.week !== week || p.date < today || logFor(logs.sessions, p.week, p.day)?.status === "done") continue;
    const session = program.weeks[p.week - 1]!.sessions.find((s) => s.day === p.day)!;
    const shaped = session.exercises.filter((e) => BOWLING_SHAPED.has(e.exerciseId));
    if (shaped.length === 0) continue;
    const stop = athleteBowlingWarnings(bowling, program.profile, p.date, logs.sessions).find(
      (w) => w.level === "stop",
    );
    if (stop)
      out.push({
        day: p.day,
        reason: `${shaped.map((e) => e.name).join(" and ")} left out of this session: it loads you like bowling, and you are past a junior bowling limit (${stop.message})`,
      });
  }
  return out;
}

function bowlingLightening(
  program: Program,
  calendar: PlannedSession[],
  logs: { sessions: SessionLog[]; cricket: CricketLog[] },
  week: number,
  today: LocalDate,
): Adjustment["lightenDays"] {
  const bowling = logs.cricket.filter((c) => c.bowling !== null);
  if (bowling.length === 0) return [];
  const sessionOf = (p: PlannedSession) => program.weeks[p.week - 1]!.sessions.find((s) => s.day === p.day)!;
  const legPower = calendar.filter((p) => sessionOf(p).exercises.some((e) => isLowerBodyPower(e, program)));
  const ballsOn = new Map<LocalDate, number>();
  for (const c of bowling) ballsOn.set(c.date, (ballsOn.get(c.date) ?? 0) + c.bowling!.balls);
  const out = new Map<number, string>();

  // A big bowling day on the day of, or in the 48 hours before, a leg power session of this week.
  for (const p of legPower.filter((x) => x.week === week)) {
    const big = [0, 1, 2].map((d) => addDays(p.date, -d)).find((d) => (ballsOn.get(d) ?? 0) >= BIG_BOWLING_DAY_BALLS);
    if (big)
      out.set(
        p.day,
        `You bowled ${overs(ballsOn.get(big)!)} ${["earlier the same day", "the day before", "two days before"][daysBetween(big, p.date)]}: ${LIGHTER}`,
      );
  }

  // A junior past a limit, or a spike in balls, as of today: the next leg power session (not yet done).
  const next = legPower.find((p) => p.date >= today && logFor(logs.sessions, p.week, p.day)?.status !== "done");
  if (next && next.week === week && !out.has(next.day)) {
    const overLimit = athleteBowlingWarnings(bowling, program.profile, today, logs.sessions).some(
      (w) => w.level === "stop",
    );
    const first = [...ballsOn.keys()].sort()[0]!;
    const ratio = weekRatio(dailyLoads([], bowling, first, today), today, "balls").ratio;
    if (overLimit) out.set(next.day, `You went past a junior bowling limit this week: ${LIGHTER}`);
    else if (ratio !== null && ratio > SPIKE_RATIO)
      out.set(next.day, `Your bowling this week is well above your usual: ${LIGHTER}`);
  }
  return [...out.entries()].sort(([a], [b]) => a - b).map(([day, reason]) => ({ day, reason }));
}

const rirFor = (rpe: number) => Math.max(0, Math.min(6, Math.round(10 - rpe)));

/**
 * The session with the adjustment applied: a new Session (the plan's is untouched). Per exercise
 * the total change stays within RPE −1.5 … +0.5 and sets −1 … 0; sets never below 1, RPE never
 * below 1 nor raised past the age cap; work for an injured region never progresses in weeks 1-4.
 * Each changed exercise says so in its `change` line.
 */
export function applyAdjustment(session: Session, adjustment: Adjustment, program: Program): Session {
  const cap = rpeCapFor(program);
  const lighten = adjustment.lightenDays.some((d) => d.day === session.day);
  const drop = adjustment.dropDays.some((d) => d.day === session.day);
  const kept = drop ? session.exercises.filter((e) => !BOWLING_SHAPED.has(e.exerciseId)) : session.exercises;
  let changed = kept.length !== session.exercises.length;
  const cut = adjustment.deload ? VOLUME : MAIN;
  const exercises = kept.map((e): Prescription => {
    const legs = lighten && isLowerBodyPower(e, program);
    let rpeD = adjustment.rpeDelta < 0 && cut.has(e.category) ? adjustment.rpeDelta : 0;
    if (adjustment.rpeDelta > 0 && e.category === "strength" && !(adjustment.week <= EARLY_WEEKS && e.flags.length > 0))
      rpeD = adjustment.rpeDelta;
    let setsD = VOLUME.has(e.category) ? adjustment.setsDelta : 0;
    if (legs) {
      rpeD -= 1;
      setsD -= 1;
    }
    rpeD = clamp(rpeD, RPE_DELTA_BOUNDS);
    setsD = clamp(setsD, SETS_DELTA_BOUNDS);
    const rpe = rpeD > 0 ? Math.min(e.rpe + rpeD, Math.max(e.rpe, cap)) : Math.max(1, e.rpe + rpeD);
    // Never a token single set from two or more: a deload on top of a planned unload or taper
    // week would otherwise leave "1 × 10" (the plan's own doses are two sets or more).
    const sets = Math.max(Math.min(2, e.sets), e.sets + setsD);
    if (rpe === e.rpe && sets === e.sets) return e;
    changed = true;
    const why = [
      legs ? "after your bowling" : null,
      adjustment.deload && (rpe < e.rpe || sets < e.sets) ? "deload week" : null,
      !adjustment.deload && adjustment.rpeDelta < 0 && rpe < e.rpe ? "last week felt hard" : null,
      adjustment.rpeDelta > 0 && rpe > e.rpe ? "last week felt easy" : null,
      !adjustment.deload && adjustment.setsDelta < 0 && sets < e.sets ? "easing back in" : null,
    ].filter((x) => x !== null);
    const what = [
      rpe !== e.rpe ? `RPE ${e.rpe} → ${rpe}` : null,
      sets !== e.sets ? `${e.sets} → ${sets} set${sets === 1 ? "" : "s"}` : null,
    ]
      .filter((x) => x !== null)
      .join(", ");
    const line = `This week: ${what} (${why.join(", ")}).`;
    return {
      ...e,
      rpe,
      sets,
      rir: e.rir === null || rpe === e.rpe ? e.rir : rirFor(rpe),
      change: e.change ? `${e.change} ${line}` : line,
    };
  });
  if (!changed) return { ...session, exercises };
  const minutesSaved = estimateSessionMinutes(0, session.exercises) - estimateSessionMinutes(0, exercises);
  return { ...session, exercises, estimatedMinutes: session.estimatedMinutes - minutesSaved };
}
