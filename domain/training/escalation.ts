import type { Program } from "../plan/types.ts";
import { PLAN_WEEKS, type PlannedSession, planCalendar, planWeekOf } from "./calendar.ts";
import { logFor } from "./load.ts";
import type { LocalDate, SessionLog, TrainingSettings } from "./log.ts";

/**
 * How a plan week went, read from its logs, and what a run of hard weeks leads to. The loop's
 * weekly adjustment (autoregulation.ts), the athlete's /today and /workload and the coach's
 * athlete page all read the same streak, so the athlete's prompt and the coach's flag agree.
 */

/** Session RPE this far above the week's target counts as harder than planned. */
export const HARDER_BY = 1.5;
/**
 * A session rated 9 or 10 is near-maximal whatever the week's target: in a peak week (target
 * 8.5) it still counts as hard, so a streak of them does not reset when the targets rise.
 */
export const VERY_HARD_RPE = 9;
/** Session RPE this far below the week's target counts as easier than planned. */
export const EASIER_BY = 2;

/**
 * "Two weeks in a row that felt harder than planned: come and talk to me." The athlete is
 * prompted and the coach sees the flag from the second hard week on.
 */
export const TALK_AFTER_HARD_WEEKS = 2;
/**
 * "Three hard weeks in a row earn an easy one": Cricket Australia's one easy week in every four,
 * and a deload is a planned cut in both volume and effort (Bell et al., Sports Med Open 2023;
 * /work/shared/notes/cricket-conditioning.md). It stays a deload while the weeks stay hard.
 */
export const DELOAD_AFTER_HARD_WEEKS = 3;
/** Still hard after the deload: the prompt says stop and check, not only talk. */
export const STOP_AND_CHECK_AFTER_HARD_WEEKS = 5;

export interface WeekEffort {
  /** Harder than planned: ≥ target + HARDER_BY (or ≥ VERY_HARD_RPE) in at least 2 sessions, or in most of those rated. */
  harder: boolean;
  /** Easier than planned: ≤ target − EASIER_BY in every rated session, at least 2. */
  easier: boolean;
  /** Most of the week's sessions past and not done. */
  missedMost: boolean;
}

export function weekEffort(
  program: Program,
  calendar: PlannedSession[],
  sessions: SessionLog[],
  week: number,
  today: LocalDate,
): WeekEffort {
  const planWeek = program.weeks[week - 1];
  if (!planWeek || sessions.length === 0) return { harder: false, easier: false, missedMost: false };
  const planned = calendar.filter((p) => p.week === week);
  const entries = planned.map((p) => ({ p, log: logFor(sessions, p.week, p.day) }));
  const rated = entries.flatMap(({ log }) =>
    log?.status === "done" && log.sessionRpe !== null ? [log.sessionRpe] : [],
  );
  const hard = rated.filter((r) => r >= planWeek.targetRpe + HARDER_BY || r >= VERY_HARD_RPE).length;
  const harder = hard >= 2 || (rated.length > 0 && hard * 2 > rated.length);
  const easier = !harder && rated.length >= 2 && rated.every((r) => r <= planWeek.targetRpe - EASIER_BY);
  const notDone = entries.filter(({ p, log }) => p.date < today && log?.status !== "done").length;
  return { harder, easier, missedMost: notDone * 2 > planned.length };
}

/** How many plan weeks in a row, ending with the one before `week`, felt harder than planned. */
export function hardWeeksBefore(
  program: Program,
  calendar: PlannedSession[],
  sessions: SessionLog[],
  week: number,
  today: LocalDate,
): number {
  let n = 0;
  for (let w = week - 1; w >= 1 && weekEffort(program, calendar, sessions, w, today).harder; w--) n++;
  return n;
}

export interface EffortFlag {
  hardWeeks: number;
  deload: boolean;
  /** For the coach, in one line. */
  message: string;
}

/**
 * The flag the coach sees on the athlete page, as of `today`: the hard weeks before the current
 * plan week (all eight once the plan is over), null under TALK_AFTER_HARD_WEEKS.
 */
export function effortFlag(
  program: Program,
  settings: TrainingSettings,
  sessions: SessionLog[],
  today: LocalDate,
): EffortFlag | null {
  if (today < settings.startDate) return null;
  const week = planWeekOf(settings, today) ?? PLAN_WEEKS + 1;
  const hardWeeks = hardWeeksBefore(program, planCalendar(program, settings), sessions, week, today);
  if (hardWeeks < TALK_AFTER_HARD_WEEKS) return null;
  const deload = hardWeeks >= DELOAD_AFTER_HARD_WEEKS;
  return {
    hardWeeks,
    deload,
    message: `${hardWeeks} weeks in a row harder than planned (session RPE ${HARDER_BY} or more above the week's target)${deload ? ": the plan has switched to a deload week" : ""}. Check in with the athlete.`,
  };
}

/** The athlete's prompt to talk to the coach, shown with the week's change. */
export function talkToCoachPrompt(hardWeeks: number): string | null {
  if (hardWeeks < TALK_AFTER_HARD_WEEKS) return null;
  // A month and more of near-maximal weeks is not a programme problem alone: overreaching and
  // illness look like this (Meeusen et al., ECSS/ACSM consensus on overtraining, 2013).
  return hardWeeks >= STOP_AND_CHECK_AFTER_HARD_WEEKS
    ? `${hardWeeks} weeks in a row have felt harder than planned: stop hard training and talk to your coach, and see a doctor or physio if you feel run down, ill or sore.`
    : `${hardWeeks} weeks in a row have felt harder than planned: talk to your coach about how training is going.`;
}
