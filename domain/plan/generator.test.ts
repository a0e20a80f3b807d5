import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RUN_A_THREE } from "../fitness-tests/pitch.ts";
import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { EXERCISES, EXERCISES_BY_ID } from "./exercise-library.ts";
import { generatePlan } from "./generator.ts";
import { hasReportedInjury, matchInjuryRegions } from "./injuries.ts";
import { programViolations } from "./invariants.test-helper.ts";
import { randomAnswers } from "./answers.test-helper.ts";
import { applyClearances } from "./clearance.ts";
import { activeInjuries } from "./adapt.ts";
import type { Category, Program } from "./types.ts";

const base: QuestionnaireAnswers = {
  ageGroup: "Adult",
  competitionLevel: "Intermediate",
  height: 180,
  weight: 78,
  primaryRole: "Batsman",
  abilities: { Strength: 3, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 3 },
  trainingFrequency: "4 days/week",
  trainingDuration: "3-4 hours/day",
  injuries: "",
  injuryDetails: [],
  goals: ["Complete Athletic Development"],
  equipment: "Full Gym",
};
const plan = (over: Partial<QuestionnaireAnswers>) => generatePlan({ ...base, ...over });
const ids = (p: Program) =>
  new Set(p.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises.map((e) => e.exerciseId))));
const qualities = (p: Program) => new Set([...ids(p)].flatMap((id) => EXERCISES_BY_ID.get(id)!.qualities));
const setsOf = (p: Program, pred: (c: Category, id: string) => boolean) =>
  p.weeks
    .flatMap((w) => w.sessions.flatMap((s) => s.exercises))
    .filter((e) => pred(e.category, e.exerciseId))
    .reduce((n, e) => n + e.sets, 0);

const u16FastBowler: QuestionnaireAnswers = {
  ...base,
  ageGroup: "Under-16",
  primaryRole: "Fast Bowler",
  trainingFrequency: "2 days/week",
  trainingDuration: "1-2 hours/day",
  equipment: "Bodyweight Only",
  goals: ["Explosive Strength & Power"],
};
const adultBatter: QuestionnaireAnswers = {
  ...base,
  competitionLevel: "Advanced",
  trainingFrequency: "5+ days/week",
  trainingDuration: "2-3 hours/day",
  goals: ["Speed & Agility", "Explosive Strength & Power"],
};

describe("exercise library", () => {
  it("is large, with unique ids and every field filled", () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(EXERCISES.map((e) => e.id)).size).toBe(EXERCISES.length);
    for (const e of EXERCISES) expect([e.name, e.cue, e.easier, e.harder].every((t) => t.length > 3)).toBe(true);
  });

  it("has bodyweight, junior-suitable options for every kind of work", () => {
    for (const c of ["strength", "plyometric", "speed", "trunk", "mobility", "conditioning", "prehab"] as Category[]) {
      expect(EXERCISES.some((e) => e.category === c && e.equipment === "Bodyweight Only" && e.junior)).toBe(true);
    }
  });
});

describe("contrasting athletes get visibly different plans", () => {
  const a = generatePlan(u16FastBowler);
  const b = generatePlan(adultBatter);

  it("follows each athlete's answers", () => {
    expect(programViolations(u16FastBowler, a)).toEqual([]);
    expect(programViolations(adultBatter, b)).toEqual([]);
    expect(a.weeks[0]!.sessions).toHaveLength(2);
    expect(b.weeks[0]!.sessions).toHaveLength(5);
    expect(a.profile.maxSessionMinutes).toBe(60);
    expect(b.profile.maxSessionMinutes).toBe(75);
    expect(a.notes.juniorBowling?.lines[0]).toMatch(
      /under-17s: bowl on at most 3 days a week, and never on two days in a row/,
    );
    expect(a.notes.juniorBowling?.lines.join(" ")).toMatch(/6 overs in a spell and 12 overs in a day/);
    expect(b.notes.juniorBowling).toBeNull();
    expect(a.notes.junior).not.toBeNull();
    expect([...ids(a)].every((id) => EXERCISES_BY_ID.get(id)!.equipment === "Bodyweight Only")).toBe(true);
    expect([...ids(b)].some((id) => EXERCISES_BY_ID.get(id)!.equipment === "Full Gym")).toBe(true);
  });

  it("shares few exercises", () => {
    const shared = [...ids(a)].filter((id) => ids(b).has(id));
    const union = new Set([...ids(a), ...ids(b)]);
    expect(shared.length / union.size).toBeLessThan(0.2);
  });

  it("emphasises the role: landing and lumbar robustness for the bowler, acceleration and turning for the batter", () => {
    expect(qualities(a)).toContain("landing");
    expect(qualities(a)).toContain("anti-extension");
    expect(qualities(b)).toContain("acceleration");
    expect(qualities(b)).toContain("turning");
    expect(qualities(b)).toContain("hamstring-eccentric");
  });
});

