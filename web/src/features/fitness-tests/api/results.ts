import type { FitnessResult, NewResultInput } from "#domain/fitness-tests/schema";
import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/me/fitness-tests: the value as typed; the server reads and checks it by the same battery; 400 with a message. */
export const recordResult = (r: NewResultInput) => apiJson<FitnessResult>("POST", "/api/me/fitness-tests", r);

/** DELETE /api/me/fitness-tests/:id (the athlete's own only). */
export const deleteResult = (id: string) => apiJson<null>("DELETE", `/api/me/fitness-tests/${encodeURIComponent(id)}`);
