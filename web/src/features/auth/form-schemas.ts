import { z } from "zod";
import {
  ParentEmailSchema,
  PasswordSchema,
  SignInSchema,
  SignUpDetailsSchema,
  parentEmailIssue,
} from "#domain/account";

// The auth forms' rules: the domain's schemas (one definition with the server) plus the
// confirmations the server never sees. zod comes with them, so this module is fetched once a
// visitor starts typing, not with the page (issue #13, decision 0091; see use-form-fields.ts).

export { SignInSchema };

/**
 * The sign-up form: the domain's rules plus the confirmation. `ageGroup` is the saved answers':
 * an Under-14 or Under-16 also names a parent or guardian (issue #16), by the domain's one rule.
 */
export const signUpFormSchema = (mismatchMessage: string, ageGroup?: unknown) =>
  SignUpDetailsSchema.extend({ confirmPassword: PasswordSchema, parentEmail: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      message: mismatchMessage,
      path: ["confirmPassword"],
      // Checked even while another field is still wrong, but only once the confirmation itself
      // is long enough: one message per field at a time.
      when: (p) => {
        const v = p.value as { password?: unknown; confirmPassword?: unknown };
        return typeof v.password === "string" && typeof v.confirmPassword === "string" && v.confirmPassword.length >= 6;
      },
    })
    .superRefine((v, ctx) => {
      const message =
        parentEmailIssue({ ...v, ageGroup }) ??
        (v.parentEmail.trim() && !ParentEmailSchema.safeParse(v.parentEmail).success
          ? ParentEmailSchema.safeParse(v.parentEmail).error?.issues[0]?.message
          : undefined);
      if (message) ctx.addIssue({ code: "custom", message, path: ["parentEmail"] });
    });

/** Recovery mode: a new password, typed twice. */
export const RecoverySchema = z
  .object({ newPassword: PasswordSchema, confirmPassword: PasswordSchema })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords do not match. Please try again.",
    path: ["confirmPassword"],
  });
