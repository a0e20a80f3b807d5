import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClearanceView, RecordClearance } from "#domain/plan/clearance-api";
import { apiJson } from "#web/lib/api-client.ts";
import { planQueryKey } from "./get-plan.ts";

/**
 * GET and POST /api/me/injury-clearances (domain/plan/clearance-api.ts): the injuries
 * waiting for a physio's clearance and recording one. After a clearance the plan is read again,
 * so the returned work shows at once (and /today's, which reads the plan under its own key).
 */
export const clearancesQueryKey = ["me", "injury-clearances"] as const;

export const useClearances = (enabled: boolean) =>
  useQuery({
    queryKey: clearancesQueryKey,
    queryFn: ({ signal }) => apiJson<ClearanceView>("GET", "/api/me/injury-clearances", undefined, signal),
    enabled,
  });

export function useRecordClearance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordClearance) => apiJson<ClearanceView>("POST", "/api/me/injury-clearances", body),
    onSuccess: async (view) => {
      client.setQueryData(clearancesQueryKey, view);
      await Promise.all([
        client.invalidateQueries({ queryKey: planQueryKey }),
        client.invalidateQueries({ queryKey: ["training-plan"] }),
      ]);
    },
  });
}
