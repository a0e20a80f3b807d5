// `npm run auth:secret-changed`: after AUTH_SECRET was changed on purpose (every session ends,
// every mailed link stops working), records the new secret's fingerprint, so servers with the new
// secret start and any process still given the old one is refused. Run it with every server stopped
// and the new AUTH_SECRET (or AUTH_SECRET_FILE) in the environment.
import { ConfigError, loadConfig } from "#server/core/config";
import { forgetSecretFingerprint, checkSecretFingerprint } from "#server/core/auth/secret-fingerprint";
import { openDatabase } from "#server/core/db/client";
import { DataDirLockedError } from "#server/core/db/lock";

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
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
      console.error(`Cannot record the secret now: ${err.message}`);
      return 75;
    }
    console.error(`Cannot open the database: ${(err as Error).message}`);
    return 1;
  }
  try {
    await forgetSecretFingerprint(database.db);
    await checkSecretFingerprint(database.db, config.authSecret);
    console.log("The new AUTH_SECRET is recorded. Start every server with it.");
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
