import type { FastifyPluginAsync } from "fastify";
import { sql } from "drizzle-orm";

/** Liveness plus a database round trip, for load balancers and the bench floor. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/health", async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ok", database: app.database.kind };
    } catch (err) {
      app.log.warn({ err }, "health check: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: app.database.kind });
    }
  });
};
export default healthRoutes;
