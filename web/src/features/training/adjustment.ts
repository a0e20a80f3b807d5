import type { Program, Session } from "#domain/plan/types";
import { adjustmentFor, applyAdjustment } from "#domain/training/autoregulation";
import type { CricketLog, LocalDate, SessionLog, TrainingSettings } from "#domain/training/log";

export interface Adjusted {
  session: Session;
  /** Why this session differs from the plan (the week's change, the prompt to talk to the coach, work left out or lightened after bowling), or null. */
  line: string | null;
}

/**
 * A plan session with the adjustments the logs call for (domain/training/autoregulation.ts), and
 * the line explaining them. The stored plan is never changed: this is a layer on it.
 */
export function adjustedSession(
  program: Program,
  settings: TrainingSettings,
  logs: { sessions: SessionLog[]; cricket: CricketLog[] },
  week: number,
  day: number,
  today: LocalDate,
): Adjusted {
  const planned = program.weeks[week - 1]!.sessions.find((s) => s.day === day)!;
  const adjustment = adjustmentFor(program, settings, logs, week, today);
  const lighten = adjustment.lightenDays.find((d) => d.day === day)?.reason ?? null;
  const drop = adjustment.dropDays.find((d) => d.day === day)?.reason ?? null;
  const line = [adjustment.reason, adjustment.talkToCoach, drop, lighten].filter(Boolean).join(" ") || null;
  return { session: applyAdjustment(planned, adjustment, program), line };
}
