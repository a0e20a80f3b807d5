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
import { MIGRATIONS_FOLDER } from "#server/core/db/client";
import { createTestDatabase, testDatabaseKind } from "#server/testing/database";

/**
 * Issue #12's migration (`*_training_log`, found by its name, whatever number it is given): a
 * database in use before it upgrades, its athletes keep their data, and the new tables hold the
 * log's bounds and go with a deleted account.
 */
function migrationsBeforeTrainingLog(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gr-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_training_log"));
  expect(at).toBeGreaterThan(0);
  for (const e of journal.entries.slice(at)) rmSync(path.join(dir, `${e.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const OLD_ATHLETE = `insert into "user" (id, name, email) values ('u-old', 'Old Athlete', 'old@example.test');`;
const SESSION = (id: string, week = 1, extra = "") =>
  `insert into session_logs (id, user_id, week, day, date, status, session_rpe, minutes, sets, edited_at)
   values ('${id}', 'u-old', ${week}, 1, '2026-11-20', 'done', 6, 60, '[]', now())${extra}`;
const CRICKET = (balls: number) =>
  `insert into cricket_logs (id, user_id, date, kind, minutes, session_rpe, balls, intensity, edited_at)
   values (gen_random_uuid(), 'u-old', '2026-11-20', 'nets', 90, 7, ${balls}, 'full', now())`;

interface Sql {
  exec(sql: string): Promise<void>;
  rows(sql: string): Promise<Array<Record<string, unknown>>>;
}

async function expectUpgrade(db: Sql) {
  expect(await db.rows(`select name from "user" where id = 'u-old'`)).toEqual([{ name: "Old Athlete" }]);
  await db.exec(
    `insert into training_settings (user_id, start_date, weekdays) values ('u-old', '2026-11-16', '{1,3,5}')`,
  );
  await db.exec(SESSION("00000000-0000-4000-8000-000000000001"));
  await db.exec(CRICKET(48));
  // One log per plan session, and the bounds the API enforces hold in the table too.
  await expect(db.exec(SESSION("00000000-0000-4000-8000-000000000002"))).rejects.toThrow(
    /session_logs_user_week_day_uq/,
  );
  await expect(db.exec(SESSION("00000000-0000-4000-8000-000000000003", 9))).rejects.toThrow(/sl_week_range/);
  await expect(db.exec(CRICKET(10_000))).rejects.toThrow(/cl_balls_range/);
  await expect(
    db.exec(`insert into training_settings (user_id, start_date, weekdays) values ('nobody', '2026-11-16', '{1,3}')`),
  ).rejects.toThrow(/foreign key/);
  // A deleted account takes its whole log with it.
  await db.exec(`delete from "user" where id = 'u-old'`);
  for (const table of ["training_settings", "session_logs", "cricket_logs"])
    expect(await db.rows(`select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("migration training_log", () => {
  it("an embedded (PGlite) database from before it upgrades", async () => {
    const before = migrationsBeforeTrainingLog();
    dirs.push(before);
    const client = await PGlite.create("memory://");
    try {
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: before });
      await client.exec(OLD_ATHLETE);
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await expectUpgrade({
        exec: async (sql) => void (await client.exec(sql)),
        rows: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      });
    } finally {
      await client.close();
    }
  });

  it.skipIf(testDatabaseKind !== "postgres")("a PostgreSQL database from before it upgrades", async () => {
    const before = migrationsBeforeTrainingLog();
    dirs.push(before);
    const database = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: database.url });
    try {
      const db = drizzlePg(pool);
      await migratePg(db, { migrationsFolder: before });
      await pool.query(OLD_ATHLETE);
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await expectUpgrade({
        exec: async (sql) => void (await pool.query(sql)),
        rows: async (sql) => (await pool.query(sql)).rows,
      });
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
