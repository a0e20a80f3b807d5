import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { like } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, Db } from "#server/core/db/client";
import * as schema from "#server/core/db/schema";
import { keepNewFilesPrivate } from "#server/core/private-data-dir";
import { athleteTrainingPdfs, profiles } from "#server/core/db/schema";
import { BACKED_UP_AREAS, type Storage, type StorageArea } from "#server/core/storage/storage";

/**
 * A backup folder (docs/decisions/0060, 0094): the database (PGlite's data folder as a tarball,
 * or a pg_dump archive), every stored file (read through the storage driver) with its SHA-256,
 * the embedded auth secret, and manifest.json written LAST: a folder without a manifest is an
 * unfinished backup. A file the database refers to but storage lacks fails the backup.
 */
export const MANIFEST = "manifest.json";
export const PGLITE_ARCHIVE = "pglite.tar.gz";
export const PG_ARCHIVE = "postgres.dump";

export interface Manifest {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  archive: string;
  /** `<area>/<key>` of every stored file, as the storage driver holds it. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
  authSecret: boolean;
  /** Where the files came from, and how many of them the database refers to (all verified present). */
  storage?: "local" | "s3";
  referenced?: number;
}

export interface BackupSource {
  /** `db` is needed for PGlite (the references are read from it); PostgreSQL is read at the dump's snapshot. */
  database: Pick<Database, "kind" | "dumpDataDir"> & { db?: Db };
  databaseUrl?: string;
  dataDir: string;
  /** The configured driver: files are read through it, never from a folder (0094). */
  storage: Storage;
  /** Holds file removals (replaced avatars and PDFs) until released, so every file the dump names is still there to copy. */
  holdRemovals?: () => () => Promise<void>;
}

export interface BackupResult {
  manifest: Manifest;
  /** SHA-256 of manifest.json, which lists every file's SHA-256: one figure for the summary. */
  manifestSha256: string;
}

/** The database names files the storage lacks (or holds with other bytes): the backup is refused. */
export class BackupIncompleteError extends Error {}

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

/** A file a row refers to: `area/key`, with the checksum the row recorded when it has one. */
export interface FileReference {
  area: StorageArea;
  key: string;
  sha256?: string;
}

const AVATAR_URL_PREFIX = "/api/avatars/";

/** Every file the database refers to: profile avatars and coach PDFs. */
export async function referencedFiles(db: Db): Promise<FileReference[]> {
  const refs: FileReference[] = [];
  const avatars = await db
    .select({ url: profiles.avatarUrl })
    .from(profiles)
    .where(like(profiles.avatarUrl, `${AVATAR_URL_PREFIX}%`));
  for (const a of avatars) refs.push({ area: "avatars", key: a.url!.slice(AVATAR_URL_PREFIX.length) });
  const pdfs = await db
    .select({ key: athleteTrainingPdfs.pdfUrl, sha256: athleteTrainingPdfs.sha256 })
    .from(athleteTrainingPdfs);
  for (const p of pdfs) refs.push({ area: "training-pdfs", key: p.key, sha256: p.sha256 ?? undefined });
  return refs;
}

/**
 * pg_dump refuses a server newer than itself with a terse "server version mismatch": say which
 * client tools are needed before starting. An older server is fine (pg_dump reads back to 9.2).
 */
export async function checkDumpClient(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
  const serverMajor = Math.floor(Number(rows[0]!.v) / 10_000);
  const out = await new Promise<string>((resolve, reject) =>
    execFile(pgBin("pg_dump"), ["--version"], (err, stdout) => (err ? reject(err) : resolve(stdout))),
  ).catch((err: Error) => {
    throw new BackupIncompleteError(
      `pg_dump cannot be run (${err.message}): install PostgreSQL ${serverMajor}'s client tools, or set PG_BIN`,
    );
  });
  const clientMajor = Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1]);
  if (clientMajor < serverMajor)
    throw new BackupIncompleteError(
      `pg_dump ${clientMajor} cannot dump PostgreSQL ${serverMajor}: install the client tools of version ${serverMajor} or newer, or point PG_BIN at them.`,
    );
}

