/**
 * `npm run seed -- --athletes N [--seed S]`: fills the database of this environment (PGlite in
 * DATA_DIR, or DATABASE_URL) with N seeded athletes. Idempotent. Refuses while a server holds
 * the embedded database. See server/src/ops/seed/ and docs/decisions/0040-bench.md.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/core/config";
import { createLocalStorage } from "#server/core/storage/local-storage";
import { SeedRefusedError, openForSeeding } from "#server/ops/seed/open-for-seeding";
import { SEED_PASSWORD, seedAthletes } from "#server/ops/seed/seed-athletes";

const { values } = parseArgs({
  options: { athletes: { type: "string", default: "1000" }, seed: { type: "string", default: "1" } },
});
const count = Number(values.athletes);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
  console.error("Usage: npm run seed -- --athletes N [--seed S]   (N and S whole numbers)");
  process.exit(64);
}

try {
  // The seed signs nothing: no secret needed, none generated.
  const config = loadConfig(process.env, { authSecret: "seed-does-not-sign-anything" });
  const database = await openForSeeding({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    console.log(`Seeding ${count} athletes (seed ${seed}) into ${where}…`);
    const f = await seedAthletes(database.db, createLocalStorage(path.join(config.dataDir, "files")), { count, seed });
    console.log(
      `${f.inserted} added, ${f.alreadyThere} already there, in ${(f.ms / 1000).toFixed(1)} s (${f.athletesPerSecond}/s): ` +
        `${f.programs} stored programs, ${f.payments} payments, ${f.pdfs} PDFs.`,
    );
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
