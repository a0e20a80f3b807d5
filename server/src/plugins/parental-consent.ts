import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { requireParentalConsent } from "#server/core/consent/state";

/**
 * The one consent guard (decision 0102): every route that stores or changes data passes a junior
 * through `requireParentalConsent` before its handler runs, unless it is listed below with the
 * reason it must stay open. A new route is guarded without a word from its author; opening one
 * takes an entry here. The security suite calls every state-changing route as a junior whose
 * parent has not answered yet, so a route can neither slip through nor be exempted silently.
 */
export const CONSENT_EXEMPT: Readonly<Record<string, string>> = {
  "POST /api/auth/*":
    "better-auth: signing in and out, the verification mail again, password reset; the account only, no training data",
  "POST /api/signup": "creates the account (with the parent's address) that consent is then asked for",
  "POST /api/verify-email": "confirms the junior's own address, which is what sends the consent mail",
  "POST /api/plan/preview": "a visitor's plan from their answers, stored nowhere",
  "POST /api/consent/give": "the parent's answer itself, by the mailed link",
  "POST /api/me/consent/resend": "how a junior asks for consent again or corrects the parent's address",
  "PUT /api/me/questionnaire":
    "correcting the answers (an age group typed wrong) stays open; once consent was asked for, a new age group does not lift it (core/consent/state.ts)",
};

/** Whole areas that never act as the athlete, with the reason. */
export const CONSENT_EXEMPT_PREFIXES: Readonly<Record<string, string>> = {
  "/api/admin/": "the coach console: the coach acts under the admin session, never the junior",
};

const READS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why a state-changing `METHOD url` needs no consent, or undefined when it is guarded. */
export function exemptionOf(method: string, url: string): string | undefined {
  const exact = CONSENT_EXEMPT[`${method} ${url}`];
  if (exact) return exact;
  for (const [prefix, reason] of Object.entries(CONSENT_EXEMPT_PREFIXES)) if (url.startsWith(prefix)) return reason;
  return undefined;
}

/**
 * After the route's own sign-in (route-level preHandlers run after the scope's hooks), before its
 * input is reported: a junior waiting for consent hears that, not what is wrong with a body it
 * may not send yet. A guarded route that signs nobody in signs the athlete in here, so it can
 * never run for a junior unchecked.
 */
async function consentGuard(req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  if (READS.has(req.method)) return undefined;
  if (!req.athlete) {
    await req.server.requireAthlete(req, reply);
    if (reply.sent) return reply;
  }
  return requireParentalConsent(req, reply);
}

/** Registered before `contracts`, so the guard comes before the input check on every route. */
export default fp(
  async (app) => {
    app.addHook("onRoute", (route) => {
      const methods = [route.method].flat() as HTTPMethods[];
      const guarded = methods.some((m) => !READS.has(m) && exemptionOf(m, route.url) === undefined);
      if (!guarded) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), consentGuard];
    });
  },
  { name: "parental-consent" },
);
