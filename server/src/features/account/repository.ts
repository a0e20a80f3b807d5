import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { pendingSignups, profiles, questionnaireResponses, trainingPlans, user, verification } from "#server/core/db/schema";
import { QuestionnaireAnswersSchema, type QuestionnaireAnswers } from "#domain/questionnaire";
import { toQuestionnaireResponseRow, toTrainingPlanRow } from "#domain/plan-record";
import { GENERATOR_VERSION, generatePlan } from "#domain/plan/generator";

/** A transaction or the database: every write below runs inside the caller's transaction. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export interface AccountUser {
  id: string;
  name: string;
  email: string;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<AccountUser | undefined> {
  const [row] = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.id, id)).limit(1);
  return row;
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(user).where(eq(user.id, id));
}

/* ---- one-time verification links (docs/decisions/0011) ---- */

const USED_TOKEN = "used-email-verification";
const usedTokenId = (tokenHash: string) => `${USED_TOKEN}:${tokenHash}`;

export async function isVerificationTokenUsed(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: verification.id }).from(verification).where(eq(verification.id, usedTokenId(tokenHash))).limit(1);
  return row !== undefined;
}

/** Claims a link for one use: true for the first caller only (the primary key decides races). */
export async function claimVerificationToken(db: Db, tokenHash: string, email: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(verification)
    .values({ id: usedTokenId(tokenHash), identifier: USED_TOKEN, value: email.toLowerCase(), expiresAt })
    .onConflictDoNothing()
    .returning({ id: verification.id });
  return rows.length === 1;
}

/**
 * A claim left by an interrupted attempt (the server died between claiming the link and
 * better-auth verifying the account) would make the link say "already used" to an account that
 * is not verified, and sign-in refuses an unverified account: the athlete would be stuck. A claim
 * older than `staleSeconds` whose account is still unverified is released (issue #7, found by
 * server/src/testing/fault/crash.test.ts). A live attempt takes milliseconds, so racing requests
 * with one fresh link are still refused.
 */
export async function releaseStaleVerificationClaim(db: Db, tokenHash: string, staleSeconds: number): Promise<boolean> {
  const rows = await db
    .delete(verification)
    .where(
      and(
        eq(verification.id, usedTokenId(tokenHash)),
        sql`${verification.createdAt} < now() - make_interval(secs => ${staleSeconds})`,
        sql`not exists (select 1 from ${user} where ${user.email} = ${verification.value} and ${user.emailVerified})`,
      ),
    )
    .returning({ id: verification.id });
  return rows.length === 1;
}

/** Gives a claimed link back when verifying failed on our side, so the athlete can retry it. */
export async function releaseVerificationToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(verification).where(eq(verification.id, usedTokenId(tokenHash)));
}

/* ---- profile, answers and plan ---- */

async function ensureProfile(tx: Executor, u: AccountUser): Promise<void> {
  await tx.insert(profiles).values({ userId: u.id, fullName: u.name, email: u.email }).onConflictDoNothing({ target: profiles.userId });
}

/** Sorted-key JSON, so the same answers always compare equal whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

export type SaveOutcome = "created" | "unchanged" | "replaced";

/**
 * Profile, questionnaire_responses and the active training_plans row, in ONE transaction
 * (never an answer without its plan). The profile row is locked first so two saves for one
 * athlete run one after the other. Identical answers change nothing; changed answers replace
 * the response and make a new active plan (the old one stays, inactive). The plan row carries
 * its generated 8-week program and generator version from the start (issue #5, decision 0031).
 */
export async function saveAnswers(db: Db, u: AccountUser, answers: QuestionnaireAnswers): Promise<SaveOutcome> {
  return db.transaction((tx) => saveAnswersIn(tx, u, answers));
}

