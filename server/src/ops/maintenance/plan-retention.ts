import { sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { generatedPdfCache, injuryClearances, planAdjustments, trainingPlans } from "#server/core/db/schema";

/**
 * Every questionnaire save keeps the plan it replaces (the save deactivates it and inserts the
 * new one), so an account saving in a loop grew without end. The clean-up removes superseded
 * plans past the newest KEPT_SUPERSEDED_PLANS of each athlete, except what someone may still ask
 * about (decision 0136): a plan the coach adjusted (plan_adjustments, the coach's audit trail,
 * cascades from its plan), a plan with a physio's clearance recorded on it (injury_clearances, an
 * audit trail too, decision 0142) and a plan a cached PDF was rendered from (the PDF clean-up removes
 * that row first, the plan goes on a later run). The active plan is never touched.
 */
export const KEPT_SUPERSEDED_PLANS = 3;

export async function pruneSupersededPlans(db: Db): Promise<number> {
  const t = trainingPlans;
  const ranked = sql`select ${t.id} as id, row_number() over (partition by ${t.userId} order by ${t.createdAt} desc, ${t.id} desc) as age
    from ${t} where not ${t.isActive}`;
  // One set-based statement, idempotent, so several server processes may all run it.
  const gone = (await db.execute(sql`
    delete from ${t} where ${t.id} in (select id from (${ranked}) r where r.age > ${KEPT_SUPERSEDED_PLANS})
      and not exists (select 1 from ${planAdjustments} a where a.plan_id = ${t.id})
      and not exists (select 1 from ${injuryClearances} ic where ic.plan_id = ${t.id})
      and not exists (select 1 from ${generatedPdfCache} c where c.plan_id = ${t.id})
    returning ${t.id}`)) as unknown as { rows: unknown[] };
  return gone.rows.length;
}
