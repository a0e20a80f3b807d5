import { useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** GET /api/consent/link: what the link is for, or why it no longer works (changes nothing). */
export interface ConsentLink {
  state: "valid" | "used" | "expired" | "replaced" | "invalid";
  message: string | null;
  athleteName: string | null;
  ageGroup: string | null;
}

export const useConsentLink = (token: string | null) =>
  useQuery({
    queryKey: ["consent-link", token],
    queryFn: () => apiJson<ConsentLink>("GET", `/api/consent/link?token=${encodeURIComponent(token ?? "")}`),
    enabled: token !== null && token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/consent/give: single use; a second click answers 400 CONSENT_LINK_USED. */
export const useGiveConsent = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiJson<{ status: "given"; athleteName: string | null }>("POST", "/api/consent/give", { token }),
  });
