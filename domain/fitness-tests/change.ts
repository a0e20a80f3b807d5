import type { FitnessTest } from "./battery.ts";

/**
 * Whether a retest moved beyond the test's typical error (Hopkins, Sports Med 2000): a smaller
 * move is as likely to be the stopwatch, the wind or the day as the athlete, so it reads
 * "no clear change" instead of a hundredth of a second of progress.
 */
export interface Change {
  kind: "better" | "worse" | "unclear";
  /** Latest minus first, in the test's unit. */
  diff: number;
  /** The smallest change that counts, in the test's unit. */
  threshold: number;
}

/** The test's typical error in its unit, for a change from `from`. */
export function smallestClearChange(test: FitnessTest, from: number): number {
  const te = test.typicalError;
  return te.percent ? (from * te.amount) / 100 : te.amount;
}

export function compare(test: FitnessTest, from: number, to: number): Change {
  const diff = to - from;
  const threshold = smallestClearChange(test, from);
  // A hair's tolerance: 3.62 → 3.48 is exactly 0.14 s, and floating point must not tip it over.
  if (Math.abs(diff) <= threshold + 1e-9) return { kind: "unclear", diff, threshold };
  const better = test.better === "lower" ? diff < 0 : diff > 0;
  return { kind: better ? "better" : "worse", diff, threshold };
}

/** What a fall and a rise mean, by what is measured: a time to beat, a time to hold, a distance. */
const WORDS = { lower: ["faster", "slower"], higher: ["shorter", "longer"], cm: ["shorter", "further"] } as const;

function amount(test: FitnessTest, n: number): string {
  if (test.unit === "cm") return `${Math.round(n * 10) / 10} cm`;
  return test.clock ? `${Math.round(n)} s` : `${n.toFixed(2)} s`;
}

/**
 * The latest result against the first, in words: "0.39 s faster than your first result (better).",
 * "No clear change from your first result: ..." within the typical error, or null with one result.
 */
export function changeWords(test: FitnessTest, values: readonly number[]): string | null {
  if (values.length < 2) return null;
  const c = compare(test, values[0]!, values.at(-1)!);
  if (Math.abs(c.diff) < 1e-9) return "The same as your first result.";
  if (c.kind === "unclear")
    return `No clear change from your first result: ${amount(test, Math.abs(c.diff))} is within this test's typical error (${amount(test, c.threshold)}).`;
  const word = WORDS[test.unit === "cm" ? "cm" : test.better][c.diff > 0 ? 1 : 0];
  return `${amount(test, Math.abs(c.diff))} ${word} than your first result (${c.kind === "better" ? "better" : "not better yet"}).`;
}
