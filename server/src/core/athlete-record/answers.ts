import { and, eq, type Placeholder, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "#server/core/db/client";
import { perDatabase } from "#server/core/db/per-database";
import { pendingSignups, profiles, questionnaireResponses, trainingPlans, planIsActive } from "#server/core/db/schema";
import { QuestionnaireAnswersSchema, type QuestionnaireAnswers } from "#domain/questionnaire";
import { toQuestionnaireResponseRow, toTrainingPlanRow } from "#domain/plan-record";
import { newStoredProgram, sameAnswers, type StoredProgram } from "./program.ts";
import { programPool } from "./program-pool.ts";

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
 * Profile, questionnaire_responses and the active training_plans row, written together (never an
 * answer without its plan). Saves of one athlete run one after the other: each takes the profile's
 * row lock before it writes. Answers that make the same plan change nothing; changed answers
 * replace the response and make a new active plan (the old one stays, inactive). The plan row
 * carries its generated 8-week program and generator version from the start (issue #5, decision
 * 0031).
 *
 * The program is generated outside any lock (issue #13, docs/decisions/0093): it depends on the
 * answers alone (domain/plan is pure). It is made in a worker thread when one is ready, here
 * otherwise (program-pool.ts, decision 0116), while the athlete's record is read. Identical answers
 * still change nothing: the generated program is then dropped.
 *
 * Two statements for a changed save, no BEGIN/COMMIT (docs/decisions/0122): one read of the
 * record, then ONE statement that locks the profile and writes (`writeIfCurrent`). That write
 * makes the plan read first inactive and the new one active; if another save replaced the plan in
 * between, the one-active-plan index refuses it, nothing is written, and the save reads again and
 * decides again, as if it had come after. A first save without a profile, or a save that keeps
 * losing that race, takes the locking transaction instead (`saveAnswersIn`).
 */
export async function saveAnswers(db: Db, u: AccountUser, answers: QuestionnaireAnswers): Promise<SaveOutcome> {
  const [program, first] = await Promise.all([programPool.storedProgram(answers), readRecord(db, u.id)]);
  for (let attempt = 0, record = first; attempt < WRITE_ATTEMPTS; attempt++, record = await readRecord(db, u.id)) {
    if (!record?.profileId) break;
    if (record.responseId && record.planId && sameAnswers(record.answers, answers)) return "unchanged";
    if (await writeIfCurrent(db, u.id, answers, program, record.planId))
      return record.responseId ? "replaced" : "created";
  }
  return db.transaction((tx) => saveAnswersIn(tx, u, answers, program));
}

/** Optimistic writes before a save takes the locking transaction: only saves of one athlete at once ever retry. */
const WRITE_ATTEMPTS = 3;

/** The athlete's profile, saved response and active plan (with the answers it was made for), in one unlocked read. */
async function readRecord(db: Db, userId: string) {
  const [row] = await saveStatements(db).read.execute({ userId });
  return row;
}

/**
 * One statement: lock the profile, make `planId` (the active plan when the record was read)
 * inactive, insert the new active plan, upsert the response. Each write depends on the lock (and
 * the insert on the deactivation) through the values it reads, so PostgreSQL runs them in that
 * order. False, with nothing written, when the plan read is no longer the active one: a save
 * that committed in between left another active plan, and the one-active-plan index refuses the
 * insert (the statement is its own transaction, so the whole of it rolls back). Exported for
 * save-race.test.ts.
 */
export async function writeIfCurrent(
  db: Db,
  userId: string,
  answers: QuestionnaireAnswers,
  program: StoredProgram,
  planId: string | null,
): Promise<boolean> {
  const statements = saveStatements(db);
  const values = {
    userId,
    planId,
    ...prefixed("plan", { ...toTrainingPlanRow(answers), ...program }),
    ...prefixed("response", toQuestionnaireResponseRow(answers)),
  };
  try {
    await (planId ? statements.replace : statements.first).execute(values);
    return true;
  } catch (err) {
    if (isConstraintError(err, "training_plans_one_active_per_user")) return false;
    throw err;
  }
}

/* ---- the save's statements, built once per database ---- */

/**
 * The read and the write of a save are built once per database with placeholders, as the
 * dashboard read is (decision 0124): drizzle's building of the four-part write was about 0.2 ms
 * of the event loop at every save (decision 0131). Their text never changes, so PGlite
 * (pglite-statements.ts) and PostgreSQL (pg-statements.ts) run them as named statements.
 */
type Row = Record<string, unknown>;
type PlanRow = Omit<ReturnType<typeof toTrainingPlanRow>, "isActive"> & StoredProgram;
type ResponseRow = ReturnType<typeof toQuestionnaireResponseRow>;

/** Every column the save writes from the plan row and the program, and from the response row (the types check none is missed). */
const PLAN_KEYS = keys<PlanRow>({
  planName: true,
  sport: true,
  durationMonths: true,
  priceAmount: true,
  planDetails: true,
  program: true,
  programPacked: true,
  generatorVersion: true,
});
const RESPONSE_KEYS = keys<ResponseRow>({
  sport: true,
  ageGroup: true,
  height: true,
  weight: true,
  experience: true,
  role: true,
  battingAbility: true,
  bowlingAbility: true,
  fieldingAbility: true,
  trainingFrequency: true,
  injuryHistory: true,
  injuryDetails: true,
  goals: true,
  equipment: true,
});

function keys<T>(all: { [K in keyof Required<T>]: true }): Array<keyof T & string> {
  return Object.keys(all) as Array<keyof T & string>;
}

/** `row`'s values under `scope.`-prefixed names: what fills the placeholders `placeholders(scope, …)` made. */
function prefixed(scope: string, row: Row): Row {
  const out: Row = {};
  for (const key in row) out[`${scope}.${key}`] = row[key];
  return out;
}

function placeholders<T>(scope: string, names: Array<keyof T & string>) {
  return Object.fromEntries(names.map((k) => [k, sql.placeholder(`${scope}.${k}`)])) as { [K in keyof T]: Placeholder };
}

/** The dialect of the composed write: the app's databases use drizzle's defaults (no casing option, client.ts). */
const dialect = new PgDialect();

function buildSaveStatements(db: Db) {
  const userId = sql.placeholder("userId");
  const read = db
    .select({
      profileId: profiles.id,
      responseId: sql<
        string | null
      >`(select ${questionnaireResponses.id} from ${questionnaireResponses} where ${questionnaireResponses.userId} = ${userId})`,
      planId: trainingPlans.id,
      answers: sql<unknown>`${trainingPlans.planDetails}->'customized_for'`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(profiles, eq(profiles.userId, userId))
    .leftJoin(trainingPlans, and(eq(trainingPlans.userId, userId), planIsActive))
    .prepare("save_read_record");

  const write = (deactivating: boolean) => {
    const lock = sql`select ${profiles.userId} from ${profiles} where ${profiles.userId} = ${userId} for update`;
    const deactivate = deactivating
      ? db
          .update(trainingPlans)
          .set({ isActive: false })
          .where(and(eq(trainingPlans.id, sql.placeholder("planId")), planIsActive, sql`exists (select 1 from locked)`))
      : undefined;
    const insertPlan = db.insert(trainingPlans).values({
      ...placeholders<PlanRow>("plan", PLAN_KEYS),
      userId: sql`(select user_id from locked)`,
      isActive: deactivate ? sql`(select count(*) >= 0 from deactivated)` : true,
    });
    // The update takes the values the insert proposed (`excluded`): one set of parameters.
    const proposed = Object.fromEntries(
      RESPONSE_KEYS.map((k) => [k, sql`excluded.${sql.identifier(questionnaireResponses[k].name)}`]),
    );
    const upsertResponse = db
      .insert(questionnaireResponses)
      .values({ ...placeholders<ResponseRow>("response", RESPONSE_KEYS), userId: sql`(select user_id from locked)` })
      .onConflictDoUpdate({ target: questionnaireResponses.userId, set: { ...proposed, updatedAt: sql`now()` } });
    const statement = sql`with locked as materialized (${lock})`
      .append(deactivate ? sql`, deactivated as (${deactivate.getSQL()} returning 1)` : sql``)
      .append(sql`, plan as (${insertPlan.getSQL()} returning 1), response as (${upsertResponse.getSQL()} returning 1)`)
      .append(sql` select (select count(*) from plan) + (select count(*) from response) as written`);
    return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false);
  };
  return { read, first: write(false), replace: write(true) };
}

const saveStatements = perDatabase(buildSaveStatements);

/** A unique violation of `constraint`, as node-postgres or PGlite report it, possibly wrapped by drizzle. */
function isConstraintError(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === "23505" && e.constraint === constraint) return true;
  return false;
}

/**
 * The save inside a transaction that holds the profile's lock for its whole length: verification
 * (`completePendingSignup`, in its own transaction), a first save without a profile, and a save
 * whose write `writeIfCurrent` refused three times.
 */
async function saveAnswersIn(
  tx: Tx,
  u: AccountUser,
  answers: QuestionnaireAnswers,
  program?: StoredProgram,
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
    .leftJoin(trainingPlans, and(eq(trainingPlans.userId, userId), planIsActive));
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
