import { z } from "zod";
import { PlanChangeSchema } from "./adjustments.ts";

/**
 * The coach's plan-adjustment API (issue #17, decision 0107), one definition for the server's
 * route contracts and the web's client. All under /api/admin/athletes/:athleteId/plan, admin
 * session only:
 *
 * - GET  /plan                                   → PlanAdjustView
 * - GET  /plan/swap-options?week=&day=&exerciseId= → { options: SwapOption[] }
 * - POST /plan/changes        PlanChange          → PlanAdjustView (201), or 409 ConfirmNeeded when
 *   the change breaks a rule a coach may override and carries no reason (decision 0139)
 */

export { PlanChangeSchema, type PlanChange } from "./adjustments.ts";

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(["swap", "dose", "note", "start"]),
  week: z.number().int(),
  day: z.number().int(),
  /** What the athlete saw of the target before and after, in words. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The admin session that made it (its id's first 8 characters). */
  by: z.string(),
  /** The coach's reason, given when confirming a change that breaks a rule (decision 0139). */
  reason: z.string().nullable(),
  /** The rules the change broke when it was made, in words. */
  warnings: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const PlanAdjustViewSchema = z.object({
  athlete: z.object({ id: z.string(), name: z.string() }),
  planId: z.string(),
  planName: z.string(),
  /** The day the plan was made ("YYYY-MM-DD"): week 1 unless the athlete or coach moved it. */
  planDay: z.string(),
  coachStartDate: z.string().nullable(),
  /** The program with the coach's changes applied and marked (`ProgramSchema`, loosely declared as /me/plan). */
  program: z.record(z.string(), z.unknown()),
  /** Newest first. */
  audit: z.array(AuditEntrySchema),
});
export type PlanAdjustView = z.infer<typeof PlanAdjustViewSchema>;

export const SwapOptionSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  category: z.string(),
  equipment: z.string(),
  samePattern: z.boolean(),
});
export type SwapOption = z.infer<typeof SwapOptionSchema>;

export const SwapOptionsQuerySchema = z.object({
  week: z.coerce.number().int().min(1, "Week must be 1 to 8.").max(8, "Week must be 1 to 8."),
  day: z.coerce.number().int().min(1, "Day must be 1 to 5.").max(5, "Day must be 1 to 5."),
  exerciseId: z.string().min(1).max(80),
});

export const PlanChangeBodySchema = PlanChangeSchema;

export const RuleWarningSchema = z.object({ rule: z.string(), detail: z.string() });
/** A change that breaks rules a coach may override: each rule, and how to confirm (send a reason). */
export const ConfirmNeededSchema = z.object({
  error: z.object({ message: z.string(), code: z.literal("CONFIRM_WITH_REASON") }),
  warnings: z.array(RuleWarningSchema).min(1),
});
export type ConfirmNeeded = z.infer<typeof ConfirmNeededSchema>;
