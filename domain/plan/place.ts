import { prescribe, weekRpe, type WeekShape } from "./dosing.ts";
import { ESSENTIAL_KEYS } from "./emphasis.ts";
import { FORBIDDEN_LOADS, adaptForInjuries, where } from "./adapt.ts";
import { EASIER_ID, EXERCISES_BY_ID, NEEDS_TRAINING_AGE, loads, type Exercise } from "./exercise-library.ts";
import type { Athlete, Item } from "./athlete.ts";

/** Dosing one chosen exercise for one week: injuries, novices' first week, its sets, reps and effort. */

export function dosed(a: Athlete, item: Item, shape: WeekShape) {
  return prescribe(item.exercise, item.slot.role, shape, a.dose, item.slot.extraSets ?? 0);
}

/**
 * The dose the week will actually hold (after injuries, body-weight rep floors and rests): what
 * fitting a session to its minutes must count, or the week trims again and loses a main lift.
 * An exercise the week drops counts nothing.
 */
export function placedDose(a: Athlete, item: Item, shape: WeekShape): ReturnType<typeof prescribe> | null {
  return place(a, shape, item)?.p ?? null;
}

export interface Placed {
  item: Item;
  exercise: Exercise;
  /** A running rebuild's share of top speed this week. */
  speedPercent?: number;
  p: ReturnType<typeof prescribe>;
  change: string[];
  cue: string;
}

/** This week's version of one chosen item: injuries, novices' week 1, a new lift's first week. */
export function place(a: Athlete, shape: WeekShape, item: Item): Placed | null {
  const target = weekRpe(shape, a.dose);
  const change: string[] = [];
  let exercise = item.exercise;
  // Olympic lifts and depth jumps are new skills: never in the first week of a block.
  if (NEEDS_TRAINING_AGE.has(exercise.id) && (shape.week === 1 || shape.week === 5)) {
    const easier = EXERCISES_BY_ID.get(EASIER_ID[exercise.id] ?? "");
    if (!easier) return null;
    change.push(
      `${easier.name} this week; the ${exercise.name.toLowerCase()} starts in week ${shape.week + 1}, never in a block's first week`,
    );
    exercise = easier;
  }
  const x = adaptForInjuries(exercise, shape.week, a.injuries, a.answers.equipment);
  if (x.drop) return null;
  // Growth-related pain: only the role, goal and pairing jumps and sprints stay (fewer of them); the extras go.
  if (x.extrasOut && !ESSENTIAL_KEYS.has(item.slot.key) && item.slot.role !== "contrast") return null;
  exercise = x.exercise;
  change.push(...x.change);
  if (change.length === 0 && needsHarderVersion(a, exercise, shape))
    change.push(`Harder version: ${lowerFirst(harderWith(exercise.harder, a))}, so the reps reach the week's effort`);
  if (change.length === 0 && !a.strengthBase && exercise.id === "pike-push-up")
    change.push(`Easier version: ${lowerFirst(exercise.easier)}, until 8 good reps come easily`);
  const base = prescribe(exercise, item.slot.role, shape, a.dose, item.slot.extraSets ?? 0);
  const p = { ...base, dose: { ...base.dose } } as typeof base;
  if (x.rpeDelta < 0) {
    p.rpe = Math.max(2, Math.round(2 * (Math.min(p.rpe, target) + x.rpeDelta)) / 2);
    if (p.rir !== null) p.rir = rirAtLeast(p.rir, p.rpe);
  }
  if (x.setsDelta < 0) p.sets = Math.max(1, p.sets + x.setsDelta);
  if (x.setsScale < 1) p.sets = Math.max(1, Math.round(p.sets * x.setsScale));
  if (x.moderate && exercise.category === "strength" && p.dose.kind === "reps") {
    // Raised to 8 reps from a heavy 3-6, the sets come down to 3 so the session keeps its length.
    if (p.dose.reps < 8) p.sets = Math.min(p.sets, 3);
    p.dose.reps = Math.max(p.dose.reps, 8);
    p.rpe = Math.min(p.rpe, 7);
    if (p.rir !== null) p.rir = rirAtLeast(p.rir, p.rpe);
  }
  // Fewer jumps come off the sets before the reps: a set of 3 stays 3 (2 × 2 is a token dose).
  if (x.repsScale < 1 && p.dose.kind === "reps")
    p.dose.reps = Math.max(Math.min(3, p.dose.reps), Math.round(p.dose.reps * x.repsScale));
  if (x.repsScale < 1 && p.dose.kind === "time")
    p.dose.seconds = Math.max(10, Math.round(p.dose.seconds * x.repsScale));
  if (x.nordicReps !== undefined && p.dose.kind === "reps") {
    p.dose.reps = x.nordicReps;
    if (shape.week <= 2) p.sets = 2;
  }
  // No token doses: work counted in reps or metres is at least two sets; the reps are shared out instead.
  if (p.sets < 2 && p.dose.kind !== "time" && exercise.category !== "conditioning") {
    p.sets = 2;
    if (p.dose.kind === "reps" && p.dose.reps > 3) p.dose.reps = Math.ceil(p.dose.reps / 2);
  }
  if (x.speedPercent !== undefined) {
    // The speed sets the effort, so words and effort agree: ~70% of top speed is moderate, ~90% is
    // hard but not maximal. Another injury's easing lowers the speed, not the effort at that speed.
    const atSpeed = x.speedPercent <= 70 ? 5.5 : x.speedPercent <= 80 ? 6.5 : x.speedPercent <= 85 ? 7 : 7.5;
    p.rpe = Math.min(atSpeed, shape.kind === "taper" ? a.dose.rpeCap - 0.5 : a.dose.rpeCap);
    if (p.rir !== null) p.rir = Math.min(6, Math.round(10 - p.rpe));
  }
  return { item, exercise, p, change, speedPercent: x.speedPercent, cue: slowedCue(exercise, p) };
}

