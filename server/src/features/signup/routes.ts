import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { SignUpRequestSchema } from "#domain/account";
import { AttemptLimiter, clientKey } from "#server/core/limits/attempt-limiter";
import { authHeaders, clientIp, forwardCookies } from "#server/plugins/auth";
import { HttpError } from "#server/plugins/errors";
import { INVALID_TOKEN, MailFailedError, signUp, verifyEmail, type SignupDeps } from "./service.ts";

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

/** The sign-up limiter's name: its counters are `rate_limit` rows of their own. */
export const SIGNUP_LIMITER = "signup";

/** POST /api/signup and POST /api/verify-email (docs/api.md). */
const plugin: FastifyPluginAsync = async (app) => {
  const limiter = new AttemptLimiter(app.db, { name: SIGNUP_LIMITER, max: app.config.signupLimitPerHour, windowMs: SIGNUP_WINDOW_MS, now: () => app.clock.now() });
  const deps: SignupDeps = { db: app.db, auth: app.auth, config: app.config, mail: app.mail, log: app.log };

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
      const { email } = await signUp(deps, parsed.data);
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
    const verified = await verifyEmail(deps, parsed.data.token, authHeaders(req));
    // The session first: if saving the answers failed, the athlete is signed in and /api/me finishes it.
    forwardCookies(reply, verified.sessionHeaders);
    if (verified.saveError !== undefined) throw verified.saveError;
    reply.header("cache-control", "no-store");
    return { status: "verified" };
  });
};
export default plugin;
