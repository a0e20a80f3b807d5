import { describe, expect, it } from "vitest";
import { AGE_GROUPS, type QuestionnaireAnswers } from "../questionnaire.ts";
import { reviewChange } from "./adjustments-check.ts";
import { amountOf, doseWarnings, generatorLimit, juniorCapRefusal } from "./adjustments-rails.ts";
import { applyAdjustments, type PlanChange, sessionOf, slotOf } from "./adjustments.ts";
import { answerGrid } from "./coach-rules.test-helper.ts";
import { WEEK_SHAPES, prescribe, type SlotRole } from "./dosing.ts";
import { EXERCISES, EXERCISES_BY_ID, loads } from "./exercise-library.ts";
import { athleteFor } from "./athlete.ts";
import { generatePlan } from "./generator.ts";
import type { Program } from "./types.ts";

/**
 * The coach's guard rails (decision 0139): a junior's cap is hard, the rest are warnings an
 * adult's coach confirms with a reason; flags follow a swapped exercise; the plan's notes about its
 * own dose go when the coach sets the dose. Enumerated over every exercise and age group, and over
 * a sample of the plan grid, so a new exercise or age group is covered without a new test.
 */
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
const ctx = (answers: QuestionnaireAnswers, program: Program, current: PlanChange[] = []) => ({
  program,
  answers,
  current,
  planDay: "2026-05-04",
});
const ROLES: SlotRole[] = ["main", "contrast", "accessory"];
/** A sample of the grid (every age, level, kit and injury variant turns up). */
const SAMPLE = [...answerGrid(97)];

describe("every exercise × every age group", () => {
  for (const ageGroup of AGE_GROUPS) {
    const a = athleteFor({ ...base, ageGroup });
    it(`${ageGroup}: the plan's own doses pass; ${a.junior ? "one more set, rep or effort level is refused" : "no dose is refused for age, and far more work warns"}`, () => {
      for (const e of EXERCISES) {
        const cap = generatorLimit(
          a,
          e,
          WEEK_SHAPES.map((s) => s.week),
        );
        for (const shape of WEEK_SHAPES)
          for (const role of ROLES) {
            const p = prescribe(e, role, shape, a.dose, 0);
            const d = { sets: p.sets, amount: amountOf(p.dose), rpe: p.rpe };
            expect(juniorCapRefusal(a, e, p.dose, d), `${e.id} week ${shape.week}`).toBeNull();
            expect(doseWarnings(a, e, shape.week, role, p, d), `${e.id} week ${shape.week} ${role}`).toEqual([]);
          }
        const some = prescribe(e, "accessory", WEEK_SHAPES[0]!, a.dose, 0);
        const over = [
          { sets: cap.sets + 1, amount: 1, rpe: 1 },
          { sets: 1, amount: cap.amount + 1, rpe: 1 },
          { sets: 1, amount: 1, rpe: Math.min(10, a.dose.rpeCap + 0.5) },
          // Within each cap, over the total (contacts, sprint metres): only where the two caps multiply past it.
          ...(cap.sets * cap.amount > cap.work ? [{ sets: cap.sets, amount: cap.amount, rpe: 1 }] : []),
        ];
        for (const d of over) {
          const refusal = juniorCapRefusal(a, e, some.dose, d);
          if (a.junior && !(d.rpe > 1 && a.dose.rpeCap >= 10)) {
            expect(refusal, `${e.id} ${JSON.stringify(d)}`).toContain(`${ageGroup} limit for ${e.name}: at most`);
            expect(refusal).toContain("lower the dose");
          } else expect(refusal, `${e.id} ${JSON.stringify(d)}`).toBeNull();
        }
        if (!a.junior) {
          const week1 = generatorLimit(a, e, [1], ["accessory"]);
          const far = { sets: Math.min(12, week1.sets * 2), amount: Math.max(week1.amount, 1) * 2, rpe: 10 };
          const rules = doseWarnings(a, e, 1, "accessory", some, far).map((w) => w.rule);
          expect(rules, e.id).toContain("Dose far above the phase's");
          if (week1.rpe + 1 < 10) expect(rules, e.id).toContain("High effort in week 1");
        }
      }
    });
  }
});

