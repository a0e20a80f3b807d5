import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ConsentResendSchema,
  PARENT_EMAIL_OWN_INBOX,
  PARENT_EMAIL_REQUIRED,
  PARENT_EMAIL_SAME,
  ownAddressIssue,
} from "#domain/account";
import { AttemptLimiter } from "#server/core/limits/attempt-limiter";
import { consentOf } from "#server/core/consent/state";
import {
  giveConsent,
  readLink,
  sendConsentMail,
  setParentEmail,
  type ConsentDeps,
  type LinkProblem,
  type LinkSubject,
} from "#server/core/consent/links";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";

/** What a link that does not work says (decision 0102): each case tells the parent what to do. */
export const LINK_MESSAGES: Record<LinkProblem, string> = {
  USED: "Consent has already been given with this link. Thank you: there is nothing more to do.",
  EXPIRED: "This consent link has expired. Ask your young athlete to send a new one from their GameReady dashboard.",
  REPLACED: "This consent link was replaced by a newer e-mail. Please use the link in the latest e-mail.",
  INVALID: "This consent link is not valid. Please open the link from the e-mail again.",
};
const LINK_CODES: Record<LinkProblem, string> = {
  USED: "CONSENT_LINK_USED",
  EXPIRED: "CONSENT_LINK_EXPIRED",
  REPLACED: "CONSENT_LINK_REPLACED",
  INVALID: "CONSENT_LINK_INVALID",
};

