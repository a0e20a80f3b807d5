import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "#server/core/db/client";
import { BACKFILL_DONE_SETTING } from "./load-summary-backfill.ts";

/**
 * The `*_athlete_load_summary` migration (issue #17, decision 0105) marks the backfill done only
 * where there is nothing to backfill: a database without logs never scans them at start; one that
 * upgrades with logs leaves the mark to the backfill.
 */
function migrationsBefore(tagEnd: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gr-migrations-"));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagEnd));
  expect(at).toBeGreaterThan(0);
  for (const e of journal.entries.slice(at)) rmSync(path.join(dir, `${e.tag}.sql`));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

const marked = async (client: PGlite) =>
  (await client.query(`select 1 from app_settings where key = $1`, [BACKFILL_DONE_SETTING])).rows.length === 1;

it("a new database is marked done; one upgrading with logs is left for the backfill", async () => {
  const fresh = new PGlite();
  await migrate(drizzle(fresh), { migrationsFolder: MIGRATIONS_FOLDER });
  expect(await marked(fresh)).toBe(true);
  await fresh.close();

  const old = new PGlite();
  const before = migrationsBefore("_athlete_load_summary");
  await migrate(drizzle(old), { migrationsFolder: before });
  await old.exec(`insert into "user" (id, name, email) values ('u-old', 'Old Athlete', 'old@example.test')`);
  await old.exec(`insert into cricket_logs (id, user_id, date, kind, minutes, session_rpe, balls, intensity, edited_at)
    values (gen_random_uuid(), 'u-old', '2026-11-20', 'nets', 90, 7, 48, 'full', now())`);
  await migrate(drizzle(old), { migrationsFolder: MIGRATIONS_FOLDER });
  expect(await marked(old)).toBe(false);
  await old.close();
  rmSync(before, { recursive: true, force: true });
}, 120_000);
