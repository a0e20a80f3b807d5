import { useQuery } from "@tanstack/react-query";
import type { Program } from "#domain/plan/types";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/** GET /api/me/plan: the generated 8-week program (issue #5) and when week 1 started. */
export interface MyPlan {
  program: Program;
  generatorVersion: string;
  planName: string;
  startedAt: string;
  /** Week 1 starts on the coach's date (issue #17). */
  startMovedByCoach?: boolean;
}

export const planQueryKey = ["plan"] as const;

/** The athlete's plan, or null when there is none yet (404 NO_PLAN: no answers saved). */
export async function getPlan(): Promise<MyPlan | null> {
  try {
    return await apiJson<MyPlan>("GET", "/api/me/plan");
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const usePlan = (enabled: boolean) => useQuery({ queryKey: planQueryKey, queryFn: getPlan, enabled });
