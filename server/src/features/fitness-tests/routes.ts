import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkResultDate,
  FitnessResultSchema,
  FitnessStateSchema,
  NewResultSchema,
} from "#domain/fitness-tests/schema";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { addResult, deleteResult, listResults, listScheduled, MAX_RESULTS, planFor } from "./repository.ts";
import { NO_PLAN_MESSAGE } from "#server/core/athlete-record/program";
import { utcDay } from "#domain/training/dates";

const NOT_FOUND = "No such test result.";
const IdParams = z.object({ id: z.uuid({ error: NOT_FOUND }) });

/**
 * The athlete's fitness tests (issue #17, domain/fitness-tests/schema.ts): record, list and
 * delete their own results. An id of somebody else's result answers 404 exactly as an id nobody
 * has, and is never read or deleted. Every value is checked against the shared battery.
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireAthlete);
  const today = () => utcDay(app.clock.now());

  app.get(
    "/me/fitness-tests",
    {
      schema: {
        tags: ["athlete"],
        summary: "The athlete's fitness-test results, plan start and scheduled test dates",
        description:
          "`FitnessStateSchema` (domain/fitness-tests/schema.ts): results by date, the coach's extra dates, week 1's start and the age group (for published references); `no-store`. `404 NO_PLAN` without a plan.",
        response: { 200: FitnessStateSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { userId } = req.athlete;
      const plan = await planFor(app.db, userId);
      if (!plan) throw new HttpError(404, NO_PLAN_MESSAGE, "NO_PLAN");
      const [results, scheduled] = await Promise.all([listResults(app.db, userId), listScheduled(app.db, userId)]);
      reply.header("cache-control", "private, no-store");
      return { ...plan, scheduled, results };
    },
  );

  app.post(
    "/me/fitness-tests",
    {
      schema: {
        tags: ["athlete"],
        summary: "Record a fitness-test result",
        description:
          'The value in the test\'s unit (seconds or centimetres), or the text as typed, read by the battery\'s rules ("7:45", "7m45s", "465s"; "745" for a clock test is refused as ambiguous), within the battery\'s plausible bounds (a 2 km in 30 s is refused with a message); an optional standing height (100-230 cm); the date not in the future (a day\'s slack) nor over two years ago; at most 500 results. 400 with the message to show; nothing stored.',
        body: NewResultSchema,
        response: { 201: FitnessResultSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { userId } = req.athlete;
      if (!(await planFor(app.db, userId))) throw new HttpError(404, NO_PLAN_MESSAGE, "NO_PLAN");
      const problem = checkResultDate(req.body.date, today());
      if (problem) throw new HttpError(400, problem, "VALIDATION");
      const saved = await addResult(app.db, userId, req.body);
      if (!saved) throw new HttpError(400, `You can keep ${MAX_RESULTS} results: delete old ones first.`, "VALIDATION");
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    "/me/fitness-tests/:id",
    {
      schema: {
        tags: ["athlete"],
        summary: "Delete one of the athlete's fitness-test results",
        description: "204; 404 when the athlete has no result with that id.",
        params: IdParams,
        response: { 204: z.null().describe("Deleted"), ...errorResponses },
      },
    },
    async (req, reply) => {
      if (!(await deleteResult(app.db, req.athlete.userId, req.params.id)))
        throw new HttpError(404, NOT_FOUND, "NOT_FOUND");
      return reply.status(204).send(null);
    },
  );
};
export default plugin;
