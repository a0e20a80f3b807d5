import { z } from "zod";
import { QuestionnaireAnswersSchema, type QuestionnaireAnswersInput } from "./questionnaire.ts";

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

/** POST /api/signup: the answers travel with the account (issue #3). */
export const SignUpRequestSchema = SignUpDetailsSchema.extend({
  answers: SignUpAnswersSchema,
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/** POST /api/auth/sign-in/email and the login form. */
export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
