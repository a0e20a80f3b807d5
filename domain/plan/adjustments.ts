import { z } from "zod";
import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { type ActiveInjury, adaptForInjuries } from "./adapt.ts";
import { prescribe, WEEK_SHAPES, type SlotRole } from "./dosing.ts";
import { EXERCISES_BY_ID, type Exercise, loads } from "./exercise-library.ts";
import { athleteFor, type Athlete } from "./athlete.ts";
import { formatDose } from "./format.ts";
import type { Dose, InjuryFlag, Prescription, Program, Session } from "./types.ts";

/**
 * The coach's changes to one athlete's plan (issue #17, docs/decisions/0107-coach-plan-changes.md):
 * a layer over the generated program, never written into it. Each change names its target
 * (a session by week and day, an exercise by the id the GENERATOR gave that slot, so a dose
 * change survives a later swap), and the latest change per target is the one that applies.
 * `applyAdjustments` is pure: the stored program and the current changes in, the plan the
 * athlete follows out, with every changed part marked "changed by your coach".
 */

const Week = z.number().int().min(1, "Week must be 1 to 8.").max(8, "Week must be 1 to 8.");
const Day = z.number().int().min(1, "Day must be 1 to 5.").max(5, "Day must be 1 to 5.");
const ExerciseId = z.string().min(1).max(80);

export const NOTE_MAX = 500;
export const REASON_MAX = 300;
/**
 * Why the coach makes a change that breaks one of the plan's rules (adjustments-rails.ts): the
 * confirmation itself, stored with the change and shown to the athlete beside it.
 */
const Reason = z.string().trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`).optional();
/** Bounds on what a coach may prescribe (besides the junior effort cap, checked per athlete). */
export const DOSE_BOUNDS = {
  sets: [1, 12],
  rpe: [1, 10],
  reps: [1, 30],
  seconds: [5, 300],
  metres: [5, 3000],
} as const;

export const SwapChangeSchema = z.object({
  kind: z.literal("swap"),
  week: Week,
  day: Day,
  exerciseId: ExerciseId,
  toExerciseId: ExerciseId,
  reason: Reason,
});
export const DoseChangeSchema = z.object({
  kind: z.literal("dose"),
  week: Week,
  day: Day,
  exerciseId: ExerciseId,
  sets: z
    .number()
    .int("Sets are whole numbers.")
    .min(DOSE_BOUNDS.sets[0], "Sets must be 1 to 12.")
    .max(DOSE_BOUNDS.sets[1], "Sets must be 1 to 12."),
  /** Reps, seconds or metres: the unit of the exercise's dose. */
  amount: z.number().int("Enter a whole number.").positive("Enter a number above 0."),
  rpe: z
    .number()
    .multipleOf(0.5, "Effort goes in half points.")
    .min(DOSE_BOUNDS.rpe[0], "Effort must be 1 to 10.")
    .max(DOSE_BOUNDS.rpe[1], "Effort must be 1 to 10."),
  reason: Reason,
});
export const NoteChangeSchema = z.object({
  kind: z.literal("note"),
  week: Week,
  day: Day,
  /** An empty note removes the coach's note. */
  text: z.string().trim().max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`),
});
export const StartChangeSchema = z.object({
  kind: z.literal("start"),
  startDate: z.iso.date("Enter the start date as YYYY-MM-DD."),
});
export const PlanChangeSchema = z.discriminatedUnion("kind", [
  SwapChangeSchema,
  DoseChangeSchema,
  NoteChangeSchema,
  StartChangeSchema,
]);
export type PlanChange = z.infer<typeof PlanChangeSchema>;
export type SwapChange = z.infer<typeof SwapChangeSchema>;
export type DoseChange = z.infer<typeof DoseChangeSchema>;

/** What a change replaces: a later change with the same target supersedes it. */
export function targetOf(c: PlanChange): { week: number; day: number; exerciseId: string } {
  if (c.kind === "start") return { week: 0, day: 0, exerciseId: "" };
  return { week: c.week, day: c.day, exerciseId: c.kind === "note" ? "" : c.exerciseId };
}
export const targetKey = (c: PlanChange) => {
  const t = targetOf(c);
  return `${c.kind}:${t.week}:${t.day}:${t.exerciseId}`;
};

export interface AdjustedPlan {
  program: Program;
  /** The coach's start date for week 1, or null to keep the athlete's own. */
  startDate: string | null;
}

export function sessionOf(program: Program, week: number, day: number): Session | undefined {
  return program.weeks.find((w) => w.week === week)?.sessions.find((s) => s.day === day);
}

/** The slot an exercise change is keyed by: the generated exercise id in that session. */
export function slotOf(session: Session, exerciseId: string): Prescription | undefined {
  return session.exercises.find((e) => (e.coach?.originalExerciseId ?? e.exerciseId) === exerciseId);
}

/** A phase-2 pair's second half is the contrast lift; a heavy lift is a main lift; the rest accessories. */
export function roleOf(p: Prescription, old: Exercise | undefined): SlotRole {
  if (/^[A-Z]2$/.test(p.block)) return "contrast";
  return old?.qualities.includes("max-strength") ? "main" : "accessory";
}

/**
 * The injury flags an exercise carries: the generator's wording, from the same injury→region
 * reading (adapt.ts, the library's regions), so a flag follows the exercise whoever chose it.
 */
export function injuryFlagsFor(e: Exercise, injuries: readonly ActiveInjury[], changed: boolean): InjuryFlag[] {
  return injuries
    .filter((r) => r.sev >= 1 && loads(e, r.region))
    .map((r) => ({
      region: r.region,
      message: `Loads your ${r.region}${changed ? " even after the change shown" : ""}: stop if pain rises above 3/10.`,
    }))
    .filter((f, j, all) => all.findIndex((g) => g.region === f.region) === j);
}

