import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/** GET /api/admin/athletes (docs/api.md): a page of profiles with their training (issue #17). */
export type { AdminAthlete, PdfState, SquadTraining } from "#domain/api-types";
import type { AthleteListPage } from "#domain/api-types";
export type AthletePage = AthleteListPage;

export const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "ratio", label: "Highest load ratio" },
  { value: "last-logged", label: "Longest since a log" },
  { value: "name", label: "Name A-Z" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

export const FILTERS = [
  { value: "spike", label: "Spikes this week" },
  { value: "not-logged-7", label: "Not logged for 7 days" },
  { value: "under-16", label: "Under-16" },
] as const;
export type Filter = (typeof FILTERS)[number]["value"];

export interface AthleteQuery {
  pageSize: number;
  q: string;
  sort: Sort;
  filters: Filter[];
  /** The previous page's nextCursor (keyset pagination); null for the first page. */
  cursor: string | null;
}

/** What the athlete list and the upload picker say when the list cannot be fetched. */
export const FETCH_FAILED = "Failed to fetch user data";

export const athletesQueryKey = ["admin", "athletes"] as const;

export function listAthletes({ pageSize, q, sort, filters, cursor }: AthleteQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ pageSize: String(pageSize), sort });
  if (q.trim()) params.set("q", q.trim());
  if (filters.length > 0) params.set("filter", filters.join(","));
  if (cursor) params.set("cursor", cursor);
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
