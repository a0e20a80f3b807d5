import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { addDays, daysBetween } from "../training/dates.ts";
import { adaptForInjuries, REGION_NAME } from "./adapt.ts";
import { applyAdjustments, DOSE_BOUNDS, type PlanChange, roleOf, sessionOf, slotOf, targetKey } from "./adjustments.ts";
import { doseWarnings, juniorCapRefusal, type Warning } from "./adjustments-rails.ts";
import { EXERCISES, EXERCISES_BY_ID, type Exercise } from "./exercise-library.ts";
import { athleteFor, type Athlete } from "./athlete.ts";
import { canPrescribe } from "./choose.ts";
import type { Program } from "./types.ts";

/**
 * What the server checks before storing a coach's change (issue #17, decision 0107): the target
 * exists in this plan, a swap is one the generator itself could have chosen for this athlete in
 * that phase (kit, age, training age, role) and that the athlete's injuries do not rule out in
 * that week, and a dose stays in bounds (juniors' effort cap included). Answers the message to
 * show, or null.
 */

/** A coach may move week 1 up to this many days either side of the day the plan was made. */
export const START_MOVE_DAYS = 365;

const phaseOf = (week: number): 1 | 2 => (week <= 4 ? 1 : 2);

/** Why the athlete's injuries rule this exercise out in this week, or null when they do not. */
export function injuryRefusal(a: Athlete, e: Exercise, week: number): string | null {
  const x = adaptForInjuries(e, week, a.injuries, a.answers.equipment);
  if (!x.drop && x.exercise.id === e.id) return null;
  const region = a.injuries
    .filter((r) => r.sev > 0 && e.regions.includes(r.region))
    .map((r) => REGION_NAME[r.region])
    .join(" and ");
  return `${e.name} is not safe for this athlete in week ${week}: it loads the injured ${region || "region"}. Choose another exercise.`;
}

/**
 * Why the generator would never give this athlete this exercise in the phase, or null. An injury
 * refuses a junior's swap outright; an adult's coach has the last word (a warning, see below).
 */
function profileRefusal(a: Athlete, e: Exercise, week: number): string | null {
  const injury = a.junior ? injuryRefusal(a, e, week) : null;
  if (injury) return injury;
  if (canPrescribe(a, e, phaseOf(week))) return null;
  return `${e.name} does not suit this athlete in phase ${phaseOf(week)} (their equipment, age or training age): choose another exercise.`;
}

export interface CheckContext {
  /** The stored (generated) program. */
  program: Program;
  answers: QuestionnaireAnswers;
  /** The changes in force before this one. */
  current: readonly PlanChange[];
  /** The day the plan was made ("YYYY-MM-DD"). */
  planDay: string;
}

export interface Review {
  /** Why the change is refused outright (bounds, a junior's cap, a target the plan lacks), or null. */
  refusal: string | null;
  /** Rules the change breaks that the coach may override by confirming with a reason. */
  warnings: Warning[];
}

const refuse = (refusal: string): Review => ({ refusal, warnings: [] });
const fine = (warnings: Warning[] = []): Review => ({ refusal: null, warnings });

/** The message to show when a change is refused outright, or null (warnings aside). */
export function checkChange(ctx: CheckContext, c: PlanChange): string | null {
  return reviewChange(ctx, c).refusal;
}

