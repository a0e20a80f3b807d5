import { and, eq, isNotNull, lt } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Db } from "#server/core/db/client";
import { deleteStaleRateLimits } from "#server/core/limits/attempt-limiter";
import { mailOutbox, session, user, verification } from "#server/core/db/schema";
import { removeStaleCachedPdfs } from "#server/features/plan/pdf-cache";
import { pruneSupersededPlans } from "./plan-retention.ts";

/** What the privacy page promises (web/src/features/site/privacy-page.tsx). */
export const UNVERIFIED_ACCOUNT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A mail the outbox gave up on is kept this long (for an operator to see why), then removed. */
export const GIVEN_UP_MAIL_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const INTERVAL_MS = 60 * 60 * 1000;

export interface CleanupResult {
  unverifiedAccounts: number;
  expiredSessions: number;
  expiredVerifications: number;
  staleRateLimits: number;
  givenUpMails: number;
  supersededPlans: number;
}

/**
 * Removes accounts never verified within 7 days (their answers go with them: foreign keys
 * cascade), expired sessions, expired verification tokens and rate-limit counters untouched for
 * a day, and mails the outbox gave up on more than 30 days ago (their bodies were already
 * cleared: decision 0096), and superseded plans past the few kept (plan-retention.ts). Idempotent, so several server processes on one PostgreSQL may all run it.
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
  const mails = await db
    .delete(mailOutbox)
    .where(and(isNotNull(mailOutbox.failedAt), lt(mailOutbox.failedAt, new Date(now.getTime() - GIVEN_UP_MAIL_TTL_MS))))
    .returning({ id: mailOutbox.id });
  return {
    unverifiedAccounts: accounts.length,
    expiredSessions: sessions.length,
    expiredVerifications: tokens.length,
    staleRateLimits: rateLimits,
    givenUpMails: mails.length,
    supersededPlans: await pruneSupersededPlans(db),
  };
}

/** Runs the clean-up shortly after start and then hourly; never keeps the process alive. */
export default fp(
  async (app) => {
    const run = async () => {
      try {
        const r = await runCleanup(app.db, new Date(app.clock.now()));
        if (Object.values(r).some((n) => n > 0)) app.log.info(r, "clean-up removed stale data");
      } catch (err) {
        app.log.warn({ err }, "clean-up failed; will retry next hour");
      }
      // After the accounts: a deleted athlete's cached PDFs go in the same run (decision 0092).
      try {
        const cachedPdfs = await removeStaleCachedPdfs(app.db, app.storage);
        if (cachedPdfs > 0) app.log.info({ cachedPdfs }, "clean-up removed stale cached PDFs");
      } catch (err) {
        app.log.warn({ err }, "PDF cache clean-up failed; will retry next hour");
      }
    };
    const first = setTimeout(run, 30_000).unref();
    const every = setInterval(run, INTERVAL_MS).unref();
    app.addHook("onClose", async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  },
  { name: "cleanup", dependencies: ["db", "storage"] },
);
