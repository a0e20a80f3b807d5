import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { isAPIError } from "better-auth/api";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import type { Config } from "#server/core/config";
import type { Db } from "#server/core/db/client";
import type { Mailer } from "#server/core/mail/transport";
import { currentSignup, endResetLinks, startSignup } from "#server/core/auth/account-links";
import {
  VERIFICATION_EXPIRES_IN,
  newVerificationToken,
  sendVerificationMail,
  type Auth,
} from "#server/core/auth/create-auth";
import { readVerificationToken } from "#server/core/auth/verification-token";
import { completePendingSignup, keepPendingAnswers } from "#server/core/athlete-record/answers";
import { keepParentEmail, requestConsentAfterVerification } from "#server/core/consent/links";
import { needsParentalConsent } from "#domain/account";
import { HttpError } from "#server/plugins/errors";
import {
  claimVerificationToken,
  deleteUser,
  findUserByEmail,
  isVerificationTokenUsed,
  releaseStaleVerificationClaim,
  releaseVerificationToken,
} from "./repository.ts";

export const ALREADY_REGISTERED = "This email is already registered. Try logging in instead.";
export const MAIL_FAILED = "We could not send the verification e-mail just now. Please try again in a few minutes.";
export const TOKEN_USED = "This verification link has already been used. Please log in.";
export const TOKEN_EXPIRED =
  "This verification link has expired. Log in with your e-mail and password to get a new one.";
/** A link claimed this long ago whose account is still unverified was left by a crash (0011). */
export const STALE_CLAIM_SECONDS = 30;
export const TOKEN_REPLACED =
  "This verification link was replaced by a newer sign-up for this address. Please use the link in the latest e-mail.";
export const INVALID_TOKEN =
  "This verification link is not valid. Please click the verification link from your email again.";

/** A 503 that, unlike other 5xx, says what happened: the athlete can do something about it. */
export class MailFailedError extends Error {
  readonly body = { error: { message: MAIL_FAILED, code: "MAIL_FAILED" } };
}

/** What sign-up and verification use: handed over by the routes, never the whole app. */
export interface SignupDeps {
  db: Db;
  auth: Auth;
  /** The same accounts, without signing in after verification (a browser signed in as someone else). */
  verifyOnlyAuth: Auth;
  config: Config;
  mail: Mailer;
  log: FastifyBaseLogger;
}

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  answers: QuestionnaireAnswers;
  /** Under-14 and Under-16 only (the route's schema requires it for them; issue #16). */
  parentEmail?: string;
}

const alreadyRegistered = () => new HttpError(409, ALREADY_REGISTERED, "USER_ALREADY_EXISTS");

/**
 * POST /api/signup, in order (docs/decisions/0010, 0070):
 * 1. better-auth creates the unverified account (it sends nothing on sign-up);
 * 2. the answers are kept with it in pending_signups, so a link followed at once finds them;
 * 3. the sign-up becomes the address's current one and its verification mail leaves, with a
 *    token made by better-auth that names it.
 * If step 2 or 3 fails the account is removed again, so the athlete can simply retry (issue #7:
 * never an unverifiable account). The mail is queued in the outbox (issue #15, 0096): a relay that
 * is briefly down delays it, and only a mail that cannot be queued (database error, outbox past
 * MAIL_OUTBOX_LIMIT) is the 503 MAIL_FAILED.
 *
 * An address whose account is still unverified is signed up again (issue #14 finding 8): anyone
 * may have typed it, and only its owner receives the mail. The new sign-up's password, name and
 * answers replace the old ones, the older links stop working, and the answer is the same 201.
 * Only a verified address answers 409.
 */
export async function signUp(deps: SignupDeps, input: SignUpInput): Promise<{ email: string }> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  // A new address: better-auth makes the account. If another sign-up for it won that race, its
  // account is signed up again like any other unverified one.
  const account = existing
    ? await signUpAgain(deps, existing, input)
    : ((await createAccount(deps, { ...input, email })) ??
      (await signUpAgain(deps, await findUserByEmail(db, email), input)));
  try {
    await keepPendingAnswers(db, account.id, input.answers);
    // The consent mail leaves once the athlete's own address is verified (decision 0102).
    await keepParentEmail(db, account.id, needsParentalConsent(input.answers.ageGroup) ? input.parentEmail : undefined);
  } catch (err) {
    await deleteUser(db, account.id);
    throw err;
  }
  try {
    const signupId = await startSignup(db, email, new Date(Date.now() + VERIFICATION_EXPIRES_IN * 1000));
    const to = { email: account.email, name: input.fullName };
    await sendVerificationMail(deps, to, await newVerificationToken(deps.config, account.email, signupId));
  } catch {
    // Not queued (logged by sendVerificationMail). The account (and its kept answers) go, so a retry starts afresh.
    await deleteUser(db, account.id);
    throw new MailFailedError(MAIL_FAILED);
  }
  return { email };
}

/** better-auth's sign-up; undefined when another sign-up for the address got there first. */
async function createAccount(
  { db, auth }: SignupDeps,
  input: SignUpInput,
): Promise<{ id: string; email: string } | undefined> {
  let created: { id: string };
  try {
    ({ user: created } = await auth.api.signUpEmail({
      body: { name: input.fullName, email: input.email, password: input.password },
    }));
  } catch (err) {
    if (await findUserByEmail(db, input.email)) return undefined;
    throw err;
  }
  // better-auth answers an existing address with a look-alike success (a made-up user id):
  // only an account with the returned id is the one this sign-up created.
  const account = await findUserByEmail(db, input.email);
  return account && account.id === created.id ? account : undefined;
}

