import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * An exclusive lock on DATA_DIR, held for the life of the process. The lock file names the
 * owning pid: a lock left by a process that died (SIGKILL, power loss) is taken over, one held
 * by a live process makes this start refuse. See docs/decisions/0004-embedded-database-lock.md.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another GameReady server (pid ${owner}) is already using DATA_DIR ${dataDir}. ` +
            `The embedded database can be opened by one process only: stop that server, or give this one another DATA_DIR, ` +
            `or use PostgreSQL (DATABASE_URL) to run several servers.`,
        );
      }
      // Stale lock from a dead process: remove it and try again.
      try {
        unlinkSync(file);
      } catch {
        /* raced with another starter; loop decides */
      }
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: another server is starting at the same time.`);
}
