import { asc, eq } from "drizzle-orm";
import { ClearanceSchema, type Clearance } from "#domain/plan/clearance";
import type { Program } from "#domain/plan/types";
import { checkWeekdays } from "#domain/training/schedule";
import type { Db } from "#server/core/db/client";
import { injuryClearances, trainingSettings } from "#server/core/db/schema";
import { utcDay } from "#domain/training/dates";

/**
 * The physio's clearances recorded on one plan version (decision 0142), oldest first:
 * the layer (the latest per region is in force, domain/plan/clearance.ts) and the audit are the
 * same append-only rows.
 */
export interface ClearanceRow extends Clearance {
  id: string;
  recordedBy: "athlete" | "coach";
  note: string | null;
  createdAt: Date;
}

export async function clearanceRows(db: Db, planId: string): Promise<ClearanceRow[]> {
  const rows = await db
    .select()
    .from(injuryClearances)
    .where(eq(injuryClearances.planId, planId))
    .orderBy(asc(injuryClearances.createdAt), asc(injuryClearances.id));
  // A row that no longer parses (a region a later version renamed) is skipped, never fatal.
  return rows.flatMap((r) => {
    const parsed = ClearanceSchema.safeParse({ region: r.region, clearedOn: r.clearedOn });
    return parsed.success
      ? [
          {
            ...parsed.data,
            id: r.id,
            recordedBy: r.recordedBy === "coach" ? ("coach" as const) : ("athlete" as const),
            note: r.note,
            createdAt: r.createdAt,
          },
        ]
      : [];
  });
}

/**
 * Week 1's first day as the athlete's calendar has it: the coach's start date when they moved it
 * after the athlete last chose one, else the athlete's own (training settings that still fit this
 * plan), else the day the plan was made (as `startDateInForce` and GET /me/training read it).
 */
export async function planStartDay(
  db: Db,
  userId: string,
  plan: { createdAt: Date; program: Program },
  coach: { startDate: string | null; at: Date | null },
): Promise<string> {
  const [row] = await db
    .select({
      startDate: trainingSettings.startDate,
      weekdays: trainingSettings.weekdays,
      at: trainingSettings.updatedAt,
    })
    .from(trainingSettings)
    .where(eq(trainingSettings.userId, userId));
  if (coach.startDate && coach.at && !(row && row.at > coach.at)) return coach.startDate;
  const fits = row && checkWeekdays(row.weekdays, plan.program.profile) === null;
  return fits ? row.startDate : utcDay(plan.createdAt);
}
