import { z } from "zod";
import { needsParentalConsent } from "./consent.ts";
import { QuestionnaireAnswersSchema, type QuestionnaireAnswersInput } from "./questionnaire.ts";

export { CONSENT_AGE_GROUPS, needsParentalConsent } from "./consent.ts";

/**
 * Account rules (spec §5, §9): one schema validates the sign-up form in the browser and the
 * POST /api/signup request on the server, so the messages cannot drift apart.
 */
export const PASSWORD_MIN_LENGTH = 6;
/** better-auth's own ceiling; a longer password would pass our form and fail on the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;

export const EmailSchema = z.string({ error: "Invalid email address" }).trim().pipe(z.email("Invalid email address"));

export const PasswordSchema = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters")
  .max(PASSWORD_MAX_LENGTH, "Password must be at most 128 characters");

export const FullNameSchema = z
  .string({ error: "Full name is required" })
  .trim()
  .min(FULL_NAME_MIN_LENGTH, "Full name is required")
  .max(FULL_NAME_MAX_LENGTH, "Full name must be at most 100 characters");

/** The sign-up fields without the answers (what the form checks before it looks for answers). */
export const SignUpDetailsSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});

export const MISSING_ANSWERS_MESSAGE = "Complete questionnaire first";

/** The answers a sign-up carries: absent means the questionnaire was not done (spec §5). */
export const SignUpAnswersSchema = z
  .custom<QuestionnaireAnswersInput>((v) => v !== undefined && v !== null, MISSING_ANSWERS_MESSAGE)
  .pipe(QuestionnaireAnswersSchema);

/* ---- parental consent (issue #16, docs/decisions/0102) ---- */

export const PARENT_EMAIL_REQUIRED = "A parent or guardian's e-mail is required for athletes under 16";
export const PARENT_EMAIL_INVALID = "Enter a valid e-mail address for your parent or guardian";
export const PARENT_EMAIL_SAME = "Enter your parent or guardian's own e-mail, not yours";
export const PARENT_EMAIL_OWN_INBOX =
  "That address reaches your own inbox: it differs from yours only by a +tag or dots. Enter your parent or guardian's own e-mail";

/** Providers that ignore dots in the name part (j.o.smith@gmail.com is josmith@gmail.com). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The inbox an address delivers to, as far as can be told from the address alone: case ignored,
 * a `+tag` dropped (most providers deliver name+anything to name), dots dropped where the
 * provider ignores them. Only used to compare two addresses, never stored.
 */
export function inboxOf(address: string): string {
  const a = address.trim().toLowerCase();
  const at = a.lastIndexOf("@");
  if (at < 0) return a;
  let name = a.slice(0, at);
  let domain = a.slice(at + 1);
  const plus = name.indexOf("+");
  if (plus > 0) name = name.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    name = name.replaceAll(".", "");
    domain = dotless;
  }
  return `${name}@${domain}`;
}

/** Why a parent's address cannot be the athlete's own: undefined when it is another inbox. */
export function ownAddressIssue(email: string, parentEmail: string): string | undefined {
  if (email.trim().toLowerCase() === parentEmail.trim().toLowerCase()) return PARENT_EMAIL_SAME;
  if (inboxOf(email) === inboxOf(parentEmail)) return PARENT_EMAIL_OWN_INBOX;
  return undefined;
}

/** A parent or guardian's address: trimmed, lower-cased (compared with the athlete's). */
export const ParentEmailSchema = z
  .string({ error: PARENT_EMAIL_REQUIRED })
  .trim()
  .min(1, PARENT_EMAIL_REQUIRED)
  .pipe(z.email(PARENT_EMAIL_INVALID))
  .transform((s) => s.toLowerCase());

/**
 * The one rule both the form and POST /api/signup apply: a junior names a parent or guardian
 * whose address is not their own. An adult's `parentEmail` is ignored (never stored).
 */
export function parentEmailIssue(v: {
  email?: unknown;
  parentEmail?: unknown;
  ageGroup?: unknown;
}): string | undefined {
  if (!needsParentalConsent(v.ageGroup)) return undefined;
  if (typeof v.parentEmail !== "string" || v.parentEmail.trim() === "") return PARENT_EMAIL_REQUIRED;
  if (typeof v.email === "string") return ownAddressIssue(v.email, v.parentEmail);
  return undefined;
}

/** POST /api/signup: the answers travel with the account (issue #3); juniors add a parent's address (#16). */
export const SignUpRequestShape = {
  ...SignUpDetailsSchema.shape,
  answers: SignUpAnswersSchema,
  parentEmail: ParentEmailSchema.optional(),
};
/** The sign-up request's cross-field check (the route rebuilds the object with its own error). */
export function checkParentEmail(
  v: { email: string; parentEmail?: string; answers: { ageGroup: string } },
  ctx: z.RefinementCtx,
): void {
  const message = parentEmailIssue({ ...v, ageGroup: v.answers.ageGroup });
  if (message) ctx.addIssue({ code: "custom", message, path: ["parentEmail"] });
}
export const SignUpRequestSchema = z.object(SignUpRequestShape).superRefine(checkParentEmail);
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/** POST /api/me/consent/resend: the address again, or a corrected one. */
export const ConsentResendSchema = z.object({ parentEmail: ParentEmailSchema.optional() });

/** POST /api/auth/sign-in/email and the login form. */
export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
