import { asc, eq } from "drizzle-orm";
import { applyAdjustments, currentChanges, PlanChangeSchema, type PlanChange } from "#domain/plan/adjustments";
import { applyClearances } from "#domain/plan/clearance";
import { QuestionnaireAnswersSchema, type QuestionnaireAnswers } from "#domain/questionnaire";
import type { Db } from "#server/core/db/client";
import { planAdjustments, trainingPlans, trainingSettings } from "#server/core/db/schema";
import { clearanceRows, planStartDay } from "./clearances.ts";
import { ensureProgram, PlanAnswersInvalidError, type StoredProgram } from "./stored-program.ts";

/**
 * The plan the athlete follows: the stored program with the physio's clearances (decision 0142)
 * and then the coach's changes applied (issue #17, docs/decisions/0107). The stored program is
 * never rewritten; every reader that shows or prints the plan (/me/plan, /me/training, the phase
 * PDFs) reads it through here, so they always agree, and the PDF cache key (a hash of the program
 * printed) changes with every change.
 */
export interface AdjustedProgram extends StoredProgram {
  /** The coach's start date for week 1 ("YYYY-MM-DD"), or null, and when the coach set it. */
  coachStartDate: string | null;
  coachStartAt: Date | null;
  /** The generated program with the physio's clearances, before the coach's changes. */
  generated: StoredProgram["program"];
  /** How many changes are in force. */
  changes: number;
}

export interface ChangeRow {
  change: PlanChange;
  at: Date;
}

/** Every change of one plan version, oldest first (the audit and the layer are the same rows). */
export async function planChangeRows(db: Db, planId: string): Promise<ChangeRow[]> {
  const rows = await db
    .select({ change: planAdjustments.change, at: planAdjustments.createdAt })
    .from(planAdjustments)
    .where(eq(planAdjustments.planId, planId))
    .orderBy(asc(planAdjustments.createdAt), asc(planAdjustments.id));
  // A row that no longer parses (a shape from a later version) is skipped, never fatal.
  return rows.flatMap((r) => {
    const parsed = PlanChangeSchema.safeParse(r.change);
    return parsed.success ? [{ change: parsed.data, at: r.at }] : [];
  });
}

/** The answers the plan was generated from: swaps are dosed and checked against them. */
export async function planAnswers(db: Db, planId: string): Promise<QuestionnaireAnswers> {
  const [row] = await db
    .select({ details: trainingPlans.planDetails })
    .from(trainingPlans)
    .where(eq(trainingPlans.id, planId));
  const parsed = QuestionnaireAnswersSchema.safeParse(
    (row?.details as { customized_for?: unknown } | null)?.customized_for,
  );
  if (!parsed.success) throw new PlanAnswersInvalidError(`plan ${planId}: saved answers are invalid`);
  return parsed.data;
}

export async function ensureAdjustedProgram(db: Db, userId: string): Promise<AdjustedProgram | null> {
  const stored = await ensureProgram(db, userId);
  if (!stored) return null;
  const [rows, clearances] = await Promise.all([planChangeRows(db, stored.planId), clearanceRows(db, stored.planId)]);
  const changes = currentChanges(rows);
  const startAt = rows.findLast((r) => r.change.kind === "start")?.at ?? null;
  const coachStart = changes.findLast((c) => c.kind === "start");
  let answers: QuestionnaireAnswers | undefined;
  const plan = { ...stored };
  if (clearances.length > 0) {
    answers = await planAnswers(db, stored.planId);
    const start = await planStartDay(db, userId, stored, {
      startDate: coachStart?.kind === "start" ? coachStart.startDate : null,
      at: startAt,
    });
    plan.program = applyClearances(stored.program, answers, clearances, start);
  }
  const none = { ...plan, generated: plan.program, coachStartDate: null, coachStartAt: null, changes: 0 };
  if (changes.length === 0) return none;
  const adjusted = applyAdjustments(plan.program, changes, answers ?? (await planAnswers(db, plan.planId)));
  return {
    ...plan,
    program: adjusted.program,
    generated: plan.program,
    coachStartDate: adjusted.startDate,
    coachStartAt: adjusted.startDate ? startAt : null,
    changes: changes.length,
  };
}

/**
 * The start date in force (decision 0107): the coach's when they moved it after the athlete last
 * chose one, else the athlete's own (`own`). Latest wins, as everywhere in the training log.
 */
export async function startDateInForce(
  db: Db,
  userId: string,
  plan: Pick<AdjustedProgram, "coachStartDate" | "coachStartAt">,
  own: string,
): Promise<{ startDate: string; byCoach: boolean }> {
  if (!plan.coachStartDate || !plan.coachStartAt) return { startDate: own, byCoach: false };
  const [row] = await db
    .select({ at: trainingSettings.updatedAt })
    .from(trainingSettings)
    .where(eq(trainingSettings.userId, userId));
  return row && row.at > plan.coachStartAt
    ? { startDate: own, byCoach: false }
    : { startDate: plan.coachStartDate, byCoach: true };
}
