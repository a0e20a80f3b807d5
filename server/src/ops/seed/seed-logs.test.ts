import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSummary } from "#domain/training/load-summary";
import { openDatabase, type Database } from "#server/core/db/client";
import { athleteLoadSummary, cricketLogs, sessionLogs, trainingSettings } from "#server/core/db/schema";
import { createLocalStorage, type Storage } from "#server/core/storage/local-storage";
import { createTestDatabase, type TestDatabase } from "#server/testing/database";
import { listAthletes } from "#server/features/coach-console/squad-repository";
import { asCricket, asSession } from "#server/features/training/load-summary-store";
import { seedUserId } from "./ids.ts";
import { seedAthletes } from "./seed-athletes.ts";

/** `npm run seed` grows a year of training log (issue #17): realistic, deterministic, idempotent. */
const COUNT = 200;
const NOW = Date.parse("2026-07-15T12:00:00Z");
const TODAY = "2026-07-15";
let dir: string;
let testDb: TestDatabase;
let database: Database;
let storage: Storage;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "gameready-seed-logs-"));
  testDb = await createTestDatabase();
  database = await openDatabase({ dataDir: dir, databaseUrl: testDb.url, inMemory: !testDb.url });
  storage = createLocalStorage(path.join(dir, "files"));
}, 120_000);
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const n = async (table: typeof sessionLogs | typeof cricketLogs | typeof athleteLoadSummary) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe("seeded training logs", () => {
  it("grows a year of logs with summaries that match the logs, and a second run adds nothing", async () => {
    const opts = { count: COUNT, seed: 3, now: NOW, logDays: 365, batchSize: 80, shares: { pdf: 0 } };
    const first = await seedAthletes(database.db, storage, opts);
    console.log(`seed with logs: ${COUNT} athletes in ${first.ms} ms`, first);
    expect(first.cricketLogs).toBeGreaterThan(COUNT * 40);
    expect(first.sessionLogs).toBeGreaterThan(COUNT * 5);
    expect(await n(cricketLogs)).toBe(first.cricketLogs);
    expect(await n(sessionLogs)).toBe(first.sessionLogs);

    // No log is edited after the seed ran (here at noon, before the evening the logs are dated):
    // a future edit time would make an athlete's real edit of today's log look older, and lose.
    const [sessionsLatest] = await database.db.select({ at: max(sessionLogs.editedAt) }).from(sessionLogs);
    const [cricketLatest] = await database.db.select({ at: max(cricketLogs.editedAt) }).from(cricketLogs);
    expect(sessionsLatest!.at!.getTime()).toBeLessThanOrEqual(NOW);
    expect(cricketLatest!.at!.getTime()).toBe(NOW);

    const again = await seedAthletes(database.db, storage, opts);
    expect(again).toMatchObject({ inserted: 0, alreadyThere: COUNT, cricketLogs: 0, sessionLogs: 0 });
    expect(await n(cricketLogs)).toBe(first.cricketLogs);

    // Every stored summary is what the domain computes from the stored log.
    for (const i of [0, 1, 2, 17, 99, 150]) {
      const userId = seedUserId(i);
      const sessions = await database.db.select().from(sessionLogs).where(eq(sessionLogs.userId, userId));
      const cricket = await database.db.select().from(cricketLogs).where(eq(cricketLogs.userId, userId));
      const [row] = await database.db.select().from(athleteLoadSummary).where(eq(athleteLoadSummary.userId, userId));
      const expected = loadSummary(sessions.map(asSession), cricket.map(asCricket));
      if (expected.lastLoggedOn === null) expect(row).toBeUndefined();
      else
        expect(row).toMatchObject({
          firstLoadOn: expected.firstLoadOn,
          ewmaOn: expected.ewmaOn,
          lastLoggedOn: expected.lastLoggedOn,
          acuteLoad: expect.closeTo(expected.acute, 9),
          chronicLoad: expect.closeTo(expected.chronic, 9),
        });
      const logged = sessions.length + cricket.length > 0;
      const [settings] = await database.db.select().from(trainingSettings).where(eq(trainingSettings.userId, userId));
      expect(Boolean(settings), `athlete ${i}`).toBe(logged);
    }
  }, 240_000);

  it("is a realistic squad: some spikes, some not logged for a week, most steady, juniors' breaches", async () => {
    const all = await listAthletes(database.db, { page: 1, pageSize: 100, today: TODAY, filters: [] });
    const spikes = await listAthletes(database.db, { page: 1, pageSize: 100, today: TODAY, filters: ["spike"] });
    const quiet = await listAthletes(database.db, { page: 1, pageSize: 100, today: TODAY, filters: ["not-logged-7"] });
    console.log(`squad of ${all.total}: ${spikes.total} spikes, ${quiet.total} not logged for 7 days`);
    expect(spikes.total).toBeGreaterThan(COUNT * 0.03);
    expect(spikes.total).toBeLessThan(COUNT * 0.25);
    expect(quiet.total).toBeGreaterThan(COUNT * 0.15);
    expect(quiet.total).toBeLessThan(COUNT * 0.45);
    const steady = all.athletes.filter((a) => a.training.state === "steady").length;
    expect(steady).toBeGreaterThan(40);
    // Done sessions mostly: 80% of the planned sessions so far are done.
    const done = all.athletes.reduce((s, a) => s + a.training.doneTotal, 0);
    expect(done).toBeGreaterThan(0);
  });
});
