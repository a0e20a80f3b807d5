import { RUN_A_THREE } from "../fitness-tests/pitch.ts";
import type { CompetitionLevel } from "../questionnaire.ts";
import type { Exercise, ExerciseId } from "./exercise-library.ts";
import type { Dose, Week } from "./types.ts";

/**
 * Periodisation: how much and how hard, week by week (cricket-conditioning notes, "An 8-week
 * pre-season block"). Weeks 1-3 build (3-6 sets of 8-20 reps, effort rising), week 4 unloads
 * (volume and effort cut), weeks 5-7 turn strength into power (heavier main lifts paired with
 * jumps, throws and sprints), week 8 tapers. Effort is RPE / reps in reserve, never % of 1RM.
 */

export interface WeekShape {
  week: number;
  phase: 1 | 2;
  kind: Week["kind"];
  rpe: number;
}

export const WEEK_SHAPES: readonly WeekShape[] = [
  { week: 1, phase: 1, kind: "build", rpe: 6 },
  { week: 2, phase: 1, kind: "build", rpe: 6.5 },
  { week: 3, phase: 1, kind: "build", rpe: 7 },
  { week: 4, phase: 1, kind: "unload", rpe: 5.5 },
  { week: 5, phase: 2, kind: "power", rpe: 7.5 },
  { week: 6, phase: 2, kind: "power", rpe: 8 },
  { week: 7, phase: 2, kind: "power", rpe: 8.5 },
  { week: 8, phase: 2, kind: "taper", rpe: 7 },
];

/** Juniors train with reps in reserve: Under-14 never above RPE 7, Under-16 never above 7.5. */
export const JUNIOR_RPE_CAP = { "Under-14": 7, "Under-16": 7.5 } as const;

export interface DoseContext {
  level: CompetitionLevel;
  junior: boolean;
  rpeCap: number;
  /** Match Endurance goal: more conditioning (main lifts stay in strength rep ranges). */
  endurance: boolean;
}

export type SlotRole = "main" | "contrast" | "accessory";

export interface Prescribed {
  sets: number;
  dose: Dose;
  rpe: number;
  rir: number | null;
  restSeconds: number;
}

/** The week's target effort for this athlete (beginners half a point lower, juniors capped). */
export function weekRpe(shape: WeekShape, ctx: DoseContext): number {
  const base = shape.rpe - (ctx.level === "Beginner" ? 0.5 : 0);
  // The taper stays half a point under the cap so it is always easier than week 7.
  const cap = shape.kind === "taper" ? ctx.rpeCap - 0.5 : ctx.rpeCap;
  return Math.min(base, cap);
}

const BASE_SETS: Record<CompetitionLevel, number> = { Beginner: 3, Intermediate: 3, Advanced: 4, Professional: 4 };

const i = (week: number) => week - 1;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const rirFor = (rpe: number) => clamp(Math.round(10 - rpe), 0, 6);

/** Body-weight lifts that are heavy for most people: done for sets of at most 8. */
const HARD_AT_BODY_WEIGHT = new Set<ExerciseId>(["pull-up", "pike-push-up"]);

/** Per-exercise distances (metres) where the drill defines them. */
const METRES: Partial<Record<ExerciseId, number>> = {
  "run-a-three": RUN_A_THREE.metres,
  "runs-between-wickets": RUN_A_THREE.metres,
  "five-oh-five": 20,
  "lateral-shuffle-crossover": 15,
  "sled-push": 15,
  "band-resisted-march": 15,
  "a-skip": 20,
  "bowling-run-up-strides": 30,
  "farmers-carry": 30,
  "suitcase-carry": 30,
};

function repsDose(ex: Exercise, reps: number): Dose {
  return { kind: "reps", reps, perSide: ex.unit === "reps-side" };
}

