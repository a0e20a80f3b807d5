import Fastify, { type FastifyInstance } from "fastify";
import { redactUrl } from "#server/core/text/redact-url";
import type { Config } from "#server/core/config";
import { systemClock, type Clock } from "#server/core/clock";
import dbPlugin from "#server/plugins/db";
import securityPlugin from "#server/plugins/security";
import errorsPlugin from "#server/plugins/errors";
import requestDeadlinePlugin from "#server/plugins/request-deadline";
import contractsPlugin from "#server/plugins/contracts";
import storagePlugin from "#server/plugins/storage";
import mailPlugin from "#server/plugins/mail";
import metricsPlugin from "#server/plugins/metrics";
import authPlugin from "#server/plugins/auth";
import originCheckPlugin from "#server/plugins/origin-check";
import inputGuardPlugin, { DEFAULT_BODY_LIMIT } from "#server/plugins/input-guard";
import parentalConsentPlugin from "#server/plugins/parental-consent";
import connectionLimitPlugin from "#server/plugins/connection-limit";
import cleanupPlugin from "#server/ops/maintenance/cleanup";
import backupPlugin from "#server/ops/backup/plugin";
import healthRoutes from "#server/features/health/routes";
import liveCount from "#server/features/live-count/routes";
import accountRoutes from "#server/features/account/routes";
import signupRoutes from "#server/features/signup/routes";
import scheduleRoutes from "#server/features/plan/schedule-routes";
import planRoutes from "#server/features/plan/program-routes";
import clearanceRoutes from "#server/features/plan/clearance-routes";
import planPreviewRoutes from "#server/features/plan/preview-routes";
import trainingRoutes from "#server/features/training/routes";
import adminRoutes from "#server/features/coach-console/routes";
import { requireAdmin } from "#server/features/coach-console/session";
import fitnessRoutes from "#server/features/fitness-tests/routes";
import fitnessAdminRoutes from "#server/features/fitness-tests/admin-routes";
import spaPlugin from "#server/features/site/spa";
import apiDocsRoutes from "#server/features/api-docs/routes";
import consentRoutes from "#server/features/consent/routes";

/** What an incoming X-Request-Id may be: a UUID, a ULID, a proxy's hex or dotted id. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export interface BuildOptions {
  /** The clock the app's own counters read (tests pass one they can move). */
  clock?: Clock;
  /** For tests: PGlite in memory instead of DATA_DIR (ignored with a database URL). */
  inMemoryDb?: boolean;
  /** Serve the built web app (off for API-only tests). */
  serveWeb?: boolean;
}

/** Builds the whole app without listening: main.ts starts it, tests build their own. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // Fastify's own request line, with secrets in query strings (link tokens) redacted (issue #14).
      serializers: {
        req: (req) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    // TRUST_PROXY means one proxy of ours in front: believe the one hop it adds (the LAST
    // X-Forwarded-For entry), never what the client wrote before it. So `req.ip` is the client's
    // address everywhere it is read (limits, sessions, logs), with no helper to remember.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    // Small by default; a route that needs more says so (plugins/input-guard.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Slow clients (issue #14, docs/decisions/0050 "Round two: limits"): the whole request must
    // arrive within REQUEST_TIMEOUT_SECONDS (a 20 MB coach PDF at 256 kbit/s takes 655 s), its
    // headers within 30 s, and a socket silent for IDLE_TIMEOUT_SECONDS is closed (event streams
    // opt out: live-count/routes.ts). Node checks the first two every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(30_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 8))),
    },
    // A first PGlite start runs initdb (about 4 s on an idle machine, much more on a busy one).
    pluginTimeout: 120_000,
    // A request id per request, in every log line and the X-Request-Id reply header, so a 5xx can
    // be traced. Behind our proxy (TRUST_PROXY) its id is kept when it looks like one (no spaces or
    // control characters reach the log), so one id follows the request through both logs; a
    // client talking to us directly does not choose the ids in our log.
    genReqId: (req) => {
      const incoming = config.trustProxy ? req.headers["x-request-id"] : undefined;
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });
  app.decorate("config", config);
  app.decorate("clock", options.clock ?? systemClock);

  await app.register(errorsPlugin);
  await app.register(connectionLimitPlugin);
  await app.register(requestDeadlinePlugin);
  // Before contracts: on every route the consent guard comes before the input check.
  await app.register(parentalConsentPlugin);
  // Before every route: validator, serializer and the OpenAPI collector see them all.
  await app.register(contractsPlugin);
  await app.register(securityPlugin);
  await app.register(originCheckPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { inMemory: options.inMemoryDb ?? false });
  // Before every route: its hook times them all (issue #15).
  await app.register(metricsPlugin);

  await app.register(storagePlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);

  await app.register(cleanupPlugin);
  await app.register(backupPlugin, { enabled: !(options.inMemoryDb ?? false) });

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(liveCount); // under /api/athletes (LIVE_COUNT_PREFIX)
  await app.register(signupRoutes, { prefix: "/api" });
  await app.register(accountRoutes, { prefix: "/api" });
  await app.register(scheduleRoutes, { prefix: "/api" });
  await app.register(planRoutes, { prefix: "/api" });
  await app.register(clearanceRoutes, { prefix: "/api" });
  await app.register(planPreviewRoutes, { prefix: "/api" });
  await app.register(trainingRoutes, { prefix: "/api" });
  await app.register(consentRoutes, { prefix: "/api" });
  await app.register(adminRoutes, { prefix: "/api/admin" });
  await app.register(fitnessRoutes, { prefix: "/api" });
  await app.register(fitnessAdminRoutes, { prefix: "/api/admin", requireAdmin });
  await app.register(apiDocsRoutes, { prefix: "/api", requireAdmin });

  if (options.serveWeb ?? true) await app.register(spaPlugin);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}
