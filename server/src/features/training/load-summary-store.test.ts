import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { appSettings, athleteLoadSummary, cricketLogs } from "#server/core/db/schema";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { loadSummary } from "#domain/training/load-summary";
import { asCricket, backfillLoadSummaries } from "./load-summary-store.ts";
import { BACKFILL_DONE_SETTING, backfillOnce } from "./load-summary-backfill.ts";

/** Logs written before athlete_load_summary existed get their summary from the backfill (issue #17). */
const {
  server,
  athletes: [old],
} = setUpTestServer({ athletes: [{ fullName: "Before Migration" }] });

it("writes the missing summary of an athlete whose logs have none, and nothing twice", async () => {
  const db = server.app.db;
  // Straight into the table, as rows written before the migration: no summary kept.
  await db.insert(cricketLogs).values({
    id: randomUUID(),
    userId: old.userId,
    date: "2026-05-04",
    kind: "nets",
    minutes: 60,
    sessionRpe: 5,
    editedAt: new Date("2026-05-04T18:00:00Z"),
  });
  expect(await db.select().from(athleteLoadSummary).where(eq(athleteLoadSummary.userId, old.userId))).toEqual([]);
  expect(await backfillLoadSummaries(db)).toBe(1);
  const [row] = await db.select().from(athleteLoadSummary).where(eq(athleteLoadSummary.userId, old.userId));
  expect(row).toMatchObject({ firstLoadOn: "2026-05-04", lastLoggedOn: "2026-05-04", ewmaOn: "2026-05-10" });
  const expected = loadSummary(
    [],
    [(await db.select().from(cricketLogs).where(eq(cricketLogs.userId, old.userId))).map(asCricket)[0]!],
  );
  expect(row!.acuteLoad).toBeCloseTo(expected.acute, 9);
  expect(row!.chronicLoad).toBeCloseTo(expected.chronic, 9);
  expect(await backfillLoadSummaries(db)).toBe(0);
});

it("runs once per database after the upgrade: the server's start wrote the marker, and a second run reads it and stops", async () => {
  const db = server.app.db;
  const opts = { now: () => server.clock.now(), log: server.app.log };
  // A new database is marked by its migration (nothing to backfill), so nothing runs again.
  await expect
    .poll(async () => (await db.select().from(appSettings).where(eq(appSettings.key, BACKFILL_DONE_SETTING))).length)
    .toBe(1);
  await db.delete(athleteLoadSummary).where(eq(athleteLoadSummary.userId, old.userId));
  expect(await backfillOnce(db, opts)).toBeUndefined();
  expect(await db.select().from(athleteLoadSummary).where(eq(athleteLoadSummary.userId, old.userId))).toEqual([]);
  // Without the marker (a database upgraded to this version) it writes what is missing, then marks.
  await db.delete(appSettings).where(eq(appSettings.key, BACKFILL_DONE_SETTING));
  expect(await backfillOnce(db, { ...opts, stop: () => true })).toBeUndefined();
  expect(await db.select().from(appSettings).where(eq(appSettings.key, BACKFILL_DONE_SETTING))).toEqual([]);
  expect(await backfillOnce(db, opts)).toBe(1);
  expect(await db.select().from(athleteLoadSummary).where(eq(athleteLoadSummary.userId, old.userId))).toHaveLength(1);
  expect(await db.select().from(appSettings).where(eq(appSettings.key, BACKFILL_DONE_SETTING))).toHaveLength(1);
});