describe("every answer shapes the plan", () => {
  it("roles: spinners get rotator cuff and forearm, keepers squat endurance, lateral work and ankle mobility", () => {
    const spinner = qualities(plan({ primaryRole: "Spin Bowler" }));
    for (const q of ["rotator-cuff", "forearm", "rotation", "hip-mobility"] as const) expect(spinner).toContain(q);
    const keeper = qualities(plan({ primaryRole: "Wicketkeeper - Batsman" }));
    for (const q of ["squat-endurance", "lateral", "ankle-mobility", "hip-mobility"] as const)
      expect(keeper).toContain(q);
    const fast = qualities(plan({ primaryRole: "Fast Bowler" }));
    for (const q of ["anti-extension", "anti-rotation", "hamstring-eccentric", "calf", "landing", "running"] as const)
      expect(fast).toContain(q);
  });

  it("all-rounders blend batting with their bowling type", () => {
    const q = qualities(plan({ primaryRole: "Fast-Bowling All-rounder", trainingFrequency: "5+ days/week" }));
    expect(q).toContain("landing");
    expect(q).toContain("acceleration");
    const s = qualities(plan({ primaryRole: "Spin-Bowling All-rounder", trainingFrequency: "5+ days/week" }));
    expect(s).toContain("rotator-cuff");
    expect(s).toContain("acceleration");
  });

  it("goals shift the emphasis", () => {
    const endurance = plan({ goals: ["Match Endurance"] });
    const power = plan({ goals: ["Explosive Strength & Power"] });
    expect(setsOf(endurance, (c) => c === "conditioning")).toBeGreaterThan(setsOf(power, (c) => c === "conditioning"));
    expect(setsOf(power, (c) => c === "power" || c === "plyometric")).toBeGreaterThan(
      setsOf(endurance, (c) => c === "power" || c === "plyometric"),
    );
  });

  it("a low self-rating gets more work than a high one", () => {
    const stiff = plan({ abilities: { ...base.abilities, Flexibility: 1 } });
    const supple = plan({ abilities: { ...base.abilities, Flexibility: 5 } });
    expect(setsOf(stiff, (c) => c === "mobility")).toBeGreaterThan(setsOf(supple, (c) => c === "mobility"));
    const slow = plan({ abilities: { ...base.abilities, Speed: 1 } });
    const fast = plan({ abilities: { ...base.abilities, Speed: 5 } });
    expect(setsOf(slow, (c) => c === "speed")).toBeGreaterThan(setsOf(fast, (c) => c === "speed"));
  });

  it("level scales volume", () => {
    // The lifting, jumping and throwing: conditioning pieces fill whatever time the lifts leave, so
    // a count of every set measures the session's length, not its load.
    const total = (p: Program) => setsOf(p, (c) => c === "strength" || c === "power" || c === "plyometric");
    expect(total(plan({ competitionLevel: "Professional" }))).toBeGreaterThan(
      total(plan({ competitionLevel: "Beginner" })),
    );
  });

  it("longer days allow longer sessions", () => {
    const minutes = (p: Program) => Math.max(...p.weeks.flatMap((w) => w.sessions.map((s) => s.estimatedMinutes)));
    expect(minutes(plan({ trainingDuration: "1-2 hours/day" }))).toBeLessThanOrEqual(60);
    expect(minutes(plan({ trainingDuration: "3-4 hours/day" }))).toBeGreaterThan(60);
  });

  it("juniors with a full gym still get body-weight-led, technique-first work", () => {
    const p = plan({ ageGroup: "Under-14", equipment: "Full Gym" });
    const all = [...ids(p)].map((id) => EXERCISES_BY_ID.get(id)!);
    expect(all.every((e) => e.junior)).toBe(true);
    expect(all.filter((e) => e.equipment === "Bodyweight Only").length).toBeGreaterThan(all.length / 2);
    expect(Math.max(...p.weeks.map((w) => w.targetRpe))).toBeLessThanOrEqual(7);
  });

  it("Under-19 fast bowlers get the under-19 limits; spinners and adults get none", () => {
    expect(plan({ ageGroup: "Under-19", primaryRole: "Fast Bowler" }).notes.juniorBowling?.lines[0]).toMatch(
      /at most 4 days a week/,
    );
    expect(
      plan({ ageGroup: "Under-14", primaryRole: "Fast-Bowling All-rounder" }).notes.juniorBowling?.lines.join(" "),
    ).toMatch(/5 overs in a spell/);
    expect(plan({ ageGroup: "Under-16", primaryRole: "Spin Bowler" }).notes.juniorBowling).toBeNull();
    expect(plan({ ageGroup: "Under-23", primaryRole: "Fast Bowler" }).notes.juniorBowling).toBeNull();
  });
});

