import { useQuery } from "@tanstack/react-query";
import type { Program } from "#domain/plan/types";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/** POST /api/plan/preview (issue #16, decision 0100): the plan the visitor's answers make. */
export interface PlanPreview {
  program: Program;
  generatorVersion: string;
  planName: string;
}

export const previewPlan = (answers: Record<string, unknown>) =>
  apiJson<PlanPreview>("POST", "/api/plan/preview", { answers });

/**
 * The same answers always make the same plan (the generator is seeded by their hash), so one
 * answer per set of answers is enough: never stale, never refetched on focus. A 4xx (answers
 * the schema refuses, the per-address budget) is final; only a network failure is retried.
 */
export const usePlanPreview = (answers: Record<string, unknown> | null, enabled: boolean) =>
  useQuery({
    queryKey: ["plan-preview", answers ? JSON.stringify(answers) : null],
    queryFn: () => previewPlan(answers ?? {}),
    enabled: enabled && answers !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
  });
