import { and, eq, isNull, like, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { generateRandomString } from "better-auth/crypto";
import type { Auth } from "#server/core/auth/create-auth";
import type { Config } from "#server/core/config";
import type { Db } from "#server/core/db/client";
import { parentalConsents, questionnaireResponses, user, verification } from "#server/core/db/schema";
import type { Mailer } from "#server/core/mail/transport";
import { parentalConsentMail } from "#server/core/mail/templates";

/**
 * Parental-consent links (issue #16, docs/decisions/0102). A link is a row in better-auth's
 * `verification` table made by its own `internalAdapter` (identifier `parental-consent:<token>`,
 * value the athlete's id), with a token from its `generateRandomString`; giving consent takes it
 * with `consumeVerificationValue`, which is race-safe and single-use. No crypto of our own.
 *
 * The token starts with the consent row's id (not a secret): a link whose row is gone can then
 * say why (consent already given, expired, or replaced by a newer mail) instead of "invalid".
 */
export const CONSENT_LINK_DAYS = 7;
const IDENTIFIER = "parental-consent:";
// The row id is a UUID in its canonical form: anything looser reached the uuid column and failed
// the query (a 500 to an anonymous visitor) instead of reading as an invalid link.
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{32})$/;

export interface ConsentDeps {
  db: Db;
  auth: Auth;
  config: Config;
  mail: Mailer;
  log: FastifyBaseLogger;
}

export const consentLink = (config: Config, token: string) =>
  `${config.publicUrl}/parental-consent?token=${encodeURIComponent(token)}`;

/** At sign-up: the junior's parent address (replacing an earlier sign-up's); an adult keeps none. */
export async function keepParentEmail(db: Db, userId: string, parentEmail: string | undefined): Promise<void> {
  if (parentEmail === undefined) {
    await db.delete(parentalConsents).where(eq(parentalConsents.userId, userId));
    return;
  }
  await db
    .insert(parentalConsents)
    .values({ userId, parentEmail })
    .onConflictDoUpdate({
      target: parentalConsents.userId,
      set: { parentEmail, lastSentAt: null, linkExpiresAt: null, givenAt: null },
    });
}

/** A new or corrected address from the dashboard; consent given earlier is not undone. */
export async function setParentEmail(db: Db, userId: string, parentEmail: string): Promise<void> {
  await db
    .insert(parentalConsents)
    .values({ userId, parentEmail })
    .onConflictDoUpdate({ target: parentalConsents.userId, set: { parentEmail } });
}