describe("injuries", () => {
  it("a note cites the sources for what it read: a hamstring note does not cite side-strain work", () => {
    const hamstring = plan({ injuries: "Grade 2 hamstring tear 4 weeks ago" }).notes.injury!;
    expect(hamstring.sources.join(" ")).toMatch(/Orchard et al\., 2017/);
    expect(hamstring.sources.join(" ")).not.toMatch(/Humphries|Crewe/);
    const side = plan({ injuries: "side strain last month" }).notes.injury!;
    expect(side.sources.join(" ")).toMatch(/Humphries and Jamison/);
  });

  it("an adult's week note cites no youth guidance; a junior quick's cites it", () => {
    expect(plan({ ageGroup: "Adult" }).notes.week!.sources.join(" ")).not.toMatch(/youth|NSCA|Cricket Australia/);
    const junior = plan({ ageGroup: "Under-16", primaryRole: "Fast Bowler" }).notes.week!.sources.join(" ");
    expect(junior).toMatch(/NSCA/);
    expect(junior).toMatch(/Cricket Australia/);
  });

  it("match body regions by keyword and ignore 'none'", () => {
    expect(matchInjuryRegions("Stress fracture in my lower back (L4), sore left knee")).toEqual([
      "lumbar spine",
      "knee",
    ]);
    expect(matchInjuryRegions("Hamstring strain 2023; rolled ankle")).toEqual(["hamstring", "ankle/foot"]);
    expect(matchInjuryRegions("Groin and right shoulder")).toEqual(["shoulder", "groin/hip"]);
    for (const t of ["", "  ", "None", "n/a", "no injuries"]) expect(hasReportedInjury(t)).toBe(false);
    expect(hasReportedInjury("feeling tired")).toBe(true);
  });

  it("show the note, the athlete's words and flags on affected exercises only", () => {
    const p = plan({ injuries: "Lower back stress fracture last season" });
    expect(p.notes.injury?.injuryText).toBe("Lower back stress fracture last season");
    expect(p.notes.injury?.lines[0]).toMatch(/Clear this program with a physiotherapist or doctor/);
    const flagged = p.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises)).filter((e) => e.flags.length > 0);
    expect(flagged.length).toBeGreaterThan(0);
    for (const e of flagged) expect(EXERCISES_BY_ID.get(e.exerciseId)!.regions).toContain("lumbar spine");
  });

  it("unmatched text still gets the note, asking for a full review", () => {
    const p = plan({ injuries: "recovering from glandular fever" });
    expect(p.notes.injury?.lines.join(" ")).toMatch(/review every exercise/);
    expect(p.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises)).every((e) => e.flags.length === 0)).toBe(
      true,
    );
  });
});

describe("determinism", () => {
  it("ignores key order and goal order, and changes with the answers", () => {
    const reordered = Object.fromEntries(Object.entries(adultBatter).reverse()) as QuestionnaireAnswers;
    expect(generatePlan(reordered)).toEqual(generatePlan(adultBatter));
    expect(generatePlan({ ...adultBatter, goals: [...adultBatter.goals].reverse() }).answersHash).toBe(
      generatePlan(adultBatter).answersHash,
    );
    expect(generatePlan({ ...adultBatter, height: 181 }).answersHash).not.toBe(generatePlan(adultBatter).answersHash);
  });
});

describe("the invariant checker itself", () => {
  it("catches a broken plan", () => {
    const p = structuredClone(generatePlan(u16FastBowler));
    p.weeks[0]!.sessions[0]!.estimatedMinutes = 200;
    p.weeks[3]!.volumeIndex = 999;
    p.notes.juniorBowling = null;
    p.weeks[1]!.sessions[0]!.exercises[0]!.exerciseId = "back-squat";
    const bad = programViolations(u16FastBowler, p).join("\n");
    expect(bad).toMatch(/200 min > 60/);
    expect(bad).toMatch(/week 4 volume/);
    expect(bad).toMatch(/junior bowling guidance/);
    expect(bad).toMatch(/needs more than Bodyweight Only/);
  });
});

describe("a three between the wickets", () => {
  it("is the run-a-three test's 53 m in every plan, before and after a physio's clearance: it loses runs, never metres", () => {
    let threes = 0;
    for (const a of fc.sample(randomAnswers, { numRuns: 300, seed: 29 })) {
      const plan = generatePlan(a);
      const cleared = applyClearances(
        plan,
        a,
        activeInjuries(a).map((r) => ({ region: r.region, clearedOn: "2026-05-20" })),
        "2026-05-04",
      );
      for (const p of [plan, cleared])
        for (const w of p.weeks)
          for (const s of w.sessions)
            for (const e of s.exercises)
              if (e.exerciseId === "runs-between-wickets" || e.exerciseId === "run-a-three") {
                threes++;
                expect(e.dose, `${a.injuries} week ${w.week}: ${e.name}`).toMatchObject({ metres: RUN_A_THREE.metres });
              }
    }
    expect(threes).toBeGreaterThan(100);
  });
});
