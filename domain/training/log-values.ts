/**
 * The training log's plain values (issue #12): the words, kinds and bounds its forms show. No
 * zod here, so a page that only shows them loads no validation library (issue #13, decision
 * 0091); log.ts holds the schemas and re-exports all of this.
 */

/** A log may be back-filled this many days; a plan lasts 8 weeks, a season longer. */
export const LOG_MAX_AGE_DAYS = 400;

/**
 * Session RPE on the CR-10 scale (Foster et al. 2001, the modified Borg CR-10): 0-10 in whole
 * points, with the words athletes are asked it with.
 */
export const CR10_WORDS = [
  "Rest",
  "Very, very easy",
  "Easy",
  "Moderate",
  "Somewhat hard",
  "Hard",
  "Hard",
  "Very hard",
  "Very hard",
  "Very hard",
  "Maximal",
] as const;
export const SESSION_STATUSES = ["done", "skipped"] as const;

export const CRICKET_KINDS = ["match", "nets", "training", "other"] as const;
export const BOWLING_INTENSITIES = ["easy", "medium", "full"] as const;

/** The most balls anyone bowls in a day (50 overs is already far past any guideline). */
export const MAX_BALLS_PER_DAY = 300;

/** Balls from "overs.balls" notation: 4.3 overs = 27 balls. */
export function oversToBalls(overs: number, ballsInOver = 0): number {
  return Math.trunc(overs) * 6 + ballsInOver;
}
