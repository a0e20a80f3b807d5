import { useMutation } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/auth/send-verification-email: resends the link (rate limited; answers 200 either way). */
export const sendVerificationEmail = (email: string) =>
  apiJson<unknown>("POST", "/api/auth/send-verification-email", { email });

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