function timeOrReps(ex: Exercise, reps: number, seconds: number, metres: number): Dose {
  if (ex.unit === "time" || ex.unit === "time-side") return { kind: "time", seconds, perSide: ex.unit === "time-side" };
  if (ex.unit === "distance") return { kind: "distance", metres: METRES[ex.id] ?? metres, perSide: false };
  return repsDose(ex, reps);
}

export function prescribe(
  ex: Exercise,
  role: SlotRole,
  shape: WeekShape,
  ctx: DoseContext,
  extraSets: number,
): Prescribed {
  const p = dose(ex, role, shape, ctx, extraSets);
  const cap = JUNIOR_SETS_CAP[ctx.junior ? (ctx.level === "Beginner" ? "beginner" : "trained") : "adult"];
  return CAPPED_CATEGORIES.has(ex.category) && p.sets > cap ? { ...p, sets: cap } : p;
}

/**
 * Sets per exercise for a junior: a beginner does at most 3, any other junior at most 4, so
 * a session's work stays within what a growing body and a novice's technique can hold (1-3 sets
 * of 6-15 for novices, Faigenbaum et al. 2009; Lloyd et al. 2014). Running and conditioning
 * "sets" are runs and overs, dosed by time and distance instead.
 */
const JUNIOR_SETS_CAP = { beginner: 3, trained: 4, adult: Number.POSITIVE_INFINITY } as const;
const CAPPED_CATEGORIES: ReadonlySet<Exercise["category"]> = new Set([
  "strength",
  "power",
  "plyometric",
  "prehab",
  "trunk",
]);

