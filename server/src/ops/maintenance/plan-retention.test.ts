import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planAdjustments, trainingPlans } from "#server/core/db/schema";
import { adminCookie } from "#server/testing/coach-console";
import { testDatabaseKind } from "#server/testing/database";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { runCleanup } from "./cleanup.ts";
import { KEPT_SUPERSEDED_PLANS } from "./plan-retention.ts";

/**
 * Every questionnaire save keeps the plan it replaces: 20 saves left 21 plan rows, and an account
 * saving in a loop grew by thousands a day. The clean-up keeps the active plan, the newest
 * KEPT_SUPERSEDED_PLANS superseded ones, and every plan the coach adjusted (the audit).
 */
const {
  server,
  athletes: [saver, bystander],
} = setUpTestServer({ athletes: [{ fullName: "Sam Saver" }, { fullName: "Bea Bystander" }] });

const SAVES = 20;
const save = (cookie: string, weight: number) =>
  server.fetch("/api/me/questionnaire", {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ answers: answers({ weight: String(weight) }) }),
  });
const plansOf = (userId: string) =>
  server.app.db
    .select({ id: trainingPlans.id, isActive: trainingPlans.isActive })
    .from(trainingPlans)
    .where(eq(trainingPlans.userId, userId))
    .orderBy(asc(trainingPlans.createdAt));

describe(`superseded plans are pruned, the coach's audit kept (${testDatabaseKind})`, () => {
  it(`${SAVES} saves leave the active plan, ${KEPT_SUPERSEDED_PLANS} superseded ones and each adjusted one`, async () => {
    server.clock.freeze();
    const coach = await adminCookie(server);
    let adjusted = "";
    for (let i = 0; i < SAVES; i++) {
      // A minute apart: the save is an expensive request with a per-minute budget.
      server.clock.advance(61_000);
      const res = await save(saver!.cookie, 60 + i);
      expect(res.status, `save ${i + 1}: ${await res.clone().text()}`).toBe(200);
      if (i === 2) {
        // The coach adjusts the plan then in force; the athlete's later saves supersede it.
        const note = await server.fetch(`/api/admin/athletes/${saver!.userId}/plan/changes`, {
          method: "POST",
          headers: { cookie: coach, "content-type": "application/json" },
          body: JSON.stringify({ kind: "note", week: 1, day: 1, text: "Film your first set for me." }),
        });
        expect(note.status).toBe(201);
        adjusted = (await plansOf(saver!.userId)).find((p) => p.isActive)!.id;
      }
    }
    const before = await plansOf(saver!.userId);
    // Today's growth: the sign-up's plan and one more per save.
    expect(before.length).toBe(SAVES + 1);
    const bystanderBefore = await plansOf(bystander!.userId);

    const r = await runCleanup(server.app.db, new Date(server.clock.now()));
    const after = await plansOf(saver!.userId);
    const active = before.find((p) => p.isActive)!.id;
    const newestSuperseded = before
      .filter((p) => !p.isActive)
      .slice(-KEPT_SUPERSEDED_PLANS)
      .map((p) => p.id);
    expect(after.map((p) => p.id).sort()).toEqual([active, adjusted, ...newestSuperseded].sort());
    expect(r.supersededPlans).toBe(before.length - after.length);
    // The coach's change still names its plan.
    const changes = await server.app.db.select().from(planAdjustments).where(eq(planAdjustments.planId, adjusted));
    expect(changes).toHaveLength(1);
    // Another athlete's plans are untouched, and a second run finds nothing more.
    expect(await plansOf(bystander!.userId)).toEqual(bystanderBefore);
    expect((await runCleanup(server.app.db, new Date(server.clock.now()))).supersededPlans).toBe(0);
  });
});
