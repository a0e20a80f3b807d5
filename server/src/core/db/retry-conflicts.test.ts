import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl } from "#server/testing/database";
import { openDatabase } from "./client.ts";

/**
 * Two transactions that take the same two rows in opposite orders deadlock: PostgreSQL aborts one
 * (40P01). The transaction helper runs the loser again, so both writes succeed; nothing answers 500.
 */
describe.runIf(testDatabaseUrl)("transactions retried after a deadlock (PostgreSQL)", () => {
  it("both of two deadlocking transactions commit", { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    const retried: string[] = [];
    const opened = await openDatabase({
      databaseUrl: database.url,
      dataDir: "/nonexistent",
      onConflictRetry: (code) => retried.push(code),
    });
    try {
      const { db } = opened;
      await db.execute(sql`insert into app_settings (key, value) values ('dl-a', '0'), ('dl-b', '0')`);
      // Each holds its first row until the other has taken its own: then each asks for the other's.
      let arrived = 0;
      let release!: () => void;
      const bothHoldOne = new Promise<void>((r) => (release = r));
      const attempts = { ab: 0, ba: 0 };
      const swap = (first: string, second: string, name: "ab" | "ba") =>
        db.transaction(async (tx) => {
          attempts[name]++;
          await tx.execute(sql`update app_settings set value = (value::int + 1)::text where key = ${first}`);
          if (attempts[name] === 1) {
            if (++arrived === 2) release();
            await bothHoldOne;
          }
          await tx.execute(sql`update app_settings set value = (value::int + 1)::text where key = ${second}`);
        });
      await Promise.all([swap("dl-a", "dl-b", "ab"), swap("dl-b", "dl-a", "ba")]);
      const rows = (await db.execute(
        sql`select key, value from app_settings where key like 'dl-%' order by key`,
      )) as unknown as {
        rows: Array<{ key: string; value: string }>;
      };
      expect(rows.rows).toEqual([
        { key: "dl-a", value: "2" },
        { key: "dl-b", value: "2" },
      ]);
      expect(attempts.ab + attempts.ba).toBe(3); // one of them ran twice
      expect(retried).toEqual(["40P01"]);
    } finally {
      await opened.close();
      await database.drop();
    }
  });
});
