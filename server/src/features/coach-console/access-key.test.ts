import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/core/config";
import { appSettings } from "#server/core/db/schema";
import { createTestDatabase, testDatabaseUrl } from "#server/testing/database";
import { startTestServer } from "#server/testing/server";
import {
  ADMIN_KEY_SETTING,
  hashAdminKey,
  keysEqual,
  readStoredKeyHash,
  rotateStoredKey,
  verifyAdminKeyHash,
} from "./access-key.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const signIn = (app: Awaited<ReturnType<typeof buildApp>>, key: string) =>
  app.inject({
    method: "POST",
    url: "/api/admin/session",
    headers: { origin: app.config.publicUrl, "content-type": "application/json" },
    payload: { key },
  });

describe("key hashing", () => {
  it("stores scrypt with a random salt, verifies only the right key", async () => {
    const a = await hashAdminKey("correct horse battery staple");
    const b = await hashAdminKey("correct horse battery staple");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b); // salted
    expect(a).not.toContain("correct horse");
    expect(await verifyAdminKeyHash("correct horse battery staple", a)).toBe(true);
    expect(await verifyAdminKeyHash("correct horse battery stapl", a)).toBe(false);
    expect(await verifyAdminKeyHash("anything", "garbage")).toBe(false);
  });

  it("compares ADMIN_ACCESS_KEY in constant time whatever the lengths", () => {
    expect(keysEqual("same-key-123456", "same-key-123456")).toBe(true);
    expect(keysEqual("same-key-123456", "same-key-12345")).toBe(false);
    expect(keysEqual("", "same-key-123456")).toBe(false);
  });
});

describe("key from app_settings (no ADMIN_ACCESS_KEY)", () => {
  it("the first start creates a key, prints it once, stores only its hash; a rotated key replaces it", {
    timeout: 180_000,
  }, async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const server = await startTestServer({ adminAccessKey: undefined });
    cleanups.push(() => server.close());
    const printed = log.mock.calls.map((c) => c.join(" ")).join("\n");
    log.mockRestore();
    const key = /^ {6}([A-Za-z0-9_-]{32})$/m.exec(printed)?.[1];
    expect(key, printed).toBeDefined();
    expect(printed).toMatch(/admin access key created on first start/);
    expect(printed).toMatch(/shown ONCE/);

    const stored = await readStoredKeyHash(server.app.db);
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain(key);

    expect((await signIn(server.app, key!)).statusCode).toBe(200);
    expect((await signIn(server.app, "not-the-key-at-all")).statusCode).toBe(401);
    // The test key of the other tests is not a default that works here.
    expect((await signIn(server.app, "test-admin-key-0123456789")).statusCode).toBe(401);

    // Rotation (what `npm run admin:key` does) takes effect without a restart.
    const next = await rotateStoredKey(server.app.db);
    expect((await signIn(server.app, next)).statusCode).toBe(200);
    expect((await signIn(server.app, key!)).statusCode).toBe(401);
    const rows = await server.app.db.select().from(appSettings);
    expect(rows.filter((r) => r.key === ADMIN_KEY_SETTING)).toHaveLength(1);
  });
});

function runScript(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin-key.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const printedKeys = (out: string) => [...out.matchAll(/^ {6}([A-Za-z0-9_-]{32})$/gm)].map((m) => m[1]!);

describe("npm run admin:key (scripts/admin-key.ts)", () => {
  it(`prints a new key once, and that key then opens the console (${testDatabaseUrl ? "PostgreSQL" : "PGlite DATA_DIR"})`, {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-adminkey-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };

    const run = await runScript(env);
    expect(run.code, run.stderr).toBe(0);
    const keys = printedKeys(run.stdout);
    expect(keys).toHaveLength(1);
    expect(run.stdout.split(keys[0]!).length - 1).toBe(1); // printed exactly once

    const config = loadConfig(
      { LOG_LEVEL: "silent" },
      {
        dataDir,
        databaseUrl: database.url,
        authSecret: "test-secret-test-secret-test-secret-0123",
        adminAccessKey: undefined,
      },
    );
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = await buildApp(config, { inMemoryDb: false, serveWeb: false });
    const startOutput = log.mock.calls.flat().join("\n");
    log.mockRestore();
    try {
      // A key already exists: the server does not create or print another.
      expect(printedKeys(startOutput)).toEqual([]);
      expect((await signIn(app, keys[0]!)).statusCode).toBe(200);
      expect((await signIn(app, "some-other-key-000")).statusCode).toBe(401);

      if (!database.url) {
        // The embedded database is single-process: with the server running, the script refuses.
        const refused = await runScript(env);
        expect(refused.code).toBe(75);
        expect(refused.stderr).toMatch(
          /Cannot set the admin key now: Another GameReady server \(pid \d+\) is already using DATA_DIR/,
        );
        expect(printedKeys(refused.stdout)).toEqual([]);
        expect((await signIn(app, keys[0]!)).statusCode).toBe(200); // nothing changed
      } else {
        // On PostgreSQL a running server picks the new key up at the next sign-in.
        const again = await runScript(env);
        expect(again.code, again.stderr).toBe(0);
        const [next] = printedKeys(again.stdout);
        expect(next).not.toBe(keys[0]);
        expect((await signIn(app, next!)).statusCode).toBe(200);
        expect((await signIn(app, keys[0]!)).statusCode).toBe(401);
      }
    } finally {
      await app.close();
    }
  });
});

describe.runIf(testDatabaseUrl)("ADMIN_ACCESS_KEY on a shared database (PostgreSQL)", () => {
  it("a process started without it checks the same key, and creates none of its own", {
    timeout: 240_000,
  }, async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const configFor = (adminAccessKey: string | undefined) =>
      loadConfig(
        { LOG_LEVEL: "silent" },
        {
          dataDir: "/nonexistent",
          databaseUrl: database.url,
          authSecret: "test-secret-test-secret-test-secret-0123",
          adminAccessKey,
        },
      );
    const envKey = "operator-chosen-key-0123456789";
    const withKey = await buildApp(configFor(envKey), { serveWeb: false });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const without = await buildApp(configFor(undefined), { serveWeb: false }).finally(() => log.mockRestore());
    try {
      expect(printedKeys(log.mock.calls.flat().join("\n"))).toEqual([]);
      expect((await signIn(without, envKey)).statusCode).toBe(200);
      expect((await signIn(withKey, envKey)).statusCode).toBe(200);
    } finally {
      await without.close();
      await withKey.close();
    }
  });
});
