import type { Program, Session } from "#domain/plan/types";
import type { CricketLog, LocalDate, SessionLog, TrainingSettings } from "#domain/training/log";

export interface Adjusted {
  session: Session;
  /** One line saying why this session differs from the plan, or null. */
  line: string | null;
}

/** A plan session with the adjustments the logs call for (auto-regulation), and the line explaining them. */
export function adjustedSession(
  program: Program,
  _settings: TrainingSettings,
  _logs: { sessions: SessionLog[]; cricket: CricketLog[] },
  week: number,
  day: number,
  _today: LocalDate,
): Adjusted {
  const session = program.weeks[week - 1]!.sessions.find((s) => s.day === day)!;
  return { session, line: null };
}
