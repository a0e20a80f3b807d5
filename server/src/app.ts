import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import dbPlugin from "./plugins/db.ts";
import securityPlugin from "./plugins/security.ts";
import errorsPlugin from "./plugins/errors.ts";
import storagePlugin from "./plugins/storage.ts";
import mailPlugin from "./plugins/mail.ts";
import authPlugin from "./plugins/auth.ts";
import originCheckPlugin from "./plugins/origin-check.ts";
import inputGuardPlugin from "./plugins/input-guard.ts";
import cleanupPlugin from "./maintenance/cleanup.ts";
import backupPlugin from "./backup/plugin.ts";
import healthRoutes from "./health/routes.ts";
import athleteRoutes from "./athletes/routes.ts";
import accountRoutes from "./accounts/routes.ts";
import scheduleRoutes from "./schedule/routes.ts";
import planRoutes from "./plan/routes.ts";
import adminRoutes from "./admin/routes.ts";
import spaPlugin from "./web/spa.ts";

export interface BuildOptions {
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
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A first PGlite start runs initdb (about 4 s on an idle machine, much more on a busy one).
    pluginTimeout: 120_000,
    // A request id per request, echoed in logs, so a generic 5xx can be traced.
    genReqId: () => crypto.randomUUID(),
  });
  app.decorate("config", config);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(originCheckPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { inMemory: options.inMemoryDb ?? false });

  await app.register(storagePlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);

  await app.register(cleanupPlugin);
  await app.register(backupPlugin, { enabled: !(options.inMemoryDb ?? false) });

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(athleteRoutes, { prefix: "/api/athletes" });
  await app.register(accountRoutes, { prefix: "/api" });
  await app.register(scheduleRoutes, { prefix: "/api" });
  await app.register(planRoutes, { prefix: "/api" });
  await app.register(adminRoutes, { prefix: "/api/admin" });

  if (options.serveWeb ?? true) await app.register(spaPlugin);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}
