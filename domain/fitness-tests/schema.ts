import { z } from "zod";
import { LocalDateSchema } from "../training/log.ts";
import { checkValue, FITNESS_TEST_IDS, testById } from "./battery.ts";

export * from "./battery.ts";
export * from "./due.ts";

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

/** A calendar day, "YYYY-MM-DD", that exists: the training log's own rule. */
export const TestDateSchema = LocalDateSchema;

/** A result as the athlete enters it; the value in the test's unit (seconds or centimetres). */
export const NewResultSchema = z
  .object({
    testId: z.enum(FITNESS_TEST_IDS as [string, ...string[]], { error: "Pick one of the tests." }),
    date: TestDateSchema,
    value: z.number({ error: "Enter the result as a number." }),
  })
  .superRefine((r, ctx) => {
    const test = testById(r.testId);
    const problem = test ? checkValue(test, r.value) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["value"] });
  });
export type NewResult = z.infer<typeof NewResultSchema>;

export const FitnessResultSchema = z.object({
  id: z.string(),
  testId: z.string(),
  date: z.string(),
  value: z.number(),
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
