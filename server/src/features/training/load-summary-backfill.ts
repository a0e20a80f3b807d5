import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "#server/core/db/client";
import { appSettings } from "#server/core/db/schema";
import { backfillLoadSummaries } from "./load-summary-store.ts";

/** app_settings row written once every athlete with a log has a load summary. */
export const BACKFILL_DONE_SETTING = "athlete_load_summary_backfilled";

/**
 * Once per database, after the upgrade that added athlete_load_summary (issue #17, decision
 * 0105): athletes who logged before it get their summary, so the coach's squad list shows their
 * ratio without an operator's step. Later starts read one settings row and stop. Answers how many
 * summaries it wrote, or undefined when it had already run (or was stopped part-way: it resumes
 * at the next start, as every summary is written in its own transaction).
 */
export async function backfillOnce(
  db: Db,
  opts: { now: () => number; log: FastifyBaseLogger; stop?: () => boolean },
): Promise<number | undefined> {
  const stop = opts.stop ?? (() => false);
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, BACKFILL_DONE_SETTING));
  if (done) return undefined;
  const written = await backfillLoadSummaries(db, stop);
  if (stop()) return undefined;
  await db
    .insert(appSettings)
    .values({ key: BACKFILL_DONE_SETTING, value: new Date(opts.now()).toISOString() })
    .onConflictDoNothing();
  if (written > 0) opts.log.info({ athletes: written }, "load summaries written for logs older than the table");
  return written;
}

/** Runs backfillOnce in the background once the server is ready; a shutdown stops it between athletes. */
export function scheduleLoadSummaryBackfill(app: FastifyInstance) {
  let stopping = false;
  let running: Promise<unknown> | undefined;
  app.addHook("onReady", async () => {
    running = backfillOnce(app.db, { now: () => app.clock.now(), log: app.log, stop: () => stopping }).catch(
      (err: unknown) => {
        if (!stopping) app.log.error({ err }, "load summary backfill failed; it runs again at the next start");
      },
    );
  });
  app.addHook("onClose", async () => {
    stopping = true;
    await running;
  });
}
