import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { adminKeyChecker, adoptEnvKey, createKeyIfMissing, printNewKey } from "./access-key.ts";
import { AttemptLimiter } from "#server/core/limits/attempt-limiter";
import { clearanceRoutes } from "./clearance-routes.ts";
import { planAdjustRoutes } from "./plan-adjust-routes.ts";
import { athleteRoutes } from "./athlete-routes.ts";
import { squadRoutes } from "./squad-routes.ts";
import { requireAdmin, sessionRoutes } from "./session.ts";
import { uploadRoutes } from "./upload-routes.ts";

/** Wrong keys allowed per address per window before 429 (issue #4). */
export const KEY_ATTEMPTS = { max: 5, windowMs: 60_000 } as const;

/** The admin-key limiter's name: its counters are `app_rate_limit` rows of their own. */
export const ADMIN_KEY_LIMITER = "admin-key";

/**
 * Coach console (issue #4): admin key, admin sessions, athlete list, PDF uploads. Everything
 * but POST/GET/DELETE /session sits behind `requireAdmin`.
 */
const plugin: FastifyPluginAsync = async (app) => {
  // Registered here unless a parent scope already did (registering twice would throw).
  if (!app.hasRequestDecorator("cookies")) await app.register(cookie);
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(multipart);
  app.decorateRequest("adminSession", undefined);

  if (!app.config.adminAccessKey) {
    const created = await createKeyIfMissing(app.db);
    if (created) printNewKey(created, "created on first start");
  } else if (app.config.databaseUrl && (await adoptEnvKey(app.db, app.config.adminAccessKey))) {
    app.log.info("admin access key: ADMIN_ACCESS_KEY stored for processes on this database started without it");
  }
  const checker = adminKeyChecker(app.db, app.config.adminAccessKey);
  app.log.info(
    { source: checker.source === "env" ? "ADMIN_ACCESS_KEY" : "stored hash (npm run admin:key)" },
    "admin access key",
  );

  const limiter = new AttemptLimiter(app.db, { name: ADMIN_KEY_LIMITER, ...KEY_ATTEMPTS, now: () => app.clock.now() });

  await sessionRoutes(app, { checker, limiter });

  await app.register(async (guarded) => {
    guarded.addHook("preHandler", requireAdmin);
    await squadRoutes(guarded);
    await athleteRoutes(guarded);
    await uploadRoutes(guarded);
    await planAdjustRoutes(guarded);
    await clearanceRoutes(guarded);
  });
};
export default plugin;
