import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { pendingSignups, profiles, questionnaireResponses, trainingPlans } from "#server/core/db/schema";
import { QuestionnaireAnswersSchema, type QuestionnaireAnswers } from "#domain/questionnaire";
import { toQuestionnaireResponseRow, toTrainingPlanRow } from "#domain/plan-record";
import { newStoredProgram, sameAnswers } from "./program.ts";

type StoredProgramColumns = ReturnType<typeof newStoredProgram>;

/** A transaction or the database: every write below runs inside the caller's transaction. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export interface AccountUser {
  id: string;
  name: string;
  email: string;
}

export async function ensureProfile(tx: Executor, u: AccountUser): Promise<void> {
  await tx
    .insert(profiles)
    .values({ userId: u.id, fullName: u.name, email: u.email })
    .onConflictDoNothing({ target: profiles.userId });
}

export type SaveOutcome = "created" | "unchanged" | "replaced";

/**
 * Profile, questionnaire_responses and the active training_plans row, in ONE transaction
 * (never an answer without its plan). The profile row is locked first so two saves for one
 * athlete run one after the other. Answers that make the same plan change nothing; changed
 * answers replace the response and make a new active plan (the old one stays, inactive). The
 * plan row carries its generated 8-week program and generator version from the start (issue #5,
 * decision 0031).
 *
 * The program is generated BEFORE the transaction (issue #13, docs/decisions/0093): it depends
 * on the answers alone (domain/plan is pure), so making it outside the lock changes nothing a
 * concurrent save could see, and the lock (on PGlite: the one connection) is held for the
 * writes only. Identical answers still change nothing: the generated program is then dropped.
 */
export async function saveAnswers(db: Db, u: AccountUser, answers: QuestionnaireAnswers): Promise<SaveOutcome> {
  const program = newStoredProgram(answers);
  return db.transaction((tx) => saveAnswersIn(tx, u, answers, program));
}

async function saveAnswersIn(
  tx: Tx,
  u: AccountUser,
  answers: QuestionnaireAnswers,
  program?: StoredProgramColumns,
): Promise<SaveOutcome> {
  // Two statements (issue #13, decision 0111): the lock, then one read of the response and the
  // active plan. Only an athlete without a profile yet costs an insert and a second lock.
  if (!(await lockProfile(tx, u.id))) {
    await ensureProfile(tx, u);
    await lockProfile(tx, u.id);
  }
  const state = await readState(tx, u.id);
  const response = state?.responseId ? { id: state.responseId } : undefined;
  const plan = state?.planId ? { id: state.planId, planDetails: state.planDetails } : undefined;
  const saved = (plan?.planDetails as { customized_for?: unknown } | undefined)?.customized_for;
  if (response && plan && sameAnswers(saved, answers)) return "unchanged";

  const row = toQuestionnaireResponseRow(answers);
  await tx
    .insert(questionnaireResponses)
    .values({ userId: u.id, ...row })
    .onConflictDoUpdate({ target: questionnaireResponses.userId, set: { ...row, updatedAt: sql`now()` } });
  if (plan) await tx.update(trainingPlans).set({ isActive: false }).where(eq(trainingPlans.id, plan.id));
  await tx
    .insert(trainingPlans)
    .values({ userId: u.id, ...toTrainingPlanRow(answers), ...(program ?? newStoredProgram(answers)) });
  return response ? "replaced" : "created";
}

/** Locks the athlete's profile row, so saves of one athlete run one after the other; false when there is none yet. */
async function lockProfile(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)).for("update");
  return rows.length > 0;
}

/**
 * The saved response's id and the active plan, in one statement. Read AFTER the lock, in a
 * statement of its own: on PostgreSQL (read committed) a locking statement that waited still
 * sees the other rows as they were when it began, so joining them to the lock would read the
 * plan the save we waited for has just replaced.
 */
async function readState(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      responseId: sql<
        string | null
      >`(select ${questionnaireResponses.id} from ${questionnaireResponses} where ${questionnaireResponses.userId} = ${userId})`,
      planId: trainingPlans.id,
      planDetails: trainingPlans.planDetails,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(trainingPlans, and(eq(trainingPlans.userId, userId), eq(trainingPlans.isActive, true)));
  return row;
}

/* ---- answers kept with an unverified account (docs/decisions/0010) ---- */

/** Keeps the answers of a sign-up with its new, unverified account, before the link is mailed. */
export async function keepPendingAnswers(db: Db, userId: string, answers: QuestionnaireAnswers): Promise<void> {
  await db
    .insert(pendingSignups)
    .values({ userId, answers })
    .onConflictDoUpdate({ target: pendingSignups.userId, set: { answers } });
}

/**
 * After verification: the profile, and the answers kept with the unverified account, in ONE
 * transaction that also removes them from pending_signups. Safe to run again: a second run
 * finds nothing pending and only makes sure the profile exists. Run by verification and, when a
 * crash interrupted it, by the athlete's next GET /api/me.
 */
export async function completePendingSignup(db: Db, u: AccountUser): Promise<{ saved: boolean; invalid: boolean }> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingSignups)
      .where(eq(pendingSignups.userId, u.id))
      .returning({ answers: pendingSignups.answers });
    if (!pending) {
      await ensureProfile(tx, u);
      return { saved: false, invalid: false };
    }
    // Strict rules on this path too (docs/decisions/0012): the spec's looser verify path is gone.
    const parsed = QuestionnaireAnswersSchema.safeParse(pending.answers);
    if (!parsed.success) {
      await ensureProfile(tx, u);
      return { saved: false, invalid: true };
    }
    await saveAnswersIn(tx, u, parsed.data);
    return { saved: true, invalid: false };
  });
}

export async function hasPendingSignup(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: pendingSignups.userId })
    .from(pendingSignups)
    .where(eq(pendingSignups.userId, userId))
    .limit(1);
  return row !== undefined;
}
