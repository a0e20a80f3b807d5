import { addDays, daysBetween, shortDay } from "./dates.ts";
import type { CricketLog, LocalDate, SessionLog } from "./log.ts";

/**
 * Training load and its trend (issue #12; docs/decisions/0080-training-log-and-workload.md).
 * The product flags sudden rises in plain words and predicts nothing: the acute:chronic ratio is
 * a disputed statistic (Impellizzeri et al., Sports Med 2020), so no message carries a risk number.
 */

/** Session load in arbitrary units: session RPE (CR-10) × minutes (Foster et al., JSCR 2001). */
export function sessionLoad(rpe: number, minutes: number): number {
  return rpe * minutes;
}

/** The log that counts for a plan session (week, day): the latest edit among its entries. */
export function logFor(sessions: SessionLog[], week: number, day: number): SessionLog | null {
  let best: SessionLog | null = null;
  for (const s of sessions)
    if (s.week === week && s.day === day && (best === null || Date.parse(s.editedAt) > Date.parse(best.editedAt)))
      best = s;
  return best;
}

/** One entry per plan session (the latest edit), as the server stores them. */
export function latestSessionLogs(sessions: SessionLog[]): SessionLog[] {
  const seen = new Map<string, SessionLog>();
  for (const s of sessions) {
    const key = `${s.week}.${s.day}`;
    const prev = seen.get(key);
    if (!prev || Date.parse(s.editedAt) > Date.parse(prev.editedAt)) seen.set(key, s);
  }
  return [...seen.values()];
}

export interface DayLoad {
  date: LocalDate;
  gym: number;
  cricket: number;
  balls: number;
}

/** Every day from `from` to `to` (inclusive, empty days as zeros): gym and cricket load (AU) and balls bowled. */
export function dailyLoads(sessions: SessionLog[], cricket: CricketLog[], from: LocalDate, to: LocalDate): DayLoad[] {
  const n = daysBetween(from, to) + 1;
  if (n <= 0) return [];
  const days: DayLoad[] = Array.from({ length: n }, (_, i) => ({
    date: addDays(from, i),
    gym: 0,
    cricket: 0,
    balls: 0,
  }));
  const at = (date: LocalDate) => {
    const i = daysBetween(from, date);
    return i >= 0 && i < n ? days[i] : undefined;
  };
  for (const s of latestSessionLogs(sessions)) {
    const d = at(s.date);
    if (d && s.status === "done" && s.sessionRpe !== null && s.minutes !== null)
      d.gym += sessionLoad(s.sessionRpe, s.minutes);
  }
  for (const c of cricket) {
    const d = at(c.date);
    if (!d) continue;
    d.cricket += sessionLoad(c.sessionRpe, c.minutes);
    d.balls += c.bowling?.balls ?? 0;
  }
  return days;
}

/**
 * Exponentially weighted moving averages (Williams et al., BJSM 2017): each day,
 * EWMA = λ·load + (1 − λ)·EWMA(yesterday), λ = 2/(N + 1); acute N = 7 days (λ = 0.25),
 * chronic N = 28 days (λ ≈ 0.069).
 */
export const ACUTE_DAYS = 7;
export const CHRONIC_DAYS = 28;
export const lambda = (n: number) => 2 / (n + 1);

export interface Ratio {
  acute: number;
  chronic: number;
  /** acute / chronic; null until CHRONIC_DAYS of history since the first logged load, or with no chronic load. */
  ratio: number | null;
}

const sum = (days: DayLoad[], from: LocalDate, to: LocalDate, f: (d: DayLoad) => number) =>
  days.filter((d) => d.date >= from && d.date <= to).reduce((s, d) => s + f(d), 0);
const measureOf = (d: DayLoad, measure: "load" | "balls") => (measure === "load" ? d.gym + d.cricket : d.balls);

/**
 * The acute:chronic ratio on `on`. History starts on the first day with any load of the measure;
 * both averages are seeded with the mean daily load of that first week (a zero seed would make
 * every new athlete look like a spike), and the ratio stays null for the first 28 days
 * (the chronic window), when there is too little history to call anything a rise.
 */
