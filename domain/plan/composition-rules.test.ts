import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { ADULT_QUICK, randomAnswers } from "./answers.test-helper.ts";
import { answerGrid } from "./coach-rules.test-helper.ts";
import { COMPOSITION_RULES } from "./composition-rules.test-helper.ts";
import { EXERCISES_BY_ID } from "./exercise-library.ts";
import { generatePlan } from "./generator.ts";
import type { Program } from "./types.ts";

/**
 * How sessions and weeks are put together (issue #27, items 3-5; decision 0143), over the whole
 * 5,760-plan grid and a 1,000-plan random sweep with injuries typed as athletes type them. Every
 * rule is at 0 except three, held at their measured ceilings so they can only fall: a week with no
 * pull in some juniors' twice-a-week phase 2 (their role and goal work fills both 60-minute
 * sessions), two plans whose phase 2 has no change of direction, and weeks with no press (below).
 */
const CEILING: Record<string, { grid: number; sweep: number }> = {
  // Since generator 3.7.0 a Match Endurance week with the running held is counted too (its
  // conditioning goes to the bike or a circuit); what is left is mostly a taper or phase start
  // that the session cap trims.
  "every week pulls, and has some conditioning": { grid: 81, sweep: 8 },
  // Since generator 3.8.0 conditioning an injury cuts to a few runs goes to the bike, a circuit or
  // brisk walking at its own dose. What is left: an under-14's twice-a-week plan whose 60 minutes
  // the speed goal's drills and the main lifts fill.
  "Match Endurance means conditioning of four efforts or more in every build and power week": { grid: 78, sweep: 25 },
  "speed and agility means a sprint and a change of direction every week": { grid: 2, sweep: 0 },
  // 1,314 and 458 before generator 3.4.0 kept a press, a pull and a quick's calf work every week
  // and gave a sore hand a press with the forearms; what is left is mostly an under-14's
  // twice-a-week phase 2 and a recent shoulder or elbow's first two weeks. Since 3.7.0 a stand-in
  // press must keep every other injury's rules too, which leaves a few more weeks without one.
  "every week presses (a sore hand with its forearms), and a fast bowler's week loads the calves": {
    grid: 394,
    sweep: 80,
  },
};

function count(answers: Iterable<QuestionnaireAnswers>) {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(COMPOSITION_RULES).map((k) => [k, 0]));
  const examples: Record<string, string> = {};
  let plans = 0;
  for (const a of answers) {
    plans++;
    const p = generatePlan(a);
    for (const [name, rule] of Object.entries(COMPOSITION_RULES)) {
      const bad = rule(a, p);
      if (bad.length === 0) continue;
      counts[name]!++;
      examples[name] ??=
        `${a.ageGroup} ${a.competitionLevel} ${a.primaryRole} ${a.trainingFrequency} ${a.equipment} [${a.injuries}]: ${bad[0]}`;
    }
  }
  return { plans, counts, examples };
}

let grid: ReturnType<typeof count>;
let sweep: ReturnType<typeof count>;
beforeAll(() => {
  grid = count(answerGrid(1));
  sweep = count(fc.sample(randomAnswers, { numRuns: 1000, seed: 27 }));
}, 480_000);

describe("sessions and weeks as a coach puts them together", () => {
  it("covers the 5,760-plan grid and a 1,000-plan sweep", () => {
    expect(grid.plans).toBe(5760);
    expect(sweep.plans).toBe(1000);
  });
  for (const name of Object.keys(COMPOSITION_RULES)) {
    it(name, () => {
      expect(grid.counts[name], grid.examples[name]).toBeLessThanOrEqual(CEILING[name]?.grid ?? 0);
      expect(sweep.counts[name], sweep.examples[name]).toBeLessThanOrEqual(CEILING[name]?.sweep ?? 0);
    });
  }
});

const base: QuestionnaireAnswers = {
  ...ADULT_QUICK,
  goals: ["Speed & Agility", "Match Endurance"],
  equipment: "Minimal Equipment (dumbbells, bands)",
};

