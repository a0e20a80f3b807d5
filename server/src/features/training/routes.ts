import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  SavedCricketLogSchema,
  SavedSessionLogSchema,
  SavedSettingsSchema,
  TrainingQuerySchema,
  TrainingStateSchema,
} from "#domain/training/api";
import {
  checkLogDate,
  CricketLogSchema,
  LogIdSchema,
  SessionLogSchema,
  TrainingSettingsSchema,
} from "#domain/training/log";
import { checkWeekdays, defaultSettings } from "#domain/training/schedule";
import { ensureAdjustedProgram, startDateInForce } from "#server/core/athlete-record/adjusted-program";
import { readLogWindow } from "#server/core/athlete-record/log-window";
import { LOG_WRITES_PER_MINUTE, LOG_WRITES_TOO_FAST } from "#domain/training/log-caps";
import { AttemptLimiter } from "#server/core/limits/attempt-limiter";
import { expensive } from "#server/core/limits/expensive";
import { errorResponses, nonJsonResponse } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { logCsv } from "./csv.ts";
import { scheduleLoadSummaryBackfill } from "./load-summary-backfill.ts";
import { checkEditedAt, checkSessionLog, checkStartDate } from "./plan-checks.ts";
import { utcDay } from "#domain/training/dates";
import {
  capEditedAt,
  deleteCricketLog,
  deleteSessionLog,
  putCricketLog,
  putSessionLog,
  readLog,
  readSettings,
  saveSettings,
} from "./repository.ts";
import { NO_PLAN_MESSAGE } from "#server/core/athlete-record/program";

const NOT_FOUND = "No such log entry.";
const ID_MISMATCH = "The id in the address and the entry's id differ.";
const IdParams = z.object({ id: LogIdSchema });

