import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fp from "fastify-plugin";
import { BackupIncompleteError, describeBackup, writeBackup } from "./backup.ts";

/** Where `npm run backup` leaves its request and the server its answer (docs/decisions/0060). */
export const backupRequestFile = (dataDir: string) => path.join(dataDir, "backup-request.json");
export const backupResultFile = (dataDir: string, id: string) => path.join(dataDir, `backup-result-${id}.json`);

/**
 * Online backup of the embedded database: PGlite can be opened by this process only, so
 * `npm run backup` asks the running server with SIGUSR2 (a local, same-user signal: no network
 * endpoint, no key) to write the backup folder named in DATA_DIR/backup-request.json.
 */
export default fp(
  async (app, opts: { enabled: boolean }) => {
    if (!opts.enabled || app.database.kind !== "pglite") return;
    const dataDir = app.config.dataDir;
    let running: Promise<void> | null = null;
    const onSignal = () => {
      running ??= handle().finally(() => (running = null));
    };
    const handle = async () => {
      const requestFile = backupRequestFile(dataDir);
      if (!existsSync(requestFile)) return;
      const request = JSON.parse(await readFile(requestFile, "utf8")) as { id: string; out: string };
      await rm(requestFile, { force: true });
      if (!/^[a-z0-9-]{1,64}$/.test(request.id)) return;
      let result;
      try {
        const started = Date.now();
        const written = await writeBackup(
          { database: app.database, dataDir, storage: app.storage, holdRemovals: app.holdFileRemovals },
          request.out,
        );
        result = {
          ok: true,
          out: request.out,
          files: written.manifest.files.length,
          summary: describeBackup(written),
          ms: Date.now() - started,
        };
        app.log.info(result, "backup written");
      } catch (err) {
        app.log.error({ err }, "backup failed");
        result = { ok: false, error: (err as Error).message, incomplete: err instanceof BackupIncompleteError };
      }
      await writeFile(backupResultFile(dataDir, request.id), JSON.stringify(result) + "\n", { mode: 0o600 });
    };
    process.on("SIGUSR2", onSignal);
    app.addHook("onClose", async () => {
      process.off("SIGUSR2", onSignal);
      await running;
    });
  },
  { name: "backup", dependencies: ["db", "storage"] },
);
