import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { needsParentalConsent } from "#domain/account";
import type { Db } from "#server/core/db/client";
import { parentalConsents, questionnaireResponses } from "#server/core/db/schema";

/**
 * Where an athlete stands with parental consent (issue #16, docs/decisions/0102). The age group
 * is the stored answers' (questionnaire_responses), so retaking the questionnaire moves an
 * athlete into the rule, but out of it only before consent was asked for (see stateOf); a junior without a parent's address on record (signed up
 * before this change) is "needs-parent-email" and is asked for one on the dashboard.
 */
export type ConsentState = "not-required" | "needs-parent-email" | "pending" | "given";

export interface Consent {
  state: ConsentState;
  ageGroup: string | null;
  parentEmail: string | null;
  lastSentAt: Date | null;
  givenAt: Date | null;
}

export async function consentOf(db: Db, userId: string): Promise<Consent> {
  const [row] = await db
    .select({
      ageGroup: questionnaireResponses.ageGroup,
      parentEmail: parentalConsents.parentEmail,
      lastSentAt: parentalConsents.lastSentAt,
      givenAt: parentalConsents.givenAt,
    })
    .from(questionnaireResponses)
    .leftJoin(parentalConsents, eq(parentalConsents.userId, questionnaireResponses.userId))
    .where(eq(questionnaireResponses.userId, userId))
    .limit(1);
  const ageGroup = row?.ageGroup ?? null;
  const base = {
    ageGroup,
    parentEmail: row?.parentEmail ?? null,
    lastSentAt: row?.lastSentAt ?? null,
    givenAt: row?.givenAt ?? null,
  };
  return { ...base, state: stateOf(ageGroup, base) };
}

/**
 * Once consent has been asked for (a parent's address is on record), only the parent's answer
 * ends the wait: an age group saved since, even an adult one, does not. Otherwise a junior could
 * save "Adult", log training without consent, and save their real age group again. A genuine
 * correction is therefore the parent's answer; consent given earlier stays given.
 */
export function stateOf(
  ageGroup: string | null,
  row: { parentEmail: string | null; givenAt: Date | null },
): ConsentState {
  if (row.givenAt) return needsParentalConsent(ageGroup) ? "given" : "not-required";
  if (row.parentEmail) return "pending";
  return needsParentalConsent(ageGroup) ? "needs-parent-email" : "not-required";
}

export const PARENT_EMAIL_BEFORE_AGE_CHANGE =
  "Your parent or guardian's consent is still needed. Give their e-mail on your dashboard first; you can change your age group after that, and their consent will still be asked for.";

/**
 * A junior asked for a parent's address (signed up before parental consent, none on record yet)
 * may not leave the rule by saving an adult age group: there is no request on record to keep
 * them waiting. The message to show, or undefined when the save may go ahead.
 */
export async function ageGroupChangeIssue(db: Db, userId: string, ageGroup: string): Promise<string | undefined> {
  if (needsParentalConsent(ageGroup)) return undefined;
  const { state } = await consentOf(db, userId);
  return state === "needs-parent-email" ? PARENT_EMAIL_BEFORE_AGE_CHANGE : undefined;
}

export const CONSENT_REQUIRED =
  "Your parent or guardian needs to give their consent first. Until then you can see your plan, but not log training, record fitness tests or add a photo.";

/**
 * preHandler, after requireAthlete: what a junior may not do before a parent agrees (0102): new
 * personal data (training log with its effort, pain and wellness entries, fitness results, a
 * photo) is refused with 403 PARENTAL_CONSENT_REQUIRED. Seeing the plan and the PDFs, and
 * correcting the answers (an age group typed wrong), stay open. Routes never call it themselves:
 * plugins/parental-consent.ts puts it on every state-changing route not listed as exempt.
 */
export async function requireParentalConsent(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const { state } = await consentOf(req.server.db, req.athlete.userId);
  if (state === "pending" || state === "needs-parent-email")
    return reply.status(403).send({ error: { message: CONSENT_REQUIRED, code: "PARENTAL_CONSENT_REQUIRED" } });
  return undefined;
}
