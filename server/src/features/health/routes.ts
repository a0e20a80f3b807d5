import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { lifecycle } from "#server/core/lifecycle";
import { errorResponses } from "#server/plugins/contracts";
import { cachedCheck, runCheck, type CheckResult } from "./checks.ts";

const Database = z.enum(["pglite", "postgres"]);

const Check = z.object({
  ok: z.boolean(),
  reason: z.string().optional().describe('why it is down: an error code (ECONNREFUSED), else "failed"'),
  required: z.boolean().describe("whether it being down makes the process not ready"),
});
const Ready = z.object({
  status: z.enum(["ready", "degraded", "unavailable", "draining"]),
  checks: z.object({ database: Check, storage: Check, mail: Check }),
});

/** A probe must answer well within a load balancer's own timeout (commonly 5 s). */
const CHECK_TIMEOUT_MS = 2000;

/**
 * Health (issue #15, docs/decisions/0096):
 * - /health: liveness plus a database round trip, as before (the spec and the bench use it);
 * - /health/live: the process answers; no dependency is touched, so a database outage never
 *   gets every process restarted;
 * - /health/ready: only the database is required (503 when it is down, and while draining). File
 *   storage and the mail relay are reported, and make the process "degraded" (200), not unready:
 *   every process shares them, so failing readiness for them would take the whole site out of
 *   its load balancer, while sign-in, plans and the training log still work without them (files
 *   answer 503 meanwhile, and the outbox keeps mail until the relay is back).
 */
/**
 * What an anonymous probe is told of a failed check: an error code (ECONNREFUSED, ESOCKET) is
 * (or our own, NO_SMTP_URL) is enough for whoever runs the load balancer, and the full reason is in the log. A driver's or
 * relay's message can name a user, a host, a bucket or a path, so it is never sent.
 */
export function publicCheck(c: CheckResult): CheckResult {
  if (c.ok || c.reason === undefined) return c;
  return { ok: false, reason: /^[A-Z][A-Z0-9_]{1,40}$/.test(c.reason) ? c.reason : "failed" };
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ["public"],
    summary: "Liveness plus a database round trip",
    response: {
      200: z.object({ status: z.literal("ok"), database: Database }),
      503: z.object({ status: z.literal("unavailable"), database: Database }).describe("the database is unreachable"),
      ...errorResponses,
    },
  };
  app.get("/health", { schema }, async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const, database: app.database.kind };
    } catch (err) {
      app.log.warn({ err }, "health check: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: app.database.kind });
    }
  });

  const liveSchema = {
    tags: ["public"],
    summary: "Liveness: the process answers (no dependency is checked)",
    response: { 200: z.object({ status: z.literal("ok") }), ...errorResponses },
  };
  // Probes come every few seconds from each load balancer and orchestrator: their request lines
  // would drown the log, so only what goes wrong (warn and up) is logged for them.
  const probe = { logLevel: "warn" as const };
  app.get("/health/live", { schema: liveSchema, ...probe }, async () => ({ status: "ok" as const }));

  const checkDatabase = () =>
    runCheck(async () => {
      await app.db.execute(sql`select 1`);
    }, CHECK_TIMEOUT_MS);
  // A storage without a check of its own (check?() is optional on the interface) counts as up.
  const checkStorage = () =>
    runCheck(async () => {
      await (app.storage as { check?(): Promise<void> }).check?.();
    }, CHECK_TIMEOUT_MS);
  const checkMail = cachedCheck(
    () => runCheck(() => app.mailTransport.verify(), CHECK_TIMEOUT_MS * 2),
    app.config.mailCheckCacheMs,
  );

  const readySchema = {
    tags: ["public"],
    summary:
      "Readiness: the database (required), storage and mail relay (degraded when down); 503 when the database is down or while draining",
    response: {
      200: Ready,
      503: Ready.describe("a required dependency is down, or the process is shutting down"),
      ...errorResponses,
    },
  };
  app.get("/health/ready", { schema: readySchema, ...probe }, async (_req, reply) => {
    const [database, storage, mail] = await Promise.all([checkDatabase(), checkStorage(), checkMail()]);
    for (const [name, c] of Object.entries({ database, storage, mail }))
      if (!c.ok) app.log.warn({ dependency: name, reason: c.reason }, "readiness: dependency down");
    const checks = {
      database: { ...publicCheck(database), required: true },
      storage: { ...publicCheck(storage), required: false },
      mail: { ...publicCheck(mail), required: false },
    };
    const status = lifecycle.draining
      ? "draining"
      : !database.ok
        ? "unavailable"
        : storage.ok && mail.ok
          ? "ready"
          : "degraded";
    return reply.status(status === "ready" || status === "degraded" ? 200 : 503).send({ status, checks });
  });
};
export default healthRoutes;
