import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SignUpRequestShape, checkParentEmail } from "#domain/account";
import { AttemptLimiter, clientKey } from "#server/core/limits/attempt-limiter";
import { authHeaders, clientIp, forwardCookies } from "#server/plugins/auth";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { INVALID_TOKEN, MailFailedError, signUp, verifyEmail, type SignupDeps } from "./service.ts";

const VerifyBodySchema = z.object({ token: z.string().min(1).max(4096) });

/** The domain's sign-up fields; a body that is not an object says so (not zod's default text). */
const SignUpBodySchema = z
  .object(SignUpRequestShape, { error: "The request body must be a JSON object." })
  .superRefine(checkParentEmail);

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
const plugin: FastifyPluginAsyncZod = async (app) => {
  const limiter = new AttemptLimiter(app.db, {
    name: SIGNUP_LIMITER,
    max: app.config.signupLimitPerHour,
    windowMs: SIGNUP_WINDOW_MS,
    now: () => app.clock.now(),
  });
  const deps: SignupDeps = {
    db: app.db,
    auth: app.auth,
    verifyOnlyAuth: app.verifyOnlyAuth,
    config: app.config,
    mail: app.mail,
    log: app.log,
  };

  const signupSchema = {
    tags: ["signup"],
    summary: "Create an account with its questionnaire answers and send the verification mail",
    description: [
      "`answers` as stored under `questionnaireData`. The e-mail is lower-cased.",
      '`400` the first validation message (spec §5 messages; no answers: "Complete questionnaire first").',
      '`429 TOO_MANY_SIGNUPS` "Too many sign-ups from your network. Please try again in N minutes." with `Retry-After`, after `SIGNUP_LIMIT_PER_HOUR` (default 10) valid attempts from one address in an hour.',
      '`409 USER_ALREADY_EXISTS` "This email is already registered. Try logging in instead." (a verified account only: an unverified address is signed up again, its password, name and answers replaced and its older links ended, with the same `201`).',
      '`503 MAIL_FAILED` "We could not send the verification e-mail just now. Please try again in a few minutes." (no account is left behind: retrying is a fresh sign-up).',
    ].join(" "),
    body: SignUpBodySchema,
    response: {
      201: z.object({ status: z.literal("verification-sent"), email: z.string() }),
      ...errorResponses,
    },
  };
  app.post("/signup", { schema: signupSchema }, async (req, reply) => {
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
      const { email } = await signUp(deps, req.body);
      return reply.status(201).send({ status: "verification-sent", email });
    } catch (err) {
      // Sent here: the error handler turns every 5xx into a generic message.
      if (err instanceof MailFailedError) return reply.status(503).header("retry-after", "60").send(err.body);
      throw err;
    }
  });

  const verifySchema = {
    tags: ["signup"],
    summary: "Verify the e-mail, sign in (session cookie), save answers and plan in one transaction",
    description: [
      "`email`: the address verified.",
      "`signedInAs`: `null` when this browser is now signed in as that address; otherwise the address of the session the browser already had, which stays (no new session: the page asks the person, issue #14).",
      '`400 TOKEN_USED` "This verification link has already been used. Please log in." (also any older link of a verified account);',
      '`400 TOKEN_REPLACED` "This verification link was replaced by a newer sign-up for this address. Please use the link in the latest e-mail.";',
      "`400 TOKEN_EXPIRED`; `400 INVALID_TOKEN` (forged, malformed, missing).",
    ].join(" "),
    body: VerifyBodySchema,
    response: {
      200: z.object({ status: z.literal("verified"), email: z.string(), signedInAs: z.string().nullable() }),
      ...errorResponses,
    },
  };
  // Any malformed body is one more invalid token.
  const config = { invalidInput: { message: INVALID_TOKEN, code: "INVALID_TOKEN" } };
  app.post("/verify-email", { schema: verifySchema, config }, async (req, reply) => {
    const verified = await verifyEmail(deps, req.body.token, authHeaders(req));
    // The session first: if saving the answers failed, the athlete is signed in and /api/me finishes it.
    forwardCookies(reply, verified.sessionHeaders);
    if (verified.saveError !== undefined) throw verified.saveError;
    reply.header("cache-control", "no-store");
    return { status: "verified" as const, email: verified.email, signedInAs: verified.signedInAs };
  });
};
export default plugin;
