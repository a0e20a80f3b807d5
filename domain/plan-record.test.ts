import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ABILITIES,
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  HEIGHT_RANGE,
  INJURY_RECENCIES,
  INJURY_REGIONS,
  MAX_INJURY_LENGTH,
  PRIMARY_ROLES,
  QUESTIONNAIRE_STEPS,
  QuestionnaireAnswersSchema,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  WEIGHT_RANGE,
  draftToInput,
  firstIssueMessage,
  isStepValid,
  type QuestionnaireDraft,
} from "./questionnaire.ts";
import { ABILITY_COLUMNS, fromAbilityColumns, toQuestionnaireResponseRow, toTrainingPlanRow } from "./plan-record.ts";

const rating = fc.integer({ min: 1, max: 5 });

/** Every draft a person can complete in the form: any choice on every list, any in-range measure. */
const validDraft: fc.Arbitrary<QuestionnaireDraft> = fc.record({
  ageGroup: fc.constantFrom(...AGE_GROUPS),
  competitionLevel: fc.constantFrom(...COMPETITION_LEVELS),
  height: fc.integer({ min: HEIGHT_RANGE.min, max: HEIGHT_RANGE.max }).map(String),
  weight: fc.integer({ min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max }).map(String),
  primaryRole: fc.constantFrom(...PRIMARY_ROLES),
  abilities: fc.record({ Strength: rating, Speed: rating, Endurance: rating, Agility: rating, Flexibility: rating }),
  trainingFrequency: fc.constantFrom(...TRAINING_FREQUENCIES),
  trainingDuration: fc.constantFrom(...TRAINING_DURATIONS),
  injuries: fc.oneof(fc.constant(""), fc.string({ maxLength: MAX_INJURY_LENGTH })),
  injuryDetails: fc
    .uniqueArray(fc.constantFrom(...INJURY_REGIONS), { maxLength: INJURY_REGIONS.length })
    .chain((regions) =>
      fc.tuple(
        ...regions.map((region) =>
          fc.record({
            region: fc.constant(region),
            recency: fc.constantFrom(...INJURY_RECENCIES),
            cleared: fc.boolean(),
          }),
        ),
      ),
    )
    .map((list) => [...list]),
  goals: fc.uniqueArray(fc.constantFrom(...GOALS), { minLength: 1, maxLength: 2 }),
  equipment: fc.constantFrom(...EQUIPMENT),
});

const parse = (d: QuestionnaireDraft) => QuestionnaireAnswersSchema.parse(draftToInput(d));

describe("every valid answer set (property)", () => {
  it("parses, with height and weight as the numbers typed", () => {
    fc.assert(
      fc.property(validDraft, (d) => {
        const a = parse(d);
        expect(a.height).toBe(Number(d.height));
        expect(a.weight).toBe(Number(d.weight));
        expect(a.abilities).toEqual(d.abilities);
        expect(a.goals).toEqual(d.goals);
        expect(a.injuries).toBe(d.injuries);
      }),
    );
  });

  it("passes every step gate", () => {
    fc.assert(
      fc.property(validDraft, (d) => {
        for (let step = 1; step <= QUESTIONNAIRE_STEPS; step++) expect(isStepValid(step, d)).toBe(true);
      }),
    );
  });

  it("survives the trip through localStorage (JSON) unchanged", () => {
    fc.assert(
      fc.property(validDraft, (d) => {
        const stored = JSON.parse(JSON.stringify(draftToInput(d)));
        expect(QuestionnaireAnswersSchema.parse(stored)).toEqual(parse(d));
      }),
    );
  });

  it("maps to the questionnaire_responses row (spec §3)", () => {
    fc.assert(
      fc.property(validDraft, (d) => {
        const a = parse(d);
        const row = toQuestionnaireResponseRow(a);
        expect(row).toEqual({
          sport: "cricket",
          ageGroup: a.ageGroup,
          height: a.height,
          weight: a.weight,
          experience: d.competitionLevel,
          role: d.primaryRole,
          battingAbility: d.abilities.Strength,
          bowlingAbility: d.abilities.Speed,
          fieldingAbility: d.abilities.Agility,
          trainingFrequency: d.trainingFrequency,
          injuryHistory: d.injuries,
          injuryDetails: d.injuryDetails,
          goals: d.goals,
          equipment: [d.equipment],
        });
        // Endurance, Flexibility and training duration are not saved there.
        const values = JSON.stringify(Object.keys(row));
        expect(values).not.toMatch(/endurance|flexibility|duration/i);
      }),
    );
  });

  it("reads the ability columns back as the ratings they hold: battingAbility is Strength, not batting", () => {
    expect(ABILITY_COLUMNS).toEqual({
      battingAbility: "Strength",
      bowlingAbility: "Speed",
      fieldingAbility: "Agility",
    });
    fc.assert(
      fc.property(validDraft, (d) => {
        const a = parse(d);
        expect(fromAbilityColumns(toQuestionnaireResponseRow(a))).toEqual({
          Strength: d.abilities.Strength,
          Speed: d.abilities.Speed,
          Agility: d.abilities.Agility,
        });
      }),
    );
  });

  it("maps to the training_plans row (spec §3, §9)", () => {
    fc.assert(
      fc.property(validDraft, (d) => {
        const a = parse(d);
        expect(toTrainingPlanRow(a)).toEqual({
          planName: `Elite Cricket Training - ${d.primaryRole}`,
          sport: "cricket",
          durationMonths: 3,
          priceAmount: 2999,
          planDetails: {
            role: d.primaryRole,
            goals: d.goals,
            experience: d.competitionLevel,
            abilities: d.abilities,
            customized_for: a,
          },
          isActive: true,
        });
      }),
    );
  });
});

