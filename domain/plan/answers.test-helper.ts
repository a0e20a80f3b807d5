import fc from "fast-check";
import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  INJURY_RECENCIES,
  PRIMARY_ROLES,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  type QuestionnaireAnswers,
} from "../questionnaire.ts";
import { BODY_REGIONS } from "./types.ts";

/**
 * Answers for the plan's tests: an adult fast bowler to change one answer of, and random athletes
 * with injuries typed as athletes type them (the outside coach's own phrases) and picked from the
 * picker, for the sweeps.
 */
export const ADULT_QUICK: QuestionnaireAnswers = {
  ageGroup: "Adult",
  competitionLevel: "Intermediate",
  height: 180,
  weight: 78,
  primaryRole: "Fast Bowler",
  abilities: { Strength: 3, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 3 },
  trainingFrequency: "4 days/week",
  trainingDuration: "2-3 hours/day",
  injuries: "",
  injuryDetails: [],
  goals: ["Match Endurance"],
  equipment: "Full Gym",
};

export const INJURY_PHRASES = [
  "Rolled right ankle last week, swollen",
  "finger tendon irritation",
  "sore hand",
  "side strain, not cleared",
  "Osgood-Schlatter",
  "Sever's disease",
  "dislocated shoulder 6 weeks ago",
  "shoulder impingement",
  "achilles tendinopathy, cleared",
  "calf strain 3 weeks ago",
  "knee pain",
  "tennis elbow",
  "wrist sprain 2 months ago",
  "grade 1 hamstring strain",
  "lower back stress fracture",
  "lumbar stress fracture, not cleared",
  "sore lower back",
  "broken finger",
  "old knee injury years ago",
  "",
];
const rating = fc.integer({ min: 1, max: 5 });
export const randomAnswers: fc.Arbitrary<QuestionnaireAnswers> = fc.record({
  ageGroup: fc.constantFrom(...AGE_GROUPS),
  competitionLevel: fc.constantFrom(...COMPETITION_LEVELS),
  height: fc.constant(175),
  weight: fc.constant(70),
  primaryRole: fc.constantFrom(...PRIMARY_ROLES),
  abilities: fc.record({ Strength: rating, Speed: rating, Endurance: rating, Agility: rating, Flexibility: rating }),
  trainingFrequency: fc.constantFrom(...TRAINING_FREQUENCIES),
  trainingDuration: fc.constantFrom(...TRAINING_DURATIONS),
  injuries: fc.array(fc.constantFrom(...INJURY_PHRASES), { maxLength: 2 }).map((p) => p.filter(Boolean).join(". ")),
  injuryDetails: fc.uniqueArray(
    fc.record({
      region: fc.constantFrom(...BODY_REGIONS),
      recency: fc.constantFrom(...INJURY_RECENCIES),
      cleared: fc.boolean(),
    }),
    { maxLength: 2, selector: (d) => d.region },
  ),
  goals: fc.uniqueArray(fc.constantFrom(...GOALS), { minLength: 1, maxLength: 2 }),
  equipment: fc.constantFrom(...EQUIPMENT),
});
