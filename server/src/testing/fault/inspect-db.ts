import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * Opens the server's database from the test process while NO server runs on it: PGlite's data
 * folder (this is also the proof that it opens cleanly after a crash), or the PostgreSQL URL.
 */
export async function withDatabase<T>(
  where: { dataDir: string; url?: string },
  fn: (q: Query) => Promise<T>,
): Promise<T> {
  if (where.url) {
    const client = new pg.Client({ connectionString: where.url });
    await client.connect();
    try {
      return await fn(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(where.dataDir, "pglite"));
  try {
    return await fn(async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows);
  } finally {
    await db.close();
  }
}

/** Responses without an active plan, and active plans whose answers differ from the response. */
export async function planInvariantViolations(q: Query): Promise<{ withoutPlan: number; mismatched: number }> {
  const [a] = await q<{ n: number }>(
    `select count(*)::int as n from questionnaire_responses r
      where not exists (select 1 from training_plans p where p.user_id = r.user_id and p.is_active)`,
  );
  const [b] = await q<{ n: number }>(
    `select count(*)::int as n from questionnaire_responses r
       join training_plans p on p.user_id = r.user_id and p.is_active
      where (p.plan_details->'customized_for'->>'height')::int <> r.height`,
  );
  return { withoutPlan: a!.n, mismatched: b!.n };
}
