import { describe, expect, it } from "vitest";
import type { QuestionnaireDraft } from "#domain/questionnaire-form";
import { measurementError, measurementErrors, validateDraft } from "./validation.ts";

const complete: QuestionnaireDraft = {
  ageGroup: "Adult",
  competitionLevel: "Intermediate",
  height: "180",
  weight: "75",
  primaryRole: "Batsman",
  abilities: { Strength: 3, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 3 },
  trainingFrequency: "3 days/week",
  trainingDuration: "1-2 hours/day",
  injuries: "",
  injuryDetails: [],
  goals: ["Match Endurance"],
  equipment: "Full Gym",
};

describe("validateDraft: Complete's saving rules", () => {
  it("passes a complete draft, with the answers as the server takes them", () => {
    const result = validateDraft(complete);
    expect(result.ok).toBe(true);
    expect(result.ok && result.answers).toMatchObject({ height: "180", goals: ["Match Endurance"] });
  });

  it.each([
    ["ageGroup", 1, { ageGroup: "" }],
    ["competitionLevel", 2, { competitionLevel: "" }],
    ["height", 3, { height: "251" }],
    ["weight", 3, { weight: "heavy" }],
    ["primaryRole", 4, { primaryRole: "" }],
    ["abilities", 5, { abilities: { ...complete.abilities, Agility: 0 } }],
    ["trainingFrequency", 6, { trainingFrequency: "" }],
    ["trainingDuration", 7, { trainingDuration: "" }],
    ["injuries", 8, { injuries: "x".repeat(1001) }],
    ["goals", 9, { goals: [] }],
    ["equipment", 10, { equipment: "" }],
  ] as const)("sends a refused %s back to the question of step %i", (field, step, change) => {
    const result = validateDraft({ ...complete, ...change } as QuestionnaireDraft);
    expect(result).toMatchObject({ ok: false, field, step });
    expect(result.ok === false && result.message).toMatch(/\w/);
  });

  it("names the earliest step when several answers are refused", () => {
    expect(validateDraft({ ...complete, equipment: "", weight: "" })).toMatchObject({ ok: false, step: 3 });
  });
});

describe("measurementError: step 3's range rules, where they were typed", () => {
  it("passes whole numbers in range", () => {
    expect(measurementErrors("100", "200")).toEqual({});
    expect(measurementErrors("250", "30")).toEqual({});
  });

  it("names each measurement out of range or unreadable, in the schema's words", () => {
    expect(measurementErrors("99", "201")).toEqual({
      height: "Height must be between 100-250 cm",
      weight: "Weight must be between 30-200 kg",
    });
    expect(measurementError("height", "1.8e2")).toBe("Height must be a valid number");
    expect(measurementError("weight", "72.5")).toBe("Weight must be a valid number");
  });
});
