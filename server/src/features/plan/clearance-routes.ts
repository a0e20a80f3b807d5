import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ClearanceViewSchema, RecordClearanceSchema } from "#domain/plan/clearance-api";
import { CLEARANCE_MESSAGES, clearanceView, recordClearance } from "#server/core/athlete-record/clearance-record";
import { expensive } from "#server/core/limits/expensive";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { utcDay } from "#domain/training/dates";

/**
 * "My physio has cleared my <region>" (docs/decisions/0142-injury-clearance.md). The
 * plan as served (/me/plan, /me/training, the phase PDFs) re-layers from the week after the
 * clearance; the rows are append-only and are the audit. A junior waiting for a parent's consent
 * is stopped by the one consent guard (plugins/parental-consent.ts) before the handler runs.
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireAthlete);
  const today = () => utcDay(app.clock.now());

  app.get(
    "/me/injury-clearances",
    {
      schema: {
        tags: ["athlete"],
        summary: "The injuries waiting for a physio's clearance, and every clearance recorded",
        description:
          "`regions`: the current or recent injuries of the plan's answers that no physio had cleared, each with the clearance in force (or null); `history` newest first; `planStart` and the server's `today`. `404 NO_PLAN` without a plan; `no-store`.",
        response: { 200: ClearanceViewSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const view = await clearanceView(app.db, req.athlete.userId, today());
      if (!view) throw new HttpError(404, CLEARANCE_MESSAGES.noPlan, "NO_PLAN");
      reply.header("cache-control", "private, no-store");
      return view;
    },
  );

  app.post(
    "/me/injury-clearances",
    {
      schema: {
        tags: ["athlete"],
        summary: "Record that a physio has cleared one injured region",
        description:
          "Body: `{ region, clearedOn?, note? }` (`clearedOn` defaults to the server's today). The region must be a current or recent injury of the plan's answers that no physio had cleared; the date not in the future (a day's grace for time zones) nor more than a year before the plan's start. From the week after the date, the plan as served is the plan with that region cleared, marked. `400` with the message to show, `409 ALREADY_CLEARED` for the same date again; nothing is stored then. `201` with the view after it.",
        body: RecordClearanceSchema,
        response: { 201: ClearanceViewSchema, ...errorResponses },
      },
      // Each clearance re-generates the plan for every view after it: limited like other expensive writes.
      preHandler: expensive(app),
    },
    async (req, reply) => {
      const outcome = await recordClearance(app.db, req.athlete.userId, req.body, { kind: "athlete" }, today());
      if (!outcome.ok) throw new HttpError(outcome.status, outcome.message, outcome.code);
      req.log.info({ region: req.body.region }, "athlete recorded a physio's clearance");
      reply.status(201).header("cache-control", "private, no-store");
      return outcome.view;
    },
  );
};
export default plugin;
