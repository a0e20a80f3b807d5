import { z } from "zod";
import {
  BOWLING_INTENSITIES,
  CRICKET_KINDS,
  LOG_MAX_AGE_DAYS,
  MAX_BALLS_PER_DAY,
  SESSION_STATUSES,
} from "./log-values.ts";

export * from "./log-values.ts";

/**
 * The training log (issue #12): what an athlete did, as the web sends it and the server stores
 * it. One definition for the forms, the offline queue, the server's validation and the stored
 * rows. Every bound here is a rule the server enforces; the messages are the ones people read.
 *
 * Dates are the athlete's own calendar days ("YYYY-MM-DD", no time zone): the server does not
 * know where the athlete is, so it checks them against its own day with a day's slack
 * (`checkLogDate`).
 */

/** A calendar day, "YYYY-MM-DD", that exists (no 2026-02-30). */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-05-01.")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "That date does not exist.");
export type LocalDate = z.infer<typeof LocalDateSchema>;

/**
 * A log's date against the server's day: not in the future (one day's slack for time zones) and
 * not older than LOG_MAX_AGE_DAYS. Answers the message to show, or null when the date is fine.
 */
export function checkLogDate(date: LocalDate, today: LocalDate): string | null {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (days > 1) return "That date is in the future: log a session on or after the day it happened.";
  if (days < -LOG_MAX_AGE_DAYS) return `That date is more than ${LOG_MAX_AGE_DAYS} days ago.`;
  return null;
}

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const WeekdaySchema = z
  .number()
  .int()
  .min(1, "Pick days Monday to Sunday.")
  .max(7, "Pick days Monday to Sunday.");

/**
 * When the athlete trains: week 1 starts on `startDate` (default: the day the plan was made) and
 * the plan's sessions fall, in order, on `weekdays` (as many as the plan has sessions a week).
 */
export const TrainingSettingsSchema = z.object({
  startDate: LocalDateSchema,
  weekdays: z
    .array(WeekdaySchema)
    .min(2, "Pick at least two training days.")
    .max(5, "Pick at most five training days.")
    .refine((d) => new Set(d).size === d.length, "Pick each day once."),
});
export type TrainingSettings = z.infer<typeof TrainingSettingsSchema>;

export const SessionRpeSchema = z
  .number({ message: "Rate the session from 0 (rest) to 10 (maximal)." })
  .int("Rate the session in whole points, 0 to 10.")
  .min(0, "Rate the session from 0 (rest) to 10 (maximal).")
  .max(10, "Rate the session from 0 (rest) to 10 (maximal).");

export const MinutesSchema = z
  .number({ message: "Enter the minutes, 1 to 600." })
  .int("Enter whole minutes.")
  .min(1, "Enter the minutes, 1 to 600.")
  .max(600, "Enter the minutes, 1 to 600.");

/** A client-made id (UUID): the same entry sent twice from an offline queue is stored once. */
export const LogIdSchema = z.uuid("A log entry needs an id made by the app.");

/**
 * When the entry was last edited on the device that sent it. Two devices editing one entry:
 * the later edit wins, whole entry (last writer wins); the server caps a time ahead of its own
 * clock at its own clock, so a device with a wrong clock cannot win forever.
 */
export const EditedAtSchema = z.iso.datetime({ offset: true, message: "The edit time is not a valid time." });

/** One set of one exercise, ticked off in the gym. */
export const SetLogSchema = z.object({
  exerciseId: z.string().min(1).max(80),
  /** 0-based, within the prescription's sets. */
  set: z.number().int().min(0).max(11, "An exercise has at most 12 sets."),
  done: z.boolean(),
  /** Reps done (rep-based work); null when not entered. */
  reps: z
    // The web checks a field it could not read as a number as NaN: the message says so in words.
    .number({ message: "Enter the reps as a whole number." })
    .int("Reps are whole numbers.")
    .min(0, "Reps cannot be negative.")
    .max(100, "Enter at most 100 reps.")
    .nullable(),
  /** Load in kg (external load; body weight = 0 or null). */
  loadKg: z
    .number({ message: "Enter the load in kg as a number." })
    .min(0, "A load cannot be negative.")
    .max(500, "Enter a load up to 500 kg.")
    .multipleOf(0.25, "Enter the load to the nearest 0.25 kg.")
    .nullable(),
});
export type SetLog = z.infer<typeof SetLogSchema>;

/**
 * A plan session, logged. `week` and `day` name the plan's session (Week.week, Session.day);
 * `date` is the day it was done (or would have been, when skipped). Load = sessionRpe × minutes
 * (Foster's session-RPE method), computed, never sent.
 */
export const SessionLogSchema = z
  .object({
    id: LogIdSchema,
    date: LocalDateSchema,
    week: z.number().int().min(1).max(8),
    day: z.number().int().min(1).max(5),
    status: z.enum(SESSION_STATUSES),
    /** Required when skipped: "ill", "match", "no gym", free words up to 200 characters. */
    skipReason: z.string().trim().max(200, "Keep the reason under 200 characters.").nullable(),
    sessionRpe: SessionRpeSchema.nullable(),
    minutes: MinutesSchema.nullable(),
    sets: z.array(SetLogSchema).max(200),
    editedAt: EditedAtSchema,
  })
  .superRefine((v, ctx) => {
    if (v.status === "done" && (v.sessionRpe === null || v.minutes === null))
      ctx.addIssue({
        code: "custom",
        path: ["sessionRpe"],
        message: "Rate the session and enter its minutes to finish it.",
      });
    if (v.status === "skipped" && !v.skipReason)
      ctx.addIssue({ code: "custom", path: ["skipReason"], message: "Say why the session was skipped." });
  });
export type SessionLog = z.infer<typeof SessionLogSchema>;

/**
 * A day's cricket: a match, nets, a training session. Bowlers add what they bowled (balls; the
 * web also takes overs and converts), their longest spell and how hard they bowled.
 */
export const CricketLogSchema = z.object({
  id: LogIdSchema,
  date: LocalDateSchema,
  kind: z.enum(CRICKET_KINDS, "Pick match, nets, training or other."),
  minutes: MinutesSchema,
  sessionRpe: SessionRpeSchema,
  bowling: z
    .object({
      balls: z
        .number()
        .int("Enter whole balls.")
        .min(1, "Enter the balls bowled, at least 1.")
        .max(MAX_BALLS_PER_DAY, `Enter at most ${MAX_BALLS_PER_DAY} balls (50 overs) for one day.`),
      /** Balls in the longest spell, when known (junior spell limits). */
      longestSpellBalls: z
        .number({ message: "Enter the longest spell in whole balls." })
        .int("Enter the longest spell in whole balls.")
        .min(1, "A spell is at least 1 ball.")
        .max(MAX_BALLS_PER_DAY, `Enter at most ${MAX_BALLS_PER_DAY} balls (50 overs) for one day.`)
        .nullable(),
      intensity: z.enum(BOWLING_INTENSITIES, "Pick easy, medium or full."),
    })
    .refine((b) => b.longestSpellBalls === null || b.longestSpellBalls <= b.balls, {
      message: "The longest spell cannot be more balls than the day's total.",
      path: ["longestSpellBalls"],
    })
    .nullable(),
  editedAt: EditedAtSchema,
});
export type CricketLog = z.infer<typeof CricketLogSchema>;
