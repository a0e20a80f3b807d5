/**
 * Who needs a parent's consent (issue #16, docs/decisions/0102). No zod here: the sign-up form
 * reads it on its first load, and zod stays out of first loads (decision 0091).
 */

/** The age groups whose parent or guardian must agree (the privacy page: "under 16"). */
export const CONSENT_AGE_GROUPS: readonly string[] = ["Under-14", "Under-16"];

export const needsParentalConsent = (ageGroup: unknown): boolean =>
  typeof ageGroup === "string" && CONSENT_AGE_GROUPS.includes(ageGroup);
