import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/** GET /api/admin/athletes (docs/api.md): a page of profiles, newest first. */
export type { AdminAthlete, PdfState } from "#domain/api-types";
import type { AthleteListPage } from "#domain/api-types";
export type AthletePage = AthleteListPage;

export interface AthleteQuery {
  page: number;
  pageSize: number;
  q: string;
}

export const athletesQueryKey = ["admin", "athletes"] as const;

export function listAthletes({ page, pageSize, q }: AthleteQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set("q", q.trim());
  return apiJson<AthletePage>("GET", `/api/admin/athletes?${params}`, undefined, signal);
}

export function useAthletes(query: AthleteQuery) {
  return useQuery({
    queryKey: [...athletesQueryKey, query],
    queryFn: ({ signal }) => listAthletes(query, signal),
    placeholderData: keepPreviousData,
    // A 4xx (401: session gone) will not change by retrying; a 5xx or a dropped connection might.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });
}