export const CONSENT_NOT_NEEDED = "Your parent or guardian's consent is not needed, or already given.";
export const CONSENT_MAIL_FAILED = "We could not send the e-mail just now. Please try again in a few minutes.";
export const TOO_MANY_CONSENT_MAILS = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `You have sent several e-mails already. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};
/** Consent mails an athlete may send (re-sends and corrected addresses) per hour. */
export const CONSENT_MAILS_PER_HOUR = 3;
export const CONSENT_LIMITER = "consent-mail";

/**
 * The athlete's first name as the parent sees it: only a word that reads as a name (as in the
 * mail), since anyone may have typed any address as a parent's.
 */
const NAME_WORD = /^[\p{L}\p{M}'’-]{1,40}$/u;
const firstName = (name: string) => {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return NAME_WORD.test(first) ? first : null;
};
const publicSubject = (s: LinkSubject) => ({ athleteName: firstName(s.athleteName), ageGroup: s.ageGroup });

const TokenSchema = z.string().min(1).max(200);
const LinkAnswer = z.object({
  state: z.enum(["valid", "used", "expired", "replaced", "invalid"]),
  message: z.string().nullable(),
  athleteName: z.string().nullable(),
  ageGroup: z.string().nullable(),
});
const ConsentAnswer = z.object({
  state: z.enum(["not-required", "needs-parent-email", "pending", "given"]),
  parentEmail: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  givenAt: z.string().nullable(),
});

/** GET/POST /api/consent (the parent's link) and GET/POST /api/me/consent (the athlete). */
const plugin: FastifyPluginAsyncZod = async (app) => {
  const deps: ConsentDeps = { db: app.db, auth: app.auth, config: app.config, mail: app.mail, log: app.log };
  const limiter = new AttemptLimiter(app.db, {
    name: CONSENT_LIMITER,
    max: CONSENT_MAILS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    now: () => app.clock.now(),
  });

  const linkSchema = {
    tags: ["consent"],
    summary: "What a parental-consent link is for, or why it no longer works (changes nothing)",
    description:
      "`state` valid (with the athlete's first name and age group), used, expired, replaced or invalid, with the message to show.",
    querystring: z.object({ token: TokenSchema }),
    response: { 200: LinkAnswer, ...errorResponses },
  };
  const invalidLink = { invalidInput: { message: LINK_MESSAGES.INVALID, code: LINK_CODES.INVALID } };
  app.get("/consent/link", { schema: linkSchema, config: invalidLink }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const read = await readLink(deps, req.query.token);
    if (read.ok) return { state: "valid" as const, message: null, ...publicSubject(read.subject) };
    const state = read.problem.toLowerCase() as "used" | "expired" | "replaced" | "invalid";
    return { state, message: LINK_MESSAGES[read.problem], athleteName: null, ageGroup: null };
  });

  const giveSchema = {
    tags: ["consent"],
    summary: "A parent or guardian gives consent with the mailed link (single use)",
    description:
      "`400` `CONSENT_LINK_USED`, `CONSENT_LINK_EXPIRED`, `CONSENT_LINK_REPLACED` or `CONSENT_LINK_INVALID` with the message to show.",
    body: z.object({ token: TokenSchema }),
    response: { 200: z.object({ status: z.literal("given"), athleteName: z.string().nullable() }), ...errorResponses },
  };
  app.post("/consent/give", { schema: giveSchema, config: invalidLink }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const given = await giveConsent(deps, req.body.token);
    if (!given.ok) throw new HttpError(400, LINK_MESSAGES[given.problem], LINK_CODES[given.problem]);
    req.log.info({ userId: given.subject.userId }, "parental consent given");
    return { status: "given" as const, athleteName: publicSubject(given.subject).athleteName };
  });

  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const answer = async (userId: string) => {
    const c = await consentOf(app.db, userId);
    return { state: c.state, parentEmail: c.parentEmail, lastSentAt: iso(c.lastSentAt), givenAt: iso(c.givenAt) };
  };

  const meSchema = {
    tags: ["consent"],
    summary: "The athlete's parental-consent state (Under-14 and Under-16)",
    response: { 200: ConsentAnswer, ...errorResponses },
  };
  app.get("/me/consent", { schema: meSchema, preHandler: app.requireAthlete }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    return answer(req.athlete.userId);
  });

  const resendSchema = {
    tags: ["consent"],
    summary: "Send the consent mail again, optionally to a corrected address (older links end)",
    description: [
      `\`400\` "${PARENT_EMAIL_REQUIRED}" (no address on record), "${PARENT_EMAIL_SAME}", "${PARENT_EMAIL_OWN_INBOX}" (a +tag or dots of the athlete's own);`,
      `\`409 CONSENT_NOT_NEEDED\`; \`429 TOO_MANY_CONSENT_MAILS\` after ${CONSENT_MAILS_PER_HOUR} mails in an hour, with \`Retry-After\`;`,
      "`503 MAIL_FAILED` when the mail cannot be queued.",
    ].join(" "),
    body: ConsentResendSchema,
    response: { 200: ConsentAnswer, ...errorResponses },
  };
  app.post("/me/consent/resend", { schema: resendSchema, preHandler: app.requireAthlete }, async (req, reply) => {
    const { userId, email } = req.athlete;
    const current = await consentOf(app.db, userId);
    if (current.state !== "pending" && current.state !== "needs-parent-email")
      throw new HttpError(409, CONSENT_NOT_NEEDED, "CONSENT_NOT_NEEDED");
    const parentEmail = req.body.parentEmail;
    if (parentEmail === undefined && !current.parentEmail)
      throw new HttpError(400, PARENT_EMAIL_REQUIRED, "VALIDATION");
    // The link must leave the athlete's own inbox: the address sent now, or the one on record.
    const target = parentEmail ?? current.parentEmail;
    const own = target ? ownAddressIssue(email, target) : undefined;
    if (own) throw new HttpError(400, own, "VALIDATION");
    // Counted per athlete, before the work: each call mails a third party.
    const waitMs = await limiter.attempt(userId);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header("retry-after", String(seconds));
      throw new HttpError(429, TOO_MANY_CONSENT_MAILS(seconds), "TOO_MANY_CONSENT_MAILS");
    }
    if (parentEmail !== undefined) await setParentEmail(app.db, userId, parentEmail);
    try {
      await sendConsentMail(deps, userId);
    } catch {
      reply.header("retry-after", "60");
      throw new HttpError(503, CONSENT_MAIL_FAILED, "MAIL_FAILED");
    }
    reply.header("cache-control", "no-store");
    return answer(userId);
  });
};
export default plugin;