/** The new exercise dosed as the generator would dose it in this week, eased as the athlete's injuries ask. */
export function swappedPrescription(a: Athlete, week: number, slot: Prescription, to: Exercise): Prescription {
  const shape = WEEK_SHAPES[week - 1]!;
  const dosed = prescribe(to, roleOf(slot, EXERCISES_BY_ID.get(slot.exerciseId)), shape, a.dose, 0);
  const x = adaptForInjuries(to, week, a.injuries, a.answers.equipment);
  const rpe = Math.max(1, dosed.rpe + Math.min(0, x.rpeDelta));
  // The plan's own easing note holds only when the plan would keep this exercise as it is.
  const change = !x.drop && x.exercise.id === to.id && x.change.length ? `${[...new Set(x.change)].join("; ")}.` : null;
  return {
    exerciseId: to.id,
    name: to.name,
    category: to.category,
    block: slot.block,
    sets: Math.max(1, dosed.sets - Math.max(0, x.setsDelta)),
    dose: dosed.dose,
    rpe,
    rir: dosed.rir === null ? null : Math.min(6, Math.max(dosed.rir, Math.round(10 - rpe))),
    restSeconds: dosed.restSeconds,
    cue: to.cue,
    flags: injuryFlagsFor(to, a.injuries, change !== null),
    ...(change ? { change } : {}),
  };
}

function dosedBy(dose: Dose, amount: number): Dose {
  if (dose.kind === "reps") return { ...dose, reps: amount };
  if (dose.kind === "time") return { ...dose, seconds: amount };
  return { ...dose, metres: amount };
}

const inWords = (p: Pick<Prescription, "sets" | "dose" | "rpe">) => `${formatDose(p)} at effort ${p.rpe}`;

/**
 * Once the coach sets the dose, the plan's notes about its own dose (eased effort, a share of top
 * speed, fewer reps) are no longer true and go; a note naming the exercise the plan chose instead
 * ("Goblet squat instead of Back squat…") or how to load it ("Harder version…") still holds.
 */
export function notesAfterCoachDose(change: string | undefined): string | undefined {
  if (!change) return undefined;
  const kept = change
    .replace(/\.$/, "")
    .split("; ")
    .filter((part) => / instead of /.test(part) || /^Harder version/.test(part));
  return kept.length ? `${kept.join("; ")}.` : undefined;
}

const withReason = (summary: string, reason: string | undefined) =>
  reason ? `${summary} (coach's reason: ${reason})` : summary;

/**
 * The plan as the athlete follows it. Changes that no longer fit (a target the program lacks, an
 * exercise the library dropped) are skipped: the layer can outlive a library change, never break
 * the plan. Swaps go before dose changes, so a dose change applies to the swapped exercise.
 */
export function applyAdjustments(
  stored: Program,
  changes: readonly PlanChange[],
  answers: QuestionnaireAnswers,
): AdjustedPlan {
  const program = structuredClone(stored);
  const a = athleteFor(answers);
  let startDate: string | null = null;
  const ordered = [...changes].sort((x, y) => rank(x) - rank(y));
  for (const c of ordered) {
    if (c.kind === "start") {
      startDate = c.startDate;
      continue;
    }
    const session = sessionOf(program, c.week, c.day);
    if (!session) continue;
    if (c.kind === "note") {
      if (c.text) session.coachNote = c.text;
      continue;
    }
    const slot = slotOf(session, c.exerciseId);
    if (!slot) continue;
    if (c.kind === "swap") {
      const to = EXERCISES_BY_ID.get(c.toExerciseId);
      if (!to) continue;
      const next = swappedPrescription(a, c.week, slot, to);
      next.coach = {
        originalExerciseId: c.exerciseId,
        swapped: true,
        dosed: false,
        summary: withReason(`Swapped from ${slot.name}`, c.reason),
      };
      session.exercises[session.exercises.indexOf(slot)] = next;
      program.exercises[to.id] ??= {
        name: to.name,
        category: to.category,
        pattern: to.pattern,
        equipment: to.equipment,
        easier: to.easier,
        harder: to.harder,
        regions: [...to.regions],
      };
    } else {
      const before = inWords(slot);
      slot.sets = c.sets;
      slot.dose = dosedBy(slot.dose, c.amount);
      slot.rpe = c.rpe;
      if (slot.rir !== null) slot.rir = Math.min(6, Math.max(0, Math.round(10 - c.rpe)));
      const notes = notesAfterCoachDose(slot.change);
      if (notes) slot.change = notes;
      else delete slot.change;
      const exercise = EXERCISES_BY_ID.get(slot.exerciseId);
      if (exercise) slot.flags = injuryFlagsFor(exercise, a.injuries, notes !== undefined);
      const summary = withReason(`Dose changed from ${before}`, c.reason);
      slot.coach = slot.coach
        ? { ...slot.coach, dosed: true, summary: withReason(`${slot.coach.summary}; dose changed`, c.reason) }
        : { originalExerciseId: c.exerciseId, swapped: false, dosed: true, summary };
    }
  }
  return { program, startDate };
}

const rank = (c: PlanChange) => ({ start: 0, swap: 1, dose: 2, note: 3 })[c.kind];

/** The latest change per target, oldest first: what `applyAdjustments` takes. */
export function currentChanges(history: readonly { change: PlanChange; at: Date }[]): PlanChange[] {
  const latest = new Map<string, { change: PlanChange; at: Date }>();
  for (const h of history) {
    const k = targetKey(h.change);
    const seen = latest.get(k);
    if (!seen || seen.at <= h.at) latest.set(k, h);
  }
  return [...latest.values()].sort((x, y) => x.at.getTime() - y.at.getTime()).map((h) => h.change);
}
