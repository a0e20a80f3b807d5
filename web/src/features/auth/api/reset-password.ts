import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { PasswordSchema } from "#domain/account";
import { apiJson } from "#web/lib/api-client.ts";

export const ResetPasswordSchema = z.object({ newPassword: PasswordSchema, token: z.string().min(1) });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** POST /api/auth/reset-password: one use per link; ends the account's other sessions. */
export const resetPassword = (body: ResetPasswordInput) => apiJson<unknown>("POST", "/api/auth/reset-password", body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
