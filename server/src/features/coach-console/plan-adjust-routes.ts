import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { swapSuggestions } from "#domain/plan/adjustments-check";
import { currentChanges } from "#domain/plan/adjustments";
import {
  ConfirmNeededSchema,
  PlanAdjustViewSchema,
  PlanChangeBodySchema,
  SwapOptionSchema,
  SwapOptionsQuerySchema,
} from "#domain/plan/adjustments-api";
import { ensureAdjustedProgram, planAnswers, planChangeRows } from "#server/core/athlete-record/adjusted-program";
import { PlanAnswersInvalidError } from "#server/core/athlete-record/stored-program";
import { expensive } from "#server/core/limits/expensive";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { planView, recordChange } from "./plan-adjust-repository.ts";
import { athleteExists } from "./squad-repository.ts";

export const ADJUST_MESSAGES = {
  notFound: "Athlete not found",
  noPlan: "This athlete has no training plan yet: they must complete the questionnaire first.",
  badAnswers: "This athlete's saved answers cannot be read, so their plan cannot be changed.",
} as const;

/** better-auth ids and our test ids (as the upload route). */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const Params = z.object({ athleteId: z.string() });

/**
 * The coach's changes to one athlete's plan (issue #17, decision 0107), behind `requireAdmin`
 * (coach-console/routes.ts) and the origin check every state-changing request passes. A change
 * is a layer over the generated plan: stored and audited, never written into the program.
 */
export async function planAdjustRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const athleteOf = async (athleteId: string) => {
    if (!USER_ID.test(athleteId) || !(await athleteExists(app.db, athleteId)))
      throw new HttpError(404, ADJUST_MESSAGES.notFound, "ATHLETE_NOT_FOUND");
    return athleteId;
  };
  const noPlan = () => new HttpError(404, ADJUST_MESSAGES.noPlan, "NO_PLAN");
  const guardAnswers = <T>(p: Promise<T>) =>
    p.catch((err) => {
      if (err instanceof PlanAnswersInvalidError)
        throw new HttpError(409, ADJUST_MESSAGES.badAnswers, "PLAN_ANSWERS_INVALID");
      throw err;
    });

  r.get(
    "/athletes/:athleteId/plan",
    {
      schema: {
        tags: ["coach"],
        summary: "An athlete's plan with the coach's changes, and the changes' audit",
        description:
          "The program as the athlete follows it (`coach` marks on changed exercises, `coachNote` on sessions), the day it was made, the coach's start date, and every change newest first (who, when, before/after). `404 ATHLETE_NOT_FOUND`, `404 NO_PLAN`; `no-store`.",
        params: Params,
        response: { 200: PlanAdjustViewSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const id = await athleteOf(req.params.athleteId);
      const view = await guardAnswers(planView(app.db, id));
      if (!view) throw noPlan();
      reply.header("cache-control", "no-store");
      return view;
    },
  );

  r.get(
    "/athletes/:athleteId/plan/swap-options",
    {
      schema: {
        tags: ["coach"],
        summary: "Exercises the coach may swap in for one exercise of one session",
        description:
          "The generator's own filter for the athlete (equipment, age, training age, role) and phase, minus what their injuries rule out that week and what the session already has; same category, same movement pattern first. `exerciseId` is the generated exercise's id. `400` for a bad week/day; `no-store`.",
        params: Params,
        querystring: SwapOptionsQuerySchema,
        response: { 200: z.object({ options: z.array(SwapOptionSchema) }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const id = await athleteOf(req.params.athleteId);
      const plan = await guardAnswers(ensureAdjustedProgram(app.db, id));
      if (!plan) throw noPlan();
      const { week, day, exerciseId } = req.query;
      const answers = await guardAnswers(planAnswers(app.db, plan.planId));
      const current = currentChanges(await planChangeRows(app.db, plan.planId));
      reply.header("cache-control", "no-store");
      return { options: swapSuggestions(plan.generated, answers, current, week, day, exerciseId) };
    },
  );

  r.post(
    "/athletes/:athleteId/plan/changes",
    {
      schema: {
        tags: ["coach"],
        summary: "Change an athlete's plan: swap an exercise, change a dose, note a session, move the start",
        description:
          "Body: a `PlanChange` (domain/plan/adjustments.ts). The latest change per target is in force. `400` with the message to show for an unsuitable swap (and, for a junior, an injury-unsafe one), a dose out of bounds, a missing session or exercise, a start more than a year from the plan's day, a junior's dose past the plan's own limit for their age; nothing is stored then. `409 CONFIRM_WITH_REASON` with `warnings` (each rule in words) for a change that breaks a rule the coach may override (a dose far above the week's, a high effort early, more load on an injured region, a swap an injury rules out for an adult): send it again with a `reason` to confirm; the reason is stored, audited and shown to the athlete. `201` with the plan as after the change. `429 TOO_MANY_REQUESTS` past the per-session limit on expensive requests.",
        params: Params,
        body: PlanChangeBodySchema,
        response: { 201: PlanAdjustViewSchema, 409: ConfirmNeededSchema, ...errorResponses },
      },
      // Each change re-applies the whole layer twice and invalidates two PDFs: limited per admin session.
      preHandler: expensive(app, { account: (req) => req.adminSession && `admin:${req.adminSession.id}` }),
    },
    async (req, reply) => {
      const id = await athleteOf(req.params.athleteId);
      const outcome = await guardAnswers(recordChange(app.db, id, req.adminSession!.id, req.body));
      if (!outcome.ok) {
        if ("noPlan" in outcome) throw noPlan();
        if ("confirm" in outcome) {
          const n = outcome.confirm.length;
          return reply.status(409).send({
            error: {
              message: `This change breaks ${n === 1 ? "a rule" : `${n} rules`} of the plan. Give your reason to make it anyway.`,
              code: "CONFIRM_WITH_REASON",
            },
            warnings: outcome.confirm,
          });
        }
        throw new HttpError(400, outcome.message, "CHANGE_REFUSED");
      }
      req.log.info(
        { athleteId: id, adminSessionId: req.adminSession!.id, kind: req.body.kind },
        "coach changed a plan",
      );
      const view = await planView(app.db, id);
      reply.status(201).header("cache-control", "no-store");
      return view!;
    },
  );
}