/**
 * A new sign-up for an unverified account: better-auth hashes the new password and stores it on
 * the account (its own `password.hash` and `internalAdapter`), the name follows, and whatever the
 * previous sign-up could have started ends: its sessions (an unverified account has none) and its
 * reset links. The answers are replaced by the caller. A verified account is not: 409.
 */
async function signUpAgain<A extends { id: string; emailVerified: boolean }>(
  { auth, db }: SignupDeps,
  account: A | undefined,
  input: SignUpInput,
): Promise<A> {
  if (!account || account.emailVerified) throw alreadyRegistered();
  const userId = account.id;
  const ctx = await auth.$context;
  await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(input.password));
  await ctx.internalAdapter.updateUser(userId, { name: input.fullName });
  await ctx.internalAdapter.deleteUserSessions(userId);
  await endResetLinks(db, userId);
  return account;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export interface Verified {
  /** better-auth's answer headers: the new session's cookies, for the route to send. */
  sessionHeaders: Headers;
  /** The address the link verified. */
  email: string;
  /**
   * The browser was signed in as another account (issue #14 finding 7): that session stays, no
   * new one was made, and the page asks the person which account they want. Its address.
   */
  signedInAs: string | null;
  /** What happened to the kept answers: saved with their plan, none were kept, or no longer valid. */
  answers: "saved" | "none" | "invalid";
  /**
   * Saving the answers failed after the account was verified and signed in: the route still
   * sends the session (GET /api/me finishes the save), then answers with this error.
   */
  saveError?: unknown;
}

/**
 * POST /api/verify-email: one-time link (docs/decisions/0011) of the address's current sign-up →
 * better-auth verifies and signs in → the kept answers become profile, response and plan in one
 * transaction. A browser already signed in as another account keeps that session: the link
 * verifies, signs nobody in, and says so (login CSRF, issue #14 finding 7).
 */
export async function verifyEmail(deps: SignupDeps, token: string, requestHeaders: Headers): Promise<Verified> {
  const { db, auth } = deps;
  const hash = sha256(token);
  if (
    (await isVerificationTokenUsed(db, hash)) &&
    !(await releaseStaleVerificationClaim(db, hash, STALE_CLAIM_SECONDS))
  ) {
    throw new HttpError(400, TOKEN_USED, "TOKEN_USED");
  }

  const reading = await readVerificationToken(deps.config, token);
  if (!reading.ok) {
    if (reading.reason === "unreadable") throw await classifyBadToken(auth, token);
    throw new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
  }

  const account = await findUserByEmail(db, reading.email);
  if (!account) throw new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
  if (account.emailVerified) {
    // An older link of a verified account: signs nobody in. Finishes an interrupted save, if any.
    await completePendingSignup(db, account);
    throw new HttpError(400, TOKEN_USED, "TOKEN_USED");
  }

  // A link of an earlier sign-up for this address: someone signed up again since (finding 8).
  const current = await currentSignup(db, account.email);
  if (current !== undefined && reading.signup !== current) throw new HttpError(400, TOKEN_REPLACED, "TOKEN_REPLACED");
  if (!(await claimVerificationToken(db, hash, account.email, reading.expiresAt)))
    throw new HttpError(400, TOKEN_USED, "TOKEN_USED");

  // Signed in as someone else: verify without a session (finding 7); the page asks which account.
  const session = await auth.api.getSession({ headers: requestHeaders });
  const signedInAs = session && session.user.id !== account.id ? session.user.email : null;
  const verifier = signedInAs === null ? auth : deps.verifyOnlyAuth;
  let sessionHeaders: Headers;
  try {
    ({ headers: sessionHeaders } = await verifier.api.verifyEmail({
      query: { token },
      headers: requestHeaders,
      returnHeaders: true,
    }));
  } catch (err) {
    // Nothing was verified: the link stays usable.
    await releaseVerificationToken(db, hash);
    throw mapTokenError(err);
  }
  try {
    const result = await completePendingSignup(db, account);
    if (result.invalid)
      deps.log.warn(
        { userId: account.id },
        "verify-email: kept answers no longer valid; athlete asked to answer again",
      );
    const answers = result.invalid ? "invalid" : result.saved ? "saved" : "none";
    // A junior's parent is asked now that the account is real (issue #16); a failure is logged
    // and the dashboard offers to send it again.
    await requestConsentAfterVerification(deps, account.id);
    return { sessionHeaders, email: account.email, signedInAs, answers };
  } catch (saveError) {
    return { sessionHeaders, email: account.email, signedInAs, answers: "none", saveError };
  }
}

/** better-auth tells an expired link from a forged one; it changes nothing for a bad token. */
async function classifyBadToken(auth: Auth, token: string): Promise<Error> {
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    return mapTokenError(err);
  }
  return new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
}

function mapTokenError(err: unknown): Error {
  if (isAPIError(err)) {
    const code = (err.body as { code?: string } | undefined)?.code;
    if (code === "TOKEN_EXPIRED") return new HttpError(400, TOKEN_EXPIRED, "TOKEN_EXPIRED");
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND")
      return new HttpError(400, INVALID_TOKEN, "INVALID_TOKEN");
  }
  return err instanceof Error ? err : new Error(String(err));
}