/**
 * pg_dump at an exported snapshot, and the file references read in that same snapshot: the
 * references are exactly those of the dumped rows.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<FileReference[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await checkDumpClient(client);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
    const refs = await referencedFiles(drizzlePg(client, { schema }) as unknown as Db);
    await run(pgBin("pg_dump"), [
      "--format=custom",
      "--no-owner",
      "--no-acl",
      `--snapshot=${rows[0]!.id}`,
      "--file",
      file,
      databaseUrl,
    ]);
    await client.query("COMMIT");
    return refs;
  } finally {
    await client.end();
  }
}

/** Writes a backup into `outDir` (which must be empty or new). */
export async function writeBackup(src: BackupSource, outDir: string): Promise<BackupResult> {
  // A backup is the whole database and the auth secret: for this user only, wherever it goes
  // (pg_dump, run from here, inherits the same umask).
  keepNewFilesPrivate();
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  if ((await readdir(outDir)).length > 0)
    throw new Error(`The backup folder ${outDir} is not empty: give a new or empty folder.`);
  const release = src.holdRemovals?.() ?? (async () => {});
  try {
    // 1. The database, at one moment, and the files its rows refer to. Files are written before
    //    the row naming them commits, and removals wait until the copy below is done.
    let archive: string;
    let refs: FileReference[];
    if (src.database.kind === "pglite") {
      if (!src.database.dumpDataDir || !src.database.db) throw new Error("this database cannot be dumped");
      const blob = await src.database.dumpDataDir();
      archive = PGLITE_ARCHIVE;
      await writeFile(path.join(outDir, archive), Buffer.from(await blob.arrayBuffer()));
      // Removals are held: rows committed since the dump name files written before them.
      refs = await referencedFiles(src.database.db);
    } else {
      if (!src.databaseUrl) throw new Error("DATABASE_URL is needed to back up PostgreSQL");
      archive = PG_ARCHIVE;
      refs = await dumpPostgres(src.databaseUrl, path.join(outDir, archive));
    }
    // 2. The files, through the storage driver, each with its checksum.
    const files: Manifest["files"] = [];
    const copied = new Map<string, string>();
    for (const area of BACKED_UP_AREAS) {
      for await (const key of src.storage.list(area)) {
        const data = await src.storage.read(area, key);
        if (!data) continue; // removed meanwhile: only possible for a file no committed row names
        const rel = `${area}/${key}`;
        await mkdir(path.dirname(path.join(outDir, "files", rel)), { recursive: true });
        await writeFile(path.join(outDir, "files", rel), data);
        const sum = sha256(data);
        files.push({ path: rel, bytes: data.length, sha256: sum });
        copied.set(rel, sum);
      }
    }
    // 3. Every file the database refers to must be in the backup, with the bytes the row recorded.
    const missing = refs.filter((r) => !copied.has(`${r.area}/${r.key}`)).map((r) => `${r.area}/${r.key}`);
    const altered = refs
      .filter((r) => r.sha256 && copied.has(`${r.area}/${r.key}`) && copied.get(`${r.area}/${r.key}`) !== r.sha256)
      .map((r) => `${r.area}/${r.key}`);
    if (missing.length || altered.length) {
      const list = (keys: string[]) =>
        keys.slice(0, 20).join(", ") + (keys.length > 20 ? `, … (${keys.length - 20} more)` : "");
      throw new BackupIncompleteError(
        [
          `The database refers to ${refs.length} files; the storage (${src.storage.kind}) lacks ${missing.length} and holds ${altered.length} with other bytes than recorded.`,
          missing.length ? `Missing: ${list(missing)}.` : "",
          altered.length ? `Checksum differs: ${list(altered)}.` : "",
          "No manifest was written: this folder is not a usable backup. Is every server process on the same storage (STORAGE=s3, docs/decisions/0094)?",
        ]
          .filter(Boolean)
          .join(" "),
      );
    }
    // 4. The embedded secret signs sessions and links: without it a restore signs everyone out.
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
      storage: src.storage.kind,
      referenced: refs.length,
    };
    const text = JSON.stringify(manifest, null, 2) + "\n";
    await writeFile(path.join(outDir, MANIFEST), text);
    return { manifest, manifestSha256: sha256(Buffer.from(text)) };
  } finally {
    await release();
  }
}

/** One line for the operator: what was written and how to check it. */
export function describeBackup(r: BackupResult): string {
  const bytes = r.manifest.files.reduce((n, f) => n + f.bytes, 0);
  return `${r.manifest.files.length} files (${bytes} bytes, from ${r.manifest.storage} storage; all ${r.manifest.referenced} the database refers to are present and match), manifest sha256 ${r.manifestSha256}`;
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
