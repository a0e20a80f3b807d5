import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { savedAnswers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { testDatabaseKind } from "#server/testing/database";
import { until } from "#server/testing/wait";
import { profiles, questionnaireResponses, trainingPlans } from "#server/core/db/schema";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import { saveAnswers, writeIfCurrent, type AccountUser } from "./answers.ts";
import { newStoredProgram } from "./program.ts";

/**
 * A changed save is one read, then one statement that locks the profile and writes (issue #13,
 * docs/decisions/0122). These tests hold it to what the locking transaction it replaces
 * guaranteed: a write made on a stale read writes nothing, saves of one athlete wait for the
 * profile's lock before writing anything, and a save that lost the race decides again on what
 * the winner wrote.
 */
const { server, athletes } = setUpTestServer({
  athletes: [{}, {}, {}, {}],
  config: { expensiveConcurrentPerAccount: 100, expensivePerMinutePerAccount: 1000 },
});

const X = savedAnswers({ primaryRole: "Batsman", height: "181" });
const Y = savedAnswers({ primaryRole: "Spin Bowler", height: "182" });
const Z = savedAnswers({ primaryRole: "Wicketkeeper - Batsman", height: "183" });

const userOf = (a: { userId: string; email: string; fullName: string }): AccountUser => ({
  id: a.userId,
  email: a.email,
  name: a.fullName,
});
const plansOf = (userId: string) => server.app.db.select().from(trainingPlans).where(eq(trainingPlans.userId, userId));
const activePlan = async (userId: string) => {
  const active = (await plansOf(userId)).filter((p) => p.isActive);
  expect(active).toHaveLength(1);
  return active[0]!;
};
const roleOf = (plan: { planDetails: unknown }) =>
  (plan.planDetails as { customized_for: QuestionnaireAnswers }).customized_for.primaryRole;
const responseRole = async (userId: string) =>
  (await server.app.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, userId)))[0]?.role;

describe("a save's write is refused when its read is stale", () => {
  it("names a plan that is no longer active: nothing is written; names the active one: written", async () => {
    const a = athletes[0]!;
    const u = userOf(a);
    expect(await saveAnswers(server.app.db, u, X)).toBe("replaced");
    const stale = (await activePlan(a.userId)).id;
    expect(await saveAnswers(server.app.db, u, Y)).toBe("replaced");
    const current = await activePlan(a.userId);
    const count = (await plansOf(a.userId)).length;

    // The plan read before Y's save, and "no plan at all": both stale now.
    expect(await writeIfCurrent(server.app.db, a.userId, Z, newStoredProgram(Z), stale)).toBe(false);
    expect(await writeIfCurrent(server.app.db, a.userId, Z, newStoredProgram(Z), null)).toBe(false);
    expect((await plansOf(a.userId)).length).toBe(count);
    expect((await activePlan(a.userId)).id).toBe(current.id);
    expect(await responseRole(a.userId)).toBe(Y.primaryRole);

    expect(await writeIfCurrent(server.app.db, a.userId, Z, newStoredProgram(Z), current.id)).toBe(true);
    const now = await activePlan(a.userId);
    expect(roleOf(now)).toBe(Z.primaryRole);
    expect(await responseRole(a.userId)).toBe(Z.primaryRole);
    expect((await plansOf(a.userId)).length).toBe(count + 1);
  });

  it("an athlete without a profile row: the save makes it and the plan (the locking transaction)", async () => {
    const a = athletes[1]!;
    await server.app.db.delete(profiles).where(eq(profiles.userId, a.userId));
    expect(await saveAnswers(server.app.db, userOf(a), X)).toBe("replaced");
    const [profile] = await server.app.db.select().from(profiles).where(eq(profiles.userId, a.userId));
    expect(profile?.email).toBe(a.email);
    expect(roleOf(await activePlan(a.userId))).toBe(X.primaryRole);
    expect(await responseRole(a.userId)).toBe(X.primaryRole);
  });
});

// PGlite has one connection: no second session can hold a lock while a save runs.
describe.skipIf(testDatabaseKind !== "postgres")("saves waiting on the profile's lock (PostgreSQL)", () => {
  /** A second session holding the athlete's profile lock, as a save in the locking transaction does. */
  async function holdProfileLock(userId: string) {
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    await client.query("begin");
    await client.query("select 1 from profiles where user_id = $1 for update", [userId]);
    return client;
  }
  const waitingOnLocks = async (n: number) => {
    const result = await server.app.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return ((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) >= n;
  };

  it("write nothing until it is released, take the lock before any plan row (no deadlock with a locking save), then decide again on what it wrote", async () => {
    const a = athletes[2]!;
    const u = userOf(a);
    await saveAnswers(server.app.db, u, X);
    const before = await activePlan(a.userId);
    const count = (await plansOf(a.userId)).length;

    const holder = await holdProfileLock(a.userId);
    const saves = [
      saveAnswers(server.app.db, u, Y),
      saveAnswers(server.app.db, u, Z),
      saveAnswers(server.app.db, u, Y),
    ];
    await until(() => waitingOnLocks(3), { what: "three saves waiting on the profile's lock" });
    expect((await plansOf(a.userId)).length).toBe(count);

    // The holder replaces the plan as a locking save would: the plan row it updates must be free.
    await holder.query("update training_plans set is_active = false where id = $1", [before.id]);
    await holder.query(
      `insert into training_plans (user_id, plan_name, sport, duration_months, price_amount, plan_details, program, program_packed, generator_version)
       select user_id, plan_name, sport, duration_months, price_amount, plan_details, program, program_packed, generator_version
       from training_plans where id = $1`,
      [before.id],
    );
    await holder.query("commit");
    await holder.end();

    const outcomes = await Promise.all(saves);
    // Y and Z each written once, whatever the order; the second Y found Y or Z active.
    const plans = await plansOf(a.userId);
    expect(plans.length).toBe(count + 1 + outcomes.filter((o) => o !== "unchanged").length);
    expect(outcomes.filter((o) => o === "replaced").length).toBeGreaterThanOrEqual(2);
    const active = await activePlan(a.userId);
    expect([Y.primaryRole, Z.primaryRole]).toContain(roleOf(active));
    expect(await responseRole(a.userId)).toBe(roleOf(active));
  });

  it("the same answers three times behind the lock: one new plan, the others unchanged", async () => {
    const a = athletes[3]!;
    const u = userOf(a);
    await saveAnswers(server.app.db, u, X);
    const count = (await plansOf(a.userId)).length;
    const holder = await holdProfileLock(a.userId);
    const saves = [1, 2, 3].map(() => saveAnswers(server.app.db, u, Y));
    await until(() => waitingOnLocks(3), { what: "three saves waiting on the profile's lock" });
    await holder.query("commit");
    await holder.end();
    expect((await Promise.all(saves)).sort()).toEqual(["replaced", "unchanged", "unchanged"]);
    expect((await plansOf(a.userId)).length).toBe(count + 1);
    expect(roleOf(await activePlan(a.userId))).toBe(Y.primaryRole);
    expect(await responseRole(a.userId)).toBe(Y.primaryRole);
  });
});
