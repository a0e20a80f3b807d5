import type { SquadTraining } from "#domain/api-types";
import type { AgeGroup, PrimaryRole } from "#domain/questionnaire";
import { athleteBowlingWarnings } from "#domain/training/bowling-limits";
import { PLAN_DAYS } from "#domain/training/calendar";
import { daysBetween } from "#domain/training/dates";
import { ratioState } from "#domain/training/load";
import type { CricketLog, LocalDate } from "#domain/training/log";
import { checkWeekdays } from "#domain/training/schedule";

/**
 * One squad row's training figures (issue #17) from what the page's one statement fetched for
 * it: the domain's own functions (dailyLoads, bowlingLimitWarnings, ratioState), so the coach
 * reads what the athlete's /today and /workload pages show.
 */

/** What the page statement builds per athlete (dates arrive as text). */
export interface PageTrainingJson {
  weekSessions: number[] | null;
  settings: { startDate: string; weekdays: number[] } | null;
  /** Bowling days of the last two weeks, only for juniors whose limits apply (else null). */
  bowling: Array<{ date: string; balls: number; spell: number | null }> | null;
}

export interface RowFacts {
  today: LocalDate;
  ratio: number | null;
  everLoaded: boolean;
  lastLoggedOn: string | null;
  planCreatedAt: string | null;
  ageGroup: string | null;
  role: string | null;
  /** athlete_load_summary's kept figures (decision 0117); null without a summary row. */
  doneByWeek: number[] | null;
  recentTo: LocalDate | null;
  recentGym: number[] | null;
  recentCricket: number[] | null;
}

/**
 * The gym and cricket load of the 7 days ending `today`, from the per-day loads kept for the 8
 * days ending `recentTo` (the last logged day): days after it have no load, and no log is dated
 * more than a day after the day it was written, so the days before the stored ones are never in
 * a later week. Exact for any `today`, whatever day the row was written.
 */
export function weekLoadOn(row: Pick<RowFacts, "today" | "recentTo" | "recentGym" | "recentCricket">): {
  gym: number;
  cricket: number;
} {
  const load = { gym: 0, cricket: 0 };
  if (row.recentTo === null) return load;
  // Stored day i is (RECENT_DAYS - 1 - i) days before recentTo: one date subtraction per row.
  const since = daysBetween(row.recentTo, row.today);
  for (let i = 0; i < RECENT_DAYS; i++) {
    const age = since + (RECENT_DAYS - 1 - i);
    if (age < 0 || age > 6) continue;
    load.gym += row.recentGym?.[i] ?? 0;
    load.cricket += row.recentCricket?.[i] ?? 0;
  }
  return load;
}

/** How many days of loads the summary keeps (migration squad_summary): a week, and a day of slack. */
export const RECENT_DAYS = 8;

export function squadTraining(json: PageTrainingJson, row: RowFacts): SquadTraining {
  const { today } = row;
  const cricket: CricketLog[] = (json.bowling ?? []).map((c) => ({
    id: "",
    date: c.date,
    kind: "other",
    minutes: 1,
    sessionRpe: 0,
    bowling: { balls: c.balls, longestSpellBalls: c.spell, intensity: "medium" },
    editedAt: "2020-01-01T00:00:00Z",
  }));

  const weekSessions = json.weekSessions ?? [];
  const week = planWeek(json, row);
  const doneByWeek = row.doneByWeek ?? [];

  const ageGroup = row.ageGroup as AgeGroup | null;
  const bowlingBreaches =
    ageGroup !== null && row.role !== null
      ? athleteBowlingWarnings(cricket, { ageGroup, primaryRole: row.role as PrimaryRole }, today)
          .filter((w) => w.level === "stop")
          .map(({ code, date, message }) => ({ code, date, message }))
      : [];

  return {
    lastLoggedOn: row.lastLoggedOn,
    ratio: row.ratio,
    state: row.everLoaded ? ratioState(row.ratio) : null,
    week,
    doneThisWeek: week === null ? 0 : (doneByWeek[week - 1] ?? 0),
    plannedThisWeek: week === null ? 0 : (weekSessions[week - 1] ?? 0),
    doneTotal: doneByWeek.reduce((a, b) => a + b, 0),
    plannedTotal: weekSessions.reduce((a, b) => a + b, 0),
    weekLoad: weekLoadOn(row),
    bowlingBreaches,
  };
}

/**
 * The plan week `today` falls in: week 1 starts on the saved start date, or (no settings, or
 * settings made for another number of sessions a week) the day the plan was made, as
 * GET /api/me/training decides.
 */
function planWeek(json: PageTrainingJson, row: RowFacts): number | null {
  const perWeek = json.weekSessions?.[0];
  if (!perWeek || !row.planCreatedAt) return null;
  const saved = json.settings;
  const fits =
    saved !== null &&
    row.ageGroup !== null &&
    checkWeekdays(saved.weekdays, { sessionsPerWeek: perWeek, ageGroup: row.ageGroup as AgeGroup }) === null;
  const start = fits ? saved.startDate : row.planCreatedAt.slice(0, 10);
  const offset = daysBetween(start, row.today);
  return offset < 0 || offset >= PLAN_DAYS ? null : Math.floor(offset / 7) + 1;
}
