import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl } from "#server/testing/database";
import { openDatabase } from "./client.ts";

describe("opening the database from several processes at once", () => {
  if (!testDatabaseUrl) {
    it.skip("needs TEST_DATABASE_URL (PostgreSQL): PGlite has one process by design (0004)", () => {});
    return;
  }

  it("four openers on a fresh PostgreSQL database all succeed; the migrations are applied once", {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase();
    try {
      // Separate pools, as separate server processes have: they race on the same empty database.
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, dataDir: "/nonexistent" })),
      );
      const failures = opened
        .filter((r) => r.status === "rejected")
        .map((r) => String((r as PromiseRejectedResult).reason));
      expect(failures).toEqual([]);
      const dbs = opened.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value);
      try {
        const { rows } = (await dbs[0]!.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: Array<{ n: number }> };
        const { rows: files } = (await dbs[0]!.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_name = 'training_plans'`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(files[0]!.n).toBe(1);
        expect(rows[0]!.n).toBeGreaterThan(0);
        // Each migration recorded once, not once per opener.
        const { rows: distinct } = (await dbs[0]!.db.execute(
          sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(rows[0]!.n).toBe(distinct[0]!.n);
      } finally {
        await Promise.all(dbs.map((d) => d.close()));
      }
    } finally {
      await database.drop();
    }
  });
});
