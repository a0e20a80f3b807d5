import { describe, expect, it } from "vitest";
import {
  ABILITIES,
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  INJURY_RECENCIES,
  INJURY_RECENCY_LABELS,
  INJURY_REGIONS,
  INJURY_REGION_LABELS,
  PRIMARY_ROLES,
  QUESTIONNAIRE_STEPS,
  QuestionnaireAnswersSchema,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  draftToInput,
  emptyDraft,
  firstIssueMessage,
  isStepValid,
  type QuestionnaireDraft,
} from "./questionnaire.ts";

/** A complete, valid draft as the form would hold it. */
function validDraft(): QuestionnaireDraft {
  return {
    ageGroup: "Under-19",
    competitionLevel: "Advanced",
    height: "180",
    weight: "75",
    primaryRole: "Fast Bowler",
    abilities: { Strength: 4, Speed: 5, Endurance: 3, Agility: 2, Flexibility: 1 },
    trainingFrequency: "4 days/week",
    trainingDuration: "2-3 hours/day",
    injuries: "",
    injuryDetails: [],
    goals: ["Speed & Agility"],
    equipment: "Full Gym",
  };
}

/** The answers as the form stores them, with one field replaced (any value, even a wrong type). */
function answersWith(patch: Record<string, unknown>) {
  return { ...draftToInput(validDraft()), ...patch };
}

/** The first message the schema gives, or null when the answers are accepted. */
function messageFor(input: unknown): string | null {
  const r = QuestionnaireAnswersSchema.safeParse(input);
  return r.success ? null : firstIssueMessage(r.error);
}

describe("step gates (spec §5)", () => {
  it("has 10 steps and nothing outside them is valid", () => {
    expect(QUESTIONNAIRE_STEPS).toBe(10);
    expect(isStepValid(0, validDraft())).toBe(false);
    expect(isStepValid(11, validDraft())).toBe(false);
  });

  it("every step of a complete draft is valid", () => {
    for (let step = 1; step <= QUESTIONNAIRE_STEPS; step++)
      expect(isStepValid(step, validDraft()), `step ${step}`).toBe(true);
  });

  it("only step 8 (injuries, optional) is valid on an empty draft", () => {
    const valid = Array.from({ length: 10 }, (_, i) => i + 1).filter((s) => isStepValid(s, emptyDraft()));
    expect(valid).toEqual([8]);
  });

  it("step 1 needs an age group", () => {
    expect(isStepValid(1, { ...emptyDraft(), ageGroup: "Adult" })).toBe(true);
    expect(isStepValid(1, { ...validDraft(), ageGroup: "" })).toBe(false);
  });

  it("step 2 needs a competition level", () => {
    expect(isStepValid(2, { ...emptyDraft(), competitionLevel: "Beginner" })).toBe(true);
    expect(isStepValid(2, { ...validDraft(), competitionLevel: "" })).toBe(false);
  });

  it("step 3 needs height and weight non-empty (their ranges are checked on saving)", () => {
    expect(isStepValid(3, { ...emptyDraft(), height: "180", weight: "75" })).toBe(true);
    expect(isStepValid(3, { ...emptyDraft(), height: "50", weight: "500" })).toBe(true);
    expect(isStepValid(3, { ...emptyDraft(), height: "180" })).toBe(false);
    expect(isStepValid(3, { ...emptyDraft(), weight: "75" })).toBe(false);
    expect(isStepValid(3, { ...emptyDraft(), height: "   ", weight: "75" })).toBe(false);
  });

  it("step 4 needs a primary role", () => {
    expect(isStepValid(4, { ...emptyDraft(), primaryRole: "Wicketkeeper - Batsman" })).toBe(true);
    expect(isStepValid(4, { ...validDraft(), primaryRole: "" })).toBe(false);
  });

  it("step 5 needs all five abilities rated 1-5 (0 = not rated)", () => {
    for (const ability of ABILITIES) {
      const d = validDraft();
      d.abilities[ability] = 0;
      expect(isStepValid(5, d), `${ability} unrated`).toBe(false);
      d.abilities[ability] = 6;
      expect(isStepValid(5, d), `${ability} = 6`).toBe(false);
    }
    const all = (n: number) => ({
      ...emptyDraft(),
      abilities: { Strength: n, Speed: n, Endurance: n, Agility: n, Flexibility: n },
    });
    expect(isStepValid(5, all(1))).toBe(true);
    expect(isStepValid(5, all(5))).toBe(true);
    expect(isStepValid(5, all(2.5))).toBe(false);
  });

  it("step 6 needs a training frequency", () => {
    expect(isStepValid(6, { ...emptyDraft(), trainingFrequency: "5+ days/week" })).toBe(true);
    expect(isStepValid(6, { ...validDraft(), trainingFrequency: "" })).toBe(false);
  });

  it("step 7 needs a training duration", () => {
    expect(isStepValid(7, { ...emptyDraft(), trainingDuration: "4+ hours/day" })).toBe(true);
    expect(isStepValid(7, { ...validDraft(), trainingDuration: "" })).toBe(false);
  });

  it("step 8 (injuries) is always valid", () => {
    expect(isStepValid(8, emptyDraft())).toBe(true);
    expect(isStepValid(8, { ...emptyDraft(), injuries: "x".repeat(5000) })).toBe(true);
  });

  it("step 9 needs one or two goals", () => {
    expect(isStepValid(9, { ...emptyDraft(), goals: [] })).toBe(false);
    expect(isStepValid(9, { ...emptyDraft(), goals: ["Match Endurance"] })).toBe(true);
    expect(isStepValid(9, { ...emptyDraft(), goals: ["Match Endurance", "Speed & Agility"] })).toBe(true);
    expect(
      isStepValid(9, { ...emptyDraft(), goals: ["Match Endurance", "Speed & Agility", "Explosive Strength & Power"] }),
    ).toBe(false);
  });

  it("step 10 needs equipment", () => {
    expect(isStepValid(10, { ...emptyDraft(), equipment: "Bodyweight Only" })).toBe(true);
    expect(isStepValid(10, { ...validDraft(), equipment: "" })).toBe(false);
  });
});

