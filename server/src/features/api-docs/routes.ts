import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "#server/plugins/contracts";

/**
 * GET /api/openapi.json: the OpenAPI 3 document generated from the route contracts
 * (plugins/contracts.ts, docs/decisions/0072). Public: it holds the API's shape, no data and no
 * configuration. docs/api.md is rendered from the same document (`npm run docs:api`).
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ["public"],
    summary: "This API's OpenAPI 3 document, generated from the route contracts",
    response: { 200: z.looseObject({ openapi: z.string() }), ...errorResponses },
  };
  app.get("/openapi.json", { schema }, async (_req, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger() as { openapi: string };
  });
};
export default plugin;
