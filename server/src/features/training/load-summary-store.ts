import { eq, inArray, sql } from "drizzle-orm";
import { type LoadSummary, loadSummary } from "#domain/training/load-summary";
import type { CricketLog, SessionLog } from "#domain/training/log";
import type { Db } from "#server/core/db/client";
import { athleteLoadSummary, cricketLogs, sessionLogs } from "#server/core/db/schema";

/**
 * The athlete_load_summary row (issue #17, docs/decisions/0105): recomputed from the athlete's
 * whole log with the domain's functions, inside the transaction that changed the log (the
 * caller's `tx`, which holds the athlete's advisory lock), so the coach's list never disagrees
 * with the log. Plan sessions are at most 40 rows and cricket comes as one row a day, so the
 * write reads a bounded amount however the log grew (the caps of decision 0136 bound the days).
 */
export async function refreshLoadSummary(tx: Db, userId: string): Promise<LoadSummary> {
  const [sessions, cricket] = await Promise.all([
    tx
      .select({
        date: sessionLogs.date,
        week: sessionLogs.week,
        day: sessionLogs.day,
        status: sessionLogs.status,
        sessionRpe: sessionLogs.sessionRpe,
        minutes: sessionLogs.minutes,
        editedAt: sessionLogs.editedAt,
      })
      .from(sessionLogs)
      .where(eq(sessionLogs.userId, userId)),
    // One row a day, not one an entry: the load is a sum per day, so the day's total stands in
    // for its entries (decision 0136). Integers both sides, so the sums are exact.
    tx
      .select({
        date: cricketLogs.date,
        minutes: sql<number>`sum(${cricketLogs.sessionRpe} * ${cricketLogs.minutes})::int`,
        sessionRpe: sql<number>`1`,
        balls: sql<number | null>`sum(${cricketLogs.balls})::int`,
      })
      .from(cricketLogs)
      .where(eq(cricketLogs.userId, userId))
      .groupBy(cricketLogs.date),
  ]);
  const summary = loadSummary(sessions.map(asSession), cricket.map(asCricket));
  await writeSummaries(tx, [{ userId, summary }]);
  return summary;
}

/** Only what the load needs: the rest of an entry does not change it. */
export const asSession = (r: {
  date: string;
  week: number;
  day: number;
  status: string;
  sessionRpe: number | null;
  minutes: number | null;
  editedAt: Date;
}): SessionLog => ({
  id: "",
  date: r.date,
  week: r.week,
  day: r.day,
  status: r.status as SessionLog["status"],
  skipReason: null,
  sessionRpe: r.sessionRpe,
  minutes: r.minutes,
  sets: [],
  editedAt: r.editedAt.toISOString(),
});
export const asCricket = (r: {
  date: string;
  minutes: number;
  sessionRpe: number;
  balls: number | null;
}): CricketLog => ({
  id: "",
  date: r.date,
  kind: "other",
  minutes: r.minutes,
  sessionRpe: r.sessionRpe,
  bowling: r.balls === null ? null : { balls: r.balls, longestSpellBalls: null, intensity: "medium" },
  editedAt: "2020-01-01T00:00:00Z",
});

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** Upserts summaries in one statement; an athlete with nothing logged loses the row. */
export async function writeSummaries(tx: Db, rows: Array<{ userId: string; summary: LoadSummary }>): Promise<void> {
  const empty = rows.filter((r) => r.summary.lastLoggedOn === null).map((r) => r.userId);
  const kept = rows.filter((r) => r.summary.lastLoggedOn !== null);
  if (empty.length > 0) await tx.delete(athleteLoadSummary).where(inArray(athleteLoadSummary.userId, empty));
  if (kept.length === 0) return;
  const values = kept.map(({ userId, summary: s }) => ({
    userId,
    firstLoadOn: s.firstLoadOn,
    ewmaOn: s.ewmaOn,
    acuteLoad: s.acute,
    chronicLoad: s.chronic,
    lastLoggedOn: s.lastLoggedOn,
    updatedAt: new Date(),
  }));
  await tx
    .insert(athleteLoadSummary)
    .values(values)
    .onConflictDoUpdate({
      target: athleteLoadSummary.userId,
      set: {
        firstLoadOn: sqlExcluded("first_load_on"),
        ewmaOn: sqlExcluded("ewma_on"),
        acuteLoad: sqlExcluded("acute_load"),
        chronicLoad: sqlExcluded("chronic_load"),
        lastLoggedOn: sqlExcluded("last_logged_on"),
        updatedAt: sqlExcluded("updated_at"),
      },
    });
}

/**
 * Summaries for athletes whose logs predate athlete_load_summary (written before the migration,
 * or by hand): every athlete with a log and no summary row gets one, each in its own transaction
 * under the athlete's advisory lock (as a log write). Reads every log's user id, so it runs once
 * per database (load-summary-backfill.ts, after the upgrade that added the table) and from
 * `npm run seed`. `stop` is asked between athletes (a server shutting down). Answers how many it wrote.
 */
export async function backfillLoadSummaries(db: Db, stop: () => boolean = () => false): Promise<number> {
  // Both drivers answer db.execute with { rows }.
  const missing = (await db.execute(sql`
    select distinct user_id from (
      select user_id from ${sessionLogs} union select user_id from ${cricketLogs}
    ) logged
    where not exists (select 1 from ${athleteLoadSummary} s where s.user_id = logged.user_id)`)) as unknown as {
    rows: Array<{ user_id: string }>;
  };
  const ids = missing.rows.map((r) => r.user_id);
  let written = 0;
  for (const userId of ids) {
    if (stop()) break;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(1212, hashtext(${userId}))`);
      await refreshLoadSummary(tx as unknown as Db, userId);
    });
    written += 1;
  }
  return written;
}
