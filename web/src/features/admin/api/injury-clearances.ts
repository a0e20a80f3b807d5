import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClearanceView, RecordClearance } from "#domain/plan/clearance-api";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/**
 * GET and POST /api/admin/athletes/:athleteId/injury-clearances (decision 0142): the athlete's
 * injuries waiting for a physio's clearance, the clearances recorded, and recording one.
 */
const url = (athleteId: string) => `/api/admin/athletes/${encodeURIComponent(athleteId)}/injury-clearances`;
const key = (athleteId: string) => ["admin", "injury-clearances", athleteId] as const;

export function useAthleteClearances(athleteId: string, enabled: boolean) {
  return useQuery({
    queryKey: key(athleteId),
    queryFn: ({ signal }) => apiJson<ClearanceView>("GET", url(athleteId), undefined, signal),
    enabled,
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });
}

export function useRecordAthleteClearance(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordClearance) => apiJson<ClearanceView>("POST", url(athleteId), body),
    onSuccess: async (view) => {
      client.setQueryData(key(athleteId), view);
      await client.invalidateQueries({ queryKey: ["admin", "plan-adjust", athleteId] });
    },
  });
}
