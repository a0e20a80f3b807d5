import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanAdjustView, PlanChange, SwapOption } from "#domain/plan/adjustments-api";
import type { Program } from "#domain/plan/types";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/**
 * The coach's changes to one athlete's plan (issue #17, domain/plan/adjustments-api.ts): types
 * only from the domain, so the page carries no zod.
 */
export type { AuditEntry, PlanChange, SwapOption } from "#domain/plan/adjustments-api";
/** One rule a change breaks (a 409's `warnings`): the coach confirms with a reason. */
export type RuleWarning = { rule: string; detail: string };
export type AdjustView = Omit<PlanAdjustView, "program"> & { program: Program };

const base = (athleteId: string) => `/api/admin/athletes/${encodeURIComponent(athleteId)}/plan`;
export const adjustQueryKey = (athleteId: string) => ["admin", "plan-adjust", athleteId] as const;

const noRetryOn4xx = (count: number, err: unknown) =>
  count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);

export function useAdjustView(athleteId: string, enabled: boolean) {
  return useQuery({
    queryKey: adjustQueryKey(athleteId),
    queryFn: ({ signal }) => apiJson<AdjustView>("GET", base(athleteId), undefined, signal),
    enabled,
    retry: noRetryOn4xx,
  });
}

export function useSwapOptions(athleteId: string, target: { week: number; day: number; exerciseId: string }) {
  const q = new URLSearchParams({
    week: String(target.week),
    day: String(target.day),
    exerciseId: target.exerciseId,
  });
  return useQuery({
    queryKey: [...adjustQueryKey(athleteId), "swap", target],
    queryFn: ({ signal }) =>
      apiJson<{ options: SwapOption[] }>("GET", `${base(athleteId)}/swap-options?${q}`, undefined, signal),
    retry: noRetryOn4xx,
  });
}

/** POST a change; the answer is the whole view after it, put straight into the cache. */
export function useApplyChange(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PlanChange) => apiJson<AdjustView>("POST", `${base(athleteId)}/changes`, change),
    onSuccess: (view) => {
      client.setQueryData(adjustQueryKey(athleteId), view);
      void client.invalidateQueries({ queryKey: [...adjustQueryKey(athleteId), "swap"] });
    },
  });
}
