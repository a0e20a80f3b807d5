import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Server } from "node:http";
import { z } from "zod";
import { SignUpRequestSchema } from "#domain/account";
import { AttemptLimiter, clientKey } from "#server/core/limits/attempt-limiter";
import { clientIp } from "#server/plugins/auth";
import { HttpError } from "#server/plugins/errors";
import { INVALID_TOKEN, MailFailedError, signUp, verifyEmail } from "./service.ts";

const VerifyBodySchema = z.object({ token: z.string().min(1).max(4096) });

const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Sign-ups per client address per hour, SIGNUP_LIMIT_PER_HOUR (default 10; issue #7): each
 * creates an account and sends a mail, and a 409 tells whether an address is registered, so a
 * script must not run them freely. Every valid attempt counts (201, 409 and 503 alike).
 */
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
export const TOO_MANY_SIGNUPS = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

const limiters = new WeakMap<object, AttemptLimiter>();

/** The app's sign-up limiter, so tests can clear it or move its clock. */
export function signupLimiter(app: FastifyInstance): AttemptLimiter | undefined {
  return limiters.get(app.server as Server);
}

/** POST /api/signup and POST /api/verify-email (docs/api.md). */
const plugin: FastifyPluginAsync = async (app) => {
  const limiter = new AttemptLimiter(app.db, { name: "signup", max: app.config.signupLimitPerHour, windowMs: SIGNUP_WINDOW_MS });
  limiters.set(app.server, limiter);

  app.post("/signup", async (req, reply) => {
    if (!isObject(req.body)) throw new HttpError(400, "The request body must be a JSON object.", "VALIDATION");
    const parsed = SignUpRequestSchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid sign-up details", "VALIDATION");
    // The same address as better-auth's limits: the socket, or the proxy's view with TRUST_PROXY.
    const who = clientKey(clientIp(req));
    // Counted before the work, in one statement: parallel sign-ups cannot all slip under it.
    const waitMs = await limiter.attempt(who);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header("retry-after", String(seconds));
      throw new HttpError(429, TOO_MANY_SIGNUPS(seconds), "TOO_MANY_SIGNUPS");
    }
    try {
      const { email } = await signUp(app, parsed.data);
      return reply.status(201).send({ status: "verification-sent", email });
    } catch (err) {
      // Sent here: the error handler turns every 5xx into a generic message.
      if (err instanceof MailFailedError) return reply.status(503).header("retry-after", "60").send(err.body);
      throw err;
    }
  });

  app.post("/verify-email", async (req, reply) => {
    const parsed = VerifyBodySchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
    await verifyEmail(app, req, reply, parsed.data.token);
    reply.header("cache-control", "no-store");
    return { status: "verified" };
  });
};
export default plugin;
