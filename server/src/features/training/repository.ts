import { and, asc, eq, or, sql } from "drizzle-orm";
import type { CricketLog, SessionLog, TrainingSettings } from "#domain/training/log";
import {
  CRICKET_DAY_FULL,
  CRICKET_LOG_FULL,
  MAX_CRICKET_ENTRIES,
  MAX_CRICKET_PER_DAY,
} from "#domain/training/log-caps";
import type { Db } from "#server/core/db/client";
import { cricketLogs, sessionLogs, trainingSettings } from "#server/core/db/schema";
import { refreshLoadSummary } from "./load-summary-store.ts";
import { setOf, toCricketLog, toSessionLog } from "#server/core/athlete-record/log-rows";

export { toCricketLog, toSessionLog };

/**
 * The training log's rows (issue #12). Every read and write names the asking athlete's user id:
 * an id that belongs to somebody else is "not found", never read, replaced or moved.
 */

export type Saved<T> = { entry: T; applied: true } | { entry: T; applied: false } | null;

/**
 * Last writer wins (train-common.md): the later `editedAt` wins. Equal times fall back to the id,
 * then to the content, so two devices reach the same final state whichever arrives first; an
 * identical entry compares equal (the same PUT twice).
 */
export function compareEdits<T extends { id: string; editedAt: string }>(a: T, b: T): number {
  const byTime = Date.parse(a.editedAt) - Date.parse(b.editedAt);
  if (byTime !== 0) return Math.sign(byTime);
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  return ja === jb ? 0 : ja < jb ? -1 : 1;
}

/** An edit time ahead of the server's clock counts as the server's clock. */
export const capEditedAt = (editedAt: string, now: number): string =>
  new Date(Math.min(Date.parse(editedAt), now)).toISOString();

/** One writer per athlete at a time, so two devices' PUTs never race on the (week, day) slot. */
async function lockAthlete(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1212, hashtext(${userId}))`);
}

/**
 * Stores a session log by the conflict rule: it replaces the entry with the same id and the
 * entry for the same plan session (week, day) only when it is later than both. Answers the
 * stored entry and whether this one was applied; null when the id is another athlete's.
 */
export async function putSessionLog(db: Db, userId: string, sent: SessionLog): Promise<Saved<SessionLog>> {
  const log: SessionLog = { ...sent, sets: sent.sets.map(setOf) };
  return db.transaction(async (tx) => {
    await lockAthlete(tx as unknown as Db, userId);
    const rows = await tx
      .select()
      .from(sessionLogs)
      .where(
        or(
          eq(sessionLogs.id, log.id),
          and(eq(sessionLogs.userId, userId), eq(sessionLogs.week, log.week), eq(sessionLogs.day, log.day)),
        ),
      );
    if (rows.some((r) => r.userId !== userId)) return null;
    const stored = rows.map(toSessionLog);
    // The one that beats it: the same plan session's entry first (that is what the athlete sees).
    const winner = stored
      .sort(
        (a, b) => Number(b.week === log.week && b.day === log.day) - Number(a.week === log.week && a.day === log.day),
      )
      .find((s) => compareEdits(log, s) < 0);
    if (winner) return { entry: winner, applied: false };
    if (stored.length === 1 && compareEdits(log, stored[0]!) === 0) return { entry: stored[0]!, applied: true };

    for (const s of stored)
      await tx.delete(sessionLogs).where(and(eq(sessionLogs.id, s.id), eq(sessionLogs.userId, userId)));
    const [row] = await tx
      .insert(sessionLogs)
      .values({
        id: log.id,
        userId,
        week: log.week,
        day: log.day,
        date: log.date,
        status: log.status,
        skipReason: log.skipReason,
        sessionRpe: log.sessionRpe,
        minutes: log.minutes,
        sets: log.sets,
        editedAt: new Date(log.editedAt),
      })
      .returning();
    await refreshLoadSummary(tx as unknown as Db, userId);
    return { entry: toSessionLog(row!), applied: true };
  });
}

/**
 * Stores a cricket entry by id, by the same last-writer-wins rule; null when the id is another
 * athlete's; `{ full }` with the message to show when a new entry, or one moved to another day,
 * would pass the caps (domain/training/log-caps.ts). The caps are counted under the athlete's
 * lock, so parallel writes cannot all slip under them.
 */
export async function putCricketLog(
  db: Db,
  userId: string,
  log: CricketLog,
): Promise<Saved<CricketLog> | { full: string }> {
  return db.transaction(async (tx) => {
    await lockAthlete(tx as unknown as Db, userId);
    const [row] = await tx.select().from(cricketLogs).where(eq(cricketLogs.id, log.id));
    if (row && row.userId !== userId) return null;
    if (!row || row.date !== log.date) {
      const full = await cricketCapReached(tx as unknown as Db, userId, log.date, !row);
      if (full) return { full };
    }
    const values = {
      date: log.date,
      kind: log.kind,
      minutes: log.minutes,
      sessionRpe: log.sessionRpe,
      balls: log.bowling?.balls ?? null,
      longestSpellBalls: log.bowling?.longestSpellBalls ?? null,
      intensity: log.bowling?.intensity ?? null,
      editedAt: new Date(log.editedAt),
      updatedAt: new Date(),
    };
    if (!row) {
      const [inserted] = await tx
        .insert(cricketLogs)
        .values({ id: log.id, userId, ...values })
        .returning();
      await refreshLoadSummary(tx as unknown as Db, userId);
      return { entry: toCricketLog(inserted!), applied: true };
    }
    const stored = toCricketLog(row);
    const order = compareEdits(toCricketLog({ ...row, ...values }), stored);
    if (order < 0) return { entry: stored, applied: false };
    if (order === 0) return { entry: stored, applied: true };
    const [updated] = await tx
      .update(cricketLogs)
      .set(values)
      .where(and(eq(cricketLogs.id, log.id), eq(cricketLogs.userId, userId)))
      .returning();
    await refreshLoadSummary(tx as unknown as Db, userId);
    return { entry: toCricketLog(updated!), applied: true };
  });
}

/** The message when one more entry on `date` (a new one when `adding`) would pass a cap; else null. */
async function cricketCapReached(tx: Db, userId: string, date: string, adding: boolean): Promise<string | null> {
  // Both counts from the (user_id, date) index; the whole log is capped, so the total stays cheap.
  const [counts] = await tx
    .select({
      onDay: sql<number>`count(*) filter (where ${cricketLogs.date} = ${date})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(cricketLogs)
    .where(eq(cricketLogs.userId, userId));
  if (counts!.onDay >= MAX_CRICKET_PER_DAY) return CRICKET_DAY_FULL;
  if (adding && counts!.all >= MAX_CRICKET_ENTRIES) return CRICKET_LOG_FULL;
  return null;
}

