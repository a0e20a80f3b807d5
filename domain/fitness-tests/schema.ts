import { z } from "zod";
import { LocalDateSchema } from "../training/log.ts";
import { checkValue, FITNESS_TEST_IDS, readValue, testById } from "./battery.ts";

export * from "./battery.ts";
export * from "./due.ts";
export * from "./change.ts";
export * from "./growth.ts";

/**
 * The fitness-test API (issue #17), one definition for the server's route contracts and the
 * web's client:
 *
 * - GET    /api/me/fitness-tests                 → FitnessState (the asking athlete's own)
 * - POST   /api/me/fitness-tests                 NewResult → FitnessResult (201)
 * - DELETE /api/me/fitness-tests/:id             → 204 (404 for an id that is not theirs)
 * - GET    /api/admin/athletes/:athleteId/fitness-tests            → FitnessState (admin session)
 * - POST   /api/admin/athletes/:athleteId/fitness-tests/schedule   { date } → { scheduled } (201)
 */

/** Standing height in centimetres, to the millimetre at most. */
export const HeightSchema = z
  .number({ error: "Enter your height in centimetres, e.g. 165." })
  .min(100, { error: "A standing height under 100 cm: check it is in centimetres, e.g. 165." })
  .max(230, { error: "A standing height over 230 cm: check it is in centimetres, e.g. 165." })
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, {
    error: "Enter your height to the nearest millimetre at most, e.g. 165.5.",
  });

/** A calendar day, "YYYY-MM-DD", that exists: the training log's own rule. */
export const TestDateSchema = LocalDateSchema;

/**
 * A result as the athlete enters it. The value is a number in the test's unit (seconds or
 * centimetres), or the text the athlete typed, read by the battery's own rules: "7:45" is 465 s,
 * and "745" is refused because it could be 7:45 or 12:25. Standing height is optional, recorded
 * with the tests so a junior's growth rate can be shown.
 */
export const NewResultSchema = z
  .object({
    testId: z.enum(FITNESS_TEST_IDS as [string, ...string[]], { error: "Pick one of the tests." }),
    date: TestDateSchema,
    value: z.union([z.number(), z.string().max(20, { error: "Enter the result as a number." })], {
      error: "Enter the result as a number.",
    }),
    heightCm: HeightSchema.nullish(),
  })
  .transform((r, ctx) => {
    const test = testById(r.testId)!;
    const read = typeof r.value === "number" ? { value: r.value } : readValue(test, r.value);
    const problem = read.error ?? checkValue(test, read.value!);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem, path: ["value"] });
      return z.NEVER;
    }
    return { testId: r.testId, date: r.date, value: read.value!, heightCm: r.heightCm ?? null };
  });
/** What the server stores: the value read as a number. */
export type NewResult = z.output<typeof NewResultSchema>;
/** What the form sends: the value as typed. */
export type NewResultInput = z.input<typeof NewResultSchema>;

export const FitnessResultSchema = z.object({
  id: z.string(),
  testId: z.string(),
  date: z.string(),
  value: z.number(),
  /** Standing height in centimetres, when it was measured with the test. */
  heightCm: z.number().nullable(),
  createdAt: z.string(),
});
export type FitnessResult = z.infer<typeof FitnessResultSchema>;

export const FitnessStateSchema = z.object({
  /** Week 1 starts here: the athlete's chosen start, or the day the plan was made. */
  startDate: z.string(),
  ageGroup: z.string(),
  /** Dates the coach scheduled an extra test. */
  scheduled: z.array(z.string()),
  results: z.array(FitnessResultSchema),
  /** For the coach's page. */
  athleteName: z.string().optional(),
});
export type FitnessState = z.infer<typeof FitnessStateSchema>;

export const ScheduleSchema = z.object({ date: TestDateSchema });
export const ScheduledSchema = z.object({ scheduled: z.array(z.string()) });

/**
 * A test date against the server's day: not in the future (a day's slack for time zones), not
 * more than two years back.
 */
export function checkResultDate(date: string, today: string): string | null {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (days > 1) return "That date is in the future: record a test on or after the day you ran it.";
  if (days < -730) return "That date is more than two years ago.";
  return null;
}

/** A scheduled date: from today (a day's slack) to a year ahead. */
export function checkScheduleDate(date: string, today: string): string | null {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (days < -1) return "That date has passed: schedule a test from today on.";
  if (days > 366) return "Schedule a test at most a year ahead.";
  return null;
}
