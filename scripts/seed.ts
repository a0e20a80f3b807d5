/**
 * `npm run seed -- --athletes N [--seed S] [--log-days D]`: fills the database of this environment (PGlite in
 * DATA_DIR, or DATABASE_URL) with N seeded athletes. Idempotent. Refuses while a server holds
 * the embedded database. Each athlete gets D days (default 365) of training log (issue #17).
 * See server/src/ops/seed/ and docs/decisions/0040-bench.md.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/core/config";
import { createStorage } from "#server/core/storage/create-storage";
import { SeedRefusedError, openForSeeding } from "#server/ops/seed/open-for-seeding";
import { SEED_PASSWORD, seedAthletes } from "#server/ops/seed/seed-athletes";
import { backfillLoadSummaries } from "#server/features/training/load-summary-store";

const { values } = parseArgs({
  options: {
    athletes: { type: "string", default: "1000" },
    seed: { type: "string", default: "1" },
    "log-days": { type: "string", default: "365" },
  },
});
const logDays = Number(values["log-days"]);
const count = Number(values.athletes);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed) || !Number.isInteger(logDays) || logDays < 0) {
  console.error("Usage: npm run seed -- --athletes N [--seed S] [--log-days D]   (whole numbers; D = 0 for no logs)");
  process.exit(64);
}

try {
  // The seed signs nothing: no secret needed, none generated.
  const config = loadConfig(process.env, { authSecret: "seed-does-not-sign-anything" });
  const database = await openForSeeding({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    console.log(`Seeding ${count} athletes (seed ${seed}) into ${where}…`);
    // The configured storage (STORAGE=local|s3): seeded PDFs must be where the servers read them.
    const storage = createStorage(config);
    const f = await seedAthletes(database.db, storage, { count, seed, logDays }).finally(() => storage.close());
    console.log(
      `${f.inserted} added, ${f.alreadyThere} already there, in ${(f.ms / 1000).toFixed(1)} s (${f.athletesPerSecond}/s): ` +
        `${f.programs} stored programs, ${f.payments} payments, ${f.pdfs} PDFs, ` +
        `${f.sessionLogs} gym and ${f.cricketLogs} cricket log entries (${logDays} days).`,
    );
    // Logs written before the squad view's summaries existed (issue #17, decision 0105).
    const backfilled = await backfillLoadSummaries(database.db);
    if (backfilled > 0) console.log(`${backfilled} athletes' load summaries written for older logs.`);
    console.log(`Seeded athletes sign in as seed-000000@seed.gameready.example … with password "${SEED_PASSWORD}".`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof SeedRefusedError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(75);
  }
  throw err;
}
