import { useQuery } from "@tanstack/react-query";
import type { CoachAthlete } from "#domain/coach-athlete";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/** GET /api/admin/athletes/:athleteId (issue #17): one athlete's plan, settings and whole log. */
export type { CoachAthlete };

export function useCoachAthlete(athleteId: string) {
  return useQuery({
    queryKey: ["admin", "athlete", athleteId],
    queryFn: ({ signal }) =>
      apiJson<CoachAthlete>("GET", `/api/admin/athletes/${encodeURIComponent(athleteId)}`, undefined, signal),
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });
}
