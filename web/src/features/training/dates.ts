import { useSyncExternalStore } from "react";
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
 * localToday() once the page runs in the browser, and again whenever the device's day turns; null
 * in the prerendered shell and while it hydrates, so the build's day never shows and the markup
 * matches (issue #13). /today left open overnight shows the new day's session, not yesterday's.
 */
export function useLocalToday(): LocalDate | null {
  return useSyncExternalStore(watchDay, () => localToday(), noDay);
}

const noDay = () => null;

/** Calls `onChange` at the device's next midnight, and when the page is seen again. */
function watchDay(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    timer = setTimeout(() => {
      onChange();
      arm();
    }, midnight.getTime() - now.getTime());
  };
  // A phone asleep past midnight ran no timer: its day is checked when it is looked at again.
  const seen = () => {
    if (document.visibilityState === "visible") onChange();
  };
  arm();
  document.addEventListener("visibilitychange", seen);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", seen);
  };
}
