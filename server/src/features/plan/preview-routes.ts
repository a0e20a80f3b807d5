import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SignUpAnswersSchema } from "#domain/account";
import { planName } from "#domain/plan-record";
import { newProgram } from "#server/core/athlete-record/program";
import { AccountBudget } from "#server/core/limits/account-budget";
import { clientKey } from "#server/core/limits/attempt-limiter";
import { clientIp } from "#server/plugins/auth";
import { errorResponses } from "#server/plugins/contracts";

/** The answers as the questionnaire stored them under `questionnaireData` (spec §3). */
const PreviewBodySchema = z.object({ answers: SignUpAnswersSchema }, { error: "Complete questionnaire first" });

export const TOO_MANY_PREVIEWS = (seconds: number) =>
  `Too many plan previews from your network. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;

/**
 * POST /api/plan/preview (issue #16, decision 0100): the plan a visitor's answers make, shown on
 * /cricket-signup before the account. Unauthenticated on purpose (the visitor has no account
 * yet), it validates with the save schema, generates with the one server-side generator call
 * (`newProgram`, the same one the sign-up's save uses, so the preview is the plan the account
 * gets) and stores nothing.
 *
 * Generating is CPU work on the event loop with no account to charge, so each client address
 * (an IPv6 /64 counts as one, as for sign-ups) gets the expensive routes' budget: at most
 * EXPENSIVE_CONCURRENT_PER_ACCOUNT at once and EXPENSIVE_PER_MINUTE_PER_ACCOUNT a minute. Kept
 * in this process's memory like that budget: what it protects is this process's event loop.
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  const budget = new AccountBudget(
    { concurrent: app.config.expensiveConcurrentPerAccount, perMinute: app.config.expensivePerMinutePerAccount },
    () => app.clock.now(),
  );

  const schema = {
    tags: ["public"],
    summary: "Preview the 8-week plan a set of questionnaire answers makes (stores nothing)",
    description: [
      "No session needed. `answers` as stored under `questionnaireData`; the same answers always give the same plan, and it is the plan the account gets when these answers are saved.",
      '`400 VALIDATION` the first validation message (spec §5 messages; no answers: "Complete questionnaire first").',
      '`429 TOO_MANY_REQUESTS` "Too many plan previews from your network. Please try again in N seconds." with `Retry-After`, past the expensive-request budget per client address.',
    ].join(" "),
    body: PreviewBodySchema,
    response: {
      200: z.object({
        program: z.record(z.string(), z.unknown()).describe("`ProgramSchema` (domain/plan/types.ts)"),
        generatorVersion: z.string(),
        planName: z.string(),
      }),
      ...errorResponses,
    },
  };

  app.post(
    "/plan/preview",
    {
      schema,
      // Before the body is validated: a storm of bad bodies is refused as cheaply as good ones.
      onRequest: async (req, reply) => {
        const answer = budget.take(`preview:${clientKey(clientIp(req))}`);
        if (!answer.ok) {
          const seconds = answer.retryAfterSeconds;
          return reply
            .status(429)
            .header("retry-after", String(seconds))
            .header("cache-control", "no-store")
            .send({ error: { message: TOO_MANY_PREVIEWS(seconds), code: "TOO_MANY_REQUESTS" } });
        }
        reply.raw.once("close", answer.release);
      },
    },
    async (req, reply) => {
      const { program, generatorVersion } = newProgram(req.body.answers);
      reply.header("cache-control", "no-store");
      return { program, generatorVersion, planName: planName(req.body.answers.primaryRole) };
    },
  );
};
export default plugin;
