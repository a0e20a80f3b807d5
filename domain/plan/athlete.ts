import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { JUNIOR_RPE_CAP, type DoseContext } from "./dosing.ts";
import { roleTags } from "./emphasis.ts";
import { activeInjuries, type ActiveInjury } from "./adapt.ts";
import { equipmentRank, type Exercise } from "./exercise-library.ts";
import { JUNIOR_SESSION_CAP, isJunior } from "./guidance.ts";
import { saysNoInjury } from "./injuries.ts";
import { answersHash, fnv1a } from "./random.ts";
import type { Slot } from "./templates.ts";
import { sessionCapMinutes } from "./timing.ts";
import type { BodyRegion } from "./types.ts";

/** The first week a physio's clearance counts, by region. */
export type ClearedFrom = Partial<Record<BodyRegion, number>>;

/** Who the plan is for, read once from the answers: the facts every stage of the generator uses. */

export interface Athlete {
  answers: QuestionnaireAnswers;
  junior: boolean;
  cap: number;
  dose: DoseContext;
  roles: ReturnType<typeof roleTags>;
  /** Every injured region read from the picker and the text (severity 0 = old, guidance only). */
  injuries: ActiveInjury[];
  /** Beginners and under-19s: a technique-first pool and week 1. */
  novice: boolean;
  /** Trained adults (Advanced/Professional, Under-23 or Adult): Olympic lifts and depth jumps allowed. */
  trained: boolean;
  /** No heavy barbell lifts (phase 2 pins phase 1's main lifts, so: none in the block). */
  noHeavy: boolean;
  /**
   * Past beginner and rating their own strength 3 or more: a pull-up and a full pike push-up are
   * within reach. Without that base the pull is a pulldown and the pike starts against a bench.
   */
  strengthBase: boolean;
  /**
   * Past beginner, Under-23 or Adult, with dumbbells or a gym: strength work carries a load. Body
   * weight alone cannot bring a trained adult to RPE 6-8 in 8-12 reps (decision 0135).
   */
  lifts: boolean;
  /**
   * A tie-break in [0, 1) for one choice (a candidate for a slot), the same whatever else is in
   * the slot's pool and whatever the physio has cleared: a cleared region brings its own work back
   * without reshuffling the rest of the plan (decision 0146).
   */
  jitter: (choice: string) => number;
}

export interface Item {
  slot: Slot;
  exercise: Exercise;
}

/** Everything the choices and doses depend on, read from the answers (also used by the coach's swaps, adjustments.ts). */
/**
 * `clearedFrom`: for a plan made for physio's clearances, the first week each cleared region's
 * clearance counts (clearance.ts); its explosive work returns no earlier.
 */
export function athleteFor(answers: QuestionnaireAnswers, clearedFrom: ClearedFrom = {}): Athlete {
  // The tie-breaks' seed leaves out the injury picker, whose clearances change as the block goes on.
  const seed = answersHash({ ...answers, injuryDetails: [] });
  const junior = isJunior(answers.ageGroup);
  const rpeCap = junior ? JUNIOR_RPE_CAP[answers.ageGroup as keyof typeof JUNIOR_RPE_CAP] : 10;
  const novice =
    answers.competitionLevel === "Beginner" || ["Under-14", "Under-16", "Under-19"].includes(answers.ageGroup);
  return {
    answers,
    junior,
    cap: sessionCapMinutes(answers.trainingDuration, answers.ageGroup),
    dose: { level: answers.competitionLevel, junior, rpeCap, endurance: answers.goals.includes("Match Endurance") },
    roles: roleTags(answers.primaryRole),
    injuries:
      saysNoInjury(answers.injuries) && !answers.injuryDetails?.length
        ? []
        : activeInjuries(answers, Object.keys(clearedFrom) as BodyRegion[]).map((r) =>
            clearedFrom[r.region] ? { ...r, clearedFrom: clearedFrom[r.region] } : r,
          ),
    novice,
    trained:
      (answers.competitionLevel === "Advanced" || answers.competitionLevel === "Professional") &&
      (answers.ageGroup === "Under-23" || answers.ageGroup === "Adult"),
    noHeavy:
      answers.competitionLevel === "Beginner" ||
      junior ||
      (answers.ageGroup === "Under-19" && answers.competitionLevel === "Intermediate"),
    lifts: !novice && equipmentRank(answers.equipment) > 0,
    strengthBase: answers.competitionLevel !== "Beginner" && answers.abilities.Strength >= 3,
    jitter: (choice) => fnv1a(`${seed}|${choice}`) / 4294967296,
  };
}

/** Gym sessions a week: the answer, capped for juniors (Under-14 and Under-16 at 3, Under-19 at 4). */
export function sessionsFor(
  frequency: QuestionnaireAnswers["trainingFrequency"],
  age?: QuestionnaireAnswers["ageGroup"],
): number {
  const asked = { "2 days/week": 2, "3 days/week": 3, "4 days/week": 4, "5+ days/week": 5 }[frequency];
  return Math.min(asked, (age && JUNIOR_SESSION_CAP[age]) ?? 5);
}
