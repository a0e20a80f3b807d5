import { useMutation } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/**
 * POST /api/verify-email: verifies, signs in, and saves the answers and plan in one go.
 * `signedInAs` is set when this browser was already signed in as another account: that session
 * stayed and no new one was made (issue #14), so the page asks which account to use.
 */
export interface Verified {
  status: "verified";
  email: string;
  signedInAs: string | null;
}

export const verifyEmail = (token: string) => apiJson<Verified>("POST", "/api/verify-email", { token });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
