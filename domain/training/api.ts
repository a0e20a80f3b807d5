import { z } from "zod";
import { CricketLogSchema, LocalDateSchema, SessionLogSchema, TrainingSettingsSchema } from "./log.ts";

/**
 * The training-log API (issue #12), one definition for the server's route contracts and the
 * web's client. All under /api/me/training, signed-in athlete only, each touching only the
 * asking athlete's rows.
 *
 * - GET    /api/me/training[?before=day]    → TrainingState (cricket of LOG_WINDOW_DAYS days)
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

/**
 * Cricket entries come a window of days at a time, never the whole history (decision 0136): the
 * last LOG_WINDOW_DAYS days up to tomorrow (a day's slack for time zones), or, with `?before=`,
 * the LOG_WINDOW_DAYS days before that day. Every load figure looks back at most a few weeks: an
 * average of 28 days keeps less than 0.02% of a day 120 days back. Plan sessions all come: one
 * entry per plan session (8 weeks of at most 5), so they cannot grow.
 */
export const LOG_WINDOW_DAYS = 120;
export const TrainingQuerySchema = z.object({
  /** The cursor for older entries: the previous answer's `cricketFrom`. */
  before: LocalDateSchema.optional(),
});
export type TrainingQuery = z.infer<typeof TrainingQuerySchema>;

/** The window of cricket entries in an answer: from `from` to `to`, both included. */
export const CricketWindowSchema = z.object({
  from: LocalDateSchema,
  to: LocalDateSchema,
  /** True when the athlete has entries before `from`: ask again with `?before=from`. */
  older: z.boolean(),
});
export type CricketWindow = z.infer<typeof CricketWindowSchema>;

export const TrainingStateSchema = z.object({
  /** The saved settings, or the defaults (start = the plan's day, the plan's default weekdays). */
  settings: TrainingSettingsSchema,
  /** False while the athlete has not chosen: the web offers the choice. */
  settingsSaved: z.boolean(),
  /** True when the start date is the coach's (issue #17, decision 0107): shown as "Changed by your coach". */
  startMovedByCoach: z.boolean().optional(),
  sessions: z.array(SessionLogSchema),
  /** The cricket entries dated within `cricketWindow`. */
  cricket: z.array(CricketLogSchema),
  cricketWindow: CricketWindowSchema,
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
