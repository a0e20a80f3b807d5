import fc from "fast-check";
import { AGE_GROUPS, COMPETITION_LEVELS, EQUIPMENT, GOALS, MAX_INJURY_LENGTH, PRIMARY_ROLES, TRAINING_DURATIONS, TRAINING_FREQUENCIES } from "./domain/questionnaire.ts";
import { generatePlan } from "./domain/plan/generator.ts";
import { programViolations } from "./domain/plan/invariants.test-helper.ts";
const rating = fc.integer({ min: 1, max: 5 });
const INJURY_WORDS = ["lower back", "stress fracture L5", "left shoulder", "knee", "hamstring strain", "rolled ankle", "wrist", "groin", "hip flexor", "achilles", "elbow", "none", "N/A", "sore", ""];
const injuries = fc.oneof(fc.constant(""), fc.string({ maxLength: MAX_INJURY_LENGTH }), fc.array(fc.constantFrom(...INJURY_WORDS), { maxLength: 4 }).map((w) => w.join(" and ")));
const rest = fc.sample(fc.record({ competitionLevel: fc.constantFrom(...COMPETITION_LEVELS), abilities: fc.record({ Strength: rating, Speed: rating, Endurance: rating, Agility: rating, Flexibility: rating }), goals: fc.uniqueArray(fc.constantFrom(...GOALS), { minLength: 1, maxLength: 2 }), injuries }), { numRuns: 1440, seed: 5 });
let n = 0;
for (const ageGroup of AGE_GROUPS) for (const primaryRole of PRIMARY_ROLES) for (const trainingFrequency of TRAINING_FREQUENCIES) for (const trainingDuration of TRAINING_DURATIONS) for (const equipment of EQUIPMENT) {
  const a: any = { ageGroup, primaryRole, trainingFrequency, trainingDuration, equipment, height: 175, weight: 70, injuryDetails: [], ...rest[n++]! };
  const bad = programViolations(a, generatePlan(a));
  if (bad.length) { console.log(JSON.stringify(a), bad); }
}
