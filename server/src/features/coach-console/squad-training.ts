import type { SquadTraining } from "#domain/api-types";
import type { AgeGroup, PrimaryRole } from "#domain/questionnaire";
import { bowlingLimitWarnings, juniorBowlingLimits, paceLimitsApply } from "#domain/training/bowling-limits";
import { PLAN_DAYS } from "#domain/training/calendar";
import { addDays, daysBetween } from "#domain/training/dates";
import { dailyLoads, ratioState } from "#domain/training/load";
import type { CricketLog, LocalDate, SessionLog } from "#domain/training/log";
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
  sessions: Array<{
    week: number;
    day: number;
    date: string;
    status: string;
    rpe: number | null;
    minutes: number | null;
    editedAt: string;
  }> | null;
  cricket: Array<{ date: string; minutes: number; rpe: number; balls: number | null; spell: number | null }> | null;
}

export interface RowFacts {
  today: LocalDate;
  ratio: number | null;
  everLoaded: boolean;
  lastLoggedOn: string | null;
  planCreatedAt: string | null;
  ageGroup: string | null;
  role: string | null;
}

export function squadTraining(json: PageTrainingJson, row: RowFacts): SquadTraining {
  const { today } = row;
  const sessions: SessionLog[] = (json.sessions ?? []).map((s) => ({
    id: "",
    date: s.date,
    week: s.week,
    day: s.day,
    status: s.status as SessionLog["status"],
    skipReason: null,
    sessionRpe: s.rpe,
    minutes: s.minutes,
    sets: [],
    editedAt: new Date(s.editedAt).toISOString(),
  }));
  const cricket: CricketLog[] = (json.cricket ?? []).map((c) => ({
    id: "",
    date: c.date,
    kind: "other",
    minutes: c.minutes,
    sessionRpe: c.rpe,
    bowling: c.balls === null ? null : { balls: c.balls, longestSpellBalls: c.spell, intensity: "medium" },
    editedAt: "2020-01-01T00:00:00Z",
  }));

  const week7 = dailyLoads(sessions, cricket, addDays(today, -6), today);
  const weekLoad = {
    gym: week7.reduce((s, d) => s + d.gym, 0),
    cricket: week7.reduce((s, d) => s + d.cricket, 0),
  };

  const weekSessions = json.weekSessions ?? [];
  const week = planWeek(json, row);
  const done = (w?: number) => sessions.filter((s) => s.status === "done" && (w === undefined || s.week === w)).length;

  const ageGroup = row.ageGroup as AgeGroup | null;
  const limitsApply =
    ageGroup !== null && row.role !== null && paceLimitsApply(row.role as PrimaryRole) && juniorBowlingLimits(ageGroup);
  const bowlingBreaches = limitsApply
    ? bowlingLimitWarnings(cricket, ageGroup, today)
        .filter((w) => w.level === "stop")
        .map(({ code, date, message }) => ({ code, date, message }))
    : [];

  return {
    lastLoggedOn: row.lastLoggedOn,
    ratio: row.ratio,
    state: row.everLoaded ? ratioState(row.ratio) : null,
    week,
    doneThisWeek: week === null ? 0 : done(week),
    plannedThisWeek: week === null ? 0 : (weekSessions[week - 1] ?? 0),
    doneTotal: done(),
    plannedTotal: weekSessions.reduce((a, b) => a + b, 0),
    weekLoad,
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
