import { describe, expect, it } from "vitest";
import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { checkChange, reviewChange, swapSuggestions } from "./adjustments-check.ts";
import { applyAdjustments, currentChanges, type PlanChange, sessionOf } from "./adjustments.ts";
import { EXERCISES_BY_ID } from "./exercise-library.ts";
import { generatePlan } from "./generator.ts";

const base: QuestionnaireAnswers = {
  ageGroup: "Adult",
  competitionLevel: "Intermediate",
  height: 180,
  weight: 78,
  primaryRole: "Batsman",
  abilities: { Strength: 3, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 3 },
  trainingFrequency: "3 days/week",
  trainingDuration: "1-2 hours/day",
  injuries: "",
  injuryDetails: [],
  goals: ["Complete Athletic Development"],
  equipment: "Full Gym",
};
const program = generatePlan(base);
const first = sessionOf(program, 1, 1)!.exercises[0]!;
const ctx = (answers = base, p = program, current: PlanChange[] = []) => ({
  program: p,
  answers,
  current,
  planDay: "2026-05-04",
});

describe("applyAdjustments", () => {
  it("swaps one session's exercise for a suggested one, dosed for the week, marked, and leaves the stored plan alone", () => {
    const [pick] = swapSuggestions(program, base, [], 1, 1, first.exerciseId);
    expect(pick).toBeDefined();
    const swap: PlanChange = {
      kind: "swap",
      week: 1,
      day: 1,
      exerciseId: first.exerciseId,
      toExerciseId: pick!.exerciseId,
    };
    expect(checkChange(ctx(), swap)).toBeNull();
    const before = JSON.stringify(program);
    const { program: adjusted } = applyAdjustments(program, [swap], base);
    const now = sessionOf(adjusted, 1, 1)!.exercises[0]!;
    expect(now.exerciseId).toBe(pick!.exerciseId);
    expect(now.name).toBe(EXERCISES_BY_ID.get(pick!.exerciseId)!.name);
    expect(now.block).toBe(first.block);
    expect(now.coach).toEqual({
      originalExerciseId: first.exerciseId,
      swapped: true,
      dosed: false,
      summary: `Swapped from ${first.name}`,
    });
    expect(adjusted.exercises[pick!.exerciseId]).toBeDefined();
    // Only that session: week 2's session 1 is untouched.
    expect(sessionOf(adjusted, 2, 1)).toEqual(sessionOf(program, 2, 1));
    expect(JSON.stringify(program)).toBe(before);
  });

  it("changes sets, amount and effort, keyed by the generated id so it follows a swap", () => {
    const [pick] = swapSuggestions(program, base, [], 1, 1, first.exerciseId);
    const swap: PlanChange = {
      kind: "swap",
      week: 1,
      day: 1,
      exerciseId: first.exerciseId,
      toExerciseId: pick!.exerciseId,
    };
    const dose: PlanChange = {
      kind: "dose",
      week: 1,
      day: 1,
      exerciseId: first.exerciseId,
      sets: 2,
      amount: 6,
      rpe: 6.5,
    };
    const now = sessionOf(applyAdjustments(program, [dose, swap], base).program, 1, 1)!.exercises[0]!;
    expect(now.exerciseId).toBe(pick!.exerciseId);
    expect(now.sets).toBe(2);
    expect(now.rpe).toBe(6.5);
    const amount =
      now.dose.kind === "reps" ? now.dose.reps : now.dose.kind === "time" ? now.dose.seconds : now.dose.metres;
    expect(amount).toBe(6);
    expect(now.coach?.swapped && now.coach.dosed).toBe(true);
  });

  it("adds a session note and moves the start; an empty note removes it", () => {
    const note: PlanChange = { kind: "note", week: 3, day: 2, text: "Keep the bar speed high today." };
    const out = applyAdjustments(program, [note, { kind: "start", startDate: "2026-06-01" }], base);
    expect(sessionOf(out.program, 3, 2)!.coachNote).toBe("Keep the bar speed high today.");
    expect(out.startDate).toBe("2026-06-01");
    const cleared = currentChanges([
      { change: note, at: new Date(1) },
      { change: { ...note, text: "" }, at: new Date(2) },
    ]);
    expect(sessionOf(applyAdjustments(program, cleared, base).program, 3, 2)!.coachNote).toBeUndefined();
  });

  it("skips a change whose target the program lacks instead of breaking the plan", () => {
    const stale: PlanChange = {
      kind: "swap",
      week: 1,
      day: 1,
      exerciseId: "no-such-slot",
      toExerciseId: "goblet-squat",
    };
    expect(applyAdjustments(program, [stale], base).program).toEqual(program);
  });
});

