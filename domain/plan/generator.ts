import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { WEEK_SHAPES } from "./dosing.ts";
import { emphasisFor } from "./emphasis.ts";
import { hasImpact, injuryGuidance } from "./adapt.ts";
import { EXERCISES_BY_ID, type Exercise } from "./exercise-library.ts";
import {
  gymWeekdays,
  injuryNote,
  juniorBowlingNote,
  juniorNote,
  needsJuniorBowlingGuidance,
  safetyNote,
  weekNote,
} from "./guidance.ts";
import { hasReportedInjury, normaliseInjuryText } from "./injuries.ts";
import { answersHash } from "./random.ts";
import { contrastFor, templatesFor } from "./templates.ts";
import type { ExerciseInfo, Prescription, Program } from "./types.ts";
import { type ClearedFrom, athleteFor, sessionsFor } from "./athlete.ts";
import { harderWith } from "./place.ts";
import {
  hingeMovedOn,
  loadedOnceAllowed,
  withRebuild,
  distribute,
  shapeConditioning,
  prescribable,
  chooseWeek,
  fit,
  keepWeekly,
} from "./choose.ts";
import {
  buildWeek,
  extrasFor,
  oneConditioningEach,
  spaceTendonLoads,
  buildGradually,
  offFeetFor,
  returnsAsBuilt,
  rampedBy,
  sessionLabels,
  taperBelowPeak,
  weekWork,
} from "./compose.ts";
import { HEAVIER, explosiveWords, mainLoads, weekFocus } from "./explain.ts";

/**
 * The 8-week plan generator (docs/decisions/0030-plan-generator.md). Pure and
 * deterministic: the same answers always give the same program for a given version. Bump the
 * version whenever the output for some answers would change; stored plans keep theirs.
 *
 * Its stages, each rule in one home:
 * - `athlete.ts`: who the plan is for, read once from the answers;
 * - `choose.ts`: the exercise for each slot, per phase, and trimming to the session's time;
 * - `place.ts` with `dosing.ts`: one exercise's dose for one week;
 * - `adapt.ts`: what an injury changes, drops or holds back, and when it returns;
 * - `compose.ts`: sessions and weeks balanced by construction;
 * - `explain.ts` with `guidance.ts`: titles, headlines and notes written from the content.
 */
export const GENERATOR_VERSION = "3.8.0";

