import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import { type CricketWindow, LOG_WINDOW_DAYS } from "#domain/training/api";
import { addDays } from "#domain/training/dates";
import type { CricketLog, SessionLog } from "#domain/training/log";
import type { Db } from "#server/core/db/client";
import { cricketLogs, sessionLogs } from "#server/core/db/schema";
import { toCricketLog, toSessionLog } from "./log-rows.ts";

/**
 * The log as the athlete's pages and the coach's athlete page read it (decision 0136): every plan
 * session's entry (one per week and day of an 8-week plan, so it cannot grow) and the cricket
 * entries of one window of LOG_WINDOW_DAYS days, never the whole history. `before` is the cursor
 * for older entries (an earlier answer's `cricketWindow.from`); without it the window ends
 * tomorrow, the latest day a log may carry.
 */
export async function readLogWindow(
  db: Db,
  userId: string,
  today: string,
  before?: string,
): Promise<{ sessions: SessionLog[]; cricket: CricketLog[]; cricketWindow: CricketWindow }> {
  const to = before ? addDays(before, -1) : addDays(today, 1);
  const from = addDays(to, -(LOG_WINDOW_DAYS - 1));
  const [sessions, cricket, [older]] = await Promise.all([
    db
      .select()
      .from(sessionLogs)
      .where(eq(sessionLogs.userId, userId))
      .orderBy(asc(sessionLogs.date), asc(sessionLogs.week), asc(sessionLogs.day)),
    db
      .select()
      .from(cricketLogs)
      .where(and(eq(cricketLogs.userId, userId), gte(cricketLogs.date, from), lte(cricketLogs.date, to)))
      .orderBy(asc(cricketLogs.date), asc(cricketLogs.editedAt), asc(cricketLogs.id)),
    db
      .select({ one: sql<number>`1` })
      .from(cricketLogs)
      .where(and(eq(cricketLogs.userId, userId), lt(cricketLogs.date, from)))
      .limit(1),
  ]);
  return {
    sessions: sessions.map(toSessionLog),
    cricket: cricket.map(toCricketLog),
    cricketWindow: { from, to, older: older !== undefined },
  };
}
