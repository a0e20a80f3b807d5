import type { LocalDate } from "./log.ts";

/**
 * Calendar-day arithmetic on "YYYY-MM-DD" strings (the athlete's own days, no time zone).
 * Imports nothing but the LocalDate type, so every training module can use it without a cycle.
 */

const DAY_MS = 86_400_000;
const ms = (d: LocalDate) => Date.parse(`${d}T00:00:00Z`);

/** The UTC calendar day of an instant (the server's day: what it stamps and compares). */
export function utcDay(at: number | Date): LocalDate {
  return new Date(at).toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(ms(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((ms(to) - ms(from)) / DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const d = new Date(ms(date)).getUTCDay();
  return d === 0 ? 7 : d;
}

export const WEEKDAY_NAMES = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 4 May", for messages. */
export function shortDay(date: LocalDate): string {
  const d = new Date(ms(date));
  return `${WEEKDAY_NAMES[isoWeekday(date)]!.slice(0, 3)} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** "today", "yesterday" or "on Mon 4 May", seen from `on`. */
export function dayWords(date: LocalDate, on: LocalDate): string {
  const d = daysBetween(date, on);
  return d === 0 ? "today" : d === 1 ? "yesterday" : `on ${shortDay(date)}`;
}
