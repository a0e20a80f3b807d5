import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAPIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { HttpError } from "#server/plugins/errors";
import { authHeaders, forwardCookies } from "#server/plugins/auth";
import { signupAttempt, withSignupAnswers } from "./signup-answers.ts";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import {
  claimVerificationToken,
  completePendingSignup,
  deleteUser,
  findUserByEmail,
  isVerificationTokenUsed,
  releaseStaleVerificationClaim,
  releaseVerificationToken,
} from "#server/features/account/repository";

export const ALREADY_REGISTERED = "This email is already registered. Try logging in instead.";
export const MAIL_FAILED = "We could not send the verification e-mail just now. Please try again in a few minutes.";
export const TOKEN_USED = "This verification link has already been used. Please log in.";
export const TOKEN_EXPIRED = "This verification link has expired. Log in with your e-mail and password to get a new one.";
/** A link claimed this long ago whose account is still unverified was left by a crash (0011). */
export const STALE_CLAIM_SECONDS = 30;
export const INVALID_TOKEN = "This verification link is not valid. Please click the verification link from your email again.";

/** A 503 that, unlike other 5xx, says what happened: the athlete can do something about it. */
export class MailFailedError extends Error {
  readonly body = { error: { message: MAIL_FAILED, code: "MAIL_FAILED" } };
}

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  answers: QuestionnaireAnswers;
}

/**
 * Creates the unverified account through better-auth; its verification-mail hook stores the
 * answers with it before the mail leaves (docs/decisions/0010). If the mail cannot be sent the
 * account is removed again, so the athlete can simply retry (issue #7: never left unverifiable).
 */
export async function signUp(app: FastifyInstance, input: SignUpInput): Promise<{ email: string }> {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(app.db, email)) throw new HttpError(409, ALREADY_REGISTERED, "USER_ALREADY_EXISTS");
  await withSignupAnswers(email, input.answers, async () => {
    try {
      await app.auth.api.signUpEmail({ body: { name: input.fullName, email, password: input.password } });
    } catch (err) {
      const attempt = signupAttempt();
      if (attempt?.userId) {
        await deleteUser(app.db, attempt.userId);
        if (attempt.mailFailed) throw new MailFailedError(MAIL_FAILED);
      } else if (await findUserByEmail(app.db, email)) {
        // Two sign-ups for one address at once: the other one won.
        throw new HttpError(409, ALREADY_REGISTERED, "USER_ALREADY_EXISTS");
      }
      throw err;
    }
    const attempt = signupAttempt();
    // better-auth answers an existing address with a look-alike success: never ours to return.
    if (!attempt?.userId) throw new HttpError(409, ALREADY_REGISTERED, "USER_ALREADY_EXISTS");
    // better-auth logs and swallows a failed mail: the account goes, so a retry starts afresh.
    if (attempt.mailFailed) {
      await deleteUser(app.db, attempt.userId);
      throw new MailFailedError(MAIL_FAILED);
    }
  });
  return { email };
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * POST /api/verify-email: one-time link (docs/decisions/0011) → better-auth verifies and signs
 * in → the kept answers become profile, response and plan in one transaction.
 */
export async function verifyEmail(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
  const hash = sha256(token);
  if ((await isVerificationTokenUsed(app.db, hash)) && !(await releaseStaleVerificationClaim(app.db, hash, STALE_CLAIM_SECONDS))) {
    throw new HttpError(400, TOKEN_USED, "TOKEN_USED");
  }

  const payload = await verifyJWT<{ email?: unknown; updateTo?: unknown; requestType?: unknown; exp?: number }>(token, app.config.authSecret);
  if (!payload) throw await classifyBadToken(app, token);
  // E-mail changes are not offered; such a token is not one of ours to accept here.
  if (typeof payload.email !== "string" || payload.updateTo !== undefined || payload.requestType !== undefined) {
    throw new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
  }

  const account = await findUserByEmail(app.db, payload.email);
  if (!account) throw new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
  if (account.emailVerified) {
    // An older link of a verified account: signs nobody in. Finishes an interrupted save, if any.
    await completePendingSignup(app.db, account);
    throw new HttpError(400, TOKEN_USED, "TOKEN_USED");
  }

  const expiresAt = new Date((payload.exp ?? Math.floor(Date.now() / 1000) + 86_400) * 1000);
  if (!(await claimVerificationToken(app.db, hash, account.email, expiresAt))) throw new HttpError(400, TOKEN_USED, "TOKEN_USED");

  let headers: Headers;
  try {
    ({ headers } = await app.auth.api.verifyEmail({ query: { token }, headers: authHeaders(req), returnHeaders: true }));
  } catch (err) {
    // Nothing was verified: the link stays usable.
    await releaseVerificationToken(app.db, hash);
    throw mapTokenError(err);
  }
  // The session first: if saving fails now, the athlete is signed in and /api/me finishes it.
  forwardCookies(reply, headers);
  const result = await completePendingSignup(app.db, account);
  if (result.invalid) app.log.warn({ userId: account.id }, "verify-email: kept answers no longer valid; athlete asked to answer again");
}

/** better-auth tells an expired link from a forged one; it changes nothing for a bad token. */
async function classifyBadToken(app: FastifyInstance, token: string): Promise<Error> {
  try {
    await app.auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    return mapTokenError(err);
  }
  return new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
}

function mapTokenError(err: unknown): Error {
  if (isAPIError(err)) {
    const code = (err.body as { code?: string } | undefined)?.code;
    if (code === "TOKEN_EXPIRED") return new HttpError(400, TOKEN_EXPIRED, "TOKEN_EXPIRED");
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") return new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
  }
  return err instanceof Error ? err : new Error(String(err));
}
