import { z } from "zod";
import { AdminAthleteSchema } from "./api-types.ts";
import { CricketWindowSchema } from "./training/api.ts";
import { ProgramSchema } from "./plan/types.ts";
import { CricketLogSchema, LocalDateSchema, SessionLogSchema, TrainingSettingsSchema } from "./training/log.ts";

/**
 * GET /api/admin/athletes/:athleteId (issue #17): one athlete for the coach, everything the
 * athlete's own /today and /workload compute from (program, settings, the plan sessions' log and
 * the last LOG_WINDOW_DAYS days of cricket, as GET /api/me/training), so the
 * coach's page draws the plan week by week and the load chart with the same domain functions.
 * Kept out of api-types.ts: the program schema is large and only the coach's page needs it.
 */
export const CoachAthleteSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  questionnaire: AdminAthleteSchema.shape.questionnaire,
  planName: z.string().nullable(),
  program: ProgramSchema.nullable(),
  /** The settings in force: the saved ones, or the plan's defaults (as GET /api/me/training). */
  settings: TrainingSettingsSchema.nullable(),
  sessions: z.array(SessionLogSchema),
  cricket: z.array(CricketLogSchema),
  cricketWindow: CricketWindowSchema,
  /** The server's day (app clock): "this week" on the page. */
  today: LocalDateSchema,
});
export type CoachAthlete = z.input<typeof CoachAthleteSchema>;
