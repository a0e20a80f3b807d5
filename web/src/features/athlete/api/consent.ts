import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** GET /api/me/consent: a junior's parental-consent state (issue #16, decision 0102). */
export interface MyConsent {
  state: "not-required" | "needs-parent-email" | "pending" | "given";
  parentEmail: string | null;
  lastSentAt: string | null;
  givenAt: string | null;
}

const key = ["me", "consent"] as const;

export const useMyConsent = (enabled: boolean) =>
  useQuery({ queryKey: key, queryFn: () => apiJson<MyConsent>("GET", "/api/me/consent"), enabled });

/** POST /api/me/consent/resend: the mail again, or to a corrected address (3 an hour). */
export function useResendConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (parentEmail?: string) =>
      apiJson<MyConsent>("POST", "/api/me/consent/resend", parentEmail ? { parentEmail } : {}),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
