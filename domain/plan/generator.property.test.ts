import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  MAX_INJURY_LENGTH,
  PRIMARY_ROLES,
  QuestionnaireAnswersSchema,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  type QuestionnaireAnswers,
} from "../questionnaire.ts";
import { GENERATOR_VERSION, generatePlan } from "./generator.ts";
import { expectProgramInvariants } from "./invariants.test-helper.ts";
import { ProgramSchema } from "./types.ts";

const rating = fc.integer({ min: 1, max: 5 });
const INJURY_WORDS = [
  "lower back",
  "stress fracture L5",
  "left shoulder",
  "knee",
  "hamstring strain",
  "rolled ankle",
  "wrist",
  "groin",
  "hip flexor",
  "achilles",
  "elbow",
  "none",
  "N/A",
  "sore",
  "",
];

/** Free text as athletes type it: anything at all, or phrases naming body parts. */
const injuries = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: MAX_INJURY_LENGTH }),
  fc.array(fc.constantFrom(...INJURY_WORDS), { maxLength: 4 }).map((w) => w.join(" and ")),
);

const answers: fc.Arbitrary<QuestionnaireAnswers> = fc.record({
  ageGroup: fc.constantFrom(...AGE_GROUPS),
  competitionLevel: fc.constantFrom(...COMPETITION_LEVELS),
  height: fc.integer({ min: 100, max: 250 }),
  weight: fc.integer({ min: 30, max: 200 }),
  primaryRole: fc.constantFrom(...PRIMARY_ROLES),
  abilities: fc.record({ Strength: rating, Speed: rating, Endurance: rating, Agility: rating, Flexibility: rating }),
  trainingFrequency: fc.constantFrom(...TRAINING_FREQUENCIES),
  trainingDuration: fc.constantFrom(...TRAINING_DURATIONS),
  injuries,
  injuryDetails: fc.constant([]),
  goals: fc.uniqueArray(fc.constantFrom(...GOALS), { minLength: 1, maxLength: 2 }),
  equipment: fc.constantFrom(...EQUIPMENT),
});

describe("generatePlan: properties over the answers", () => {
  it("holds every plan rule for random answers, is deterministic and round-trips through ProgramSchema", () => {
    fc.assert(
      fc.property(answers, (a) => {
        const p = generatePlan(a);
        expectProgramInvariants(a, p);
        expect(generatePlan(structuredClone(a))).toEqual(p);
        expect(ProgramSchema.parse(JSON.parse(JSON.stringify(p)))).toEqual(p);
        expect(p.generatorVersion).toBe(GENERATOR_VERSION);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it("accepts whatever the questionnaire schema accepts", () => {
    fc.assert(
      fc.property(answers, (a) => {
        const parsed = QuestionnaireAnswersSchema.parse({ ...a, height: String(a.height) });
        expect(generatePlan(parsed)).toEqual(generatePlan(a));
      }),
      { numRuns: 40 },
    );
  });

  // Every combination of the enumerations that shapes the structure (age × role × frequency ×
  // duration × equipment = 1440), each with level, goals, abilities and injuries drawn at random.
  it("holds every plan rule for every combination of the enumerations", () => {
    const rest = fc.sample(
      fc.record({
        competitionLevel: fc.constantFrom(...COMPETITION_LEVELS),
        abilities: fc.record({
          Strength: rating,
          Speed: rating,
          Endurance: rating,
          Agility: rating,
          Flexibility: rating,
        }),
        goals: fc.uniqueArray(fc.constantFrom(...GOALS), { minLength: 1, maxLength: 2 }),
        injuries,
      }),
      {
        numRuns:
          AGE_GROUPS.length *
          PRIMARY_ROLES.length *
          TRAINING_FREQUENCIES.length *
          TRAINING_DURATIONS.length *
          EQUIPMENT.length,
        seed: 5,
      },
    );
    let n = 0;
    for (const ageGroup of AGE_GROUPS)
      for (const primaryRole of PRIMARY_ROLES)
        for (const trainingFrequency of TRAINING_FREQUENCIES)
          for (const trainingDuration of TRAINING_DURATIONS)
            for (const equipment of EQUIPMENT) {
              const a: QuestionnaireAnswers = {
                ageGroup,
                primaryRole,
                trainingFrequency,
                trainingDuration,
                equipment,
                height: 175,
                weight: 70,
                injuryDetails: [],
                ...rest[n++]!,
              };
              expectProgramInvariants(a, generatePlan(a));
            }
    expect(n).toBe(1440);
  }, 120_000);

  it("covers every goal pair and level for each role (goals × levels × roles = 240)", () => {
    const pairs = GOALS.flatMap((g, i) => [[g], ...GOALS.slice(i + 1).map((h) => [g, h])]);
    for (const goals of pairs)
      for (const competitionLevel of COMPETITION_LEVELS)
        for (const primaryRole of PRIMARY_ROLES) {
          const a: QuestionnaireAnswers = {
            ageGroup: "Under-19",
            competitionLevel,
            primaryRole,
            goals,
            height: 175,
            weight: 70,
            abilities: { Strength: 3, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 3 },
            trainingFrequency: "4 days/week",
            trainingDuration: "2-3 hours/day",
            injuries: "",
            injuryDetails: [],
            equipment: "Minimal Equipment (dumbbells, bands)",
          };
          expectProgramInvariants(a, generatePlan(a));
        }
  });
});