describe("saving rules (spec §5, §9)", () => {
  it("accepts a complete draft and gives numbers for height and weight", () => {
    const r = QuestionnaireAnswersSchema.parse(draftToInput(validDraft()));
    expect(r.height).toBe(180);
    expect(r.weight).toBe(75);
    expect(r.injuries).toBe("");
  });

  it("accepts height and weight sent as numbers (an API client)", () => {
    expect(messageFor(answersWith({ height: 180, weight: 75 }))).toBeNull();
  });

  describe("height", () => {
    it.each(["100", "250", "175", 100, 250])("accepts %j", (height) => {
      expect(messageFor(answersWith({ height }))).toBeNull();
    });
    it.each(["99", "251", "0", "050", 99, 251])("refuses %j as out of range", (height) => {
      expect(messageFor(answersWith({ height }))).toBe("Height must be between 100-250 cm");
    });
    it.each([
      "abc",
      "1a0",
      "1000",
      "0180",
      "180.5",
      "-180",
      "",
      "  ",
      "1e2",
      180.5,
      -180,
      Number.NaN,
      null,
      undefined,
      true,
    ])("refuses %j as not a valid number", (height) => {
      expect(messageFor(answersWith({ height }))).toBe("Height must be a valid number");
    });
  });

  describe("weight", () => {
    it.each(["30", "200", "75", 30, 200])("accepts %j", (weight) => {
      expect(messageFor(answersWith({ weight }))).toBeNull();
    });
    it.each(["29", "201", "0", 29, 201])("refuses %j as out of range", (weight) => {
      expect(messageFor(answersWith({ weight }))).toBe("Weight must be between 30-200 kg");
    });
    it.each(["heavy", "1000", "75.5", "-75", "", 75.5, null, undefined])(
      "refuses %j as not a valid number",
      (weight) => {
        expect(messageFor(answersWith({ weight }))).toBe("Weight must be a valid number");
      },
    );
  });

  describe.each(ABILITIES)("%s rating", (ability) => {
    const withRating = (value: unknown) => answersWith({ abilities: { ...validDraft().abilities, [ability]: value } });

    it.each([1, 2, 3, 4, 5])("accepts %d", (n) => {
      expect(messageFor(withRating(n))).toBeNull();
    });
    it("is required: 0 (not rated), missing or null", () => {
      expect(messageFor(withRating(0))).toBe(`${ability} rating required`);
      expect(messageFor(withRating(undefined))).toBe(`${ability} rating required`);
      expect(messageFor(withRating(null))).toBe(`${ability} rating required`);
      const { [ability]: _dropped, ...rest } = validDraft().abilities;
      expect(messageFor(answersWith({ abilities: rest }))).toBe(`${ability} rating required`);
    });
    it.each([6, 2.5, -1, 10, Number.NaN, "3"])("refuses %j: must be 1-5", (value) => {
      expect(messageFor(withRating(value))).toBe(`${ability} rating must be 1-5`);
    });
  });

  it("gives the first ability's message when the ratings are missing entirely", () => {
    expect(messageFor(answersWith({ abilities: undefined }))).toBe("Strength rating required");
  });

  describe("injuries", () => {
    it("is optional and defaults to an empty string", () => {
      const { injuries: _omitted, ...rest } = draftToInput(validDraft());
      expect(QuestionnaireAnswersSchema.parse(rest).injuries).toBe("");
    });
    it("accepts 1000 characters", () => {
      expect(messageFor(answersWith({ injuries: "x".repeat(1000) }))).toBeNull();
    });
    it("refuses 1001 characters", () => {
      expect(messageFor(answersWith({ injuries: "x".repeat(1001) }))).toBe(
        "Injury history must be less than 1000 characters",
      );
    });
  });

  describe("injuryDetails (step 8's optional picker, issue #10)", () => {
    const hamstring = { region: "hamstring", recency: "current", cleared: false };
    it("is optional and defaults to an empty list", () => {
      const { injuryDetails: _omitted, ...rest } = draftToInput(validDraft());
      expect(QuestionnaireAnswersSchema.parse(rest).injuryDetails).toEqual([]);
    });
    it("accepts every region once, each recency, cleared or not", () => {
      const all = INJURY_REGIONS.map((region, i) => ({
        region,
        recency: INJURY_RECENCIES[i % 3],
        cleared: i % 2 === 0,
      }));
      expect(messageFor(answersWith({ injuryDetails: all }))).toBeNull();
      expect(QuestionnaireAnswersSchema.parse(answersWith({ injuryDetails: all })).injuryDetails).toEqual(all);
    });
    it.each([
      ["an unknown region", [{ ...hamstring, region: "neck" }], "Please choose a valid injured body region"],
      [
        "a region chosen twice",
        [hamstring, { ...hamstring, recency: "old" }],
        "Each body region can be chosen only once",
      ],
      [
        "a recency of 'yesterday'",
        [{ ...hamstring, recency: "yesterday" }],
        "Please choose a valid answer for how recent the injury is",
      ],
      [
        "cleared as the string 'yes'",
        [{ ...hamstring, cleared: "yes" }],
        "Please say whether a physiotherapist has cleared the injury",
      ],
      [
        "no cleared answer",
        [{ region: "knee", recency: "old" }],
        "Please say whether a physiotherapist has cleared the injury",
      ],
      ["50 entries", Array.from({ length: 50 }, () => hamstring), "Each body region can be chosen only once"],
      ["not a list", "hamstring", "Injured body regions must be a list"],
    ])("refuses %s with a clear message", (_label, injuryDetails, message) => {
      expect(messageFor(answersWith({ injuryDetails }))).toBe(message);
    });
    it("has a label for every region and recency", () => {
      for (const r of INJURY_REGIONS) expect(INJURY_REGION_LABELS[r]).toMatch(/\S/);
      for (const r of INJURY_RECENCIES) expect(INJURY_RECENCY_LABELS[r]).toMatch(/\S/);
    });
  });

  describe("goals", () => {
    it("needs at least one", () => {
      expect(messageFor(answersWith({ goals: [] }))).toBe("At least one goal required");
      expect(messageFor(answersWith({ goals: undefined }))).toBe("At least one goal required");
    });
    it("accepts one or two", () => {
      expect(messageFor(answersWith({ goals: [GOALS[0]] }))).toBeNull();
      expect(messageFor(answersWith({ goals: [GOALS[0], GOALS[3]] }))).toBeNull();
    });
    it("allows at most two", () => {
      expect(messageFor(answersWith({ goals: [GOALS[0], GOALS[1], GOALS[2]] }))).toBe("Maximum 2 goals allowed");
      expect(messageFor(answersWith({ goals: [...GOALS] }))).toBe("Maximum 2 goals allowed");
    });
    it("refuses a goal longer than 200 characters", () => {
      expect(messageFor(answersWith({ goals: ["g".repeat(201)] }))).toBe("Goal description too long");
    });
    it("refuses a goal that is not on the list", () => {
      expect(messageFor(answersWith({ goals: ["g".repeat(200)] }))).toBe("Please choose a valid goal");
      expect(messageFor(answersWith({ goals: ["Bench press"] }))).toBe("Please choose a valid goal");
    });
    it("refuses the same goal twice", () => {
      expect(messageFor(answersWith({ goals: [GOALS[1], GOALS[1]] }))).toBe("Each goal can be chosen only once");
    });
  });

  describe("enumerated fields accept exactly the spec's lists", () => {
    const fields = [
      ["ageGroup", AGE_GROUPS, "Please choose a valid age group"],
      ["competitionLevel", COMPETITION_LEVELS, "Please choose a valid competition level"],
      ["primaryRole", PRIMARY_ROLES, "Please choose a valid primary role"],
      ["trainingFrequency", TRAINING_FREQUENCIES, "Please choose a valid training frequency"],
      ["trainingDuration", TRAINING_DURATIONS, "Please choose a valid training duration"],
      ["equipment", EQUIPMENT, "Please choose a valid equipment option"],
    ] as const;

    it.each(fields)("%s accepts every listed value", (field, values) => {
      for (const value of values) expect(messageFor(answersWith({ [field]: value })), value).toBeNull();
    });

    it.each(fields)("%s refuses anything else", (field, values, message) => {
      for (const value of ["", "other", values[0].toUpperCase(), ` ${values[0]}`, 1, null, undefined, [values[0]]]) {
        expect(messageFor(answersWith({ [field]: value })), JSON.stringify(value)).toBe(message);
      }
    });

    it("uses the spec's lists, word for word", () => {
      expect(AGE_GROUPS).toEqual(["Under-14", "Under-16", "Under-19", "Under-23", "Adult"]);
      expect(COMPETITION_LEVELS).toEqual(["Beginner", "Intermediate", "Advanced", "Professional"]);
      expect(PRIMARY_ROLES).toEqual([
        "Batsman",
        "Fast Bowler",
        "Spin Bowler",
        "Fast-Bowling All-rounder",
        "Spin-Bowling All-rounder",
        "Wicketkeeper - Batsman",
      ]);
      expect(TRAINING_FREQUENCIES).toEqual(["2 days/week", "3 days/week", "4 days/week", "5+ days/week"]);
      expect(TRAINING_DURATIONS).toEqual(["1-2 hours/day", "2-3 hours/day", "3-4 hours/day", "4+ hours/day"]);
      expect(GOALS).toEqual([
        "Explosive Strength & Power",
        "Speed & Agility",
        "Match Endurance",
        "Complete Athletic Development",
      ]);
      expect(EQUIPMENT).toEqual(["Full Gym", "Minimal Equipment (dumbbells, bands)", "Bodyweight Only"]);
      expect(ABILITIES).toEqual(["Strength", "Speed", "Endurance", "Agility", "Flexibility"]);
    });
  });

  it("refuses something that is not an object", () => {
    expect(QuestionnaireAnswersSchema.safeParse(null).success).toBe(false);
    expect(QuestionnaireAnswersSchema.safeParse("answers").success).toBe(false);
  });

  it("drops keys it does not know", () => {
    const r = QuestionnaireAnswersSchema.parse(answersWith({ isAdmin: true }));
    expect(r).not.toHaveProperty("isAdmin");
  });
});

describe("draftToInput", () => {
  it("keeps every answer and copies the ratings", () => {
    const d = validDraft();
    const input = draftToInput(d);
    expect(input).toEqual(d);
    expect(input.abilities).not.toBe(d.abilities);
  });
});
