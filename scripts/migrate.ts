/**
 * `npm run migrate`: applies pending database migrations and exits, as a deploy step of its own
 * (the compose file's `migrate` service; issue #15, docs/decisions/0095). Servers started with
 * MIGRATE_ON_START=false then only check that the schema is current. On PostgreSQL it holds the
 * same advisory lock as a migrating server, so it is safe while old servers still run.
 */
import { ConfigError, loadConfig } from "#server/core/config";
import { openDatabase } from "#server/core/db/client";
import { DataDirLockedError } from "#server/core/db/lock";

try {
  // Migrating signs nothing: no secret needed, none generated.
  const config = loadConfig(process.env, { authSecret: "migrate-does-not-sign-anything" });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    sharedBuffers: config.pgliteSharedBuffers,
    migrations: "none",
  });
  try {
    const applied = await database.migrate();
    const where = config.databaseUrl ? "PostgreSQL" : `the embedded database in ${config.dataDir}`;
    console.log(`Applied ${applied} migration(s) to ${where}; the schema is current.`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(err instanceof ConfigError ? 78 : 75);
  }
  console.error("Migration failed:", err);
  process.exit(1);
}
