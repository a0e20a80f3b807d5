import type { FitnessResult, NewResult } from "#domain/fitness-tests/schema";
import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/me/fitness-tests: the server checks it against the same battery; 400 with a message. */
export const recordResult = (r: NewResult) => apiJson<FitnessResult>("POST", "/api/me/fitness-tests", r);

/** DELETE /api/me/fitness-tests/:id (the athlete's own only). */
export const deleteResult = (id: string) => apiJson<null>("DELETE", `/api/me/fitness-tests/${encodeURIComponent(id)}`);
