import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/plugins/contracts";

export interface ApiDocsOptions {
  /** The coach console's guard (coach-console/session.ts), passed in by app.ts. */
  requireAdmin: (this: FastifyInstance, req: FastifyRequest) => Promise<void>;
}

/** A developer's own machine: plain http on a loopback name. Every deployment has an https PUBLIC_URL. */
export function isDevelopmentUrl(publicUrl: string): boolean {
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
}

/**
 * GET /api/openapi.json: the OpenAPI 3 document generated from the route contracts
 * (plugins/contracts.ts, docs/decisions/0072). It holds no data, but it maps every coach route
 * and its errors for anyone probing: served to a signed-in coach, and to anyone only on a
 * developer's machine. docs/api.md is rendered from the same document (`npm run docs:api`,
 * which asks the app directly, not over HTTP).
 */
const plugin: FastifyPluginAsyncZod<ApiDocsOptions> = async (app, { requireAdmin }) => {
  const open = isDevelopmentUrl(app.config.publicUrl);
  const schema = {
    tags: ["coach"],
    summary:
      "This API's OpenAPI 3 document, generated from the route contracts (coach only, except on http://localhost)",
    response: { 200: z.looseObject({ openapi: z.string() }), ...errorResponses },
  };
  const preHandler = async function (this: FastifyInstance, req: FastifyRequest) {
    if (!open) await requireAdmin.call(this, req);
  };
  app.get("/openapi.json", { schema, preHandler }, async (_req, reply) => {
    reply.header("cache-control", "no-store");
    return app.swagger() as { openapi: string };
  });
};
export default plugin;
