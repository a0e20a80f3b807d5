import { useMutation } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** The reset mail links back to the auth page in recovery mode (spec §4, §7). */
export const RECOVERY_REDIRECT = "/auth?type=recovery";

/** POST /api/auth/request-password-reset: answers the same for known and unknown addresses. */
export const requestPasswordReset = (email: string) =>
  apiJson<unknown>("POST", "/api/auth/request-password-reset", { email, redirectTo: RECOVERY_REDIRECT });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
