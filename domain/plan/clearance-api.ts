import { z } from "zod";
import { addDays, daysBetween } from "../training/dates.ts";
import { BODY_REGIONS } from "./types.ts";

/**
 * The physio's-clearance API (docs/decisions/0142-injury-clearance.md), one definition
 * for the server's route contracts and the web's client:
 *
 * - GET  /api/me/injury-clearances                          → ClearanceView
 * - POST /api/me/injury-clearances        RecordClearance   → ClearanceView (201)
 * - GET  /api/admin/athletes/:athleteId/injury-clearances   → ClearanceView
 * - POST /api/admin/athletes/:athleteId/injury-clearances   RecordClearance → ClearanceView (201)
 */

export const CLEARANCE_NOTE_MAX = 300;
/** How far before the plan's start a clearance may be dated. */
export const CLEARANCE_BEFORE_START_DAYS = 365;

export const RecordClearanceSchema = z.object({
  region: z.enum(BODY_REGIONS, { error: "Choose the injured body region your physio cleared." }),
  /** The day the physio cleared it ("YYYY-MM-DD"); today when left out. */
  clearedOn: z.iso.date("Enter the clearance date as YYYY-MM-DD.").optional(),
  note: z.string().trim().max(CLEARANCE_NOTE_MAX, `Keep the note under ${CLEARANCE_NOTE_MAX} characters.`).optional(),
});
export type RecordClearance = z.infer<typeof RecordClearanceSchema>;

export const ClearanceRegionSchema = z.object({
  region: z.enum(BODY_REGIONS),
  /** The region in words ("side (trunk/side)"). */
  name: z.string(),
  recency: z.enum(["current", "recent"]),
  /** The clearance in force ("YYYY-MM-DD"), or null while the region still waits for one. */
  clearedOn: z.string().nullable(),
});
export type ClearanceRegion = z.infer<typeof ClearanceRegionSchema>;

export const ClearanceEntrySchema = z.object({
  id: z.string(),
  region: z.enum(BODY_REGIONS),
  clearedOn: z.string(),
  recordedBy: z.enum(["athlete", "coach"]),
  note: z.string().nullable(),
  /** When it was recorded (ISO time). */
  at: z.string(),
});
export type ClearanceEntry = z.infer<typeof ClearanceEntrySchema>;

export const ClearanceViewSchema = z.object({
  /** Week 1's first day ("YYYY-MM-DD"). */
  planStart: z.string(),
  /** The server's day ("YYYY-MM-DD"): the default clearance date. */
  today: z.string(),
  /** The current or recent injuries of the plan's answers that no physio had cleared. */
  regions: z.array(ClearanceRegionSchema),
  /** Every clearance recorded on this plan, newest first (the audit). */
  history: z.array(ClearanceEntrySchema),
});
export type ClearanceView = z.infer<typeof ClearanceViewSchema>;

/**
 * What is wrong with a clearance date, or null. Not in the future (a day's grace for an athlete
 * whose day is ahead of the server's), and not more than a year before the plan's start.
 */
export function checkClearanceDate(clearedOn: string, today: string, planStart: string): string | null {
  if (daysBetween(addDays(today, 1), clearedOn) > 0) return "The clearance date cannot be in the future.";
  if (daysBetween(clearedOn, planStart) > CLEARANCE_BEFORE_START_DAYS)
    return "The clearance date must be within a year before your plan started.";
  return null;
}

/**
 * The first plan week after the one holding `clearedOn` (week 1 starts on `planStart`): the week
 * a clearance brings the region's explosive work back. 1 for a clearance before the start; past 8
 * after the plan's last week.
 */
/**
 * The taper week: a clearance that would first count there (or later) changes nothing, since a
 * taper starts nothing new; the work returns with the next block.
 */
export const TAPER_WEEK = 8;

export function firstClearedWeek(planStart: string, clearedOn: string): number {
  const days = daysBetween(planStart, clearedOn);
  return days < 0 ? 1 : Math.floor(days / 7) + 2;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-05-12" → "12 May". */
export function shortDate(iso: string): string {
  const [, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]}`;
}
