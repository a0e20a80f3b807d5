import type { Reference } from "./battery.ts";

/**
 * When tests are due and which published medians apply (issue #17, decision 0106). Pure
 * date-string arithmetic, no zod, so the /today card loads nothing heavy.
 */

const DAY_MS = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const addDays = (d: string, n: number) => new Date(ms(d) + n * DAY_MS).toISOString().slice(0, 10);

/** A window of seven days in which the battery is due. */
export interface DueWindow {
  /** "Week 1", "Week 8" or "Scheduled by your coach". */
  label: string;
  from: string;
  to: string;
  kind: "week-1" | "week-8" | "coach";
}

/**
 * Week 1 and week 8 of the plan (its start date + 0 and + 49 days, 7 days each), and each date
 * the coach scheduled (that day and the 6 after), in date order.
 */
export function dueWindows(startDate: string, scheduled: readonly string[]): DueWindow[] {
  const out: DueWindow[] = [
    { label: "Week 1", from: startDate, to: addDays(startDate, 6), kind: "week-1" },
    { label: "Week 8", from: addDays(startDate, 49), to: addDays(startDate, 55), kind: "week-8" },
    ...scheduled.map((d) => ({ label: "Scheduled by your coach", from: d, to: addDays(d, 6), kind: "coach" as const })),
  ];
  return out.sort((a, b) => a.from.localeCompare(b.from));
}

/** The windows that contain `today` (several when the coach scheduled inside week 1 or 8). */
export function dueNow(windows: readonly DueWindow[], today: string): DueWindow[] {
  return windows.filter((w) => w.from <= today && today <= w.to);
}

/**
 * Whether a window's battery is done: at least one result dated inside it. The card stays up
 * until the athlete has recorded something for that window.
 */
export function windowDone(window: DueWindow, resultDates: readonly string[]): boolean {
  return resultDates.some((d) => window.from <= d && d <= window.to);
}

/** The ages each junior age group covers, as far as a source reaches (none past 18). */
const AGE_YEARS: Record<string, [number, number] | undefined> = {
  "Under-14": [11, 13],
  "Under-16": [14, 15],
  "Under-19": [16, 18],
};

export interface ReferenceBand {
  ages: [number, number];
  boys: [number, number];
  girls: [number, number];
  source: string;
  url: string;
}

/**
 * The published medians across the athlete's age group, for boys and for girls (the app does not
 * ask for sex, so both are shown). Null for Under-23 and Adult (the source stops at 18) and for
 * tests without a trustworthy source.
 */
export function referenceBand(reference: Reference | null, ageGroup: string): ReferenceBand | null {
  const ages = AGE_YEARS[ageGroup];
  if (!reference || !ages) return null;
  const rows = [];
  for (let a = ages[0]; a <= ages[1]; a++) if (reference.medians[a]) rows.push(reference.medians[a]!);
  if (rows.length === 0) return null;
  const span = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
  return {
    ages,
    boys: span(rows.map((r) => r.boys)),
    girls: span(rows.map((r) => r.girls)),
    source: reference.source,
    url: reference.url,
  };
}
