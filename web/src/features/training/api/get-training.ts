import type { TrainingState } from "#domain/training/api";
import { apiJson } from "#web/lib/api-client.ts";

/** GET /api/me/training: settings (saved or the defaults) and every log of the signed-in athlete. */
export const getTraining = () => apiJson<TrainingState>("GET", "/api/me/training");