/** Ends every live link of this athlete (a newer mail, or consent given). */
async function endLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${IDENTIFIER}%`), eq(verification.value, userId)));
}

/**
 * Makes a new link (older ones end) and queues the mail to the parent's address on record.
 * Rejects when there is no address, consent is given, or the mail cannot be queued.
 */
export async function sendConsentMail(deps: ConsentDeps, userId: string): Promise<{ parentEmail: string }> {
  const { db, config } = deps;
  const [row] = await db
    .select({
      id: parentalConsents.id,
      parentEmail: parentalConsents.parentEmail,
      givenAt: parentalConsents.givenAt,
      name: user.name,
      ageGroup: questionnaireResponses.ageGroup,
    })
    .from(parentalConsents)
    .innerJoin(user, eq(user.id, parentalConsents.userId))
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.userId, parentalConsents.userId))
    .where(eq(parentalConsents.userId, userId));
  if (!row || row.givenAt) throw new Error("no consent to ask for");
  await endLinks(db, userId);
  const token = `${row.id}.${generateRandomString(32)}`;
  const expiresAt = new Date(Date.now() + CONSENT_LINK_DAYS * 24 * 60 * 60 * 1000);
  const ctx = await deps.auth.$context;
  await ctx.internalAdapter.createVerificationValue({ identifier: IDENTIFIER + token, value: userId, expiresAt });
  try {
    await deps.mail.send({
      to: row.parentEmail,
      ...parentalConsentMail({
        athleteName: row.name,
        ageGroup: row.ageGroup ?? "junior",
        link: consentLink(config, token),
        supportEmail: config.supportEmail,
        days: CONSENT_LINK_DAYS,
      }),
    });
  } catch (err) {
    deps.log.error({ err, userId }, "parental consent mail could not be queued");
    throw err;
  }
  await db
    .update(parentalConsents)
    .set({ lastSentAt: sql`now()`, linkExpiresAt: expiresAt })
    .where(eq(parentalConsents.userId, userId));
  return { parentEmail: row.parentEmail };
}

/** After the athlete's e-mail is verified: the first consent mail, once. Never throws. */
export async function requestConsentAfterVerification(deps: ConsentDeps, userId: string): Promise<void> {
  try {
    const [row] = await deps.db
      .select({ lastSentAt: parentalConsents.lastSentAt, givenAt: parentalConsents.givenAt })
      .from(parentalConsents)
      .where(eq(parentalConsents.userId, userId));
    if (!row || row.lastSentAt || row.givenAt) return;
    await sendConsentMail(deps, userId);
  } catch (err) {
    // The dashboard shows "not sent yet" with a resend button: the athlete is not stuck.
    deps.log.warn({ err, userId }, "parental consent mail not sent after verification");
  }
}

export type LinkProblem = "INVALID" | "USED" | "EXPIRED" | "REPLACED";
export interface LinkSubject {
  userId: string;
  athleteName: string;
  ageGroup: string | null;
  givenAt: Date | null;
}

async function subjectOf(
  db: Db,
  where: ReturnType<typeof eq>,
): Promise<(LinkSubject & { linkExpiresAt: Date | null }) | undefined> {
  const [row] = await db
    .select({
      userId: parentalConsents.userId,
      athleteName: user.name,
      ageGroup: questionnaireResponses.ageGroup,
      givenAt: parentalConsents.givenAt,
      linkExpiresAt: parentalConsents.linkExpiresAt,
    })
    .from(parentalConsents)
    .innerJoin(user, eq(user.id, parentalConsents.userId))
    .leftJoin(questionnaireResponses, eq(questionnaireResponses.userId, parentalConsents.userId))
    .where(where);
  return row;
}

/** Why a link that is no longer (or never was) live does not work. */
async function problemOf(db: Db, token: string): Promise<LinkProblem> {
  const m = TOKEN.exec(token);
  if (!m) return "INVALID";
  const subject = await subjectOf(db, eq(parentalConsents.id, m[1]!));
  if (!subject) return "INVALID";
  if (subject.givenAt) return "USED";
  if (!subject.linkExpiresAt || subject.linkExpiresAt.getTime() <= Date.now()) return "EXPIRED";
  return "REPLACED";
}

/** GET: what the page shows before the parent clicks. Changes nothing. */
export async function readLink(
  deps: ConsentDeps,
  token: string,
): Promise<{ ok: true; subject: LinkSubject } | { ok: false; problem: LinkProblem }> {
  if (!TOKEN.test(token)) return { ok: false, problem: "INVALID" };
  const ctx = await deps.auth.$context;
  const row = await ctx.internalAdapter.findVerificationValue(IDENTIFIER + token);
  if (row && new Date(row.expiresAt).getTime() > Date.now()) {
    const subject = await subjectOf(deps.db, eq(parentalConsents.userId, row.value));
    if (subject && !subject.givenAt) return { ok: true, subject };
  }
  return { ok: false, problem: await problemOf(deps.db, token) };
}

/** POST: consent given, once. The link and any other live link of the athlete end. */
export async function giveConsent(
  deps: ConsentDeps,
  token: string,
): Promise<{ ok: true; subject: LinkSubject } | { ok: false; problem: LinkProblem }> {
  if (!TOKEN.test(token)) return { ok: false, problem: "INVALID" };
  const ctx = await deps.auth.$context;
  const row = await ctx.internalAdapter.consumeVerificationValue(IDENTIFIER + token);
  if (!row) return { ok: false, problem: await problemOf(deps.db, token) };
  const [given] = await deps.db
    .update(parentalConsents)
    .set({ givenAt: sql`now()` })
    .where(and(eq(parentalConsents.userId, row.value), isNull(parentalConsents.givenAt)))
    .returning({ userId: parentalConsents.userId });
  if (!given) return { ok: false, problem: await problemOf(deps.db, token) };
  await endLinks(deps.db, row.value);
  const subject = await subjectOf(deps.db, eq(parentalConsents.userId, row.value));
  return { ok: true, subject: subject! };
}