/** Deletes the athlete's own entry; false when there is none with that id (or it is somebody else's). */
export async function deleteSessionLog(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAthlete(tx as unknown as Db, userId);
    const gone = await tx
      .delete(sessionLogs)
      .where(and(eq(sessionLogs.id, id), eq(sessionLogs.userId, userId)))
      .returning({ id: sessionLogs.id });
    if (gone.length > 0) await refreshLoadSummary(tx as unknown as Db, userId);
    return gone.length > 0;
  });
}

export async function deleteCricketLog(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAthlete(tx as unknown as Db, userId);
    const gone = await tx
      .delete(cricketLogs)
      .where(and(eq(cricketLogs.id, id), eq(cricketLogs.userId, userId)))
      .returning({ id: cricketLogs.id });
    if (gone.length > 0) await refreshLoadSummary(tx as unknown as Db, userId);
    return gone.length > 0;
  });
}

/** The athlete's whole log, each list by date (then plan order, then edit time). */
export async function readLog(db: Db, userId: string): Promise<{ sessions: SessionLog[]; cricket: CricketLog[] }> {
  const [sessions, cricket] = await Promise.all([
    db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.userId, userId))
      .orderBy(asc(sessionLogs.date), asc(sessionLogs.week), asc(sessionLogs.day)),
    db
      .select()
      .from(cricketLogs)
      .where(eq(cricketLogs.userId, userId))
      .orderBy(asc(cricketLogs.date), asc(cricketLogs.editedAt), asc(cricketLogs.id)),
  ]);
  return { sessions: sessions.map(toSessionLog), cricket: cricket.map(toCricketLog) };
}

export async function readSettings(db: Db, userId: string): Promise<TrainingSettings | null> {
  const [row] = await db
    .select({ startDate: trainingSettings.startDate, weekdays: trainingSettings.weekdays })
    .from(trainingSettings)
    .where(eq(trainingSettings.userId, userId));
  return row ?? null;
}

export async function saveSettings(db: Db, userId: string, s: TrainingSettings): Promise<TrainingSettings> {
  // Stored Monday first, whatever order the days were ticked in.
  const weekdays = s.weekdays.toSorted((a, b) => a - b);
  const [row] = await db
    .insert(trainingSettings)
    .values({ userId, startDate: s.startDate, weekdays })
    .onConflictDoUpdate({
      target: trainingSettings.userId,
      set: { startDate: s.startDate, weekdays, updatedAt: new Date() },
    })
    .returning({ startDate: trainingSettings.startDate, weekdays: trainingSettings.weekdays });
  return row!;
}