function dose(ex: Exercise, role: SlotRole, shape: WeekShape, ctx: DoseContext, extraSets: number): Prescribed {
  const w = i(shape.week);
  const rpe = weekRpe(shape, ctx);
  const S = BASE_SETS[ctx.level];
  const p1 = shape.phase === 1;
  const light = shape.kind === "unload" || shape.kind === "taper";

  switch (ex.category) {
    case "strength": {
      if (ex.unit === "time" || ex.unit === "time-side") {
        const seconds = [30, 40, 45, 30, 40, 45, 45, 30][w]!;
        const sets = light ? 2 : clamp(3 + extraSets, 3, 6);
        return { sets, dose: timeOrReps(ex, 0, seconds, 0), rpe, rir: null, restSeconds: 60 };
      }
      if (p1) {
        // Strength rep ranges for every goal: Match Endurance gets its endurance from conditioning,
        // never from 3 × 16 on the main lifts (issue #10). A pull-up or a pike push-up is a heavy
        // lift at body weight: at most 8 reps.
        const reps = Math.min(
          ctx.junior ? [12, 12, 10, 12][w]! : [12, 10, 8, 10][w]!,
          HARD_AT_BODY_WEIGHT.has(ex.id) ? 8 : 20,
        );
        const top = role === "main" ? S : 3;
        const build = [top, top, top + 1][w];
        const sets = build === undefined ? Math.max(2, Math.ceil((top + 1) / 2)) : clamp(build + extraSets, 3, 6);
        return {
          sets,
          dose: repsDose(ex, reps),
          rpe,
          rir: rirFor(rpe),
          restSeconds: light ? 75 : role === "main" ? 90 : 60,
        };
      }
      if (role === "main") {
        const phase2Reps = ctx.junior
          ? [10, 8, 8, 8][w - 4]!
          : ctx.level === "Beginner"
            ? [8, 6, 6, 6][w - 4]!
            : [6, 5, 4, 5][w - 4]!;
        // Body weight alone cannot make 4-6 reps hard: an easy body-weight lift keeps 8 or more,
        // slowed or made harder instead (its cue says how); the heavy ones stay at 8 at most.
        const reps = HARD_AT_BODY_WEIGHT.has(ex.id)
          ? Math.min(phase2Reps, 8)
          : ex.equipment === "Bodyweight Only"
            ? Math.max(phase2Reps, 8)
            : phase2Reps;
        const sets = light
          ? Math.max(2, Math.ceil((S + 1) / 2))
          : clamp(S + (shape.week === 7 ? 1 : 0) + extraSets, 3, 6);
        return {
          sets,
          dose: repsDose(ex, reps),
          rpe,
          rir: rirFor(rpe),
          // Sets of 8+ at body weight recover in 90 s; the heavy rests are for heavy loads.
          restSeconds: ctx.junior || reps > phase2Reps ? 90 : ctx.level === "Beginner" ? 120 : 150,
        };
      }
      const sets = light ? 2 : clamp(3 + extraSets, 3, 5);
      const arpe = Math.max(5, rpe - 0.5);
      return { sets, dose: repsDose(ex, 8), rpe: arpe, rir: rirFor(arpe), restSeconds: 75 };
    }
    case "power": {
      const reps = p1 ? 6 : [5, 4, 3, 3][w - 4]!;
      const sets = p1
        ? shape.kind === "unload"
          ? 2
          : 3
        : light
          ? 2
          : clamp((ctx.junior || ctx.level === "Beginner" ? 3 : 4) + (shape.week === 7 ? 1 : 0) + extraSets, 3, 6);
      const prpe = Math.min(rpe, p1 ? 6.5 : 8);
      return {
        sets,
        dose: repsDose(ex, ex.unit === "reps-side" ? Math.min(reps, 5) : reps),
        rpe: prpe,
        rir: null,
        restSeconds: p1 ? 60 : ctx.junior || ctx.level === "Beginner" ? 90 : 120,
      };
    }
    case "plyometric": {
      const reps = p1 ? [5, 5, 6, 4][w]! : [5, 4, 4, 3][w - 4]!;
      const seconds = p1 ? [15, 20, 20, 10][w]! : [20, 20, 25, 15][w - 4]!;
      const full = p1 ? 3 : ctx.junior || ctx.level === "Beginner" ? 3 : 4;
      const sets = light ? 2 : clamp(full + (shape.week === 3 || shape.week === 7 ? 1 : 0) + extraSets, 2, 6);
      const prpe = Math.min(rpe, p1 ? 6.5 : 8);
      return { sets, dose: timeOrReps(ex, reps, seconds, 0), rpe: prpe, rir: null, restSeconds: p1 ? 60 : 90 };
    }
    case "speed": {
      const metres = p1 ? [10, 15, 15, 10][w]! : [20, 20, 30, 20][w - 4]!;
      const sets = (p1 ? [4, 5, 6, 3][w]! : [5, 6, 6, 3][w - 4]!) + (light ? 0 : extraSets);
      const drill = ex.unit === "time" || ex.unit === "reps-side" || ex.id === "a-skip";
      const srpe = drill ? Math.min(5, ctx.rpeCap) : Math.min(rpe + 1, ctx.rpeCap, 9);
      return {
        sets: drill ? Math.min(sets, 4) : sets,
        dose: timeOrReps(ex, 4, 20, metres),
        rpe: srpe,
        rir: null,
        restSeconds: drill ? 45 : p1 ? 75 : 120,
      };
    }
    case "trunk": {
      const seconds = p1 ? [20, 30, 40, 20][w]! : [30, 40, 45, 20][w - 4]!;
      const reps = p1 ? [8, 10, 12, 8][w]! : [10, 10, 12, 8][w - 4]!;
      const metres = p1 ? [20, 30, 30, 20][w]! : [30, 30, 40, 20][w - 4]!;
      const sets = light ? 2 : clamp(3 + extraSets, 2, 5);
      const trpe = Math.min(rpe, 7);
      const dose = timeOrReps(ex, reps, seconds, metres);
      return { sets, dose, rpe: trpe, rir: dose.kind === "reps" ? rirFor(trpe) : null, restSeconds: 45 };
    }
    case "prehab": {
      const nordic = ex.id === "nordic-curl";
      // Juniors and beginners stay in the first rung of the Nordic and Copenhagen progressions:
      // at most 5 slow Nordics a set, and Copenhagen holds of at most 20 s a side.
      const newToIt = ctx.junior || ctx.level === "Beginner";
      const nordicReps = [4, 5, 6, 3, 5, 6, 6, 3][w]!;
      const reps = nordic
        ? newToIt
          ? Math.min(nordicReps, 5)
          : nordicReps
        : p1
          ? [12, 12, 15, 10][w]!
          : [10, 12, 12, 8][w - 4]!;
      const hold = [20, 25, 30, 15, 25, 30, 30, 15][w]!;
      const seconds = newToIt && ex.id === "copenhagen-plank" ? Math.min(hold, 20) : hold;
      const sets = light ? 2 : clamp((w === 0 ? 2 : 3) + extraSets, 2, 5);
      const hrpe = Math.min(rpe, 7);
      const dose = timeOrReps(ex, reps, seconds, 0);
      // An eccentric drill is done to the break point each rep: reps in reserve do not apply to it.
      return {
        sets,
        dose,
        rpe: hrpe,
        rir: dose.kind === "reps" && !nordic ? rirFor(hrpe) : null,
        restSeconds: nordic ? 90 : 45,
      };
    }
    case "mobility": {
      return {
        sets: 2 + (light ? 0 : Math.min(extraSets, 1)),
        dose: timeOrReps(ex, 6, 30, 0),
        rpe: 3,
        rir: null,
        restSeconds: 15,
      };
    }
    case "conditioning": {
      // Progressive running: reps rise, drop in the unloading week, rise again; effort matches the words.
      const reps = p1 ? [6, 8, 10, 5][w]! : [8, 10, 12, 6][w - 4]!;
      const extra = (light ? 0 : extraSets * 2) + (ctx.endurance && !light ? 2 : 0);
      if (ex.id === "runs-between-wickets") {
        // Repeated sprints shaped like an innings: a two or a three, then the time between balls.
        const runs = (p1 ? [4, 5, 6, 3][w]! : [6, 7, 8, 4][w - 4]!) + Math.min(extra, 2);
        return {
          sets: runs,
          dose: { kind: "distance", metres: METRES["runs-between-wickets"]!, perSide: false },
          rpe: Math.min(p1 ? 6.5 : 7.5, ctx.rpeCap),
          rir: null,
          restSeconds: 30,
        };
      }
      if (ex.id === "bowling-spell-repeats") {
        // Overs of run-ups: 2 → 3 → 4 overs, a spell's shape (6 balls, walk back between).
        const overs = (p1 ? [2, 3, 3, 2][w]! : [3, 4, 4, 2][w - 4]!) + (extra > 0 ? 1 : 0);
        return {
          sets: overs,
          dose: { kind: "reps", reps: 6, perSide: false },
          rpe: Math.min(p1 ? 6 : 7, ctx.rpeCap),
          rir: null,
          restSeconds: 150,
        };
      }
      const metres = ex.id === "tempo-runs" ? 100 : 30;
      const seconds =
        ex.id === "bike-intervals" || ex.id === "rower-intervals" || ex.id === "bodyweight-circuit"
          ? 60
          : ex.id === "keeper-crouch-circuit"
            ? 40
            : 30;
      // Minute-long pieces (bike, rower, circuit): half as many, so the session keeps its lifts.
      const sets = seconds >= 60 ? Math.ceil((reps + extra) / 2) : reps + extra;
      const rest = ex.unit === "distance" ? 45 : seconds >= 60 ? 60 : 30;
      // Tempo runs are "about 70% speed": moderate, never above RPE 6 whatever the week.
      const crpe = ex.id === "tempo-runs" ? Math.min(rpe, 6) : Math.min(rpe, ctx.rpeCap);
      return {
        sets: Math.min(sets, 12),
        dose: timeOrReps(ex, 10, seconds, metres),
        rpe: crpe,
        rir: null,
        restSeconds: rest,
      };
    }
  }
}
