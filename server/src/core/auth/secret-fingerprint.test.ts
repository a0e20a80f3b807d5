import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { SPAWN_ADMIN_KEY, spawnServer, stubWebDist } from "#server/testing/spawn";

function run(file: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      env: { ...process.env, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "info", PORT: "0", HOST: "127.0.0.1", ...env },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

/**
 * Every process on one database signs with one AUTH_SECRET: a start with another is refused
 * (exit 78, naming the variable) instead of serving 401s; a deliberate change is recorded with
 * `npm run auth:secret-changed`. Real server processes, one after another on one database.
 */
describe(`AUTH_SECRET fingerprint (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-secret-"));
  const webDist = stubWebDist();
  let database: TestDatabase;
  let base: Record<string, string>;
  const first = "first-secret-first-secret-first-secret-0001";
  const second = "second-secret-second-secret-second-secret-2";

  beforeAll(async () => {
    database = await createTestDatabase();
    base = {
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      ADMIN_ACCESS_KEY: SPAWN_ADMIN_KEY,
      DATABASE_URL: database.url ?? "",
    };
  });
  afterAll(async () => {
    await database?.drop();
    for (const p of [dataDir, webDist, `${dataDir}.log`]) rmSync(p, { recursive: true, force: true });
  });

  it("records the first secret, refuses another, and takes a new one only once it is declared", async () => {
    const a = await spawnServer({ ...base, AUTH_SECRET: first }, `${dataDir}.log`);
    expect((await a.fetch("/api/health")).status).toBe(200);
    await a.stop();

    const refused = await run("server/src/main.ts", { ...base, AUTH_SECRET: second });
    expect(refused.code).toBe(78);
    expect(refused.out).toMatch(/AUTH_SECRET: differs from the secret this database was first started with/);

    const declared = await run("scripts/auth-secret-changed.ts", { ...base, AUTH_SECRET: second });
    expect(declared.out).toMatch(/new AUTH_SECRET is recorded/);
    expect(declared.code).toBe(0);

    const b = await spawnServer({ ...base, AUTH_SECRET: second }, `${dataDir}.log`);
    expect((await b.fetch("/api/health")).status).toBe(200);
    await b.stop();
    // The old secret is now the stranger.
    expect((await run("server/src/main.ts", { ...base, AUTH_SECRET: first })).code).toBe(78);
  });
});
