import { useQuery } from "@tanstack/react-query";
import type { PlanSummary } from "#domain/api-types";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import { apiJson } from "#web/lib/api-client.ts";

/** GET /api/me: the signed-in athlete's account, profile, saved answers and plan (docs/api.md). */
export interface Me {
  user: { id: string; email: string; name: string };
  profile: { fullName: string | null; email: string; createdAt: string; avatarUrl: string | null } | null;
  questionnaire: Partial<QuestionnaireAnswers> | null;
  plan: PlanSummary | null;
}

export const meQueryKey = ["me"] as const;

export const getMe = () => apiJson<Me>("GET", "/api/me");

export const useMe = (enabled: boolean) => useQuery({ queryKey: meQueryKey, queryFn: getMe, enabled });
