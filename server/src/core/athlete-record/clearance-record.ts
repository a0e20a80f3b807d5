import { activeInjuries, awaitsClearance, REGION_NAME } from "#domain/plan/adapt";
import { checkClearanceDate, type ClearanceView, type RecordClearance } from "#domain/plan/clearance-api";
import { currentClearances } from "#domain/plan/clearance";
import type { Db } from "#server/core/db/client";
import { injuryClearances } from "#server/core/db/schema";
import { type AdjustedProgram, ensureAdjustedProgram, planAnswers } from "./adjusted-program.ts";
import { clearanceRows, planStartDay } from "./clearances.ts";
import { NO_PLAN_MESSAGE } from "./program.ts";

/**
 * Recording a physio's clearance (decision 0142), by the athlete or by the coach for
 * them, and what both see of it. The server decides everything: the plan, the regions that wait
 * for a clearance (from the plan's own answers), the date's bounds. A refusal stores nothing.
 */
export type Recorder = { kind: "athlete" } | { kind: "coach"; adminSessionId: string };

export type RecordOutcome =
  | { ok: true; view: ClearanceView }
  | { ok: false; status: 400 | 404 | 409; code: string; message: string };

export const CLEARANCE_MESSAGES = {
  noPlan: NO_PLAN_MESSAGE,
  duplicate: "That clearance is already recorded.",
  notWaiting: (name: string) =>
    `The plan has no current or recent ${name} injury waiting for a physio's clearance, so there is nothing to clear.`,
} as const;

async function startOf(db: Db, userId: string, plan: AdjustedProgram): Promise<string> {
  // The stored program's profile: the weekdays fit the plan's sessions a week, whatever the layers did.
  return planStartDay(
    db,
    userId,
    { createdAt: plan.createdAt, program: plan.generated },
    {
      startDate: plan.coachStartDate,
      at: plan.coachStartAt,
    },
  );
}

async function viewOf(db: Db, userId: string, plan: AdjustedProgram, today: string): Promise<ClearanceView> {
  const [answers, rows, planStart] = await Promise.all([
    planAnswers(db, plan.planId),
    clearanceRows(db, plan.planId),
    startOf(db, userId, plan),
  ]);
  const inForce = currentClearances(rows);
  return {
    planStart,
    today,
    regions: activeInjuries(answers)
      .filter(awaitsClearance)
      .map((r) => ({
        region: r.region,
        name: REGION_NAME[r.region],
        recency: r.recency === "current" ? ("current" as const) : ("recent" as const),
        clearedOn: inForce.find((c) => c.region === r.region)?.clearedOn ?? null,
      })),
    history: rows
      .map((r) => ({
        id: r.id,
        region: r.region,
        clearedOn: r.clearedOn,
        recordedBy: r.recordedBy,
        note: r.note,
        at: r.createdAt.toISOString(),
      }))
      .reverse(),
  };
}

export async function clearanceView(db: Db, userId: string, today: string): Promise<ClearanceView | null> {
  const plan = await ensureAdjustedProgram(db, userId);
  return plan ? viewOf(db, userId, plan, today) : null;
}

export async function recordClearance(
  db: Db,
  userId: string,
  input: RecordClearance,
  by: Recorder,
  today: string,
): Promise<RecordOutcome> {
  const plan = await ensureAdjustedProgram(db, userId);
  if (!plan) return { ok: false, status: 404, code: "NO_PLAN", message: CLEARANCE_MESSAGES.noPlan };
  const before = await viewOf(db, userId, plan, today);
  const region = before.regions.find((r) => r.region === input.region);
  if (!region)
    return {
      ok: false,
      status: 400,
      code: "NOT_WAITING_FOR_CLEARANCE",
      message: CLEARANCE_MESSAGES.notWaiting(REGION_NAME[input.region]),
    };
  const clearedOn = input.clearedOn ?? today;
  const bad = checkClearanceDate(clearedOn, today, before.planStart);
  if (bad) return { ok: false, status: 400, code: "BAD_CLEARANCE_DATE", message: bad };
  if (region.clearedOn === clearedOn)
    return { ok: false, status: 409, code: "ALREADY_CLEARED", message: CLEARANCE_MESSAGES.duplicate };
  await db.insert(injuryClearances).values({
    userId,
    planId: plan.planId,
    region: input.region,
    clearedOn,
    recordedBy: by.kind,
    adminSessionId: by.kind === "coach" ? by.adminSessionId : null,
    note: input.note || null,
  });
  return { ok: true, view: await viewOf(db, userId, plan, today) };
}
