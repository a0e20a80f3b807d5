import { desc, eq } from "drizzle-orm";
import type { AuditEntry, PlanAdjustView } from "#domain/plan/adjustments-api";
import { reviewChange } from "#domain/plan/adjustments-check";
import { type Warning, warningText } from "#domain/plan/adjustments-rails";
import {
  applyAdjustments,
  currentChanges,
  type PlanChange,
  sessionOf,
  slotOf,
  targetOf,
} from "#domain/plan/adjustments";
import { formatDose } from "#domain/plan/format";
import type { Program } from "#domain/plan/types";
import {
  ensureAdjustedProgram,
  planAnswers,
  planChangeRows,
  type AdjustedProgram,
} from "#server/core/athlete-record/adjusted-program";
import type { Db } from "#server/core/db/client";
import { planAdjustments, trainingPlans } from "#server/core/db/schema";
import { utcDay } from "#domain/training/dates";
import { athleteName } from "#server/core/athlete-record/athlete-name";

/**
 * Reading and recording the coach's changes to one athlete's active plan (issue #17, decision
 * 0107). A change is checked against the layer in force and stored with what the athlete saw
 * before and after, in one transaction that holds the plan row, so two coaches changing one plan
 * at once are checked one after the other.
 */

/** What the athlete sees of a change's target, in words: the audit's before/after. */
function describeTarget(program: Program, startDate: string, c: PlanChange): string | null {
  if (c.kind === "start") return `Week 1 starts ${startDate}`;
  const session = sessionOf(program, c.week, c.day);
  if (!session) return null;
  if (c.kind === "note") return session.coachNote ?? null;
  const slot = slotOf(session, c.exerciseId);
  return slot ? `${slot.name}: ${formatDose(slot)} at effort ${slot.rpe}` : null;
}

async function audit(db: Db, planId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(planAdjustments)
    .where(eq(planAdjustments.planId, planId))
    .orderBy(desc(planAdjustments.createdAt), desc(planAdjustments.id));
  return rows.map((r) => {
    // The reason and the rules broken ride in the stored change (the layer's reader ignores them).
    const stored = (r.change ?? {}) as { reason?: unknown; warnings?: unknown };
    return {
      id: r.id,
      at: r.createdAt.toISOString(),
      kind: r.kind as AuditEntry["kind"],
      week: r.week,
      day: r.day,
      before: typeof r.before === "string" ? r.before : null,
      after: typeof r.after === "string" ? r.after : null,
      by: r.adminSessionId.slice(0, 8),
      reason: typeof stored.reason === "string" && stored.reason ? stored.reason : null,
      warnings: Array.isArray(stored.warnings) ? stored.warnings.filter((w): w is string => typeof w === "string") : [],
    };
  });
}

export async function planView(db: Db, userId: string, plan?: AdjustedProgram): Promise<PlanAdjustView | null> {
  const p = plan ?? (await ensureAdjustedProgram(db, userId));
  if (!p) return null;
  return {
    athlete: { id: userId, name: (await athleteName(db, userId)) ?? "Athlete" },
    planId: p.planId,
    planName: p.planName,
    planDay: utcDay(p.createdAt),
    coachStartDate: p.coachStartDate,
    program: p.program as unknown as Record<string, unknown>,
    audit: await audit(db, p.planId),
  };
}

export type RecordOutcome =
  | { ok: true }
  | { ok: false; message: string }
  | { ok: false; confirm: Warning[] }
  | { ok: false; noPlan: true };

/**
 * Checks the change against the layer in force and stores it with its before/after; changes
 * nothing when refused, or when it breaks a rule the coach has not confirmed with a reason.
 */
export async function recordChange(
  db: Db,
  userId: string,
  adminSessionId: string,
  change: PlanChange,
): Promise<RecordOutcome> {
  const plan = await ensureAdjustedProgram(db, userId);
  if (!plan) return { ok: false, noPlan: true };
  return db.transaction(async (tx) => {
    // Holds the plan row: a second change to this plan waits, then is checked against this one.
    await tx
      .select({ id: trainingPlans.id })
      .from(trainingPlans)
      .where(eq(trainingPlans.id, plan.planId))
      .for("update");
    const txDb = tx as unknown as Db;
    const rows = await planChangeRows(txDb, plan.planId);
    const current = currentChanges(rows);
    const answers = await planAnswers(txDb, plan.planId);
    const planDay = utcDay(plan.createdAt);
    const review = reviewChange({ program: plan.generated, answers, current, planDay }, change);
    if (review.refusal) return { ok: false, message: review.refusal } as const;
    const reason = "reason" in change ? change.reason : undefined;
    if (review.warnings.length > 0 && !reason) return { ok: false, confirm: review.warnings } as const;
    const beforePlan = applyAdjustments(plan.generated, current, answers);
    const afterPlan = applyAdjustments(plan.generated, [...current, change], answers);
    const t = targetOf(change);
    await tx.insert(planAdjustments).values({
      userId,
      planId: plan.planId,
      adminSessionId,
      kind: change.kind,
      week: t.week,
      day: t.day,
      exerciseId: t.exerciseId,
      change: review.warnings.length ? { ...change, warnings: review.warnings.map(warningText) } : change,
      before: describeTarget(beforePlan.program, beforePlan.startDate ?? planDay, change),
      after: describeTarget(afterPlan.program, afterPlan.startDate ?? planDay, change),
    });
    return { ok: true } as const;
  });
}
