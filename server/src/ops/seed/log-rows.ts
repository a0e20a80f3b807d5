import { sessionsFor } from "#domain/plan/athlete";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import { defaultWeekdays } from "#domain/training/calendar";
import { addDays, isoWeekday } from "#domain/training/dates";
import { type LoadSummary, loadSummary } from "#domain/training/load-summary";
import type { CricketLog, LocalDate, SessionLog } from "#domain/training/log";
import type { cricketLogs, sessionLogs, trainingSettings } from "#server/core/db/schema";
import { seedUuid } from "./ids.ts";
import { athleteRandom } from "./random-answers.ts";
import { utcDay } from "#domain/training/dates";

/**
 * A realistic training log for one seeded athlete (issue #17): `days` of cricket (more in
 * season, bowlers bowl, juniors now and then past their limits), the current 8-week plan's gym
 * sessions mostly done, some skipped or missed; some athletes never log, some stopped a while
 * ago, a few have a spike this week. Deterministic by (seed, athlete): its own random stream,
 * so adding logs changes nobody's answers. The load summary comes from the domain's own function.
 */
export interface LogRows {
  settings: typeof trainingSettings.$inferInsert | null;
  sessions: Array<typeof sessionLogs.$inferInsert>;
  cricket: Array<typeof cricketLogs.$inferInsert>;
  summary: LoadSummary;
}

/** Shares of athletes by how they log. */
export const LOG_HABITS = { never: 0.15, lapsed: 0.1, spike: 0.08 } as const;

const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const SKIP_REASONS = ["match", "ill", "no gym", "exams", "rain-delayed travel"];

export function logRows(
  i: number,
  userId: string,
  seed: number,
  answers: QuestionnaireAnswers,
  now: number,
  days: number,
): LogRows {
  const today = utcDay(now);
  const rand = athleteRandom(seed ^ 0x10c5, i);
  const habit = rand();
  const none: LogRows = { settings: null, sessions: [], cricket: [], summary: loadSummary([], []) };
  if (days <= 0 || habit < LOG_HABITS.never) return none;
  const lapsed = habit < LOG_HABITS.never + LOG_HABITS.lapsed;
  const spike = !lapsed && habit < LOG_HABITS.never + LOG_HABITS.lapsed + LOG_HABITS.spike;
  // The last day this athlete logged anything: lapsed athletes stopped 8 to 40 days ago.
  const lastDay = lapsed ? addDays(today, -between(rand, 8, 40)) : today;
  const bowler = /Bowler|Bowling/.test(answers.primaryRole);
  const junior = answers.ageGroup === "Under-14" || answers.ageGroup === "Under-16";
  // Logged in the evening, but never later than the seed's own clock: an edit dated in the
  // future would make every real edit of today's log look older, and be refused (last write wins).
  const editedAt = (d: LocalDate) => new Date(Math.min(Date.parse(`${d}T19:00:00Z`), now));

  const cricket: CricketLog[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    if (date > lastDay) break;
    const month = Number(date.slice(5, 7));
    const inSeason = month >= 4 && month <= 9;
    const heavyWeek = spike && back < 7;
    if (rand() >= (heavyWeek ? 0.8 : inSeason ? 0.4 : 0.18)) continue;
    const roll = rand();
    const kind: CricketLog["kind"] = roll < 0.3 ? "match" : roll < 0.7 ? "nets" : "training";
    const minutes = heavyWeek
      ? between(rand, 150, 240)
      : kind === "match"
        ? between(rand, 120, 300)
        : between(rand, 60, 120);
    const sessionRpe = heavyWeek ? between(rand, 8, 9) : kind === "match" ? between(rand, 6, 8) : between(rand, 4, 7);
    let bowling: CricketLog["bowling"] = null;
    if (bowler && kind !== "training") {
      // Juniors mostly keep to their limits; one day in twenty goes past them.
      const max = junior && rand() > 0.05 ? 60 : 96;
      const balls = between(rand, 18, max);
      bowling = {
        balls,
        longestSpellBalls: Math.min(balls, between(rand, 12, 42)),
        intensity: kind === "match" ? "full" : "medium",
      };
    }
    cricket.push({
      id: seedUuid(`cricket:${cricket.length}`, i),
      date,
      kind,
      minutes,
      sessionRpe,
      bowling,
      editedAt: "",
    });
  }

  // The current plan: started 0-55 days ago on the plan's own gym days.
  const perWeek = sessionsFor(answers.trainingFrequency, answers.ageGroup);
  const weekdays = defaultWeekdays(perWeek);
  const startDate = addDays(today, -between(rand, 0, 55));
  const sessions: SessionLog[] = [];
  for (let week = 1; week <= 8; week++) {
    const dates = Array.from({ length: 7 }, (_, k) => addDays(startDate, 7 * (week - 1) + k)).filter((d) =>
      weekdays.includes(isoWeekday(d)),
    );
    dates.slice(0, perWeek).forEach((date, k) => {
      if (date > lastDay) return;
      const roll = rand();
      if (roll < 0.8)
        sessions.push({
          ...base(i, week, k + 1, date),
          status: "done",
          sessionRpe: between(rand, 5, 8),
          minutes: between(rand, 45, 75),
        });
      else if (roll < 0.88)
        sessions.push({
          ...base(i, week, k + 1, date),
          status: "skipped",
          skipReason: SKIP_REASONS[between(rand, 0, SKIP_REASONS.length - 1)]!,
        });
      // Else missed: no entry, as when the athlete forgets.
    });
  }

  const summary = loadSummary(sessions, cricket);
  return {
    settings: { userId, startDate, weekdays },
    sessions: sessions.map((s) => ({
      id: s.id,
      userId,
      week: s.week,
      day: s.day,
      date: s.date,
      status: s.status,
      skipReason: s.skipReason,
      sessionRpe: s.sessionRpe,
      minutes: s.minutes,
      sets: [],
      editedAt: editedAt(s.date),
    })),
    cricket: cricket.map((c) => ({
      id: c.id,
      userId,
      date: c.date,
      kind: c.kind,
      minutes: c.minutes,
      sessionRpe: c.sessionRpe,
      balls: c.bowling?.balls ?? null,
      longestSpellBalls: c.bowling?.longestSpellBalls ?? null,
      intensity: c.bowling?.intensity ?? null,
      editedAt: editedAt(c.date),
    })),
    summary,
  };
}

const base = (i: number, week: number, day: number, date: LocalDate): SessionLog => ({
  id: seedUuid(`session:${week}.${day}`, i),
  date,
  week,
  day,
  status: "done",
  skipReason: null,
  sessionRpe: null,
  minutes: null,
  sets: [],
  editedAt: "",
});
