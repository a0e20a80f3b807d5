import type { Program } from "#domain/plan/types";
import { ApiError, apiJson } from "#web/lib/api-client.ts";

/** GET /api/me/plan: the generated program (the training pages keep their own copy for offline use). */
export interface MyPlan {
  program: Program;
  generatorVersion: string;
  planName: string;
  startedAt: string;
  /** Week 1 starts on the coach's date (issue #17). */
  startMovedByCoach?: boolean;
}

/** The plan, or null when there is none yet (404 NO_PLAN). */
export async function getPlan(): Promise<MyPlan | null> {
  try {
    return await apiJson<MyPlan>("GET", "/api/me/plan");
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
