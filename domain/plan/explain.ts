import { EXERCISES_BY_ID, NOT_SPRINTS, type ExerciseId, type Exercise } from "./exercise-library.ts";
import type { Prescription, Week } from "./types.ts";
import { isPress, isPull } from "./place.ts";

/** The plan's words about itself, written from what it holds: session titles and week headlines. */

export const TOP_UP_LABEL: Partial<Record<Exercise["category"], string>> = {
  strength: "Upper-body pull",
  trunk: "Trunk",
  prehab: "Robustness",
  mobility: "Mobility",
};

/** What a session holds, in the order a coach names it: the title promises nothing the session lacks. */
export function sessionTitle(exercises: Exercise[]): string {
  const parts: string[] = [];
  const add = (part: string, when: (e: Exercise) => boolean) => {
    if (exercises.some(when) && !parts.includes(part)) parts.push(part);
  };
  add("speed", (e) => e.category === "speed");
  add("jumps and landing", (e) => e.category === "plyometric");
  add("power", (e) => e.category === "power");
  add("squat", (e) => e.category === "strength" && e.movement === "squat");
  add("hinge", (e) => e.category === "strength" && e.movement === "hinge");
  add("single leg", (e) => e.category === "strength" && e.pattern === "single-leg");
  add("push", isPress);
  add("pull", isPull);
  // A stretch that turns (an open book, a 90/90 switch) is mobility, not rotation work.
  add(
    "rotation",
    (e) =>
      e.category !== "mobility" &&
      (e.movement === "rotate" || (e.movement === "throw" && e.qualities.includes("rotation"))),
  );
  add("trunk", (e) => e.category === "trunk");
  add("robustness", (e) => e.category === "prehab");
  add("conditioning", (e) => e.category === "conditioning");
  add("mobility", (e) => e.category === "mobility");
  const shown = parts.slice(0, 4);
  const text = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "mobility");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The explosive work a week holds, in a coach's words ("jumps, throws and sprints"); "" when none. */
export function explosiveWords(week: Week): string {
  const all = week.sessions.flatMap((s) => s.exercises);
  const kinds = [
    all.some((e) => e.category === "plyometric") && "jumps",
    all.some((e) => e.category === "power" && EXERCISES_BY_ID.get(e.exerciseId)?.pattern === "throw") && "throws",
    all.some((e) => e.category === "power" && EXERCISES_BY_ID.get(e.exerciseId)?.pattern !== "throw") && "power lifts",
    all.some(isSprint) && "sprints",
  ].filter((k): k is string => !!k);
  return kinds.length <= 1 ? (kinds[0] ?? "") : `${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}`;
}

/**
 * What phase 2's main lifts can get heavier with: "loaded" when at least half of them hold a load
 * to add to, "mixed" when some do, "body weight" when none do (they get harder versions instead).
 */
export type MainLoads = "loaded" | "mixed" | "body weight";

export function mainLoads(weeks: readonly Week[]): MainLoads {
  const mains = weeks
    .filter((w) => w.phase === 2)
    .flatMap((w) => w.sessions.flatMap((s) => s.exercises))
    // A main lift stands on its own or leads a pair; a paired second is the explosive partner.
    .filter((e) => e.category === "strength" && /^[A-Z]1?$/.test(e.block));
  const loaded = mains.filter((e) => EXERCISES_BY_ID.get(e.exerciseId)!.equipment !== "Bodyweight Only").length;
  return loaded * 2 >= mains.length && loaded > 0 ? "loaded" : loaded > 0 ? "mixed" : "body weight";
}

/** Phase 2's words for its main lifts, by what they can get heavier with. */
export const HEAVIER: Record<MainLoads, { summary: string; start: string; again: string; peak: string }> = {
  loaded: {
    summary: "Heavier main lifts",
    start: "heavier main lifts",
    again: "Heavier again: fewer reps",
    peak: "heaviest",
  },
  mixed: {
    summary: "Heavier main lifts where there is a load to add, harder versions of the body-weight ones",
    start: "heavier or harder main lifts",
    again: "Heavier or slower again: fewer reps or slower lowering",
    peak: "heaviest and hardest",
  },
  "body weight": {
    summary: "Harder versions of the main lifts (slower, single-leg)",
    start: "harder versions of the main lifts",
    again: "Harder again: slower lowering",
    peak: "hardest",
  },
};

/**
 * The week's headline, written from what the week holds once every rule has shaped it (its
 * volumeIndex included: week 3 claims the most work only when it has it).
 */
export function weekFocus(week: Week, loads: MainLoads, before?: Week): string {
  const rpe = week.targetRpe;
  const explosive = explosiveWords(week);
  const ids = (w: Week) => w.sessions.map((s) => s.exercises.map((e) => e.exerciseId).join()).join("|");
  // The main work: each session's first strength lift.
  const sets = (w: Week) =>
    new Map(
      w.sessions.flatMap((s) => {
        const main = s.exercises.find((e) => e.category === "strength");
        return main ? [[main.exerciseId, main.sets] as const] : [];
      }),
    );
  // "An extra set" only where a lift of the week before has one more.
  const setsBefore = before ? sets(before) : undefined;
  const extraSet =
    setsBefore !== undefined && [...sets(week)].some(([id, n]) => n > (setsBefore.get(id) ?? Number.POSITIVE_INFINITY));
  switch (week.week) {
    case 1:
      return `Learn the movements: controlled tempo, moderate loads, RPE ${rpe}.`;
    case 2:
      return before && ids(before) === ids(week)
        ? `Build: the same exercises with a little more effort, RPE ${rpe}.`
        : `Build: a little more effort than week 1, RPE ${rpe}.`;
    case 3:
      // Week 3's sets of 10 can hold less work than week 2's sets of 12: then it is the hardest
      // by effort, and says so rather than promising the most work.
      return before && week.volumeIndex < Math.max(100, before.volumeIndex)
        ? `Hardest week of phase 1 by effort: fewer reps at RPE ${rpe}, a little less work than week ${before.volumeIndex > 100 ? 2 : 1}.`
        : `Hardest week of phase 1: ${extraSet ? "an extra set on the main work" : "the most work of the phase"}, RPE ${rpe}.`;
    case 4:
      return `Unload: fewer sets and easier effort (RPE ${rpe}) so the body absorbs the work; it matches the easy week in Cricket Australia's bowling guidance.`;
    case 5:
      return `Strength to power: ${HEAVIER[loads].start}${explosive ? ` paired with ${explosive}` : ""}, RPE ${rpe}.`;
    case 6:
      return `${HEAVIER[loads].again} on the main lifts${explosive ? `, full intent on every rep of the ${explosive}` : ""}, RPE ${rpe}.`;
    case 7:
      return `Peak week: the ${HEAVIER[loads].peak} lifts${explosive ? ` and sharpest ${explosive}` : ""} of the plan, RPE ${rpe}.`;
    default:
      return `Taper: about half the volume at RPE ${rpe}; ${explosive ? `keep the ${explosive} sharp` : "keep the quality high"} and arrive fresh for the season.`;
  }
}

export const isSprint = (e: Prescription) =>
  e.category === "speed" && e.dose.kind === "distance" && !NOT_SPRINTS.includes(e.exerciseId as ExerciseId);
