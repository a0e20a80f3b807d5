import type { FitnessState } from "#domain/fitness-tests/schema";
import { apiJson } from "#web/lib/api-client.ts";

/** GET /api/admin/athletes/:athleteId/fitness-tests (admin session). */
export const getAthleteFitness = (athleteId: string) =>
  apiJson<FitnessState>("GET", `/api/admin/athletes/${encodeURIComponent(athleteId)}/fitness-tests`);

/** POST …/fitness-tests/schedule: the athlete sees the battery as due from that date for 7 days. */
export const scheduleFitness = (athleteId: string, date: string) =>
  apiJson<{ scheduled: string[] }>(
    "POST",
    `/api/admin/athletes/${encodeURIComponent(athleteId)}/fitness-tests/schedule`,
    { date },
  );
