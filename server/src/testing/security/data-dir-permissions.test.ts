import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDirPrivate } from "#server/core/private-data-dir";
import { makePdf, makePng } from "#server/testing/coach-console";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { adminCookieFor } from "#server/testing/fault/fixture";
import { SimAthlete } from "#server/testing/fault/sim-athlete";
import { until } from "#server/testing/wait";
import {
  SPAWN_ADMIN_KEY,
  SPAWN_AUTH_SECRET,
  spawnServer,
  stubWebDist,
  type SpawnedServer,
  runScript,
} from "#server/testing/spawn";

/**
 * DATA_DIR is for the server's user only: the embedded database, the auth secret, mail, uploads
 * and a backup written under it. Started on a fresh DATA_DIR under the usual 022 umask, every
 * folder and file in it has no group or world bit.
 */
type Loose = { path: string; mode: string };

/** Every entry under `root` (root included) that its group or anyone else may read, write or enter. */
function looseEntries(root: string): Loose[] {
  const loose: Loose[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (!stat.isSymbolicLink() && (stat.mode & 0o077) !== 0)
      loose.push({ path: path.relative(root, p) || ".", mode: (stat.mode & 0o777).toString(8) });
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(root);
  return loose;
}

/** Every entry under `root`, relative, for saying what the walk covered. */
function entries(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" });
}

/** The token in the verification mail the folder transport wrote (waiting until it is whole). */
function verificationToken(mailDir: string): Promise<string> {
  return until(async () => {
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const mail = await simpleParser(readFileSync(path.join(mailDir, file)));
      const link = /https?:\/\/[^\s"'<>]+\/verify-email\?[^\s"'<>]+/.exec(mail.text ?? "")?.[0];
      const token = link && new URL(link).searchParams.get("token");
      if (token) return token;
    }
    return undefined;
  });
}

describe(`DATA_DIR is private to the server's user (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  const parent = mkdtempSync(path.join(tmpdir(), "gameready-private-"));
  const dataDir = path.join(parent, "data"); // does not exist yet: the server makes it
  const webDist = stubWebDist();
  const logFile = path.join(parent, "server.log");
  let database: TestDatabase;
  let server: SpawnedServer | undefined;
  let umask: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The usual default: without its own rule the server would make 644 files in 755 folders.
    umask = process.umask(0o022);
  });
  afterAll(async () => {
    await server?.stop();
    process.umask(umask);
    await database?.drop();
    rmSync(parent, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it("after sign-up mail, an avatar, a coach PDF and a backup, nothing in it is group- or world-readable", async () => {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_ACCESS_KEY: SPAWN_ADMIN_KEY,
      TRUST_PROXY: "true",
      // No SMTP_URL: mail goes to DATA_DIR/mail. On PGlite the auth secret is made in DATA_DIR.
      ...(database.url ? { DATABASE_URL: database.url, AUTH_SECRET: SPAWN_AUTH_SECRET } : {}),
    };
    server = await spawnServer(env, logFile);
    const s = server;
    const athlete = new SimAthlete(1, "private");
    expect((await athlete.signUp(s, 170)).status).toBe(201);
    athlete.token = await verificationToken(path.join(dataDir, "mail"));
    expect((await athlete.verify(s)).status).toBe(200);
    expect((await athlete.upload(s, "/api/me/avatar", await makePng(), "me.png", "image/png")).status).toBe(200);
    const me = (await (await athlete.dashboard(s)).json()) as { user: { id: string } };
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await makePdf("private"))], { type: "application/pdf" }), "p.pdf");
    const pdf = await s.fetch(`/api/admin/athletes/${me.user.id}/pdfs/1`, {
      method: "POST",
      body: form,
      headers: { cookie: await adminCookieFor(s) },
    });
    expect(pdf.status).toBe(200);
    // On PGlite the running server writes it (the script asks); on PostgreSQL the script does.
    const backup = await runScript("backup", ["--out", path.join(dataDir, "backups", "b1")], env);
    expect(backup.code, backup.out).toBe(0);

    const written = entries(dataDir);
    for (const expected of ["mail", "files", path.join("backups", "b1", "manifest.json")])
      expect(
        written.some((e) => e.startsWith(expected)),
        `${expected} in ${written.join(", ")}`,
      ).toBe(true);
    if (!database.url) expect(written).toEqual(expect.arrayContaining(["auth-secret", "pglite", "server.lock"]));
    expect(looseEntries(dataDir)).toEqual([]);
  });
});

describe("makeDataDirPrivate", () => {
  it("closes a DATA_DIR made before the rule: its folders and files lose every group and world bit", () => {
    const root = mkdtempSync(path.join(tmpdir(), "gameready-loose-"));
    try {
      const dataDir = path.join(root, "data");
      mkdirSync(path.join(dataDir, "files", "avatars"), { recursive: true });
      writeFileSync(path.join(dataDir, "files", "avatars", "a.webp"), "x");
      writeFileSync(path.join(dataDir, "auth-secret"), "s");
      for (const dir of [dataDir, path.join(dataDir, "files"), path.join(dataDir, "files", "avatars")])
        chmodSync(dir, 0o755);
      chmodSync(path.join(dataDir, "files", "avatars", "a.webp"), 0o644);
      chmodSync(path.join(dataDir, "auth-secret"), 0o664);
      expect(looseEntries(dataDir)).toHaveLength(5);

      makeDataDirPrivate(dataDir);
      expect(looseEntries(dataDir)).toEqual([]);
      // The owner keeps what it had.
      expect(statSync(path.join(dataDir, "files")).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
