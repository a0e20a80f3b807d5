import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClearanceViewSchema, RecordClearanceSchema } from "#domain/plan/clearance-api";
import { clearanceView, recordClearance } from "#server/core/athlete-record/clearance-record";
import { PlanAnswersInvalidError } from "#server/core/athlete-record/stored-program";
import { expensive } from "#server/core/limits/expensive";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { ADJUST_MESSAGES } from "./plan-adjust-routes.ts";
import { athleteExists } from "./squad-repository.ts";
import { utcDay } from "#domain/training/dates";

const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const Params = z.object({ athleteId: z.string() });

/**
 * The coach records a physio's clearance for an athlete (decision 0142), behind
 * `requireAdmin` (coach-console/routes.ts): the same checks and the same append-only rows as the
 * athlete's own, with the admin session as who recorded it.
 */
export async function clearanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const athleteOf = async (athleteId: string) => {
    if (!USER_ID.test(athleteId) || !(await athleteExists(app.db, athleteId)))
      throw new HttpError(404, ADJUST_MESSAGES.notFound, "ATHLETE_NOT_FOUND");
    return athleteId;
  };
  const guardAnswers = <T>(p: Promise<T>) =>
    p.catch((err) => {
      if (err instanceof PlanAnswersInvalidError)
        throw new HttpError(409, ADJUST_MESSAGES.badAnswers, "PLAN_ANSWERS_INVALID");
      throw err;
    });

  r.get(
    "/athletes/:athleteId/injury-clearances",
    {
      schema: {
        tags: ["coach"],
        summary: "An athlete's injuries waiting for a physio's clearance, and every clearance recorded",
        description:
          "As GET /api/me/injury-clearances, for one athlete. `404 ATHLETE_NOT_FOUND`, `404 NO_PLAN`; `no-store`.",
        params: Params,
        response: { 200: ClearanceViewSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const id = await athleteOf(req.params.athleteId);
      const view = await guardAnswers(clearanceView(app.db, id, utcDay(app.clock.now())));
      if (!view) throw new HttpError(404, ADJUST_MESSAGES.noPlan, "NO_PLAN");
      reply.header("cache-control", "no-store");
      return view;
    },
  );

  r.post(
    "/athletes/:athleteId/injury-clearances",
    {
      schema: {
        tags: ["coach"],
        summary: "Record a physio's clearance of one injured region for an athlete",
        description:
          "As POST /api/me/injury-clearances (same body, checks and messages), recorded as by the coach's admin session. `201` with the view after it.",
        params: Params,
        body: RecordClearanceSchema,
        response: { 201: ClearanceViewSchema, ...errorResponses },
      },
      preHandler: expensive(app, { account: (req) => req.adminSession && `admin:${req.adminSession.id}` }),
    },
    async (req, reply) => {
      const id = await athleteOf(req.params.athleteId);
      const outcome = await guardAnswers(
        recordClearance(
          app.db,
          id,
          req.body,
          { kind: "coach", adminSessionId: req.adminSession!.id },
          utcDay(app.clock.now()),
        ),
      );
      if (!outcome.ok)
        throw new HttpError(
          outcome.status,
          outcome.code === "NO_PLAN" ? ADJUST_MESSAGES.noPlan : outcome.message,
          outcome.code,
        );
      req.log.info(
        { athleteId: id, adminSessionId: req.adminSession!.id, region: req.body.region },
        "coach recorded a physio's clearance",
      );
      reply.status(201).header("cache-control", "no-store");
      return outcome.view;
    },
  );
}