describe("the examples from the outside review", () => {
  it("an Under-14's Nordic curls at 12 × 30 are refused, with the limit in words", () => {
    // Any Under-14 plan with Nordic curls: the grid's first.
    const answers = SAMPLE.concat([...answerGrid(7)]).find(
      (x) =>
        x.ageGroup === "Under-14" &&
        generatePlan(x).weeks.some((w) =>
          w.sessions.some((s) => s.exercises.some((e) => e.exerciseId === "nordic-curl")),
        ),
    )!;
    expect(answers).toBeDefined();
    const program = generatePlan(answers);
    const found = program.weeks
      .flatMap((w) => w.sessions.map((s) => ({ w, s })))
      .find(({ s }) => s.exercises.some((e) => e.exerciseId === "nordic-curl"));
    expect(found).toBeDefined();
    const r = reviewChange(ctx(answers, program), {
      kind: "dose",
      week: found!.w.week,
      day: found!.s.day,
      exerciseId: "nordic-curl",
      sets: 12,
      amount: 30,
      rpe: 7,
    });
    expect(r.refusal).toMatch(/^Under-14 limit for Nordic hamstring curl: at most \d sets, \d reps a set\./);
  });

  it("an adult's sprint at 10 × 60 m, effort 10, in week 1 warns with each rule it breaks", () => {
    // With the sprain the plan holds no sprint, sled or march in week 1 to dose (they load the ankle):
    const sprained = generatePlan({ ...base, goals: ["Speed & Agility"], injuries: "rolled my right ankle last week" });
    expect(sprained.weeks[0]!.sessions.flatMap((x) => x.exercises).filter((e) => e.category === "speed")).toEqual([]);
    // so the coach's dose is tried on the same athlete before the sprain.
    const answers = { ...base, goals: ["Speed & Agility" as const] };
    const program = generatePlan(answers);
    const s = program.weeks[0]!.sessions.find((x) =>
      x.exercises.some((e) => e.category === "speed" && e.dose.kind === "distance"),
    )!;
    const sprint = s.exercises.find((e) => e.category === "speed" && e.dose.kind === "distance")!;
    const r = reviewChange(ctx(answers, program), {
      kind: "dose",
      week: 1,
      day: s.day,
      exerciseId: sprint.exerciseId,
      sets: 10,
      amount: 60,
      rpe: 10,
    });
    expect(r.refusal).toBeNull();
    expect(r.warnings.map((w) => w.rule)).toEqual(
      expect.arrayContaining(["Dose far above the phase's", "High effort in week 1"]),
    );
    expect(r.warnings.find((w) => w.rule === "Dose far above the phase's")!.detail).toContain("600 metres");
  });
});

describe("over the plan grid", () => {
  it("a coach's dose equal to the plan's own never refuses or warns", () => {
    for (const answers of SAMPLE.filter((_, i) => i % 8 === 0)) {
      const program = generatePlan(answers);
      for (const w of program.weeks)
        for (const s of w.sessions)
          for (const e of s.exercises) {
            const r = reviewChange(ctx(answers, program), {
              kind: "dose",
              week: w.week,
              day: s.day,
              exerciseId: e.exerciseId,
              sets: e.sets,
              amount: amountOf(e.dose),
              rpe: e.rpe,
            });
            expect(r, `${answers.ageGroup} [${answers.injuries}] w${w.week} ${e.exerciseId}`).toEqual({
              refusal: null,
              warnings: [],
            });
          }
    }
  });

  it("flags follow a swapped exercise: every swap into an exercise that loads a current injury shows the flag", () => {
    let checked = 0;
    for (const answers of SAMPLE) {
      const a = athleteFor(answers);
      const injured = a.injuries.filter((r) => r.sev >= 1);
      if (!injured.length) continue;
      const program = generatePlan(answers);
      for (const week of [1, 3, 5]) {
        const s = program.weeks[week - 1]!.sessions[0]!;
        const slot = s.exercises[0]!;
        for (const to of EXERCISES.filter((x) => x.category === slot.category && x.id !== slot.exerciseId)) {
          if (s.exercises.some((x) => x.exerciseId === to.id)) continue;
          const swap: PlanChange = { kind: "swap", week, day: s.day, exerciseId: slot.exerciseId, toExerciseId: to.id };
          const now = slotOf(
            sessionOf(applyAdjustments(program, [swap], answers).program, week, s.day)!,
            slot.exerciseId,
          )!;
          const want = injured.filter((r) => loads(to, r.region)).map((r) => r.region);
          expect(new Set(now.flags.map((f) => f.region)), `${to.id} for [${answers.injuries}]`).toEqual(new Set(want));
          checked += want.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("a push-up swapped in for a dislocated shoulder shows the shoulder flag", () => {
    const answers = {
      ...base,
      injuryDetails: [{ region: "shoulder" as const, recency: "current" as const, cleared: false }],
    };
    const program = generatePlan(answers);
    const s = program.weeks[4]!.sessions.find((x) => x.exercises.some((e) => e.category === "strength"))!;
    const slot = s.exercises.find((e) => e.category === "strength" && e.exerciseId !== "push-up")!;
    const swap: PlanChange = {
      kind: "swap",
      week: 5,
      day: s.day,
      exerciseId: slot.exerciseId,
      toExerciseId: "push-up",
    };
    const now = slotOf(sessionOf(applyAdjustments(program, [swap], answers).program, 5, s.day)!, slot.exerciseId)!;
    expect(now.name).toBe(EXERCISES_BY_ID.get("push-up")!.name);
    expect(now.flags.map((f) => f.region)).toContain("shoulder");
  });

  it("once the coach sets a dose, no note about the plan's own dose stays beside it, and the reason shows", () => {
    let checked = 0;
    for (const answers of SAMPLE) {
      const program = generatePlan(answers);
      for (const w of program.weeks)
        for (const s of w.sessions)
          for (const e of s.exercises) {
            if (!e.change) continue;
            const dose: PlanChange = {
              kind: "dose",
              week: w.week,
              day: s.day,
              exerciseId: e.exerciseId,
              sets: e.sets,
              amount: amountOf(e.dose),
              rpe: 9,
              reason: "Tested on Monday, ready for it",
            };
            const now = slotOf(
              sessionOf(applyAdjustments(program, [dose], answers).program, w.week, s.day)!,
              e.exerciseId,
            )!;
            expect(now.change ?? "", e.change).not.toMatch(/effort level|% speed this week|Fewer jumps|dosed from low/);
            expect(now.coach!.summary).toContain("(coach's reason: Tested on Monday, ready for it)");
            if (now.flags.length)
              expect(now.flags[0]!.message.includes("even after the change shown")).toBe(!!now.change);
            checked++;
          }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
