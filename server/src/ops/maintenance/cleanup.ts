import { and, eq, lt } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Db } from "#server/core/db/client";
import { deleteStaleRateLimits } from "#server/core/limits/attempt-limiter";
import { session, user, verification } from "#server/core/db/schema";

/** What the privacy page promises (web/src/features/site/privacy-page.tsx). */
export const UNVERIFIED_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INTERVAL_MS = 60 * 60 * 1000;

export interface CleanupResult {
  unverifiedAccounts: number;
  expiredSessions: number;
  expiredVerifications: number;
  staleRateLimits: number;
}

/**
 * Removes accounts never verified within 7 days (their answers go with them: foreign keys
 * cascade), expired sessions, expired verification tokens and rate-limit counters untouched for
 * a day. Idempotent, so several server processes on one PostgreSQL may all run it.
 */
export async function runCleanup(db: Db, now = new Date()): Promise<CleanupResult> {
  const staleBefore = new Date(now.getTime() - UNVERIFIED_ACCOUNT_TTL_MS);
  const accounts = await db
    .delete(user)
    .where(and(eq(user.emailVerified, false), lt(user.createdAt, staleBefore)))
    .returning({ id: user.id });
  const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  const tokens = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  const rateLimits = await deleteStaleRateLimits(db, now.getTime());
  return {
    unverifiedAccounts: accounts.length,
    expiredSessions: sessions.length,
    expiredVerifications: tokens.length,
    staleRateLimits: rateLimits,
  };
}

/** Runs the clean-up shortly after start and then hourly; never keeps the process alive. */
export default fp(
  async (app) => {
    const run = async () => {
      try {
        const r = await runCleanup(app.db, new Date(app.clock.now()));
        if (r.unverifiedAccounts + r.expiredSessions + r.expiredVerifications + r.staleRateLimits > 0)
          app.log.info(r, "clean-up removed stale data");
      } catch (err) {
        app.log.warn({ err }, "clean-up failed; will retry next hour");
      }
    };
    const first = setTimeout(run, 30_000).unref();
    const every = setInterval(run, INTERVAL_MS).unref();
    app.addHook("onClose", async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  },
  { name: "cleanup", dependencies: ["db"] },
);
