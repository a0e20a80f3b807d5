import { and, asc, count, eq } from "drizzle-orm";
import type { FitnessResult, NewResult } from "#domain/fitness-tests/schema";
import { ensureProgram } from "#server/core/athlete-record/stored-program";
import type { Db } from "#server/core/db/client";
import { fitnessResults, fitnessSchedule, trainingSettings, user } from "#server/core/db/schema";
import { utcDay } from "#domain/training/dates";

/** Results one athlete may keep: 6 tests × a retest a week for over a year. */
export const MAX_RESULTS = 500;
/** Extra dates a coach may schedule for one athlete. */
export const MAX_SCHEDULED = 52;

export interface Plan {
  startDate: string;
  ageGroup: string;
}

/**
 * Where week 1 starts: the athlete's chosen start (training settings, issue #12), else the day the
 * plan was made (the training log's own default). Null without a plan.
 */
export async function planFor(db: Db, userId: string): Promise<Plan | null> {
  const plan = await ensureProgram(db, userId);
  if (!plan) return null;
  const [settings] = await db
    .select({ startDate: trainingSettings.startDate })
    .from(trainingSettings)
    .where(eq(trainingSettings.userId, userId));
  return { startDate: settings?.startDate ?? utcDay(plan.createdAt), ageGroup: plan.program.profile.ageGroup };
}

const toResult = (r: typeof fitnessResults.$inferSelect): FitnessResult => ({
  id: r.id,
  testId: r.testId,
  date: r.date,
  value: r.value,
  heightCm: r.heightCm,
  createdAt: r.createdAt.toISOString(),
});

export async function listResults(db: Db, userId: string): Promise<FitnessResult[]> {
  const rows = await db
    .select()
    .from(fitnessResults)
    .where(eq(fitnessResults.userId, userId))
    .orderBy(asc(fitnessResults.date), asc(fitnessResults.createdAt));
  return rows.map(toResult);
}

export async function listScheduled(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ date: fitnessSchedule.date })
    .from(fitnessSchedule)
    .where(eq(fitnessSchedule.userId, userId))
    .orderBy(asc(fitnessSchedule.date));
  return rows.map((r) => r.date);
}

/** Stores a validated result; null when the athlete already keeps MAX_RESULTS. */
export async function addResult(db: Db, userId: string, r: NewResult): Promise<FitnessResult | null> {
  return db.transaction(async (tx) => {
    // Serialise one athlete's inserts so two at once cannot both pass the cap.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [{ n }] = (await tx.select({ n: count() }).from(fitnessResults).where(eq(fitnessResults.userId, userId))) as [
      { n: number },
    ];
    if (n >= MAX_RESULTS) return null;
    const [row] = await tx
      .insert(fitnessResults)
      .values({ userId, testId: r.testId, date: r.date, value: r.value, heightCm: r.heightCm })
      .returning();
    return toResult(row!);
  });
}

/** Deletes one of the athlete's own results: false for an id that is not theirs. */
export async function deleteResult(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(fitnessResults)
    .where(and(eq(fitnessResults.id, id), eq(fitnessResults.userId, userId)))
    .returning({ id: fitnessResults.id });
  return rows.length > 0;
}

/**
 * Adds a coach's date (twice the same date is one row); false past MAX_SCHEDULED. The count and
 * the insert run under the athlete's row lock, so parallel requests cannot all pass the cap.
 */
export async function schedule(db: Db, userId: string, date: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const existing = await listScheduled(tx as unknown as Db, userId);
    if (existing.includes(date)) return true;
    if (existing.length >= MAX_SCHEDULED) return false;
    await tx.insert(fitnessSchedule).values({ userId, date }).onConflictDoNothing();
    return true;
  });
}
