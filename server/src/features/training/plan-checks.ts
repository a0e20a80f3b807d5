import type { Program } from "#domain/plan/types";
import { daysBetween } from "#domain/training/dates";
import { checkLogDate, LOG_MAX_AGE_DAYS, type LocalDate, type SessionLog } from "#domain/training/log";

/**
 * An edit time the schema accepts can still lie before year 1 ("0000-01-01T00:00:00+14:00"),
 * which no ISO string can answer back. Nothing was edited before the app existed.
 */
const EARLIEST_EDIT = Date.parse("2020-01-01T00:00:00Z");
export function checkEditedAt(editedAt: string): string | null {
  return Date.parse(editedAt) < EARLIEST_EDIT ? "The edit time is not a valid time." : null;
}

/** A plan may be started up to a year ahead, or back-dated as far as a log may be. */
export const START_AHEAD_DAYS = 365;

export function checkStartDate(startDate: LocalDate, today: LocalDate): string | null {
  const ahead = daysBetween(today, startDate);
  if (ahead > START_AHEAD_DAYS) return "Start the plan within a year from today.";
  if (ahead < -LOG_MAX_AGE_DAYS) return `The start date is more than ${LOG_MAX_AGE_DAYS} days ago.`;
  return null;
}

/**
 * What the schema cannot know: the log names a session of the athlete's own plan, its sets name
 * that session's exercises (each set once), and its date is a day that can be logged.
 * Answers the message to show, or null.
 */
export function checkSessionLog(program: Program, log: SessionLog, today: LocalDate): string | null {
  const dated = checkLogDate(log.date, today) ?? checkEditedAt(log.editedAt);
  if (dated) return dated;
  const session = program.weeks.find((w) => w.week === log.week)?.sessions.find((s) => s.day === log.day);
  if (!session) return `Your plan has no session ${log.day} in week ${log.week}.`;
  const seen = new Set<string>();
  for (const set of log.sets) {
    // After a coach's swap, sets logged under the generated exercise still count for its slot (decision 0107).
    const prescription = session.exercises.find(
      (e) => e.exerciseId === set.exerciseId || e.coach?.originalExerciseId === set.exerciseId,
    );
    if (!prescription)
      return `"${set.exerciseId}" is not an exercise of this session: log the session's own exercises.`;
    const key = `${set.exerciseId}#${set.set}`;
    if (seen.has(key)) return `Set ${set.set + 1} of ${prescription.name} is logged twice: log each set once.`;
    seen.add(key);
  }
  return null;
}
