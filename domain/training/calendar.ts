import { gymWeekdays } from "../plan/guidance.ts";
import type { Program } from "../plan/types.ts";
import { addDays, daysBetween, isoWeekday } from "./dates.ts";
import type { LocalDate, TrainingSettings } from "./log.ts";

/**
 * Calendar days and the plan laid on them (issue #12). Kept apart from schedule.ts so the
 * adjustment rules (autoregulation.ts) can read the calendar without an import cycle:
 * schedule.ts → autoregulation.ts → calendar.ts. schedule.ts re-exports what others use.
 */

/** The plan's own gym days (GYM_DAYS in domain/plan/guidance.ts, the one source) as ISO weekdays. */
export function defaultWeekdays(sessionsPerWeek: number): number[] {
  const n = Math.min(5, Math.max(2, Math.round(sessionsPerWeek)));
  return gymWeekdays(n);
}

/** Weeks in a plan, days in a plan week. */
export const PLAN_WEEKS = 8;
export const PLAN_DAYS = PLAN_WEEKS * 7;

export interface PlannedSession {
  date: LocalDate;
  week: number;
  day: number;
  title: string;
}

/**
 * The weekdays the calendar uses: the athlete's, or the plan's defaults when their count no
 * longer matches the plan (a plan remade with another frequency after the days were saved), so
 * no session is ever dropped or doubled.
 */
export function effectiveWeekdays(program: Program, settings: TrainingSettings): number[] {
  const n = program.weeks[0]!.sessions.length;
  const days = settings.weekdays.length === n ? settings.weekdays : defaultWeekdays(n);
  return [...days].sort((a, b) => a - b);
}

/**
 * All 8 weeks on the calendar. Week k covers the 7 days from startDate + 7(k−1); each of the
 * chosen weekdays falls once in those 7 days, and the week's sessions take them in date order
 * (start on a Wednesday with Mon/Wed/Fri: day 1 Wednesday, day 2 Friday, day 3 the Monday after).
 */
export function planCalendar(program: Program, settings: TrainingSettings): PlannedSession[] {
  const weekdays = effectiveWeekdays(program, settings);
  const out: PlannedSession[] = [];
  for (const week of program.weeks) {
    const first = addDays(settings.startDate, 7 * (week.week - 1));
    const dates = Array.from({ length: 7 }, (_, i) => addDays(first, i)).filter((d) =>
      weekdays.includes(isoWeekday(d)),
    );
    week.sessions.forEach((s, i) => {
      out.push({ date: dates[i]!, week: week.week, day: s.day, title: s.title });
    });
  }
  return out;
}

/** The plan week (1-8) a date falls in, or null outside the plan. */
export function planWeekOf(settings: TrainingSettings, date: LocalDate): number | null {
  const d = daysBetween(settings.startDate, date);
  return d < 0 || d >= PLAN_DAYS ? null : Math.floor(d / 7) + 1;
}
