import { z } from "zod";
import { CricketLogSchema, LocalDateSchema, SessionLogSchema, TrainingSettingsSchema } from "./log.ts";

/**
 * The training-log API (issue #12), one definition for the server's route contracts and the
 * web's client. All under /api/me/training, signed-in athlete only, each touching only the
 * asking athlete's rows.
 *
 * - GET    /api/me/training                 → TrainingState
 * - PUT    /api/me/training/settings        TrainingSettings → { settings }
 * - PUT    /api/me/training/sessions/:id    SessionLog → SavedEntry<SessionLog>  (idempotent)
 * - DELETE /api/me/training/sessions/:id    → 204
 * - PUT    /api/me/training/cricket/:id     CricketLog → SavedEntry<CricketLog>  (idempotent)
 * - DELETE /api/me/training/cricket/:id     → 204
 * - GET    /api/me/training/log.csv         the whole log, one row per entry (and per set)
 *
 * The web computes today's session, workload and adjustments from this state with the domain's
 * own functions (domain/training/*), so /today works offline from a cached copy.
 */

export const TrainingStateSchema = z.object({
  /** The saved settings, or the defaults (start = the plan's day, the plan's default weekdays). */
  settings: TrainingSettingsSchema,
  /** False while the athlete has not chosen: the web offers the choice. */
  settingsSaved: z.boolean(),
  /** True when the start date is the coach's (issue #17, decision 0107): shown as "Changed by your coach". */
  startMovedByCoach: z.boolean().optional(),
  sessions: z.array(SessionLogSchema),
  cricket: z.array(CricketLogSchema),
  /** The server's calendar day (UTC), for reference only: the web uses the device's day. */
  serverDay: LocalDateSchema,
});
export type TrainingState = z.infer<typeof TrainingStateSchema>;

export const SavedSettingsSchema = z.object({ settings: TrainingSettingsSchema });

/**
 * What a PUT answers: the entry as stored. `applied` is false when a later edit of the same entry
 * was already stored (last writer wins by `editedAt`): the client replaces its copy with `entry`.
 */
export const savedEntrySchema = <T extends z.ZodType>(entry: T) => z.object({ entry, applied: z.boolean() });
export const SavedSessionLogSchema = savedEntrySchema(SessionLogSchema);
export const SavedCricketLogSchema = savedEntrySchema(CricketLogSchema);
