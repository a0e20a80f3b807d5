import type { CricketLog, SessionLog, SetLog } from "#domain/training/log";
import type { cricketLogs, sessionLogs } from "#server/core/db/schema";

/**
 * The training log's rows as the domain's entries (issue #12): one mapping for the athlete's own
 * log (features/training) and the coach's view of it (features/coach-console).
 */

export type SessionRow = typeof sessionLogs.$inferSelect;
export type CricketRow = typeof cricketLogs.$inferSelect;

/** A set as stored, in a fixed key order (jsonb keeps its own order, comparisons need one). */
export const setOf = (s: SetLog): SetLog => ({
  exerciseId: s.exerciseId,
  set: s.set,
  done: s.done,
  reps: s.reps,
  loadKg: s.loadKg,
});

export const toSessionLog = (r: SessionRow): SessionLog => ({
  id: r.id,
  date: r.date,
  week: r.week,
  day: r.day,
  status: r.status as SessionLog["status"],
  skipReason: r.skipReason,
  sessionRpe: r.sessionRpe,
  minutes: r.minutes,
  sets: (r.sets as SetLog[]).map(setOf),
  editedAt: r.editedAt.toISOString(),
});

export const toCricketLog = (r: CricketRow): CricketLog => ({
  id: r.id,
  date: r.date,
  kind: r.kind as CricketLog["kind"],
  minutes: r.minutes,
  sessionRpe: r.sessionRpe,
  bowling:
    r.balls === null
      ? null
      : {
          balls: r.balls,
          longestSpellBalls: r.longestSpellBalls,
          intensity: r.intensity as NonNullable<CricketLog["bowling"]>["intensity"],
        },
  editedAt: r.editedAt.toISOString(),
});
