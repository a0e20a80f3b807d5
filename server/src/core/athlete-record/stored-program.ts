import { and, eq, isNull } from "drizzle-orm";
import { QuestionnaireAnswersSchema } from "#domain/questionnaire";
import type { Program } from "#domain/plan/types";
import type { Db } from "#server/core/db/client";
import { trainingPlans, planIsActive } from "#server/core/db/schema";
import { newStoredProgram } from "#server/core/athlete-record/program";
import { packedBytes, packedColumn } from "#server/core/athlete-record/program-columns";
import { unpackProgram } from "#server/core/athlete-record/program-storage";

export interface StoredProgram {
  planId: string;
  planName: string;
  /** When the plan was saved: week 1 starts that day. */
  createdAt: Date;
  program: Program;
  generatorVersion: string;
}

/** The active plan's saved answers do not pass the questionnaire schema: nothing can be generated. */
export class PlanAnswersInvalidError extends Error {}

/**
 * The athlete's generated 8-week program (issue #5, docs/decisions/0030-plan-generator.md).
 *
 * A stored program is returned as it was made, whatever GENERATOR_VERSION is now: a plan with
 * its version can always be re-created exactly, so it is never silently swapped for a newer
 * one. Answers saved since decision 0031 get their program in the save's transaction; a plan
 * without a program (saved before #5) is generated on first view
 * from `plan_details.customized_for`. New answers make a new active plan row, so they are
 * generated afresh. Two first views at once: the update only applies while `program` is null,
 * and the loser reads the winner's program, so both see the same plan.
 *
 * Returns null when the athlete has no active plan.
 */
export async function ensureProgram(db: Db, userId: string): Promise<StoredProgram | null> {
  const plan = await activePlan(db, userId);
  if (!plan) return null;
  if (plan.program !== null)
    return stored(plan, unpackProgram(plan.program, packedBytes(plan.programPacked)), plan.generatorVersion);

  const answers = QuestionnaireAnswersSchema.safeParse(
    (plan.planDetails as { customized_for?: unknown } | null)?.customized_for,
  );
  if (!answers.success)
    throw new PlanAnswersInvalidError(
      `plan ${plan.id}: saved answers are invalid: ${answers.error.issues[0]?.message}`,
    );
  const fresh = newStoredProgram(answers.data);
  const [written] = await db
    .update(trainingPlans)
    .set(fresh)
    .where(and(eq(trainingPlans.id, plan.id), isNull(trainingPlans.program)))
    .returning({ id: trainingPlans.id });
  if (written) return stored(plan, unpackProgram(fresh.program, fresh.programPacked), fresh.generatorVersion);

  // Somebody else generated it first: theirs is the stored plan.
  const [theirs] = await db
    .select({
      program: trainingPlans.program,
      programPacked: packedColumn(),
      generatorVersion: trainingPlans.generatorVersion,
    })
    .from(trainingPlans)
    .where(eq(trainingPlans.id, plan.id));
  return theirs?.program
    ? stored(plan, unpackProgram(theirs.program, packedBytes(theirs.programPacked)), theirs.generatorVersion)
    : null;
}

function stored(
  plan: { id: string; planName: string; createdAt: Date },
  program: Program,
  generatorVersion: string | null,
): StoredProgram {
  return {
    planId: plan.id,
    planName: plan.planName,
    createdAt: plan.createdAt,
    program,
    generatorVersion: generatorVersion ?? "unknown",
  };
}

/** Whether the athlete has an active plan (its program may still be generated on first view). */
export async function hasActivePlan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), planIsActive))
    .limit(1);
  return row !== undefined;
}

async function activePlan(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: trainingPlans.id,
      planName: trainingPlans.planName,
      createdAt: trainingPlans.createdAt,
      planDetails: trainingPlans.planDetails,
      program: trainingPlans.program,
      programPacked: packedColumn(),
      generatorVersion: trainingPlans.generatorVersion,
    })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), planIsActive));
  return row;
}
