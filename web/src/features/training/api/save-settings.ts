import type { TrainingSettings } from "#domain/training/log";
import { apiJson } from "#web/lib/api-client.ts";

/** PUT /api/me/training/settings: the start date and training weekdays (checked with checkWeekdays). */
export const saveSettings = (settings: TrainingSettings) =>
  apiJson<{ settings: TrainingSettings }>("PUT", "/api/me/training/settings", settings);
