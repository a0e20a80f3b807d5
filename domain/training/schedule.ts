import type { AgeGroup } from "../questionnaire.ts";
import { isJunior } from "../plan/guidance.ts";
import type { Program, Session } from "../plan/types.ts";
import { adjustmentFor, applyAdjustment } from "./autoregulation.ts";
import { defaultWeekdays, PLAN_DAYS, planCalendar, type PlannedSession } from "./calendar.ts";
import { WEEKDAY_NAMES, daysBetween } from "./dates.ts";
import { logFor } from "./load.ts";
import type { CricketLog, LocalDate, SessionLog, TrainingSettings } from "./log.ts";

/**
 * When the plan's sessions fall and what is due on a day (issue #12; docs/decisions/0080).
 * The web computes /today from the cached plan and log with these, so it works offline.
 */

export { defaultWeekdays, planCalendar, type PlannedSession } from "./calendar.ts";

/**
 * The athlete's training days, checked: as many as the plan has sessions a week, each once, and
 * for an Under-14 or Under-16 never two days in a row (Sunday then Monday counts: youth
 * resistance training on non-consecutive days, Faigenbaum et al. NSCA 2009). A message or null.
 */
export function checkWeekdays(
  weekdays: number[],
  profile: { sessionsPerWeek: number; ageGroup: AgeGroup },
): string | null {
  if (weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return "Pick days Monday to Sunday.";
  if (new Set(weekdays).size !== weekdays.length) return "Pick each day once.";
  const n = profile.sessionsPerWeek;
  if (weekdays.length !== n) return `Pick ${n} training days: your plan has ${n} sessions a week.`;
  if (isJunior(profile.ageGroup)) {
    const sorted = [...weekdays].sort((a, b) => a - b);
    for (const d of sorted) {
      const next = d === 7 ? 1 : d + 1;
      if (sorted.includes(next))
        return `An ${profile.ageGroup} never trains in the gym two days in a row: ${WEEKDAY_NAMES[d]} and ${WEEKDAY_NAMES[next]} are back to back. Leave a day between sessions.`;
    }
  }
  return null;
}

/** Before the athlete chooses: week 1 starts the day the plan was made, on the plan's own gym days. */
export function defaultSettings(program: Program, planCreatedDay: LocalDate): TrainingSettings {
  return { startDate: planCreatedDay, weekdays: defaultWeekdays(program.weeks[0]!.sessions.length) };
}

export type DueToday =
  | { kind: "session"; planned: PlannedSession; session: Session }
  | { kind: "rest"; next: PlannedSession | null }
  | { kind: "before-start"; startDate: LocalDate }
  | { kind: "finished" };

/**
 * What is due on `date`: the planned session (as adjusted by the logs, see autoregulation.ts),
 * a rest day with the next session, the wait before week 1, or the end of the 8 weeks. The plan
 * follows the calendar: a missed session is not carried forward (it shows as "missed").
 */
export function dueOn(
  program: Program,
  settings: TrainingSettings,
  date: LocalDate,
  logs?: { sessions: SessionLog[]; cricket: CricketLog[] },
): DueToday {
  const offset = daysBetween(settings.startDate, date);
  if (offset < 0) return { kind: "before-start", startDate: settings.startDate };
  if (offset >= PLAN_DAYS) return { kind: "finished" };
  const calendar = planCalendar(program, settings);
  const planned = calendar.find((p) => p.date === date);
  if (!planned) return { kind: "rest", next: calendar.find((p) => p.date > date) ?? null };
  const session = program.weeks[planned.week - 1]!.sessions.find((s) => s.day === planned.day)!;
  if (!logs) return { kind: "session", planned, session };
  const adjustment = adjustmentFor(program, settings, logs, planned.week, date);
  return { kind: "session", planned, session: applyAdjustment(session, adjustment, program) };
}

export type PlannedStatus = "done" | "skipped" | "missed" | "today" | "upcoming";

/** Every planned session with what became of it; a past session with no log is "missed". */
export function sessionStatuses(
  program: Program,
  settings: TrainingSettings,
  sessions: SessionLog[],
  today: LocalDate,
): Array<PlannedSession & { status: PlannedStatus; log: SessionLog | null }> {
  return planCalendar(program, settings).map((p) => {
    const log = logFor(sessions, p.week, p.day);
    const status: PlannedStatus = log
      ? log.status
      : p.date < today
        ? "missed"
        : p.date === today
          ? "today"
          : "upcoming";
    return { ...p, status, log };
  });
}
