import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AccountBudget } from "./account-budget.ts";

/**
 * The per-account limit on expensive endpoints (issue #14 finding 3: one athlete repeating a
 * generated PDF download stalled every other request). A route opts in with one line, after the
 * hook that signs the account in:
 *
 *   app.get("/me/training-pdfs/:phase", { schema, preHandler: expensive(app) }, handler);
 *
 * Every expensive route of one process shares one budget per account, so a storm split over
 * several such routes gets no more. Over it: 429 `TOO_MANY_REQUESTS` with `Retry-After`.
 */
export interface ExpensiveOptions {
  /** The account a request belongs to; by default the signed-in athlete (`req.athlete`). */
  account?: (req: FastifyRequest) => string | undefined;
}

export const TOO_MANY_AT_ONCE =
  "Your account already has requests like this in progress. Please wait for them to finish, then try again.";
export const TOO_MANY_PER_MINUTE = (seconds: number) =>
  `Too many requests like this from your account. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;

/** One budget per server (every encapsulated context of one app shares `app.server`). */
const budgets = new WeakMap<object, AccountBudget>();

function budgetOf(app: FastifyInstance): AccountBudget {
  let budget = budgets.get(app.server);
  if (!budget) {
    budget = new AccountBudget(
      { concurrent: app.config.expensiveConcurrentPerAccount, perMinute: app.config.expensivePerMinutePerAccount },
      () => app.clock.now(),
    );
    budgets.set(app.server, budget);
  }
  return budget;
}

const athleteOf = (req: FastifyRequest): string | undefined =>
  (req as FastifyRequest & { athlete?: { userId?: string } | null }).athlete?.userId;

export function expensive(app: FastifyInstance, opts: ExpensiveOptions = {}): preHandlerAsyncHookHandler {
  const accountOf = opts.account ?? athleteOf;
  return async function limitExpensive(req: FastifyRequest, reply: FastifyReply) {
    const account = accountOf(req);
    // A route that declares the limit without an account first is a programming error: never
    // let it run unlimited.
    if (!account) throw new Error(`expensive(): no account on ${req.method} ${req.routeOptions.url}`);
    const answer = budgetOf(app).take(account);
    if (!answer.ok) {
      const message = answer.reason === "concurrent" ? TOO_MANY_AT_ONCE : TOO_MANY_PER_MINUTE(answer.retryAfterSeconds);
      return reply
        .status(429)
        .header("retry-after", String(answer.retryAfterSeconds))
        .header("cache-control", "no-store")
        .send({ error: { message, code: "TOO_MANY_REQUESTS" } });
    }
    // "close" comes once the response is done or the client went away, streamed bodies included.
    reply.raw.once("close", answer.release);
  };
}
