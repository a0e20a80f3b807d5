import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "#server/testing/database";
import { openDatabase, type Database } from "./client.ts";

/**
 * Start-up (issue #13, decision 0112): a start with no migration pending reads drizzle's
 * migrations table once (the pending check), and leaves the migrator out: it would create its
 * schema and table "if not exists" and read the table a second time, before "ready". Counted
 * in the statistics, never timed.
 */
const SCANS = `select coalesce(sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0)), 0)::int as n
  from pg_stat_all_tables where schemaname = 'drizzle' and relname = '__drizzle_migrations'`;
/** A PostgreSQL backend flushes its statistics when it ends, just after its client has gone. */
const STATS_FLUSH_MS = 1000;

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function onPostgres<T>(url: string, query: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(query)).rows as T[];
  } finally {
    await c.end();
  }
}

describe(`opening a database with nothing to migrate (${testDatabaseKind})`, () => {
  it("reads the migrations table once and runs no migrator", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-open-reads-"));
    const database = await createTestDatabase();
    cleanups.push(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const open = () => openDatabase({ databaseUrl: database.url, dataDir });

    const first = await open();
    expect(await first.migrate()).toBe(0); // the first open applied every migration
    await first.close();

    if (database.url) await onPostgres(database.url, "select pg_stat_reset()");
    else {
      const c = await PGlite.create(path.join(dataDir, "pglite"));
      await c.query("select pg_stat_reset()");
      await c.close();
    }

    const second: Database = await open();
    let scans: number;
    if (database.url) {
      await second.close();
      await new Promise((r) => setTimeout(r, STATS_FLUSH_MS));
      scans = (await onPostgres<{ n: number }>(database.url, SCANS))[0]!.n;
    } else {
      // PGlite: one backend, this one: its pending statistics are flushed on request.
      await second.db.execute(sql`select pg_stat_force_next_flush()`);
      const result = (await second.db.execute(sql.raw(SCANS))) as unknown as { rows: Array<{ n: number }> };
      scans = result.rows[0]!.n;
      await second.close();
    }
    // pendingMigrations' max(created_at); the migrator's own read would make it 2.
    expect(scans).toBe(1);
  });
});
