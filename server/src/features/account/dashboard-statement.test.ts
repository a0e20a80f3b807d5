import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/core/db/client";
import { dashboardQuery, readDashboard } from "./repository.ts";

/**
 * Decision 0125: GET /api/me's read is planned once. Its only parameter is the athlete's id, so
 * PostgreSQL's generic plan can use the partial one-active-plan index; with "active" sent as a
 * parameter the generic plan could not, and every visit was planned again.
 */
describe("the dashboard read is planned once", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "/nonexistent", inMemory: true });
    // Athletes with a history of plans (one active each), analysed: the planner's real choice.
    await database.db.execute(sql`insert into "user" (id, name, email)
      select 'u' || i, 'A ' || i, 'a' || i || '@example.com' from generate_series(1, 300) i`);
    await database.db.execute(sql`insert into training_plans (user_id, plan_name, duration_months, price_amount, plan_details, is_active)
      select 'u' || i, 'Plan', 2, 2999, '{}'::jsonb, k = 6 from generate_series(1, 300) i, generate_series(1, 6) k`);
    await database.db.execute(sql`analyze`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("sends only the athlete's id as a parameter", () => {
    const q = dashboardQuery(database.db).toSQL();
    expect(q.params).toHaveLength(1);
    expect(q.sql).toContain(`"training_plans"."is_active" = true`);
  });

  it("on PGlite, repeated visits reuse one prepared statement and its generic plan", async () => {
    for (let i = 0; i < 12; i++) await readDashboard(database.db, `u${1 + (i % 300)}`);
    const { rows } = (await database.db.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements where statement like '%"training_plans"."is_active"%' and statement like 'select "profiles"."full_name"%'`,
    )) as unknown as { rows: Array<{ generic_plans: number; custom_plans: number }> };
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThan(0);
  });
});