export function reviewChange(ctx: CheckContext, c: PlanChange): Review {
  if (c.kind === "start") {
    const moved = daysBetween(ctx.planDay, c.startDate);
    if (Math.abs(moved) > START_MOVE_DAYS || Number.isNaN(moved))
      return refuse(
        `Move the start to a day between ${addDays(ctx.planDay, -START_MOVE_DAYS)} and ${addDays(ctx.planDay, START_MOVE_DAYS)}.`,
      );
    return fine();
  }
  const adjusted = applyAdjustments(ctx.program, ctx.current, ctx.answers).program;
  const session = sessionOf(adjusted, c.week, c.day);
  if (!session) return refuse(`This plan has no session ${c.day} in week ${c.week}.`);
  if (c.kind === "note") return fine();
  const slot = slotOf(session, c.exerciseId);
  if (!slot) return refuse(`Session ${c.day} of week ${c.week} has no exercise "${c.exerciseId}".`);
  const a = athleteFor(ctx.answers);
  if (c.kind === "swap") {
    const to = EXERCISES_BY_ID.get(c.toExerciseId);
    if (!to) return refuse(`"${c.toExerciseId}" is not in the exercise library.`);
    if (session.exercises.some((e) => e !== slot && e.exerciseId === to.id))
      return refuse(`${to.name} is already in this session: choose another exercise.`);
    const refusal = profileRefusal(a, to, c.week);
    if (refusal) return refuse(refusal);
    const injury = injuryRefusal(a, to, c.week);
    return fine(
      injury
        ? [{ rule: "Exercise loads a current injury", detail: injury.replace(/ Choose another exercise\.$/, "") }]
        : [],
    );
  }
  const [lo, hi] = DOSE_BOUNDS[slot.dose.kind === "reps" ? "reps" : slot.dose.kind === "time" ? "seconds" : "metres"];
  const unit = slot.dose.kind === "reps" ? "Reps" : slot.dose.kind === "time" ? "Seconds" : "Metres";
  if (c.amount < lo || c.amount > hi) return refuse(`${unit} must be ${lo} to ${hi} for ${slot.name}.`);
  const e = EXERCISES_BY_ID.get(slot.exerciseId);
  if (!e) {
    // An exercise the library has dropped: only the junior effort cap can be checked.
    if (c.rpe > a.dose.rpeCap)
      return refuse(`An ${ctx.answers.ageGroup} athlete trains at effort ${a.dose.rpeCap} at most: lower the effort.`);
    return fine();
  }
  const cap = juniorCapRefusal(a, e, slot.dose, c);
  if (cap) return refuse(cap);
  // Compared with the dose the plan itself gives the slot, not with an earlier dose from the coach.
  const others = ctx.current.filter((x) => !(x.kind === "dose" && targetKey(x) === targetKey(c)));
  const planned = slotOf(
    sessionOf(applyAdjustments(ctx.program, others, ctx.answers).program, c.week, c.day)!,
    c.exerciseId,
  );
  const role = roleOf(slot, EXERCISES_BY_ID.get(c.exerciseId));
  return fine(doseWarnings(a, e, c.week, role, planned ?? slot, c));
}

export interface SwapSuggestion {
  exerciseId: string;
  name: string;
  category: string;
  equipment: string;
  /** Same movement pattern as the exercise it replaces: the closest like-for-like swap. */
  samePattern: boolean;
}

/**
 * Library exercises a coach may put in this slot: the generator's own filter for the athlete and
 * phase, safe for their injuries in that week, same category, not already in the session.
 * Same movement pattern first, then by name.
 */
export function swapSuggestions(
  program: Program,
  answers: QuestionnaireAnswers,
  current: readonly PlanChange[],
  week: number,
  day: number,
  exerciseId: string,
): SwapSuggestion[] {
  const session = sessionOf(applyAdjustments(program, current, answers).program, week, day);
  const slot = session && slotOf(session, exerciseId);
  if (!session || !slot) return [];
  const now = EXERCISES_BY_ID.get(slot.exerciseId);
  const a = athleteFor(answers);
  const taken = new Set(session.exercises.map((e) => e.exerciseId));
  return EXERCISES.filter(
    (e) =>
      e.category === slot.category &&
      !taken.has(e.id) &&
      canPrescribe(a, e, phaseOf(week)) &&
      injuryRefusal(a, e, week) === null,
  )
    .map((e) => ({
      exerciseId: e.id,
      name: e.name,
      category: e.category,
      equipment: e.equipment,
      samePattern: e.pattern === now?.pattern,
    }))
    .sort((x, y) => Number(y.samePattern) - Number(x.samePattern) || x.name.localeCompare(y.name));
}
