import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the embedded database, the auth secret, uploads, the mail folder and backup
 * requests: athletes' health data and what signs their sessions. Only the server's own user may
 * read it, whatever the host's umask (644 files in 755 folders by default). PGlite and the
 * storage write with default modes, so the process's umask is what covers every file they make.
 */
export const PRIVATE_UMASK = 0o077;

/** From now on this process creates files 0600 and folders 0700 (a worker thread cannot: it keeps its host's). */
export function keepNewFilesPrivate(): void {
  try {
    process.umask(PRIVATE_UMASK);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ERR_WORKER_UNSUPPORTED_OPERATION") throw err;
  }
}

/**
 * Creates DATA_DIR for this user only, and takes group and world access off everything already
 * in it: a folder made before this rule (or by a tool with a looser umask) is fixed at the next
 * start. Links inside it and files another user owns are left alone: they are not ours to change.
 */
export function makeDataDirPrivate(dataDir: string): void {
  keepNewFilesPrivate();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeToOthers(dataDir);
}

/**
 * Takes group and world access off `dir` and everything in it. Also for a writer that sets its
 * own modes past the umask: PGlite writes the cluster of its first start 0666.
 */
export function closeToOthers(dir: string): void {
  const uid = process.getuid?.();
  const tighten = (p: string, stat = lstatSync(p, { throwIfNoEntry: false })) => {
    if (!stat || stat.isSymbolicLink() || (uid !== undefined && stat.uid !== uid)) return;
    if ((stat.mode & PRIVATE_UMASK) !== 0) chmodSync(p, stat.mode & 0o7777 & ~PRIVATE_UMASK);
    if (stat.isDirectory()) for (const name of readdirSync(p)) tighten(path.join(p, name));
  };
  // `dir` itself may be a link to a volume: the folder it names is the one to close.
  tighten(dir, statSync(dir));
}
