// `npm run admin:key`: sets a NEW random admin access key, prints it once, stores only its
// scrypt hash in app_settings (issue #4). Works on the embedded database (DATA_DIR; refuses
// while a server holds it) and on PostgreSQL (DATABASE_URL; running servers pick the new key
// up at the next sign-in). Any previous stored key stops working.
import { ConfigError, loadConfig } from "#server/core/config";
import { openDatabase } from "#server/core/db/client";
import { DataDirLockedError } from "#server/core/db/lock";
import { printNewKey, rotateStoredKey } from "#server/features/coach-console/access-key";

async function main(): Promise<number> {
  let config;
  try {
    // The auth secret is not needed here; passing one keeps loadConfig from creating or demanding it.
    config = loadConfig(process.env, { authSecret: "unused-by-admin-key-script-0000000000" });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 78;
    }
    throw err;
  }

  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`Cannot set the admin key now: ${err.message}`);
      console.error("Stop the server, run `npm run admin:key` again, then start the server.");
      return 75;
    }
    console.error(`Cannot open the database: ${(err as Error).message}`);
    return 1;
  }

  try {
    const key = await rotateStoredKey(database.db);
    printNewKey(
      key,
      `set (${database.kind === "postgres" ? "PostgreSQL" : `embedded database in ${config.dataDir}`})`,
      "stdout",
    );
    if (config.adminAccessKey) {
      console.warn(
        "Note: ADMIN_ACCESS_KEY is set in this environment; wherever it is set, it takes precedence over the stored key.",
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
