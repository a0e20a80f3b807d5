import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SignUpAnswersSchema } from "#domain/account";
import { MeSchema } from "#domain/api-types";
import { expensive } from "#server/core/limits/expensive";
import { ageGroupChangeIssue, PARENT_EMAIL_BEFORE_AGE_CHANGE } from "#server/core/consent/state";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { completePendingSignup, hasPendingSignup, saveAnswers } from "#server/core/athlete-record/answers";
import { readDashboard } from "./repository.ts";

const SaveBodySchema = z.object({ answers: SignUpAnswersSchema }, { error: "Complete questionnaire first" });

/** The signed-in athlete's own data (docs/api.md): nothing here takes a user id from the request. */
const plugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireAthlete);

  const meSchema = {
    tags: ["athlete"],
    summary: "The athlete's account, profile, saved answers and active plan",
    description: "`questionnaire` is the saved answers as parsed (height and weight as numbers).",
    response: { 200: MeSchema, ...errorResponses },
  };
  app.get("/me", { schema: meSchema }, async (req, reply) => {
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

  const saveSchema = {
    tags: ["athlete"],
    summary: "Save the questionnaire answers",
    description: [
      "Validates with the domain schema (400: the first message), saves profile, answers and plan (with its generated program and generator version) in one transaction. Idempotent: identical answers change nothing; changed answers replace the response and make a new active plan (generated in the request: an expensive request, so `429 TOO_MANY_REQUESTS` with `Retry-After` past the per-account limit).",
      `A new age group never lifts a parental consent already asked for; \`409 PARENT_EMAIL_NEEDED\` "${PARENT_EMAIL_BEFORE_AGE_CHANGE}" for a junior with no parent's address on record who saves an adult age group.`,
    ].join(" "),
    body: SaveBodySchema,
    response: { 200: z.object({ status: z.literal("saved") }), ...errorResponses },
  };
  app.put("/me/questionnaire", { schema: saveSchema, preHandler: expensive(app) }, async (req) => {
    const { userId, email, name } = req.athlete;
    const issue = await ageGroupChangeIssue(app.db, userId, req.body.answers.ageGroup);
    if (issue) throw new HttpError(409, issue, "PARENT_EMAIL_NEEDED");
    await saveAnswers(app.db, { id: userId, email, name }, req.body.answers);
    return { status: "saved" as const };
  });
};
export default plugin;
