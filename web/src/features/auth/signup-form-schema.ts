import type { z } from "zod";
import { SignUpDetailsSchema, PasswordSchema } from "#domain/account";

/** The sign-up form: the domain's rules plus the confirmation the server never sees. */
export const signUpFormSchema = (mismatchMessage: string) =>
  SignUpDetailsSchema.extend({ confirmPassword: PasswordSchema }).refine((v) => v.password === v.confirmPassword, {
    message: mismatchMessage,
    path: ["confirmPassword"],
    // Checked even while another field is still wrong, but only once the confirmation itself
    // is long enough: one message per field at a time.
    when: (p) => {
      const v = p.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === "string" && typeof v.confirmPassword === "string" && v.confirmPassword.length >= 6;
    },
  });

export type SignUpDetails = z.output<typeof SignUpDetailsSchema>;