/** Each rule catches the plan a coach would refuse: a clean plan, broken the way the rule names. */
const BREAKS: Record<string, (p: Program) => void> = {
  "a warm-up asks for nothing the session's injury guidance holds back": (p) => {
    const s = p.weeks[0]!.sessions[0]!;
    s.injuryGuidance = [
      "Right ankle/foot (current, not yet cleared): running, skipping or jumping for it returns from week 7.",
    ];
    s.exercises = s.exercises.filter((e) => e.category !== "speed" && e.category !== "conditioning");
    s.warmUp = { ...s.warmUp, description: "easy jog or skipping on the spot, building to a light sweat." };
  },
  "a session that presses also pulls": (p) => {
    const s = p.weeks[0]!.sessions.find((s) =>
      s.exercises.some((e) => e.exerciseId === "push-up" || e.category === "strength"),
    )!;
    s.exercises = [{ ...s.exercises[0]!, exerciseId: "push-up", name: "Push-up", category: "strength" }];
  },
  "one conditioning piece per session": (p) => {
    const s = p.weeks[0]!.sessions[0]!;
    const run = { ...s.exercises[0]!, exerciseId: "tempo-runs", name: "Tempo runs", category: "conditioning" as const };
    s.exercises.push(run, { ...run, exerciseId: "bike-intervals", name: "Bike intervals" });
  },
  "no exercise or movement twice in one session": (p) => {
    const s = p.weeks[0]!.sessions[0]!;
    s.exercises.push({ ...s.exercises[0]! });
  },
  "a session holds at least four exercises": (p) => {
    p.weeks[0]!.sessions[0]!.exercises.splice(3);
  },
  "a session's title names only what it holds": (p) => {
    const s = p.weeks[0]!.sessions[0]!;
    s.title = `${s.title} and conditioning`;
    s.exercises = s.exercises.filter((e) => e.category !== "conditioning");
  },
  "the taper never does more of an exercise than the peak week": (p) => {
    const e = p.weeks[7]!.sessions[0]!.exercises.find((x) =>
      p.weeks[6]!.sessions[0]!.exercises.some((y) => y.exerciseId === x.exerciseId),
    )!;
    e.sets = 9;
  },
  "no token doses: two sets or more of anything counted in reps or metres": (p) => {
    p.weeks[0]!.sessions[0]!.exercises.find((e) => e.dose.kind !== "time" && e.category !== "conditioning")!.sets = 1;
  },
  "an easy body-weight lift is slowed down or kept light, never asked at RPE 7+ for 8+ reps": (p) => {
    p.weeks[0]!.sessions[0]!.exercises.push({
      ...p.weeks[0]!.sessions[0]!.exercises[0]!,
      exerciseId: "bodyweight-squat",
      name: "Bodyweight squat",
      dose: { kind: "reps", reps: 10, perSide: false },
      rpe: 7.5,
      cue: "Sit between your heels.",
      change: undefined,
    });
  },
  "the plan's words match its loads: no heavier lifts promised on body weight": (p) => {
    for (const w of p.weeks.filter((w) => w.phase === 2))
      for (const s of w.sessions)
        for (const e of s.exercises)
          if (e.category === "strength") Object.assign(e, { exerciseId: "push-up", name: "Push-up" });
    p.phases[1]!.summary = "Heavier main lifts alternated with jumps.";
  },
  "a week's words and the phase summary name only the explosive work they hold": (p) => {
    const taper = p.weeks[7]!;
    for (const s of taper.sessions)
      s.exercises = s.exercises.filter((e) => !["speed", "plyometric", "power"].includes(e.category));
    taper.focus = "Taper: about half the volume; keep the speed and arrive fresh for the season.";
  },
  "an eccentric drill carries no reps-in-reserve target": (p) => {
    p.weeks[0]!.sessions[0]!.exercises.push({
      ...p.weeks[0]!.sessions[0]!.exercises[0]!,
      exerciseId: "nordic-curl",
      name: "Nordic curl",
      rir: 3,
    });
  },
  "every week pulls, and has some conditioning": (p) => {
    for (const s of p.weeks[2]!.sessions) s.exercises = s.exercises.filter((e) => e.category !== "conditioning");
  },
  "speed and agility means a sprint and a change of direction every week": (p) => {
    for (const s of p.weeks[2]!.sessions) s.exercises = s.exercises.filter((e) => e.category !== "speed");
  },
  "the emphasis line promises only what every week holds: sprints, running, jumps": (p) => {
    p.profile.emphasis = ["Sprinting"];
    for (const s of p.weeks[1]!.sessions) s.exercises = s.exercises.filter((e) => e.category !== "speed");
  },
  "a week's headline holds what it says: an extra set, the same exercises": (p) => {
    p.weeks[2]!.focus = "Hardest week of phase 1: an extra set on the main work, RPE 7.";
    for (const s of p.weeks[2]!.sessions) for (const e of s.exercises) e.sets = 1;
    p.weeks[2]!.volumeIndex = 40;
  },
  "a session named for rebuilding a region holds work for that region": (p) => {
    p.weeks[0]!.sessions[0]!.focus = `Rebuild the wrist/hand · ${p.weeks[0]!.sessions[0]!.focus}`;
    p.weeks[0]!.sessions[0]!.exercises = p.weeks[0]!.sessions[0]!.exercises.filter(
      (e) => !EXERCISES_BY_ID.get(e.exerciseId)!.regions.includes("wrist/hand"),
    );
  },
  "the injury guidance never asks a physio's clearance of a region already cleared": (p) => {
    p.weeks[0]!.sessions[0]!.injuryGuidance = [
      "Side (current, cleared by a physio): no full-effort bowling until your physio clears it.",
    ];
  },
  "every week presses (a sore hand with its forearms), and a fast bowler's week loads the calves": (p) => {
    for (const s of p.weeks[2]!.sessions)
      s.exercises = s.exercises.filter((e) => e.category !== "prehab" && e.category !== "strength");
  },
  "no token runs or jumps: conditioning runs add up to 100 m or more, a jump is done at least 2 × 3": (p) => {
    const e = p.weeks[2]!.sessions.flatMap((s) => s.exercises).find(
      (x) => x.category === "plyometric" || x.category === "power",
    )!;
    e.sets = 2;
    e.dose = { kind: "reps", reps: 2, perSide: false };
  },
  "a return names the week the plan first holds the work again": (p) => {
    const e = p.weeks[5]!.sessions[0]!.exercises[0]!;
    e.exerciseId = "depth-jump";
    e.change = "Back in from week 5 after your left ankle/foot injury, one effort level lower.";
  },
  "'off your feet' only on work done off the feet (a bike or a rower, not a circuit or a walk)": (p) => {
    const e = p.weeks[0]!.sessions[0]!.exercises[0]!;
    Object.assign(e, {
      exerciseId: "bodyweight-circuit",
      change: "Bodyweight circuit instead of Tempo runs: off your feet.",
    });
  },
  "the week note names as the hard leg days exactly the days that hold jumps, sprints or runs": (p) => {
    // The note still names Day 1, whose jumps, sprints and runs are gone.
    for (const w of p.weeks)
      w.sessions[0]!.exercises = w.sessions[0]!.exercises.filter(
        (e) => !["plyometric", "speed", "conditioning"].includes(e.category),
      );
  },
  "Match Endurance means conditioning of four efforts or more in every build and power week": (p) => {
    for (const s of p.weeks[2]!.sessions) s.exercises = s.exercises.filter((e) => e.category !== "conditioning");
  },
  "a spinner rotates and a quick keeps the low back robust, every week": (p) => {
    for (const s of p.weeks[2]!.sessions) s.exercises = s.exercises.filter((e) => e.category === "speed");
  },
};

describe("each composition rule catches the plan it is about", () => {
  it("names a break for every rule", () =>
    expect(Object.keys(BREAKS).sort()).toEqual(Object.keys(COMPOSITION_RULES).sort()));
  for (const [name, breakIt] of Object.entries(BREAKS))
    it(name, () => {
      const p = generatePlan(base);
      expect(COMPOSITION_RULES[name]!(base, p)).toEqual([]);
      const broken = structuredClone(p);
      breakIt(broken);
      expect(COMPOSITION_RULES[name]!(base, broken).length).toBeGreaterThan(0);
    });
});