export function workloadRatio(days: DayLoad[], on: LocalDate, measure: "load" | "balls"): Ratio {
  const byDate = new Map<LocalDate, number>();
  for (const d of days) if (d.date <= on) byDate.set(d.date, (byDate.get(d.date) ?? 0) + measureOf(d, measure));
  const first = [...byDate.entries()]
    .filter(([, v]) => v > 0)
    .map(([date]) => date)
    .sort()[0];
  if (first === undefined) return { acute: 0, chronic: 0, ratio: null };
  const span = daysBetween(first, on) + 1;
  const value = (i: number) => byDate.get(addDays(first, i)) ?? 0;
  const seedDays = Math.min(ACUTE_DAYS, span);
  let seed = 0;
  for (let i = 0; i < seedDays; i++) seed += value(i);
  seed /= seedDays;
  let acute = seed;
  let chronic = seed;
  const la = lambda(ACUTE_DAYS);
  const lc = lambda(CHRONIC_DAYS);
  for (let i = 0; i < span; i++) {
    acute = la * value(i) + (1 - la) * acute;
    chronic = lc * value(i) + (1 - lc) * chronic;
  }
  const ratio = span >= CHRONIC_DAYS && chronic > 0 ? acute / chronic : null;
  return { acute, chronic, ratio };
}

/**
 * The week against the month, the way the warnings read it: the load of the 7 days ending `on`
 * against the mean week of the 28 days ending `on` (rolling averages, Hulin et al., BJSM 2014;
 * Gabbett, BJSM 2016). Both windows end on the same day and move one day at a time, so a spike
 * week's ratio only climbs as its days come in: it keeps its warning for the whole week, where
 * the daily exponentially weighted ratio falls back on the week's rest days (a 2.5× week can
 * read 1.25 by its Sunday). Null until CHRONIC_DAYS of history since the first load.
 */
export function weekRatio(days: DayLoad[], on: LocalDate, measure: "load" | "balls"): Ratio {
  const first = days.find((d) => d.date <= on && measureOf(d, measure) > 0)?.date;
  const acute = sum(days, addDays(on, -(ACUTE_DAYS - 1)), on, (d) => measureOf(d, measure));
  const chronic =
    (sum(days, addDays(on, -(CHRONIC_DAYS - 1)), on, (d) => measureOf(d, measure)) * ACUTE_DAYS) / CHRONIC_DAYS;
  const enough = first !== undefined && daysBetween(first, on) + 1 >= CHRONIC_DAYS;
  return { acute, chronic, ratio: enough && chronic > 0 ? acute / chronic : null };
}

/**
 * Before the ratio exists (the first CHRONIC_DAYS days), week with week: the 7 days ending `on`
 * against the 7 before them, once the earlier week has any load. Null otherwise.
 */
export function weekOnWeek(days: DayLoad[], on: LocalDate, measure: "load" | "balls"): number | null {
  const now = sum(days, addDays(on, -(ACUTE_DAYS - 1)), on, (d) => measureOf(d, measure));
  const before = sum(days, addDays(on, -(2 * ACUTE_DAYS - 1)), addDays(on, -ACUTE_DAYS), (d) => measureOf(d, measure));
  return before > 0 ? now / before : null;
}

/**
 * A week more than half again the week before warns while the ratio is still building: the same
 * 1.5 as a spike, and far past the 10-15% week-on-week rise Gabbett (BJSM 2016) advises.
 */
export const WEEK_ON_WEEK_RISE = 1.5;

export interface Warning {
  level: "info" | "caution" | "stop";
  code: string;
  message: string;
  date: LocalDate;
}

/** Above this the week is a spike (Hulin et al., BJSM 2014 and 2016; Gabbett, BJSM 2016). */
export const SPIKE_RATIO = 1.5;
/**
 * The ratio's state in one word, for the coach's squad list and the athlete's /workload page
 * alike (issue #17): "building" while there is too little history for a ratio (the first
 * CHRONIC_DAYS days), "spike" above SPIKE_RATIO (the level of the load-spike warning), else "steady".
 */
