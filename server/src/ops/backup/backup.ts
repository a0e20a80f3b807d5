import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "#server/core/db/client";

/**
 * A backup folder (docs/decisions/0060): the database (PGlite's data folder as a tarball, or a
 * pg_dump archive), every stored file with its SHA-256, the embedded auth secret, and
 * manifest.json written LAST: a folder without a manifest is an unfinished backup.
 */
export const MANIFEST = "manifest.json";
export const PGLITE_ARCHIVE = "pglite.tar.gz";
export const PG_ARCHIVE = "postgres.dump";

export interface Manifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  archive: string;
  files: Array<{ path: string; bytes: number; sha256: string }>;
  authSecret: boolean;
}

export interface BackupSource {
  database: Pick<Database, "kind" | "dumpDataDir">;
  databaseUrl?: string;
  dataDir: string;
  /** Holds file removals (replaced avatars and PDFs) until released, so every file the dump names is still there to copy. */
  holdRemovals?: () => () => Promise<void>;
}

export const pgBin = (name: string) => {
  const dir = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
  return existsSync(path.join(dir, name)) ? path.join(dir, name) : name;
};

export function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d) => (err += String(d)));
    child.on("error", (e) =>
      reject(new Error(`${cmd} could not run (${e.message}): install the PostgreSQL client tools or set PG_BIN`)),
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${err.trim()}`))));
  });
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // Temporary files are uploads being written: not part of any committed state.
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Writes a backup into `outDir` (which must be empty or new). */
export async function writeBackup(src: BackupSource, outDir: string): Promise<Manifest> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0)
    throw new Error(`The backup folder ${outDir} is not empty: give a new or empty folder.`);
  const release = src.holdRemovals?.() ?? (async () => {});
  try {
    // 1. The database, at one moment. Files are written before the row naming them commits,
    //    and removals wait until the copy below is done: every file the dump names is copied.
    let archive: string;
    if (src.database.kind === "pglite") {
      if (!src.database.dumpDataDir) throw new Error("this database cannot be dumped");
      const blob = await src.database.dumpDataDir();
      archive = PGLITE_ARCHIVE;
      await writeFile(path.join(outDir, archive), Buffer.from(await blob.arrayBuffer()));
    } else {
      if (!src.databaseUrl) throw new Error("DATABASE_URL is needed to back up PostgreSQL");
      archive = PG_ARCHIVE;
      await run(pgBin("pg_dump"), [
        "--format=custom",
        "--no-owner",
        "--no-acl",
        "--file",
        path.join(outDir, archive),
        src.databaseUrl,
      ]);
    }
    // 2. The files, each with its checksum.
    const filesDir = path.join(src.dataDir, "files");
    const files: Manifest["files"] = [];
    for (const rel of await listFiles(filesDir)) {
      const data = await readFile(path.join(filesDir, rel)).catch(() => null);
      if (!data) continue; // removed meanwhile: only possible for a file no committed row names
      await mkdir(path.dirname(path.join(outDir, "files", rel)), { recursive: true });
      await writeFile(path.join(outDir, "files", rel), data);
      files.push({ path: rel, bytes: data.length, sha256: sha256(data) });
    }
    // 3. The embedded secret signs sessions and links: without it a restore signs everyone out.
    const secret = path.join(src.dataDir, "auth-secret");
    const authSecret = !src.databaseUrl && existsSync(secret);
    if (authSecret) await copyFile(secret, path.join(outDir, "auth-secret"));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: src.database.kind,
      archive,
      files,
      authSecret,
    };
    await writeFile(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    return manifest;
  } finally {
    await release();
  }
}

/** The pid of a live server holding DATA_DIR's embedded database, if any (lock of decision 0004). */
export function serverHolding(dataDir: string): number | undefined {
  const lock = path.join(dataDir, "server.lock");
  if (!existsSync(lock)) return undefined;
  const pid = Number.parseInt(readFileSync(lock, "utf8").trim(), 10);
  if (!Number.isInteger(pid) || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${dir} holds no ${MANIFEST}: not a backup, or an unfinished one.`);
  return JSON.parse(await readFile(file, "utf8")) as Manifest;
}

export async function verifyBackupFiles(dir: string, manifest: Manifest): Promise<void> {
  for (const f of manifest.files) {
    const data = await readFile(path.join(dir, "files", f.path));
    if (sha256(data) !== f.sha256) throw new Error(`backup file ${f.path} does not match its checksum`);
  }
}
