/**
 * `npm run backup -- --out <dir>`: a consistent copy of the database and the stored files
 * (docs/decisions/0060). Embedded PGlite with a server running: the server writes it (asked by
 * SIGUSR2), since no second process may open its database; with no server running: done here.
 * PostgreSQL (DATABASE_URL): pg_dump here, files copied here. Files are read through the
 * configured storage (STORAGE=local|s3, decision 0094); a file the database refers to but the
 * storage lacks fails the backup (exit 1, the keys named).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/core/config";
import { openDatabase } from "#server/core/db/client";
import { DataDirLockedError } from "#server/core/db/lock";
import { createStorage } from "#server/core/storage/create-storage";
import { BackupIncompleteError, describeBackup, serverHolding, writeBackup } from "#server/ops/backup/backup";
import { backupRequestFile, backupResultFile } from "#server/ops/backup/plugin";

const { values } = parseArgs({
  options: { out: { type: "string" }, "timeout-seconds": { type: "string", default: "600" } },
});
if (!values.out) {
  console.error("Usage: npm run backup -- --out <new or empty folder>");
  process.exit(64);
}
const out = path.resolve(values.out);
const started = Date.now();

try {
  // The backup signs nothing: no secret needed, none generated.
  const config = loadConfig(process.env, { authSecret: "backup-does-not-sign-anything" });
  const pid = config.databaseUrl ? undefined : serverHolding(config.dataDir);
  if (config.databaseUrl) {
    const storage = createStorage(config);
    try {
      const r = await writeBackup(
        { database: { kind: "postgres" }, databaseUrl: config.databaseUrl, dataDir: config.dataDir, storage },
        out,
      );
      console.log(`Backup of PostgreSQL and ${describeBackup(r)} written to ${out} in ${Date.now() - started} ms.`);
    } finally {
      await storage.close();
    }
  } else if (pid) {
    const id = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
    await writeFile(backupRequestFile(config.dataDir), JSON.stringify({ id, out }), { mode: 0o600 });
    process.kill(pid, "SIGUSR2");
    const resultFile = backupResultFile(config.dataDir, id);
    const deadline = Date.now() + Number(values["timeout-seconds"]) * 1000;
    while (!existsSync(resultFile)) {
      if (Date.now() > deadline)
        throw new Error(`The server (pid ${pid}) did not answer the backup request in time; see its log.`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = JSON.parse(await readFile(resultFile, "utf8")) as {
      ok: boolean;
      error?: string;
      incomplete?: boolean;
      summary?: string;
    };
    await rm(resultFile, { force: true });
    if (!result.ok && result.incomplete)
      throw new BackupIncompleteError(`${result.error} (written by the server, pid ${pid})`);
    if (!result.ok) throw new Error(`The server could not write the backup: ${result.error}`);
    console.log(
      `Backup written by the running server (pid ${pid}) to ${out}: database and ${result.summary}, in ${Date.now() - started} ms.`,
    );
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    const storage = createStorage(config);
    try {
      const r = await writeBackup({ database, dataDir: config.dataDir, storage }, out);
      console.log(
        `Backup (no server running) of ${config.dataDir} and ${describeBackup(r)} written to ${out} in ${Date.now() - started} ms.`,
      );
    } finally {
      await storage.close();
      await database.close();
    }
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error((err as Error).message);
    process.exit(75);
  }
  console.error(
    err instanceof BackupIncompleteError
      ? `BACKUP FAILED, files missing: ${(err as Error).message}`
      : `Backup failed: ${(err as Error).message}`,
  );
  process.exit(1);
}
