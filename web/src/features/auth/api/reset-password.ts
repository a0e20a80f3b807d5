import { useMutation } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** The recovery form has checked the password (form-schemas.ts); the token comes from the link. */
export interface ResetPasswordInput {
  newPassword: string;
  token: string;
}

/** POST /api/auth/reset-password: one use per link; ends the account's other sessions. */
export const resetPassword = (body: ResetPasswordInput) => apiJson<unknown>("POST", "/api/auth/reset-password", body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