describe("injury_history", () => {
  it("is an empty string when no injuries are given", () => {
    const { injuries: _none, ...rest } = draftToInput({
      ageGroup: "Adult",
      competitionLevel: "Professional",
      height: "190",
      weight: "90",
      primaryRole: "Batsman",
      abilities: { Strength: 1, Speed: 2, Endurance: 3, Agility: 4, Flexibility: 5 },
      trainingFrequency: "2 days/week",
      trainingDuration: "1-2 hours/day",
      injuryDetails: [],
      injuries: "",
      goals: ["Match Endurance"],
      equipment: "Bodyweight Only",
    });
    expect(toQuestionnaireResponseRow(QuestionnaireAnswersSchema.parse(rest)).injuryHistory).toBe("");
  });
});

describe("invalid measurements (property)", () => {
  const outside = (r: { min: number; max: number }) =>
    fc.oneof(fc.integer({ min: 0, max: r.min - 1 }), fc.integer({ min: r.max + 1, max: 999 }));

  it("a whole number of 1-3 digits out of range gets the range message", () => {
    fc.assert(
      fc.property(validDraft, outside(HEIGHT_RANGE), outside(WEIGHT_RANGE), (d, h, w) => {
        const heightOnly = QuestionnaireAnswersSchema.safeParse(draftToInput({ ...d, height: String(h) }));
        expect(heightOnly.success || firstIssueMessage(heightOnly.error)).toBe("Height must be between 100-250 cm");
        const weightOnly = QuestionnaireAnswersSchema.safeParse(draftToInput({ ...d, weight: String(w) }));
        expect(weightOnly.success || firstIssueMessage(weightOnly.error)).toBe("Weight must be between 30-200 kg");
      }),
    );
  });

  it("text that is not 1-3 digits is not a valid number", () => {
    const notDigits = fc.string().filter((s) => !/^\d{1,3}$/.test(s.trim()));
    fc.assert(
      fc.property(validDraft, notDigits, (d, text) => {
        const r = QuestionnaireAnswersSchema.safeParse(draftToInput({ ...d, height: text, weight: text }));
        expect(r.success || firstIssueMessage(r.error)).toBe("Height must be a valid number");
        expect(r.success || r.error.issues.map((i) => i.message)).toContain("Weight must be a valid number");
      }),
    );
  });

  it("a rating outside the whole numbers 1-5 names the ability", () => {
    const bad = fc.oneof(fc.integer({ min: 6 }), fc.integer({ max: -1 }), fc.double({ noInteger: true, noNaN: true }));
    fc.assert(
      fc.property(validDraft, fc.constantFrom(...ABILITIES), bad, (d, ability, value) => {
        const r = QuestionnaireAnswersSchema.safeParse(
          draftToInput({ ...d, abilities: { ...d.abilities, [ability]: value } }),
        );
        expect(r.success || firstIssueMessage(r.error)).toBe(`${ability} rating must be 1-5`);
      }),
    );
  });
});
