import type { FastifyPluginAsync } from "fastify";
import { HttpError } from "#server/plugins/errors";
import { ensureProgram } from "./program-service.ts";

const NO_PLAN = "No training plan yet: complete the questionnaire to get your plan.";

/**
 * The signed-in athlete's generated 8-week plan (issue #5). Its phase PDFs are served by the
 * one download route, GET /api/me/training-pdfs/:phase (decision 0031).
 */
const plugin: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", app.requireAthlete);

  app.get("/me/plan", async (req, reply) => {
    const plan = await ensureProgram(app.db, req.athlete.userId);
    if (!plan) throw new HttpError(404, NO_PLAN, "NO_PLAN");
    reply.header("cache-control", "private, no-store");
    return { program: plan.program, generatorVersion: plan.generatorVersion, planName: plan.planName, startedAt: plan.createdAt.toISOString() };
  });
};
export default plugin;