async function saveAnswersIn(tx: Tx, u: AccountUser, answers: QuestionnaireAnswers): Promise<SaveOutcome> {
  await ensureProfile(tx, u);
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, u.id)).for("update");
  const [response] = await tx.select({ id: questionnaireResponses.id }).from(questionnaireResponses).where(eq(questionnaireResponses.userId, u.id));
  const [plan] = await tx
    .select({ id: trainingPlans.id, planDetails: trainingPlans.planDetails })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, u.id), eq(trainingPlans.isActive, true)));
  const saved = (plan?.planDetails as { customized_for?: Partial<QuestionnaireAnswers> } | undefined)?.customized_for;
  // Answers saved before the step-8 picker existed (issue #10) carry no injuryDetails: the same as none picked.
  const savedAnswers = saved && typeof saved === "object" ? { ...saved, injuryDetails: saved.injuryDetails ?? [] } : saved;
  if (response && plan && canonical(savedAnswers) === canonical(answers)) return "unchanged";

  const row = toQuestionnaireResponseRow(answers);
  await tx
    .insert(questionnaireResponses)
    .values({ userId: u.id, ...row })
    .onConflictDoUpdate({ target: questionnaireResponses.userId, set: { ...row, updatedAt: sql`now()` } });
  if (plan) await tx.update(trainingPlans).set({ isActive: false }).where(and(eq(trainingPlans.userId, u.id), eq(trainingPlans.isActive, true)));
  await tx.insert(trainingPlans).values({ userId: u.id, ...toTrainingPlanRow(answers), program: generatePlan(answers), generatorVersion: GENERATOR_VERSION });
  return response ? "replaced" : "created";
}

/**
 * After verification: the profile, and the answers kept with the unverified account, in ONE
 * transaction that also removes them from pending_signups. Safe to run again: a second run
 * finds nothing pending and only makes sure the profile exists.
 */
export async function completePendingSignup(db: Db, u: AccountUser): Promise<{ saved: boolean; invalid: boolean }> {
  return db.transaction(async (tx) => {
    const [pending] = await tx.delete(pendingSignups).where(eq(pendingSignups.userId, u.id)).returning({ answers: pendingSignups.answers });
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
  const [row] = await db.select({ userId: pendingSignups.userId }).from(pendingSignups).where(eq(pendingSignups.userId, userId)).limit(1);
  return row !== undefined;
}

/* ---- the dashboard ---- */

/**
 * Profile, whether answers are stored, and the active plan in ONE statement (GET /api/me is read
 * on every dashboard visit): the user row left-joined to its profile, its answers row and its one
 * active plan (each unique per user, so at most one row comes back).
 */
export async function readDashboard(db: Db, userId: string) {
  const [row] = await db
    .select({
      profile: { fullName: profiles.fullName, email: profiles.email, createdAt: profiles.createdAt, avatarUrl: profiles.avatarUrl },
      responseId: questionnaireResponses.id,
      injuryDetails: questionnaireResponses.injuryDetails,
      plan: {
        id: trainingPlans.id,
        planName: trainingPlans.planName,
        sport: trainingPlans.sport,
        durationMonths: trainingPlans.durationMonths,
        priceAmount: trainingPlans.priceAmount,
        isActive: trainingPlans.isActive,
        planDetails: trainingPlans.planDetails,
        createdAt: trainingPlans.createdAt,
      },
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.userId, user.id))
    .leftJoin(trainingPlans, and(eq(trainingPlans.userId, user.id), eq(trainingPlans.isActive, true)))
    .where(eq(user.id, userId));
  const profile = row?.profile ?? null;
  const plan = row?.plan ?? null;
  const saved = row?.responseId ? ((plan?.planDetails as { customized_for?: QuestionnaireAnswers } | undefined)?.customized_for ?? null) : null;
  // The picker's answer comes from its column, so answers saved before it existed read [] (issue #10).
  const answers = saved ? { ...saved, injuryDetails: (row?.injuryDetails ?? []) as QuestionnaireAnswers["injuryDetails"] } : null;
  return { profile, questionnaire: answers, plan };
}

/* ---- avatar ---- */

/** Sets the avatar and returns the previous one (to remove its file). */
export async function replaceAvatar(db: Db, u: AccountUser, avatarUrl: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await ensureProfile(tx, u);
    const [before] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, u.id)).for("update");
    await tx.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, u.id));
    return before?.avatarUrl ?? null;
  });
}