describe("checkChange", () => {
  it("warns an adult's coach of a swap the athlete's injury rules out, naming the region (decision 0139)", () => {
    const hurt: QuestionnaireAnswers = { ...base, injuries: "grade 2 hamstring tear 4 weeks ago" };
    const p = generatePlan(hurt);
    const slot = sessionOf(p, 1, 1)!.exercises.find((e) => e.category === "strength")!;
    const change: PlanChange = { kind: "swap", week: 1, day: 1, exerciseId: slot.exerciseId, toExerciseId: "db-rdl" };
    expect(checkChange(ctx(hurt, p), change)).toBeNull();
    expect(reviewChange(ctx(hurt, p), change).warnings).toEqual([
      {
        rule: "Exercise loads a current injury",
        detail: "Dumbbell Romanian deadlift is not safe for this athlete in week 1: it loads the injured hamstring.",
      },
    ]);
    // The same swap for an uninjured athlete is fine, and suggestions never offer it when hurt.
    const ok = sessionOf(program, 1, 1)!.exercises.find((e) => e.category === "strength")!;
    expect(checkChange(ctx(), { ...change, exerciseId: ok.exerciseId })).toBeNull();
    expect(swapSuggestions(p, hurt, [], 1, 1, slot.exerciseId).map((s) => s.exerciseId)).not.toContain("db-rdl");
  });

  it("refuses equipment the athlete lacks, unknown exercises, one already in the session, and a missing target", () => {
    const home: QuestionnaireAnswers = { ...base, equipment: "Bodyweight Only" };
    const p = generatePlan(home);
    const slot = sessionOf(p, 1, 1)!.exercises[0]!;
    const swap = (to: string, exerciseId = slot.exerciseId): PlanChange => ({
      kind: "swap",
      week: 1,
      day: 1,
      exerciseId,
      toExerciseId: to,
    });
    expect(checkChange(ctx(home, p), swap("back-squat"))).toMatch(/does not suit this athlete in phase 1/);
    expect(checkChange(ctx(home, p), swap("made-up"))).toBe('"made-up" is not in the exercise library.');
    const other = sessionOf(p, 1, 1)!.exercises[1]!;
    expect(checkChange(ctx(home, p), swap(other.exerciseId))).toMatch(/is already in this session/);
    expect(checkChange(ctx(home, p), swap("goblet-squat", "nope"))).toMatch(/has no exercise "nope"/);
    expect(checkChange(ctx(home, p), { kind: "note", week: 8, day: 5, text: "x" })).toMatch(/no session 5 in week 8/);
    for (const s of swapSuggestions(p, home, [], 1, 1, slot.exerciseId)) expect(s.equipment).toBe("Bodyweight Only");
  });

  it("keeps a dose in bounds, and a junior's effort under the junior cap", () => {
    const dose = (over: Partial<PlanChange & { kind: "dose" }>): PlanChange => ({
      kind: "dose",
      week: 1,
      day: 1,
      exerciseId: first.exerciseId,
      sets: 3,
      amount: 8,
      rpe: 7,
      ...over,
    });
    expect(checkChange(ctx(), dose({}))).toBeNull();
    const unit =
      first.dose.kind === "reps" ? "Reps must be 1 to 30" : first.dose.kind === "time" ? "Seconds" : "Metres";
    expect(checkChange(ctx(), dose({ amount: 5000 }))).toMatch(new RegExp(`^${unit}`));
    const u14: QuestionnaireAnswers = { ...base, ageGroup: "Under-14", equipment: "Bodyweight Only" };
    const p = generatePlan(u14);
    const e = sessionOf(p, 1, 1)!.exercises[0]!;
    const amount = e.dose.kind === "reps" ? e.dose.reps : e.dose.kind === "time" ? e.dose.seconds : e.dose.metres;
    expect(checkChange(ctx(u14, p), dose({ exerciseId: e.exerciseId, amount, rpe: 8 }))).toBe(
      `Under-14 limit for ${e.name}: at most effort 7. The plan never goes past it for their age, and neither can a coach: lower the dose.`,
    );
    expect(checkChange(ctx(u14, p), dose({ exerciseId: e.exerciseId, amount, rpe: 7 }))).toBeNull();
  });

  it("moves the start at most a year either side of the plan's day", () => {
    expect(checkChange(ctx(), { kind: "start", startDate: "2026-06-01" })).toBeNull();
    expect(checkChange(ctx(), { kind: "start", startDate: "2028-01-01" })).toMatch(/^Move the start to a day between/);
  });
});
