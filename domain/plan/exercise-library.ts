import type { Equipment } from "../questionnaire.ts";
import {
  type EnergySystem,
  type ExerciseId,
  type ExerciseRecord,
  LIBRARY,
  type LoadKind,
  type Movement,
  type Pattern,
  type Plane,
  type Quality,
} from "./exercise-records.ts";
import type { BodyRegion, Category, RoleTag } from "./types.ts";

/**
 * The library as the generator reads it: each record of exercise-records.ts with its id, in
 * library order (the order candidates are drawn in), and the look-ups the generator needs.
 */

export type { ExerciseId, LoadKind, Movement, Pattern, Plane, Quality } from "./exercise-records.ts";

export interface Exercise {
  id: ExerciseId;
  name: string;
  movement: Movement;
  pattern: Pattern;
  plane: Plane;
  implement: string;
  category: Category;
  equipment: Equipment;
  cue: string;
  easier: string;
  /** The library's easier exercise, where it holds one. */
  easierId: ExerciseId | null;
  harder: string;
  /** Every region it loads (the keys of `loadsHow`, in order). */
  regions: BodyRegion[];
  /** How it loads each region. */
  loadsHow: Readonly<Partial<Record<BodyRegion, readonly LoadKind[]>>>;
  rehabFor: readonly BodyRegion[];
  roles: RoleTag[];
  onlyFor: RoleTag | null;
  /** Only in the plan of an athlete injured in one of these regions (empty: anyone's). */
  onlyWithInjuryTo: readonly BodyRegion[];
  qualities: Quality[];
  energySystem: EnergySystem | null;
  junior: boolean;
  trainedOnly: boolean;
  notInNovicesFirstPhase: boolean;
  sameDrillAs: ExerciseId | null;
  /** How the work is counted; "side" doubles the work time of reps/holds. */
  unit: ExerciseRecord["unit"];
}

export const EXERCISES: readonly Exercise[] = (Object.keys(LIBRARY) as ExerciseId[]).map((id) => {
  const r: ExerciseRecord = LIBRARY[id];
  return {
    id,
    name: r.name,
    movement: r.movement,
    pattern: r.pattern,
    plane: r.plane,
    implement: r.implement,
    category: r.category,
    equipment: r.equipment,
    cue: r.cue,
    easier: r.easier.text,
    easierId: r.easier.id as ExerciseId | null,
    harder: r.harder,
    regions: Object.keys(r.loads) as BodyRegion[],
    loadsHow: r.loads,
    rehabFor: r.rehabFor,
    roles: [...r.roles],
    onlyFor: r.onlyFor,
    onlyWithInjuryTo: r.onlyWithInjuryTo,
    qualities: [...r.qualities],
    energySystem: r.energySystem,
    junior: r.age.junior,
    trainedOnly: r.age.trainedOnly,
    notInNovicesFirstPhase: r.age.notInNovicesFirstPhase,
    sameDrillAs: r.sameDrillAs as ExerciseId | null,
    unit: r.unit,
  };
});

export const EXERCISES_BY_ID: ReadonlyMap<string, Exercise> = new Map(EXERCISES.map((e) => [e.id, e]));

/** An exercise the code names: the id is checked against the library when it compiles. */
export function exercise(id: ExerciseId): Exercise {
  return EXERCISES_BY_ID.get(id)!;
}

/** Rehab and prehab work that protects a region rather than stressing it: never flagged or cut for it. */
export const REHAB_FOR: Readonly<Partial<Record<ExerciseId, readonly BodyRegion[]>>> = Object.fromEntries(
  EXERCISES.filter((e) => e.rehabFor.length > 0).map((e) => [e.id, e.rehabFor]),
);

/** Exercises an injured region genuinely bears: its regions minus the ones it rehabilitates. */
export function loads(e: Exercise, region: BodyRegion): boolean {
  return e.regions.includes(region) && !e.rehabFor.includes(region);
}

/** Olympic lifts and depth jumps: only with training age (trained adults), never in the first week of a block. */
export const NEEDS_TRAINING_AGE: ReadonlySet<string> = new Set(EXERCISES.filter((e) => e.trainedOnly).map((e) => e.id));
/** Loaded and high-impact jumps a technique-first week 1 leaves out. */
export const NOT_IN_WEEK_ONE_FOR_NOVICES: ReadonlySet<string> = new Set(
  EXERCISES.filter((e) => e.notInNovicesFirstPhase).map((e) => e.id),
);
/** Each drill of a pair to the other (one drill on the field under two names, decision 0128). */
export const SAME_DRILL_AS: Readonly<Partial<Record<string, ExerciseId>>> = Object.fromEntries(
  EXERCISES.flatMap((e) => (e.sameDrillAs ? [[e.id, e.sameDrillAs]] : [])),
);
/** Speed drills counted in metres that are not sprints: a skip, a sled push, a resisted march. */
export const NOT_SPRINTS: readonly ExerciseId[] = ["a-skip", "sled-push", "band-resisted-march"];
/** Drills that only make sense for a wicketkeeper. */
export const isKeeperOnly = (e: Exercise) => e.onlyFor === "keeper";
/** A fast bowler's run-up drills: a batter, keeper or spinner has no such run-up (decision 0128). */
export const isFastBowlerOnly = (e: Exercise) => e.onlyFor === "fast bowler";

/** The library's easier variant of an exercise where the library holds it (swaps for injuries and novices). */
export const EASIER_ID: Readonly<Partial<Record<string, ExerciseId>>> = Object.fromEntries(
  EXERCISES.flatMap((e) => (e.easierId ? [[e.id, e.easierId]] : [])),
);

const EQUIPMENT_RANK: Record<Equipment, number> = {
  "Bodyweight Only": 0,
  "Minimal Equipment (dumbbells, bands)": 1,
  "Full Gym": 2,
};

export function equipmentRank(e: Equipment): number {
  return EQUIPMENT_RANK[e];
}

/** Bodyweight work is possible with any kit; minimal with minimal or a gym; gym work only in a gym. */
export function isPossibleWith(exercise: Exercise, available: Equipment): boolean {
  return EQUIPMENT_RANK[exercise.equipment] <= EQUIPMENT_RANK[available];
}

/** Explosive work for phase 2's "power every week": jumps, hops, throws, sprints, loaded power lifts. */
export function isPowerWork(exercise: Pick<Exercise, "category">): boolean {
  return exercise.category === "power" || exercise.category === "plyometric" || exercise.category === "speed";
}
