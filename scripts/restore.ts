/**
 * `npm run restore -- --from <backup dir>`: puts a backup back into this environment's DATA_DIR
 * (and DATABASE_URL's database) while NO server runs (docs/decisions/0060). On PostgreSQL it
 * refuses while any GameReady server is connected to that database, naming each one (a lock on
 * the local DATA_DIR says nothing about servers on other machines); `--replace-live` overrides
 * that. What it replaces is moved aside into DATA_DIR/pre-restore-<time>/, never deleted: on
 * PostgreSQL, a pg_dump of the database as it was. Files are written through the
 * configured storage (STORAGE=local|s3, decision 0094) and read back to check their checksums;
 * in a bucket, objects the backup does not hold are left alone (nothing is deleted there either).
 */
import { existsSync } from "node:fs";
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { ConfigError, loadConfig } from "#server/core/config";
import pg from "pg";
import { SERVER_APPLICATION_NAME } from "#server/core/db/client";
import { closeToOthers, makeDataDirPrivate } from "#server/core/private-data-dir";
import { acquireDataDirLock, DataDirLockedError } from "#server/core/db/lock";
import { createStorage } from "#server/core/storage/create-storage";
import { STORAGE_AREAS, type StorageArea } from "#server/core/storage/storage";
import { PG_ARCHIVE, pgBin, readManifest, run, verifyBackupFiles } from "#server/ops/backup/backup";

const { values } = parseArgs({ options: { from: { type: "string" }, "replace-live": { type: "boolean" } } });
if (!values.from) {
  console.error("Usage: npm run restore -- --from <backup folder>");
  process.exit(64);
}
const from = path.resolve(values.from);

class LiveDatabaseError extends Error {}

/** Drops everything GameReady keeps in the database: its tables and the migration journal. */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: "gameready-restore" });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await client.query("DROP SCHEMA public CASCADE");
    await client.query("CREATE SCHEMA public");
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

/** GameReady servers connected to the database at `url`: one line per client address, with its connections. */
async function connectedServers(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, application_name: "gameready-restore" });
  await client.connect();
  try {
    const { rows } = await client.query<{ who: string; n: number; since: string }>(
      `select coalesce(host(client_addr), 'local socket') as who, count(*)::int as n, min(backend_start)::text as since
         from pg_stat_activity
        where datname = current_database() and application_name = $1
        group by client_addr`,
      [SERVER_APPLICATION_NAME],
    );
    return rows.map((r) => `${r.who}: ${r.n} connection(s) of ${SERVER_APPLICATION_NAME}, since ${r.since}`);
  } finally {
    await client.end();
  }
}

try {
  const config = loadConfig(process.env, { authSecret: "restore-does-not-sign-anything" });
  const manifest = await readManifest(from);
  await verifyBackupFiles(from, manifest);
  if ((manifest.database === "postgres") !== Boolean(config.databaseUrl)) {
    throw new ConfigError(
      `This backup holds a ${manifest.database} database: ${manifest.database === "postgres" ? "set DATABASE_URL to restore it" : "unset DATABASE_URL to restore it into DATA_DIR"}.`,
    );
  }
  // Check the destination storage before touching the database: no half-done restore.
  const storage = createStorage(config);
  await storage.check();
  // For this user only, like a server's (what the restore writes inherits the umask it sets).
  makeDataDirPrivate(config.dataDir);
  // The same lock a server takes: refuses while a server holds DATA_DIR, and keeps one from starting meanwhile.
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const aside = path.join(config.dataDir, `pre-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
    const moveAside = async (name: string) => {
      if (!existsSync(path.join(config.dataDir, name))) return;
      await mkdir(aside, { recursive: true });
      await rename(path.join(config.dataDir, name), path.join(aside, name));
    };
    if (manifest.database === "pglite") {
      await moveAside("pglite");
      const archive = new Blob([new Uint8Array(await readFile(path.join(from, manifest.archive)))]);
      await mkdir(path.join(config.dataDir, "pglite"), { recursive: true });
      const db = await PGlite.create(path.join(config.dataDir, "pglite"), { loadDataDir: archive });
      await db.query("select 1");
      await db.close();
      closeToOthers(path.join(config.dataDir, "pglite")); // the archive's files come out 0666
    } else {
      const live = await connectedServers(config.databaseUrl!);
      if (live.length > 0 && !values["replace-live"]) {
        throw new LiveDatabaseError(
          `Cannot restore: GameReady servers are connected to this database and would keep serving while it is replaced:\n  ${live.join("\n  ")}\n` +
            "Stop every server (all replicas, on every machine), then run the restore again. To replace a live database anyway, add --replace-live (its current data is still kept aside first).",
        );
      }
      // What is replaced is kept: a dump of the database as it was, beside the files moved aside.
      await mkdir(aside, { recursive: true });
      await run(pgBin("pg_dump"), ["--format=custom", "--file", path.join(aside, PG_ARCHIVE), config.databaseUrl!]);
      // Then the database is emptied, not cleaned object by object: a table a later migration
      // added (and its foreign keys) would otherwise survive, block the drop of the tables it
      // refers to, or be unknown to the restored migration journal.
      await emptyDatabase(config.databaseUrl!);
      await run(pgBin("pg_restore"), [
        "--no-owner",
        "--no-acl",
        "--single-transaction",
        "--dbname",
        config.databaseUrl!,
        path.join(from, manifest.archive),
      ]);
    }
    if (storage.kind === "local") await moveAside("files");
    for (const f of manifest.files) {
      const [area, ...rest] = f.path.split("/");
      if (!STORAGE_AREAS.includes(area as StorageArea)) throw new Error(`backup file ${f.path}: unknown storage area`);
      await storage.put(area as StorageArea, rest.join("/"), await readFile(path.join(from, "files", f.path)));
      const back = await storage.read(area as StorageArea, rest.join("/"));
      if (!back || createHash("sha256").update(back).digest("hex") !== f.sha256)
        throw new Error(`restored file ${f.path} does not read back with its checksum from ${storage.kind} storage`);
    }
    if (manifest.authSecret) {
      await moveAside("auth-secret");
      await copyFile(path.join(from, "auth-secret"), path.join(config.dataDir, "auth-secret"));
    }
    console.log(
      `Restored the ${manifest.database} database and ${manifest.files.length} files (into ${storage.kind} storage, each checked) of ${manifest.createdAt} into ${config.dataDir}` +
        (existsSync(aside) ? `; what was there is kept in ${aside}.` : "."),
    );
  } finally {
    lock.release();
    await storage.close();
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof LiveDatabaseError) {
    console.error(
      err instanceof DataDirLockedError ? `Cannot restore while a server runs: ${err.message}` : err.message,
    );
    process.exit(75);
  }
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
