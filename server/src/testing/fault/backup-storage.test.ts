import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageConfig } from "#server/core/config";
import { createStorage } from "#server/core/storage/create-storage";
import { makePdf, makePng } from "#server/testing/coach-console";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { startS3, type TestS3 } from "#server/testing/s3";
import { spawnServer, type SpawnedServer, runScript } from "#server/testing/spawn";
import { until } from "#server/testing/wait";
import { adminCookieFor, faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";

/** An operator's script on the local store (STORAGE cleared unless given). */
const script = (name: string, args: string[], env: Record<string, string>) =>
  runScript(name, args, { STORAGE: "", ...env });

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/**
 * Backup and restore read and write files through the storage driver (issue #15, decision 0094):
 * the summary gives the count and the manifest's SHA-256; a file the database refers to but the
 * storage lacks is a 404 that says so (and a logged error), and a backup that fails loudly,
 * naming the key, instead of succeeding with fewer files.
 */
describe.each(["local", "s3"] as const)(
  `backup through %s storage (${testDatabaseKind})`,
  { timeout: 400_000 },
  (driver) => {
    const dirs = faultDirs(`backup-${driver}`);
    const out = mkdtempSync(path.join(tmpdir(), "gameready-backup-storage-"));
    let database: TestDatabase;
    let restored: TestDatabase;
    let mailbox: Mailbox;
    let s3: TestS3 | undefined;
    let storage: StorageConfig = { driver: "local" };
    let server: SpawnedServer | undefined;
    const storageEnv = () => (s3 && storage.driver === "s3" ? s3.env(storage) : {});

    beforeAll(async () => {
      database = await createTestDatabase();
      restored = await createTestDatabase();
      mailbox = await startMailbox();
      if (driver === "s3") {
        s3 = await startS3();
        storage = await s3.bucket("gameready/");
      }
    });
    afterAll(async () => {
      await server?.stop();
      await mailbox?.close();
      await database?.drop();
      await restored?.drop();
      await s3?.close();
      rmSync(out, { recursive: true, force: true });
      dirs.cleanup();
    });

    it("backs up every referenced file with checksums, refuses when one is missing, restores byte-identical", async () => {
      const env = { ...faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url }), ...storageEnv() };
      server = await spawnServer(env, dirs.logFile);
      const s = server;
      const a = new SimAthlete(1, `backup-${driver}`);
      expect((await a.signUp(s, 170)).status).toBe(201);
      await a.readToken(mailbox);
      expect((await a.verify(s)).status).toBe(200);
      const me = (await (await a.dashboard(s)).json()) as { user: { id: string } };
      expect((await a.upload(s, "/api/me/avatar", await makePng(), "me.png", "image/png")).status).toBe(200);
      const form = new FormData();
      form.append(
        "file",
        new Blob([new Uint8Array(await makePdf("storage phase 1"))], { type: "application/pdf" }),
        "p.pdf",
      );
      const admin = await adminCookieFor(s);
      const up = await s.fetch(`/api/admin/athletes/${me.user.id}/pdfs/1`, {
        method: "POST",
        body: form,
        headers: { cookie: admin },
      });
      expect(up.status).toBe(200);
      const avatarUrl = ((await (await a.dashboard(s)).json()) as { profile: { avatarUrl: string } }).profile.avatarUrl;
      const avatar = Buffer.from(await (await s.fetch(avatarUrl)).arrayBuffer());
      const pdf = Buffer.from(await (await a.get(s, "/api/me/training-pdfs/1")).arrayBuffer());
      expect(avatar.length).toBeGreaterThan(0);

      // 1. A good backup: both files, their checksums, and the manifest's SHA-256 in the summary.
      const good = path.join(out, "good");
      const backupEnv = {
        DATA_DIR: dirs.dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...storageEnv(),
      };
      const ok = await script("backup", ["--out", good], backupEnv);
      expect(ok.code, ok.out).toBe(0);
      const manifestText = readFileSync(path.join(good, "manifest.json"));
      expect(ok.out).toContain(
        `2 files (${avatar.length + pdf.length} bytes, from ${driver} storage; all 2 the database refers to are present and match)`,
      );
      expect(ok.out).toContain(`manifest sha256 ${sha256(manifestText)}`);
      const manifest = JSON.parse(manifestText.toString()) as { files: Array<{ path: string; sha256: string }> };
      const avatarKey = `avatars/${avatarUrl.split("/").pop()}`;
      expect(manifest.files.find((f) => f.path === avatarKey)?.sha256).toBe(sha256(avatar));
      expect(manifest.files.find((f) => f.path.startsWith(`training-pdfs/${me.user.id}/`))?.sha256).toBe(sha256(pdf));

      // 2. The avatar's file disappears from storage (a lost volume, a process on its own disk).
      const direct = createStorage({ dataDir: dirs.dataDir, storage });
      await direct.remove("avatars", avatarKey.slice("avatars/".length));
      await direct.close();
      const missing = await s.fetch(avatarUrl);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("AVATAR_FILE_MISSING");
      await until(() => /avatar file missing from storage/.test(s.log()), {
        what: "the missing-file error in the log",
      });
      // A name no profile has is a plain 404.
      const other = await s.fetch("/api/avatars/nobody-1234567890123.webp");
      expect(((await other.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");

      // 3. Now a backup fails loudly, naming the key, and leaves no manifest (not a usable backup).
      const bad = path.join(out, "bad");
      const refused = await script("backup", ["--out", bad], backupEnv);
      expect(refused.code, refused.out).toBe(1);
      expect(refused.out).toMatch(/BACKUP FAILED, files missing: .*refers to 2 files.*lacks 1/);
      expect(refused.out).toContain(avatarKey);
      expect(existsSync(path.join(bad, "manifest.json"))).toBe(false);

      // 4. Restore the good backup into an empty place (new data folder, new bucket or database).
      await s.stop();
      rmSync(dirs.dataDir, { recursive: true, force: true });
      if (s3) storage = await s3.bucket("restored/");
      const restore = await script("restore", ["--from", good], {
        DATA_DIR: dirs.dataDir,
        ...(restored.url ? { DATABASE_URL: restored.url } : {}),
        ...storageEnv(),
      });
      expect(restore.code, restore.out).toBe(0);
      expect(restore.out).toContain(`2 files (into ${driver} storage, each checked)`);
      server = await spawnServer(
        { ...faultEnv({ ...dirs, databaseUrl: restored.url, smtpUrl: mailbox.url }), ...storageEnv() },
        dirs.logFile,
      );
      const r = server;
      expect(Buffer.from(await (await r.fetch(avatarUrl)).arrayBuffer())).toEqual(avatar);
      expect(Buffer.from(await (await a.get(r, "/api/me/training-pdfs/1")).arrayBuffer())).toEqual(pdf);
    });
  },
);
