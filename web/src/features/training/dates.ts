import { useHydrated } from "#web/lib/use-hydrated.ts";
import type { LocalDate } from "#domain/training/log";

/** The device's calendar day: the athlete trains on their own day, not the server's (UTC). */
export function localToday(now = new Date()): LocalDate {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "Mon 23 Nov" */
export function shortDay(date: LocalDate): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** "Monday 23 November" */
export function longDay(date: LocalDate): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * localToday() once the page runs in the browser; null in the prerendered shell and while it
 * hydrates, so the build's day never shows and the markup matches (issue #13).
 */
export function useLocalToday(): LocalDate | null {
  return useHydrated() ? localToday() : null;
}
