import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { SignUpAnswersSchema } from "#domain/account";
import { HttpError } from "#server/plugins/errors";
import { completePendingSignup, hasPendingSignup, saveAnswers } from "#server/core/athlete-record/answers";
import { readDashboard } from "./repository.ts";

const SaveBodySchema = z.object({ answers: SignUpAnswersSchema }, { error: "Complete questionnaire first" });

/** The signed-in athlete's own data (docs/api.md): nothing here takes a user id from the request. */
const plugin: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", app.requireAthlete);

  app.get("/me", async (req, reply) => {
    const { userId, email, name } = req.athlete;
    let dashboard = await readDashboard(app.db, userId);
    // A verification whose save was interrupted (a crash) is finished on the next visit.
    if (!dashboard.profile || (!dashboard.plan && (await hasPendingSignup(app.db, userId)))) {
      await completePendingSignup(app.db, { id: userId, email, name });
      dashboard = await readDashboard(app.db, userId);
    }
    reply.header("cache-control", "no-store");
    return { user: { id: userId, email, name }, ...dashboard };
  });

  app.put("/me/questionnaire", async (req) => {
    const parsed = SaveBodySchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid questionnaire data", "VALIDATION");
    const { userId, email, name } = req.athlete;
    await saveAnswers(app.db, { id: userId, email, name }, parsed.data.answers);
    return { status: "saved" };
  });
};
export default plugin;