/**
 * Body weight alone does not take a squat, hinge or lunge to RPE 7 in 8 or more reps: the tempo
 * does (3 s down, 1 s pause), so the effort asked for can be met.
 */
function slowedCue(e: Exercise, p: Placed["p"]): string {
  const easy =
    isBodyWeightLift(e) &&
    ["squat", "hinge", "lunge"].includes(e.movement) &&
    p.dose.kind === "reps" &&
    p.dose.reps >= 8 &&
    p.rpe >= 7 &&
    !/seconds? down|tempo/i.test(`${e.name} ${e.cue}`);
  return easy
    ? `Tempo 3-1-1: 3 s down, 1 s pause, up in 1 s; the slow lowering makes body weight hard enough. ${e.cue}`
    : e.cue;
}

/**
 * A body-weight lift too light for the week's effort names its harder version (decision 0135): body
 * weight alone cannot bring a trained athlete to the week's effort in 8-12 reps. A trained
 * athlete's from the start, a novice's (a junior or beginner) from phase 2, once four weeks have
 * taught the movement; never one that loads an injured region: that lift is not made harder.
 */
function needsHarderVersion(a: Athlete, e: Exercise, shape: WeekShape): boolean {
  return (
    (!a.novice || shape.phase === 2) && isBodyWeightLift(e) && !a.injuries.some((r) => r.sev >= 1 && loads(e, r.region))
  );
}

/** Reps in reserve that agree with a lowered effort: at least 10 − RPE, and never more than 6 (a set that counts). */
const rirAtLeast = (rir: number, rpe: number) => Math.min(6, Math.max(rir, Math.round(10 - rpe)));

/** Strength work with nothing but body weight to load: the lifts decision 0135 is about. */
export const isBodyWeightLift = (e: Exercise) => e.category === "strength" && e.equipment === "Bodyweight Only";

const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

export const isPress = (e: Exercise) => e.category === "strength" && e.movement === "push";

export const isPull = (e: Exercise) => e.category === "strength" && e.movement === "pull";

/** Harder versions that put something in the hands: a held weight or backpack, a ball, a band round the hand. */
const HELD = /\bhold (a|light)\b|\bin the opposite hand\b|\bmedicine-ball\b|\bband around hand\b/i;
/**
 * The harder version in the athlete's own kit: a backpack for body weight only, a dumbbell where
 * they have one; slower, with nothing held, while a hand, wrist or elbow must not grip.
 */
export function harderWith(harder: string, a: Pick<Athlete, "answers" | "injuries">): string {
  const gripping = a.injuries.find((r) => r.sev >= 1 && FORBIDDEN_LOADS[r.region]?.includes("grip"));
  if (gripping && HELD.test(harder))
    return `4 seconds down and a 2-second pause at the hardest point, with nothing held while your ${where(gripping)} heals`;
  return a.answers.equipment === "Bodyweight Only" ? harder : harder.replace(/\ba backpack\b/, "a dumbbell");
}