/**
 * The training log (issue #12, domain/training/api.ts): settings, session and cricket entries,
 * the CSV export. Only the signed-in athlete's own rows: an id of somebody else's entry answers
 * 404 exactly as an id nobody has, and is never read, replaced or moved.
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  scheduleLoadSummaryBackfill(app);
  app.addHook("preHandler", app.requireAthlete);
  // Every write of the log (saves and deletes alike) counts against one budget per account,
  // kept in the database so several processes on one PostgreSQL share it (decision 0136).
  const writes = new AttemptLimiter(app.db, {
    name: "training-writes",
    max: LOG_WRITES_PER_MINUTE,
    windowMs: 60_000,
    now: () => app.clock.now(),
  });
  app.addHook("preHandler", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || reply.sent) return;
    const waitMs = await writes.attempt(req.athlete.userId);
    if (waitMs === 0) return;
    const seconds = Math.ceil(waitMs / 1000);
    return reply
      .status(429)
      .header("retry-after", String(seconds))
      .header("cache-control", "no-store")
      .send({ error: { message: LOG_WRITES_TOO_FAST(seconds), code: "TOO_MANY_REQUESTS" } });
  });

  const planOf = async (userId: string) => {
    // The plan as the coach adjusted it (decision 0107): a log may name a swapped exercise.
    const plan = await ensureAdjustedProgram(app.db, userId);
    if (!plan) throw new HttpError(404, NO_PLAN_MESSAGE, "NO_PLAN");
    return plan;
  };
  const today = () => utcDay(app.clock.now());

  app.get(
    "/me/training",
    {
      schema: {
        tags: ["athlete"],
        summary:
          "Training settings and the log, cricket a window at a time (`TrainingStateSchema`, domain/training/api.ts)",
        description:
          "The saved settings, or the defaults (start = the day the plan was made, the plan's weekdays) with `settingsSaved: false`; every plan session's entry and the cricket entries of `cricketWindow` (the last 120 days up to tomorrow, or the 120 days before `?before=`), by date; `no-store`. `404 NO_PLAN` without a plan.",
        querystring: TrainingQuerySchema,
        response: { 200: TrainingStateSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { userId } = req.athlete;
      const plan = await planOf(userId);
      const [saved, log] = await Promise.all([
        readSettings(app.db, userId),
        readLogWindow(app.db, userId, today(), req.query.before),
      ]);
      // Settings chosen for an earlier plan with another number of sessions a week no longer fit.
      const fits = saved !== null && checkWeekdays(saved.weekdays, plan.program.profile) === null;
      reply.header("cache-control", "private, no-store");
      const settings = fits ? saved : defaultSettings(plan.program, utcDay(plan.createdAt.getTime()));
      const start = await startDateInForce(app.db, userId, plan, settings.startDate);
      return {
        settings: { ...settings, startDate: start.startDate },
        settingsSaved: fits,
        // Only when it is so: the answer is unchanged for every athlete whose coach did not move it.
        ...(start.byCoach ? { startMovedByCoach: true } : {}),
        ...log,
        serverDay: today(),
      };
    },
  );

  app.put(
    "/me/training/settings",
    {
      schema: {
        tags: ["athlete"],
        summary: "Choose the start date and the training weekdays",
        description:
          "As many weekdays as the plan has sessions a week; Under-14 and Under-16 never on two days in a row. 400 with the message to show.",
        body: TrainingSettingsSchema,
        response: { 200: SavedSettingsSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { userId } = req.athlete;
      const plan = await planOf(userId);
      const problem =
        checkStartDate(req.body.startDate, today()) ?? checkWeekdays(req.body.weekdays, plan.program.profile);
      if (problem) throw new HttpError(400, problem, "VALIDATION");
      return { settings: await saveSettings(app.db, userId, req.body) };
    },
  );

  app.put(
    "/me/training/sessions/:id",
    {
      schema: {
        tags: ["athlete"],
        summary: "Log a plan session (idempotent by id)",
        description:
          "One entry per plan session (week, day): a later `editedAt` (capped at the server's clock) replaces the stored one, an earlier one answers the stored entry with `applied: false`. The date may not be in the future (a day's slack) nor over 400 days ago; the session and its exercises must be in the athlete's plan. 404 for an id that is not the athlete's.",
        params: IdParams,
        body: SessionLogSchema,
        response: { 200: SavedSessionLogSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { userId } = req.athlete;
      if (req.body.id !== req.params.id) throw new HttpError(400, ID_MISMATCH, "VALIDATION");
      const plan = await planOf(userId);
      const problem = checkSessionLog(plan.program, req.body, today());
      if (problem) throw new HttpError(400, problem, "VALIDATION");
      const log = { ...req.body, editedAt: capEditedAt(req.body.editedAt, app.clock.now()) };
      const saved = await putSessionLog(app.db, userId, log);
      if (!saved) throw new HttpError(404, NOT_FOUND, "NOT_FOUND");
      return saved;
    },
  );

  app.put(
    "/me/training/cricket/:id",
    {
      schema: {
        tags: ["athlete"],
        summary: "Log a day's cricket, with bowling (idempotent by id)",
        description:
          "Several a day are normal. A later `editedAt` (capped at the server's clock) replaces the stored entry of the same id, an earlier one answers it with `applied: false`. 404 for an id that is not the athlete's.",
        params: IdParams,
        body: CricketLogSchema,
        response: { 200: SavedCricketLogSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { userId } = req.athlete;
      if (req.body.id !== req.params.id) throw new HttpError(400, ID_MISMATCH, "VALIDATION");
      await planOf(userId);
      const problem = checkLogDate(req.body.date, today()) ?? checkEditedAt(req.body.editedAt);
      if (problem) throw new HttpError(400, problem, "VALIDATION");
      const log = { ...req.body, editedAt: capEditedAt(req.body.editedAt, app.clock.now()) };
      const saved = await putCricketLog(app.db, userId, log);
      if (!saved) throw new HttpError(404, NOT_FOUND, "NOT_FOUND");
      if ("full" in saved) throw new HttpError(409, saved.full, "LOG_FULL");
      return saved;
    },
  );

  const deleteSchema = (what: string) => ({
    tags: ["athlete"],
    summary: `Delete one of the athlete's ${what} entries`,
    description: "204; 404 when the athlete has no entry with that id.",
    params: IdParams,
    response: { 204: z.null().describe("Deleted"), ...errorResponses },
  });
  app.delete("/me/training/sessions/:id", { schema: deleteSchema("session") }, async (req, reply) => {
    if (!(await deleteSessionLog(app.db, req.athlete.userId, req.params.id)))
      throw new HttpError(404, NOT_FOUND, "NOT_FOUND");
    return reply.status(204).send(null);
  });
  app.delete("/me/training/cricket/:id", { schema: deleteSchema("cricket") }, async (req, reply) => {
    if (!(await deleteCricketLog(app.db, req.athlete.userId, req.params.id)))
      throw new HttpError(404, NOT_FOUND, "NOT_FOUND");
    return reply.status(204).send(null);
  });

  app.get(
    "/me/training/log.csv",
    {
      schema: {
        tags: ["athlete"],
        summary: "The whole training log as CSV",
        description:
          "One row per session, per set and per cricket entry, with the load (sRPE × minutes); RFC 4180, formula-safe cells, an attachment named by the day; `no-store`. `404 NO_PLAN` without a plan; `429 TOO_MANY_REQUESTS` with `Retry-After` past the per-account limit on expensive requests.",
        response: { ...nonJsonResponse("text/csv", "The log, header row first"), ...errorResponses },
      },
      preHandler: expensive(app),
    },
    async (req, reply) => {
      const { userId } = req.athlete;
      const plan = await planOf(userId);
      const csv = logCsv(plan.program, await readLog(app.db, userId));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gameready-training-log-${today()}.csv"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(csv, "utf8"));
    },
  );
};
export default plugin;