export function generatePlan(answers: QuestionnaireAnswers, clearedFrom?: ClearedFrom): Program {
  const hash = answersHash(answers);
  const athlete = athleteFor(answers, clearedFrom);
  const junior = athlete.junior;
  const rpeCap = athlete.dose.rpeCap;
  const sessionsPerWeek = sessionsFor(answers.trainingFrequency, answers.ageGroup);
  const templates = templatesFor(sessionsPerWeek);
  const emphasis = withRebuild(emphasisFor(answers), athlete.injuries);
  const slotsBySession = distribute(templates, emphasis);
  const pool1 = prescribable(athlete, 1);
  const pool2 = prescribable(athlete, 2);

  const phase1 = oneConditioningEach(chooseWeek(athlete, slotsBySession, new Map(), new Set(), pool1, 1));
  const mains = new Map<string, Exercise>();
  const used1 = new Set<string>();
  for (const items of phase1)
    for (const i of items) {
      if (i.slot.role === "main") mains.set(i.slot.key, i.exercise);
      used1.add(i.exercise.id);
    }
  const phase2 = oneConditioningEach(
    chooseWeek(
      athlete,
      slotsBySession.map((slots) => [...slots, ...slots.filter((s) => s.role === "main").map(contrastFor)]),
      loadedOnceAllowed(athlete, hingeMovedOn(mains, pool2)),
      used1,
      pool2,
      2,
    ),
  );
  const fitted = { 1: phase1.map((items) => fit(athlete, items, 1)), 2: phase2.map((items) => fit(athlete, items, 2)) };
  // Conditioning, a push, a pull and a knee-dominant lift every week (a twice-a-week plan trimmed
  // to time lost its press), and a fast bowler's calf and Achilles work every week: the front foot
  // lands at several times body weight. In this order: a need kept first is never trimmed for the next.
  const weeklyNeeds: Array<(e: Exercise) => boolean> = [
    (e) => e.category === "conditioning",
    (e) => e.category === "strength" && e.movement === "push",
    (e) => e.category === "strength" && e.movement === "pull",
    (e) => e.category === "strength" && (e.movement === "squat" || e.movement === "lunge"),
    ...(athlete.roles.includes("fast bowler")
      ? [(e: Exercise) => e.category === "prehab" && e.regions.includes("calf/achilles")]
      : []),
  ];
  for (const [phase, chosen] of [[1, phase1] as const, [2, phase2] as const])
    for (const need of weeklyNeeds) keepWeekly(athlete, chosen, fitted[phase], phase, need);

  shapeConditioning(athlete, fitted[1], 1);
  shapeConditioning(athlete, fitted[2], 2);
  const hasNordics = [fitted[1], fitted[2]].some((phase) =>
    phase.some((items) => items.some((i) => i.exercise.id === "nordic-curl")),
  );
  const guidance = athlete.injuries.length
    ? injuryGuidance(athlete.injuries, {
        hasNordics,
        gym: answers.equipment === "Full Gym",
        bands: answers.equipment !== "Bodyweight Only",
        bowls: athlete.roles.includes("fast bowler") || athlete.roles.includes("spinner"),
      })
    : null;
  const extras = { 1: extrasFor(pool1, phase1, fitted[1]), 2: extrasFor(pool2, phase2, fitted[2]) };
  const weeks = WEEK_SHAPES.map((shape) =>
    buildWeek(athlete, shape, fitted[shape.phase], extras[shape.phase], guidance),
  );
  const offFeet = offFeetFor(athlete);
  spaceTendonLoads(weeks, athlete.injuries, gymWeekdays(sessionsPerWeek), offFeet);
  // Before the build-up counts each week's runs and jumps: a return's first week is its short one.
  returnsAsBuilt(weeks);
  buildGradually(weeks, athlete.injuries, 1, offFeet);
  taperBelowPeak(weeks);
  returnsAsBuilt(weeks, (e) => !rampedBy(athlete.injuries)(e));
  const week1Work = weekWork(weeks[0]!);
  for (const w of weeks) w.volumeIndex = Math.round((100 * weekWork(w)) / week1Work);
  // Phase 2's words promise heavier lifts only as far as its main lifts, as built, hold a load.
  const loads = mainLoads(weeks);
  weeks.forEach((w, i) => {
    w.focus = weekFocus(w, loads, weeks[i - 1]);
  });
  const phase2Explosive = explosiveWords({
    ...weeks[4]!,
    sessions: weeks.slice(4, 7).flatMap((w) => w.sessions),
  });

  const exercises: Record<string, ExerciseInfo> = {};
  const ids = new Set<string>();
  for (const w of weeks) for (const s of w.sessions) for (const e of s.exercises) ids.add(e.exerciseId);
  for (const id of ids) {
    const e = EXERCISES_BY_ID.get(id)!;
    exercises[e.id] = {
      name: e.name,
      category: e.category,
      pattern: e.pattern,
      equipment: e.equipment,
      easier: e.easier,
      harder: harderWith(e.harder, athlete),
      regions: [...e.regions],
    };
  }

  // The emphasis line only promises what every week delivers as built: an injury's swaps and holds
  // included, so running held for an injury is not promised as "Progressive running".
  const everyWeek = (label: string) => weeks.every((w) => w.sessions.some((s) => sessionLabels(s).includes(label)));
  const injuryText = normaliseInjuryText(answers.injuries);
  // The days the week note names for the hard leg work are the days that hold it as built: jumps,
  // sprints and runs, wherever an injury's swaps and the build-up left them.
  const landsOnFeet = (e: Prescription) =>
    e.category === "plyometric" ||
    e.category === "speed" ||
    (e.category === "conditioning" && hasImpact(EXERCISES_BY_ID.get(e.exerciseId)!));
  const hardLegDays = templates
    .map((_, i) => (weeks.some((w) => w.kind !== "taper" && w.sessions[i]?.exercises.some(landsOnFeet)) ? i : -1))
    .filter((i) => i >= 0);
  return {
    generatorVersion: GENERATOR_VERSION,
    answersHash: hash,
    profile: {
      ageGroup: answers.ageGroup,
      competitionLevel: answers.competitionLevel,
      primaryRole: answers.primaryRole,
      goals: [...answers.goals],
      equipment: answers.equipment,
      trainingFrequency: answers.trainingFrequency,
      trainingDuration: answers.trainingDuration,
      sessionsPerWeek,
      maxSessionMinutes: athlete.cap,
      emphasis: [...(junior || athlete.novice ? ["Technique first"] : []), ...emphasis.labels.filter(everyWeek)],
    },
    notes: {
      safety: safetyNote(),
      junior: junior ? juniorNote(answers.ageGroup, rpeCap) : null,
      juniorBowling: needsJuniorBowlingGuidance(answers.ageGroup, answers.primaryRole)
        ? juniorBowlingNote(answers.ageGroup)
        : null,
      injury:
        hasReportedInjury(injuryText) || athlete.injuries.length > 0 ? injuryNote(injuryText, athlete.injuries) : null,
      week: weekNote({
        age: answers.ageGroup,
        role: answers.primaryRole,
        asked: sessionsFor(answers.trainingFrequency),
        sessions: sessionsPerWeek,
        capMinutes: athlete.cap,
        duration: answers.trainingDuration,
        hardLegDays,
      }),
    },
    phases: [
      {
        phase: 1,
        title: "Phase 1: general strength and movement quality",
        weeks: [1, 2, 3, 4],
        summary: `3-6 sets of 8-12 reps at moderate loads, effort rising from RPE ${weeks[0]!.targetRpe} to ${weeks[2]!.targetRpe}; week 4 unloads.`,
      },
      {
        phase: 2,
        title: "Phase 2: strength to power",
        weeks: [5, 6, 7, 8],
        summary: `${HEAVIER[loads].summary}${phase2Explosive ? ` alternated with ${phase2Explosive}` : ""}; week 8 tapers toward the season.`,
      },
    ],
    weeks,
    exercises,
  };
}
