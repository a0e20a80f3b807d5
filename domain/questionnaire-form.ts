import type { InjuryDetail } from "./questionnaire.ts";

export type { InjuryDetail };

/**
 * The questionnaire's enumerations, its draft and the per-step gates of the form: no zod, so a
 * page that shows the choices or gates a step loads no validation library (issue #13, decision
 * 0091). The strict saving schema is questionnaire.ts, which re-exports all of this.
 */

export const AGE_GROUPS = ["Under-14", "Under-16", "Under-19", "Under-23", "Adult"] as const;
export const COMPETITION_LEVELS = ["Beginner", "Intermediate", "Advanced", "Professional"] as const;
export const PRIMARY_ROLES = [
  "Batsman",
  "Fast Bowler",
  "Spin Bowler",
  "Fast-Bowling All-rounder",
  "Spin-Bowling All-rounder",
  "Wicketkeeper - Batsman",
] as const;
export const TRAINING_FREQUENCIES = ["2 days/week", "3 days/week", "4 days/week", "5+ days/week"] as const;
export const TRAINING_DURATIONS = ["1-2 hours/day", "2-3 hours/day", "3-4 hours/day", "4+ hours/day"] as const;
export const GOALS = [
  "Explosive Strength & Power",
  "Speed & Agility",
  "Match Endurance",
  "Complete Athletic Development",
] as const;
export const EQUIPMENT = ["Full Gym", "Minimal Equipment (dumbbells, bands)", "Bodyweight Only"] as const;
export const ABILITIES = ["Strength", "Speed", "Endurance", "Agility", "Flexibility"] as const;

/**
 * Step 8's optional structured injury picker (issue #10), kept beside the spec's free text.
 * The regions are the plan generator's body regions (`BODY_REGIONS` in plan/types.ts is this
 * list); where the athlete picked a region, their pick wins over what the text reader finds.
 */
export const INJURY_REGIONS = [
  "lumbar spine",
  "trunk/side",
  "shoulder",
  "elbow",
  "wrist/hand",
  "groin/hip",
  "quad/thigh",
  "knee",
  "hamstring",
  "calf/achilles",
  "ankle/foot",
] as const;
/** current: hurts now or under 6 weeks ago; recent: 6 weeks to 6 months; old: over 6 months, recovered. */
export const INJURY_RECENCIES = ["current", "recent", "old"] as const;
export const MAX_INJURY_DETAILS = INJURY_REGIONS.length;

/** How the picker, the coach console and the plan name each region to a person (cricket words first). */
export const INJURY_REGION_LABELS: Record<(typeof INJURY_REGIONS)[number], string> = {
  "lumbar spine": "Lower back",
  "trunk/side": "Side / trunk",
  shoulder: "Shoulder",
  elbow: "Elbow",
  "wrist/hand": "Wrist / hand",
  "groin/hip": "Groin / hip",
  "quad/thigh": "Thigh (quad)",
  knee: "Knee",
  hamstring: "Hamstring",
  "calf/achilles": "Calf / Achilles",
  "ankle/foot": "Ankle / foot",
};
/** A short hint under a region whose name alone could leave a cricketer unsure. */
export const INJURY_REGION_HINTS: Partial<Record<(typeof INJURY_REGIONS)[number], string>> = {
  "lumbar spine": "incl. stress fracture, disc",
  "trunk/side": "side strain, oblique, ribs",
  "groin/hip": "incl. adductor",
};
export const INJURY_RECENCY_LABELS: Record<(typeof INJURY_RECENCIES)[number], string> = {
  current: "Current: hurts now or under 6 weeks ago",
  recent: "6 weeks to 6 months ago",
  old: "Over 6 months ago, recovered",
};

export type AgeGroup = (typeof AGE_GROUPS)[number];
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];
export type TrainingFrequency = (typeof TRAINING_FREQUENCIES)[number];
export type TrainingDuration = (typeof TRAINING_DURATIONS)[number];
export type Goal = (typeof GOALS)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type Ability = (typeof ABILITIES)[number];
export type InjuryRegion = (typeof INJURY_REGIONS)[number];
export type InjuryRecency = (typeof INJURY_RECENCIES)[number];

export const QUESTIONNAIRE_STEPS = 10;
export const MAX_GOALS = 2;
export const MAX_GOAL_LENGTH = 200;
export const MAX_INJURY_LENGTH = 1000;
export const HEIGHT_RANGE = { min: 100, max: 250 } as const;
export const WEIGHT_RANGE = { min: 30, max: 200 } as const;
export const ABILITY_RANGE = { min: 1, max: 5 } as const;

/** Local-storage key the spec names for the answers held in the browser. */
export const QUESTIONNAIRE_STORAGE_KEY = "questionnaireData";

/** What the form holds while the athlete answers: 0 means "not rated yet", "" means "not chosen". */
export interface QuestionnaireDraft {
  ageGroup: AgeGroup | "";
  competitionLevel: CompetitionLevel | "";
  height: string;
  weight: string;
  primaryRole: PrimaryRole | "";
  abilities: Record<Ability, number>;
  trainingFrequency: TrainingFrequency | "";
  trainingDuration: TrainingDuration | "";
  injuries: string;
  injuryDetails: InjuryDetail[];
  goals: Goal[];
  equipment: Equipment | "";
}

export function emptyDraft(): QuestionnaireDraft {
  return {
    ageGroup: "",
    competitionLevel: "",
    height: "",
    weight: "",
    primaryRole: "",
    abilities: { Strength: 0, Speed: 0, Endurance: 0, Agility: 0, Flexibility: 0 },
    trainingFrequency: "",
    trainingDuration: "",
    injuries: "",
    injuryDetails: [],
    goals: [],
    equipment: "",
  };
}

/** Step gates (spec §5): Next stays disabled until the current step is valid. */
export function isStepValid(step: number, d: QuestionnaireDraft): boolean {
  switch (step) {
    case 1:
      return d.ageGroup !== "";
    case 2:
      return d.competitionLevel !== "";
    case 3:
      return d.height.trim() !== "" && d.weight.trim() !== "";
    case 4:
      return d.primaryRole !== "";
    case 5:
      return ABILITIES.every((a) => isRating(d.abilities[a]));
    case 6:
      return d.trainingFrequency !== "";
    case 7:
      return d.trainingDuration !== "";
    case 8:
      return true;
    case 9:
      return d.goals.length >= 1 && d.goals.length <= MAX_GOALS;
    case 10:
      return d.equipment !== "";
    default:
      return false;
  }
}

/** A whole rating 1-5 (the step gate and the saving rule share it). */
export function isRating(n: unknown): boolean {
  return typeof n === "number" && Number.isInteger(n) && n >= ABILITY_RANGE.min && n <= ABILITY_RANGE.max;
}
