import type { AgeGroup, TrainingDuration } from "../questionnaire.ts";
import type { Category, Dose } from "./types.ts";

/**
 * Session length. The questionnaire asks for total training time per day; the gym session is
 * one part of it (skills and nets take the rest), so each session is capped at:
 * 1-2 h → 60 min, 2-3 h → 75, 3-4 h → 90, 4+ h → 90 (more gym time is not better), and
 * juniors at 60 (Under-14) or 75 (Under-16). The cap includes the warm-up.
 * (docs/decisions/0030-plan-generator.md)
 */
export const SESSION_CAP_MINUTES: Record<TrainingDuration, number> = {
  "1-2 hours/day": 60,
  "2-3 hours/day": 75,
  "3-4 hours/day": 90,
  "4+ hours/day": 90,
};
const JUNIOR_CAP_MINUTES: Partial<Record<AgeGroup, number>> = { "Under-14": 60, "Under-16": 75 };

export function sessionCapMinutes(duration: TrainingDuration, age: AgeGroup): number {
  return Math.min(SESSION_CAP_MINUTES[duration], JUNIOR_CAP_MINUTES[age] ?? Infinity);
}

export const WARM_UP_MINUTES = 10;
/** Moving between exercises, setting up kit. */
export const SETUP_SECONDS_PER_EXERCISE = 45;

/** Seconds per rep, generously rounded up (tempo work, resets between jumps). */
const SECONDS_PER_REP: Record<Category, number> = {
  strength: 4,
  power: 3,
  speed: 3,
  plyometric: 3,
  trunk: 3,
  mobility: 4,
  conditioning: 3,
  prehab: 4,
};

/** Work time of one set, in seconds. Distances assume 4 m/s running, 1.2 m/s for carries. */
export function workSecondsPerSet(category: Category, dose: Dose): number {
  const sides = dose.perSide ? 2 : 1;
  switch (dose.kind) {
    case "reps":
      return dose.reps * SECONDS_PER_REP[category] * sides;
    case "time":
      return dose.seconds * sides;
    case "distance":
      return Math.ceil(dose.metres / (category === "speed" || category === "conditioning" ? 4 : 1.2));
  }
}

export interface TimedItem {
  category: Category;
  sets: number;
  dose: Dose;
  restSeconds: number;
}

/** Estimated session minutes: warm-up + Σ sets × (work + rest) + set-up per exercise. */
export function estimateSessionMinutes(warmUpMinutes: number, items: readonly TimedItem[]): number {
  const seconds = items.reduce(
    (sum, i) => sum + i.sets * (workSecondsPerSet(i.category, i.dose) + i.restSeconds) + SETUP_SECONDS_PER_EXERCISE,
    0,
  );
  return warmUpMinutes + Math.ceil(seconds / 60);
}
