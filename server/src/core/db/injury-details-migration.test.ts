import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client.ts";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";

/**
 * Issue #10: a database made before migration 0002 (a data folder in use) upgrades cleanly:
 * its answers rows read [] for injury_details, and the column refuses what is not a list.
 */

/** The migrations folder as it was before 0002: the first two migrations and their journal. */
function migrationsBefore0002(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gr-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  for (const e of journal.entries.slice(2)) rmSync(path.join(dir, `${e.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 2) }));
  return dir;
}

const OLD_ROW = `
  insert into "user" (id, name, email) values ('u-old', 'Old Athlete', 'old@example.test');
  insert into questionnaire_responses (user_id, age_group, height, weight, experience, role, batting_ability,
    bowling_ability, fielding_ability, training_frequency, injury_history, goals, equipment)
  values ('u-old', 'Adult', 180, 75, 'Advanced', 'Batsman', 3, 3, 3, '3 days/week', 'old hamstring tear',
    array['Speed & Agility'], array['Full Gym']);`;

interface Sql {
  exec(sql: string): Promise<void>;
  rows(sql: string): Promise<Array<Record<string, unknown>>>;
}

async function expectUpgrade(db: Sql) {
  expect(
    await db.rows(`select injury_history, injury_details from questionnaire_responses where user_id = 'u-old'`),
  ).toEqual([{ injury_history: "old hamstring tear", injury_details: [] }]);
  await db.exec(
    `update questionnaire_responses set injury_details = '[{"region":"hamstring","recency":"old","cleared":true}]' where user_id = 'u-old'`,
  );
  expect((await db.rows(`select injury_details from questionnaire_responses`))[0]!.injury_details).toEqual([
    { region: "hamstring", recency: "old", cleared: true },
  ]);
  await expect(db.exec(`update questionnaire_responses set injury_details = '{"region":"knee"}'`)).rejects.toThrow(
    /qr_injury_details_array/,
  );
  await expect(db.exec(`update questionnaire_responses set injury_details = null`)).rejects.toThrow(/null/);
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("migration 0002: questionnaire_responses.injury_details", () => {
  it("an embedded (PGlite) database from before it upgrades; older rows read []", async () => {
    const before = migrationsBefore0002();
    dirs.push(before);
    const client = await PGlite.create("memory://");
    try {
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: before });
      await client.exec(OLD_ROW);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await expectUpgrade({
        exec: async (sql) => void (await client.exec(sql)),
        rows: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      });
    } finally {
      await client.close();
    }
  });

  it.skipIf(testDatabaseKind !== "postgres")(
    "a PostgreSQL database from before it upgrades; older rows read []",
    async () => {
      const before = migrationsBefore0002();
      dirs.push(before);
      const database: TestDatabase = await createTestDatabase();
      const pool = new pg.Pool({ connectionString: database.url });
      try {
        const db = drizzlePg(pool);
        await migratePg(db, { migrationsFolder: before });
        await pool.query(OLD_ROW);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await expectUpgrade({
          exec: async (sql) => void (await pool.query(sql)),
          rows: async (sql) => (await pool.query(sql)).rows,
        });
      } finally {
        await pool.end();
        await database.drop();
      }
    },
  );
});
