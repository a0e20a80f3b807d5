import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { errorResponses } from "#server/plugins/contracts";

const Database = z.enum(["pglite", "postgres"]);

/** Liveness plus a database round trip, for load balancers and the bench floor. */
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
};
export default healthRoutes;
