import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkScheduleDate, FitnessStateSchema, ScheduledSchema, ScheduleSchema } from "#domain/fitness-tests/schema";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { listResults, listScheduled, MAX_SCHEDULED, planFor, schedule } from "./repository.ts";
import { athleteName } from "#server/core/athlete-record/athlete-name";
import { utcDay } from "#domain/training/dates";

export interface AdminFitnessOptions {
  /**
   * The coach console's guard (coach-console/session.ts), handed in by app.ts: a feature never
   * imports another feature, and this one must accept exactly the console's sessions.
   */
  requireAdmin: (this: FastifyInstance, req: FastifyRequest) => Promise<void>;
}

const NO_ATHLETE = "No such athlete.";
const NO_PLAN = "This athlete has no training plan yet.";
const Params = z.object({ athleteId: z.string().min(1).max(100) });

/**
 * The coach's view of one athlete's fitness tests (issue #17), under /api/admin, behind the admin
 * session only (an athlete's session is not enough): read the results, schedule an extra date.
 */
const plugin: FastifyPluginAsyncZod<AdminFitnessOptions> = async (app, { requireAdmin }) => {
  if (!app.hasRequestDecorator("cookies")) await app.register(cookie);
  if (!app.hasRequestDecorator("adminSession")) app.decorateRequest("adminSession", undefined);
  app.addHook("preHandler", requireAdmin);
  const today = () => utcDay(app.clock.now());

  const planOf = async (athleteId: string) => {
    const name = await athleteName(app.db, athleteId);
    if (name === null) throw new HttpError(404, NO_ATHLETE, "NOT_FOUND");
    const plan = await planFor(app.db, athleteId);
    if (!plan) throw new HttpError(404, NO_PLAN, "NO_PLAN");
    return { name, plan };
  };

  app.get(
    "/athletes/:athleteId/fitness-tests",
    {
      schema: {
        tags: ["coach"],
        summary: "One athlete's fitness-test results and scheduled dates",
        description:
          "`FitnessStateSchema` with the athlete's name; `no-store`. 404 for an unknown athlete or one without a plan.",
        params: Params,
        response: { 200: FitnessStateSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { athleteId } = req.params;
      const { name, plan } = await planOf(athleteId);
      const [results, scheduled] = await Promise.all([
        listResults(app.db, athleteId),
        listScheduled(app.db, athleteId),
      ]);
      reply.header("cache-control", "no-store");
      return { ...plan, scheduled, results, athleteName: name };
    },
  );

  app.post(
    "/athletes/:athleteId/fitness-tests/schedule",
    {
      schema: {
        tags: ["coach"],
        summary: "Schedule an extra fitness-test date for one athlete",
        description:
          "The athlete sees the battery as due from that date for 7 days. From today (a day's slack) to a year ahead; the same date twice is one; at most 52. 201 with every scheduled date; 400 with the message; 404 for an unknown athlete.",
        params: Params,
        body: ScheduleSchema,
        response: { 201: ScheduledSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { athleteId } = req.params;
      await planOf(athleteId);
      const problem = checkScheduleDate(req.body.date, today());
      if (problem) throw new HttpError(400, problem, "VALIDATION");
      if (!(await schedule(app.db, athleteId, req.body.date)))
        throw new HttpError(400, `At most ${MAX_SCHEDULED} extra test dates per athlete.`, "VALIDATION");
      return reply.status(201).send({ scheduled: await listScheduled(app.db, athleteId) });
    },
  );
};
export default plugin;
