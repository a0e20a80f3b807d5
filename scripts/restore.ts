/**
 * `npm run restore -- --from <backup dir>`: puts a backup back into this environment's DATA_DIR
 * (and DATABASE_URL's database) while NO server runs (docs/decisions/0060). What it replaces is
 * moved aside into DATA_DIR/pre-restore-<time>/, never deleted. Files are written through the
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
import { closeToOthers, makeDataDirPrivate } from "#server/core/private-data-dir";
import { acquireDataDirLock, DataDirLockedError } from "#server/core/db/lock";
import { createStorage } from "#server/core/storage/create-storage";
import { STORAGE_AREAS, type StorageArea } from "#server/core/storage/storage";
import { pgBin, readManifest, run, verifyBackupFiles } from "#server/ops/backup/backup";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Usage: npm run restore -- --from <backup folder>");
  process.exit(64);
}
const from = path.resolve(values.from);

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
      await run(pgBin("pg_restore"), [
        "--clean",
        "--if-exists",
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
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(
      err instanceof DataDirLockedError ? `Cannot restore while a server runs: ${err.message}` : err.message,
    );
    process.exit(75);
  }
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
