import { useMutation } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/verify-email: verifies, signs in, and saves the answers and plan in one go. */
export const verifyEmail = (token: string) => apiJson<{ status: "verified" }>("POST", "/api/verify-email", { token });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