export const RATIO_STATES = ["building", "steady", "spike"] as const;
export type RatioState = (typeof RATIO_STATES)[number];
export function ratioState(ratio: number | null): RatioState {
  return ratio === null ? "building" : ratio > SPIKE_RATIO ? "spike" : "steady";
}

/** Above this, load is rising faster than usual (the top of Gabbett's 0.8-1.3 range). */
export const RISING_RATIO = 1.3;
/** A week-on-week rise in balls worth a word: more than 15% (Gabbett 2016) and at least 6 overs more. */
export const BALLS_JUMP_SHARE = 0.15;
export const BALLS_JUMP_BIG_SHARE = 0.5;
export const BALLS_JUMP_MIN = 36;

const oversWords = (balls: number) =>
  balls % 6 === 0 ? `${balls / 6} overs` : `${Math.floor(balls / 6)}.${balls % 6} overs`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Spikes in plain words: the week against the month (gym + cricket, and balls) and week-on-week jumps in balls. */
export function workloadWarnings(days: DayLoad[], on: LocalDate): Warning[] {
  const out: Warning[] = [];
  const load = weekRatio(days, on, "load").ratio;
  const early = load === null ? weekOnWeek(days, on, "load") : null;
  if (early !== null && early > WEEK_ON_WEEK_RISE)
    out.push({
      level: "caution",
      code: "load-jump",
      message: `Your training load in the last 7 days is ${round1(early)} times the week before (above ${WEEK_ON_WEEK_RISE}): a sudden rise. Keep the next few days lighter and build up gradually, a little each week.`,
      date: on,
    });
  if (load !== null && ratioState(load) === "spike")
    out.push({
      level: "caution",
      code: "load-spike",
      message: `Your training load this week is ${round1(load)} times your usual (above ${SPIKE_RATIO}): a sudden rise. Keep the next few days lighter and build up gradually.`,
      date: on,
    });
  else if (load !== null && load > RISING_RATIO)
    out.push({
      level: "info",
      code: "load-rising",
      message: `Your training load this week is ${round1(load)} times your usual: rising faster than usual, so add to it gradually.`,
      date: on,
    });
  const balls = weekRatio(days, on, "balls").ratio;
  if (balls !== null && balls > SPIKE_RATIO)
    out.push({
      level: "caution",
      code: "balls-spike",
      message: `You bowled ${round1(balls)} times your usual this week (above ${SPIKE_RATIO}): a sudden rise in bowling. Bowl less for the next few days and keep hard leg work away from it.`,
      date: on,
    });
  const thisWeek = sum(days, addDays(on, -6), on, (d) => d.balls);
  const lastWeek = sum(days, addDays(on, -13), addDays(on, -7), (d) => d.balls);
  const rise = thisWeek - lastWeek;
  if (lastWeek > 0 && rise >= BALLS_JUMP_MIN && rise > lastWeek * BALLS_JUMP_SHARE) {
    const pct = Math.round((rise / lastWeek) * 100);
    out.push({
      level: rise > lastWeek * BALLS_JUMP_BIG_SHARE ? "caution" : "info",
      code: "balls-jump",
      message: `${oversWords(thisWeek)} in the last 7 days against ${oversWords(lastWeek)} the week before: up ${pct}%. Raise your bowling a little at a time, not in jumps.`,
      date: on,
    });
  } else if (lastWeek === 0 && thisWeek >= BALLS_JUMP_MIN) {
    // Back after a break: only when the log shows bowling before it (a new user's first week is not a return).
    const before = days.filter((d) => d.balls > 0 && d.date < addDays(on, -13)).at(-1);
    if (before)
      out.push({
        level: "info",
        code: "balls-return",
        message: `${oversWords(thisWeek)} this week, your first bowling since ${shortDay(before.date)}: build back up over several weeks.`,
        date: on,
      });
  }
  return out;
}
