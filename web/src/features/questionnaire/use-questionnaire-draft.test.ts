import { afterEach, describe, expect, it } from "vitest";
import { emptyDraft, type QuestionnaireDraft } from "#domain/questionnaire-form";
import { draftFromSavedAnswers, planDate } from "./retake.ts";
import { hasAnswers, sanitizeDraftState } from "./use-questionnaire-draft.ts";

const answered: QuestionnaireDraft = {
  ageGroup: "Under-16",
  competitionLevel: "Advanced",
  height: "172",
  weight: "61",
  primaryRole: "Fast Bowler",
  abilities: { Strength: 3, Speed: 4, Endurance: 2, Agility: 5, Flexibility: 1 },
  trainingFrequency: "4 days/week",
  trainingDuration: "2-3 hours/day",
  injuries: "Side strain last season",
  injuryDetails: [{ region: "trunk/side", recency: "recent", cleared: true }],
  goals: ["Speed & Agility"],
  equipment: "Minimal Equipment (dumbbells, bands)",
};

describe("sanitizeDraftState: what the tab's storage holds is untrusted", () => {
  it("keeps a draft the form itself wrote, step and all", () => {
    expect(sanitizeDraftState({ step: 7, draft: answered })).toEqual({ step: 7, draft: answered });
  });

  it.each([null, undefined, "a string", 42, [], { draft: "nope" }, { step: "3", draft: null }])(
    "starts empty at step 1 from %j",
    (raw) => {
      expect(sanitizeDraftState(raw)).toEqual({ step: 1, draft: emptyDraft() });
    },
  );

  it("keeps the step within 1-10 and whole", () => {
    expect(sanitizeDraftState({ step: 0 }).step).toBe(1);
    expect(sanitizeDraftState({ step: -4 }).step).toBe(1);
    expect(sanitizeDraftState({ step: 11 }).step).toBe(10);
    expect(sanitizeDraftState({ step: 2.5 }).step).toBe(1);
    expect(sanitizeDraftState({ step: Number.NaN }).step).toBe(1);
  });

  it("drops a choice that is not one of the form's options", () => {
    const { draft } = sanitizeDraftState({
      draft: { ...answered, ageGroup: "Under-9", primaryRole: "Umpire", equipment: { gym: true } },
    });
    expect(draft).toMatchObject({ ageGroup: "", primaryRole: "", equipment: "", competitionLevel: "Advanced" });
  });

  it("turns a rating that is not a whole 0-5 into 'not rated'", () => {
    const { draft } = sanitizeDraftState({
      draft: { ...answered, abilities: { Strength: 6, Speed: -1, Endurance: 2.5, Agility: "5", Flexibility: 5 } },
    });
    expect(draft.abilities).toEqual({ Strength: 0, Speed: 0, Endurance: 0, Agility: 0, Flexibility: 5 });
  });

  it("keeps known goals once each, at most two", () => {
    const goals = [
      "Speed & Agility",
      "Speed & Agility",
      "Win the Ashes",
      "Match Endurance",
      "Explosive Strength & Power",
    ];
    expect(sanitizeDraftState({ draft: { ...answered, goals } }).draft.goals).toEqual([
      "Speed & Agility",
      "Match Endurance",
    ]);
  });

  it("keeps each injured region once, and only whole entries", () => {
    const injuryDetails = [
      { region: "knee", recency: "current", cleared: false },
      { region: "knee", recency: "old", cleared: true },
      { region: "spleen", recency: "current", cleared: false },
      { region: "ankle/foot", recency: "yesterday", cleared: false },
      { region: "hamstring", recency: "recent", cleared: "yes" },
      null,
      { region: "shoulder", recency: "old", cleared: true },
    ];
    expect(sanitizeDraftState({ draft: { ...answered, injuryDetails } }).draft.injuryDetails).toEqual([
      { region: "knee", recency: "current", cleared: false },
      { region: "shoulder", recency: "old", cleared: true },
    ]);
  });

  it("keeps text fields only as text", () => {
    const { draft } = sanitizeDraftState({ draft: { ...answered, height: 180, weight: null, injuries: ["x"] } });
    expect(draft).toMatchObject({ height: "", weight: "", injuries: "" });
  });
});

describe("hasAnswers: a draft worth resuming", () => {
  it("is false for an untouched questionnaire and true once anything is answered or the step moved", () => {
    expect(hasAnswers({ step: 1, draft: emptyDraft() })).toBe(false);
    expect(hasAnswers({ step: 1, draft: { ...emptyDraft(), ageGroup: "Adult" } })).toBe(true);
    expect(hasAnswers({ step: 2, draft: emptyDraft() })).toBe(true);
  });
});

describe("draftFromSavedAnswers: a retake starts from the saved answers", () => {
  it("turns the saved numbers back into the form's text, at step 1", () => {
    const saved = { ...answered, height: 172, weight: 61 };
    expect(draftFromSavedAnswers(saved)).toEqual({ step: 1, draft: answered });
  });

  it("drops what the form could not have produced, so that question is asked again", () => {
    const { draft } = draftFromSavedAnswers({ ...answered, height: Number.POSITIVE_INFINITY, primaryRole: "Coach" });
    expect(draft).toMatchObject({ height: "", primaryRole: "", weight: "61" });
    expect(draftFromSavedAnswers(null)).toEqual({ step: 1, draft: emptyDraft() });
  });
});

describe("planDate", () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it("reads the plan's date in words, on the device's calendar", () => {
    process.env.TZ = "Pacific/Auckland"; // UTC+13 in March
    expect(planDate("2026-03-11T20:00:00.000Z")).toBe("12 March 2026");
    process.env.TZ = "America/Los_Angeles";
    expect(planDate("2026-03-12T06:00:00.000Z")).toBe("11 March 2026");
  });

  it("reads nothing from a date it cannot read", () => {
    expect(planDate("not a date")).toBe("");
  });
});
