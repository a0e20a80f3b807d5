import { openDatabase, type Database } from "#server/core/db/client";
import { DataDirLockedError } from "#server/core/db/lock";

export class SeedRefusedError extends Error {}

/**
 * The database to seed. PGlite is single-process: while a server holds DATA_DIR the seed must
 * not open it (the lock of docs/decisions/0004 refuses), and the message says what to do.
 */
export async function openForSeeding(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  try {
    return await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new SeedRefusedError(
        `Cannot seed: a GameReady server is running on the embedded database in ${opts.dataDir}.\n` +
          `Stop that server, run the seed, then start it again (or seed PostgreSQL with DATABASE_URL, which many processes may share).\n` +
          `(${err.message})`,
      );
    }
    throw err;
  }
}
