import { addDays, daysBetween } from "./dates.ts";
import { ACUTE_DAYS, CHRONIC_DAYS, dailyLoads, lambda, ratioState, type RatioState, workloadRatio } from "./load.ts";
import type { CricketLog, LocalDate, SessionLog } from "./log.ts";

/**
 * An athlete's load history folded into five numbers (issue #17, docs/decisions/0105), so the
 * coach's squad list can sort and filter 10,000 athletes by their acute:chronic ratio without
 * reading a year of logs per request. The server recomputes it from the athlete's whole log in
 * the same transaction as every log write, with the same functions /workload uses.
 *
 * Why five numbers are enough: after the last day with any load (`ewmaOn`) every day adds zero,
 * so each exponentially weighted average only decays, by (1 − λ) a day. The ratio on any later
 * day is therefore the stored averages times a power of (1 − λ), which SQL can compute too
 * (`ratioOn` here, `ratioSql` on the server): the same number workloadRatio gives on that day.
 */
export interface LoadSummary {
  /** The first day with any gym or cricket load: the ratio needs CHRONIC_DAYS of history from it. */
  firstLoadOn: LocalDate | null;
  /**
   * The day `acute` and `chronic` are the averages of: the last day with any load, or the
   * seventh day of history when that is later (workloadRatio seeds both averages with the mean
   * of the first ACUTE_DAYS days, so the averages before then still change with the day asked).
   */
  ewmaOn: LocalDate | null;
  acute: number;
  chronic: number;
  /** The latest day with any entry at all (a skipped session counts: the athlete logged). */
  lastLoggedOn: LocalDate | null;
}

export const EMPTY_SUMMARY: LoadSummary = { firstLoadOn: null, ewmaOn: null, acute: 0, chronic: 0, lastLoggedOn: null };

export function loadSummary(sessions: SessionLog[], cricket: CricketLog[]): LoadSummary {
  const dates = [...sessions.map((s) => s.date), ...cricket.map((c) => c.date)].sort();
  if (dates.length === 0) return EMPTY_SUMMARY;
  const days = dailyLoads(sessions, cricket, dates[0]!, dates.at(-1)!);
  const loaded = days.filter((d) => d.gym + d.cricket > 0);
  const lastLoggedOn = dates.at(-1)!;
  if (loaded.length === 0) return { ...EMPTY_SUMMARY, lastLoggedOn };
  const firstLoadOn = loaded[0]!.date;
  const ewmaOn = [loaded.at(-1)!.date, addDays(firstLoadOn, ACUTE_DAYS - 1)].sort()[1]!;
  const { acute, chronic } = workloadRatio(days, ewmaOn, "load");
  return { firstLoadOn, ewmaOn, acute, chronic, lastLoggedOn };
}

/** The decay of an average over `gap` days without load. */
export const decay = (n: number, gap: number) => (1 - lambda(n)) ** Math.max(0, gap);

/**
 * The load ratio on `on` from a summary: workloadRatio(days, on, "load").ratio for any `on` on or
 * after `ewmaOn`. Before it (a log dated tomorrow, allowed for time zones) the averages of
 * `ewmaOn` stand in: the list is at most a day ahead.
 */
export function ratioOn(s: LoadSummary, on: LocalDate): number | null {
  if (s.firstLoadOn === null || s.ewmaOn === null) return null;
  if (daysBetween(s.firstLoadOn, on) + 1 < CHRONIC_DAYS) return null;
  const gap = daysBetween(s.ewmaOn, on);
  const chronic = s.chronic * decay(CHRONIC_DAYS, gap);
  return chronic > 0 ? (s.acute * decay(ACUTE_DAYS, gap)) / chronic : null;
}

export const summaryState = (s: LoadSummary, on: LocalDate): RatioState => ratioState(ratioOn(s, on));
