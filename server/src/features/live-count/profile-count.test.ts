import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, inArray, sql } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/core/config";
import type { Db } from "#server/core/db/client";
import { profileCount, profiles, user } from "#server/core/db/schema";
import { createTestDatabase, testDatabaseKind } from "#server/testing/database";
import { insertAthletes } from "#server/testing/live-count";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { countProfiles } from "./repository.ts";

/**
 * profile_count (migration 0005, docs/decisions/0093): the number of profiles kept by triggers,
 * so that start-up and the coach list's total never count every profile (issue #13).
 */
const { server } = setUpTestServer();
const db = () => server.app.db;
const counted = async (d: Db) => (await d.select({ n: count() }).from(profiles))[0]!.n;

describe("profile_count", () => {
  it("follows bulk inserts, inserts that add nothing, and deletes (cascading from the account)", async () => {
    expect(await countProfiles(db())).toBe(await counted(db()));
    await insertAthletes(db(), 40);
    expect(await countProfiles(db())).toBe(await counted(db()));
    expect(await countProfiles(db())).toBe(40);

    // What every answers save runs: an insert that finds the profile there adds nothing.
    const [one] = await db().select().from(profiles).limit(1);
    await db()
      .insert(profiles)
      .values({ userId: one!.userId, fullName: "x", email: "x@example.test" })
      .onConflictDoNothing({ target: profiles.userId });
    expect(await countProfiles(db())).toBe(40);

    const gone = (await db().select({ userId: profiles.userId }).from(profiles).limit(3)).map((r) => r.userId);
    await db().delete(user).where(inArray(user.id, gone));
    expect(await countProfiles(db())).toBe(37);
    await db()
      .delete(profiles)
      .where(eq(profiles.userId, (await db().select().from(profiles).limit(1))[0]!.userId));
    expect(await countProfiles(db())).toBe(36);
    expect(await counted(db())).toBe(36);
  });

  it("a rolled-back insert leaves it as it was", async () => {
    const before = await countProfiles(db());
    await expect(
      db().transaction(async (tx) => {
        await insertAthletes(tx as unknown as Db, 5);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await countProfiles(db())).toBe(before);
  });

  it("is one row", async () => {
    await expect(db().insert(profileCount).values({ id: false, n: 1 })).rejects.toThrow();
    expect(await db().select().from(profileCount)).toHaveLength(1);
  });
});

/* ---- start-up reads no profile row, whatever their number ---- */

const ATHLETES = 300;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Rows the database read from these tables since the statistics were reset. */
const READ_BY_ROWS = `select coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0)::int as n
  from pg_stat_user_tables where relname in ('profiles', 'user', 'questionnaire_responses', 'training_plans')`;
/** A PostgreSQL backend flushes its statistics as it ends, just after its client has gone. */
const STATS_FLUSH_MS = 1000;

describe("start-up on existing data", () => {
  it(`reads no athlete row (${testDatabaseKind}): ${ATHLETES} athletes cost nothing at start`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-startup-"));
    const database = await createTestDatabase();
    cleanups.push(async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const config = loadConfig(
      { LOG_LEVEL: "silent", ADMIN_ACCESS_KEY: "test-admin-key-0123456789" },
      { dataDir, databaseUrl: database.url, authSecret: "test-secret-test-secret-test-secret-0123", port: 0 },
    );
    const build = () => buildApp(config, { serveWeb: false });

    const first = await build();
    await insertAthletes(first.db, ATHLETES);
    await first.close();

    // Statistics from zero, then a start on the existing data.
    if (database.url) {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      await c.query("select pg_stat_reset()");
      await c.end();
    } else {
      const c = await PGlite.create(path.join(dataDir, "pglite"));
      await c.query("select pg_stat_reset()");
      await c.close();
    }
    const second = await build();
    expect(second.liveCount.current).toBe(ATHLETES);

    const readRows = async () => {
      if (!database.url) {
        // PGlite: one backend, the app's own: its pending statistics are flushed on request.
        await second.db.execute(sql`select pg_stat_force_next_flush()`);
        const result = await second.db.execute(sql.raw(READ_BY_ROWS));
        return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
      }
      // PostgreSQL: the pool's backends flush their statistics when they end.
      await new Promise((r) => setTimeout(r, STATS_FLUSH_MS));
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      try {
        return (await c.query<{ n: number }>(READ_BY_ROWS)).rows[0]!.n;
      } finally {
        await c.end();
      }
    };
    if (database.url) await second.close();
    expect(await readRows()).toBe(0);

    // The measure sees a scan: counting the profiles reads every one of them.
    if (database.url) {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      await c.query("select count(*) from profiles");
      await c.end();
    } else {
      await counted(second.db);
    }
    expect(await readRows()).toBeGreaterThanOrEqual(ATHLETES);
    if (!database.url) await second.close();
  });
});
