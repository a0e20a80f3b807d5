import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, uniqueEmail } from "#server/testing/factory";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import {
  SPAWN_ADMIN_KEY,
  SPAWN_AUTH_SECRET,
  spawnServer,
  stubWebDist,
  type SpawnedServer,
} from "#server/testing/spawn";
import { until } from "#server/testing/wait";

/**
 * Production without a mail relay: refused at start unless chosen on purpose, and then no mail
 * link ever reaches the console, and readiness says mail reaches nobody. The real server as a
 * child process.
 */
describe(`production mail (${testDatabaseKind})`, { timeout: 200_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-prod-mail-"));
  const webDist = stubWebDist();
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      AUTH_SECRET: SPAWN_AUTH_SECRET,
      ADMIN_ACCESS_KEY: SPAWN_ADMIN_KEY,
      ...(database.url ? { DATABASE_URL: database.url } : { ALLOW_EMBEDDED_DATABASE: "true" }),
    };
  });
  afterAll(async () => {
    await database?.drop();
    for (const p of [dataDir, webDist, `${dataDir}.log`]) rmSync(p, { recursive: true, force: true });
  });

  it("without SMTP_URL the server exits 78, naming SMTP_URL and the opt-out", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      env: { ...process.env, ...env, SMTP_URL: "", PORT: "0", HOST: "127.0.0.1" },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    const code = await new Promise((r) => child.on("exit", r));
    expect(code).toBe(78);
    expect(out).toMatch(/SMTP_URL: not set, and NODE_ENV=production/);
    expect(out).toMatch(/ALLOW_MAIL_TO_FOLDER=true/);
  });

  it("`npm run migrate` in production needs no relay (compose runs it with the database only)", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      env: { ...process.env, ...env, SMTP_URL: "" },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    expect(await new Promise((r) => child.on("exit", r)), out).toBe(0);
  });

  describe("with ALLOW_MAIL_TO_FOLDER=true", () => {
    let server: SpawnedServer;
    beforeAll(async () => {
      server = await spawnServer({ ...env, ALLOW_MAIL_TO_FOLDER: "true" }, `${dataDir}.log`);
    }, 200_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("a sign-up's mail is kept in DATA_DIR/mail, and its link is printed nowhere", async () => {
      const email = uniqueEmail("prodmail");
      const res = await server.fetch("/api/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ fullName: "Prod Mail", email, password: "secret1", answers: answers() }),
      });
      expect(res.status).toBe(201);
      await until(() => server.log().includes(`Mail to ${email}`) || null);
      expect(readdirSync(path.join(dataDir, "mail")).some((f) => f.endsWith(".eml"))).toBe(true);
      const log = server.log();
      expect(log).not.toMatch(/verify-email\?token/);
      expect(log).not.toMatch(/https?:\/\/\S+token=/);
    });

    it("readiness reports mail as down (reaches nobody) without making the process unready", async () => {
      const res = await server.fetch("/api/health/ready");
      const body = (await res.json()) as { status: string; checks: { mail: { ok: boolean; reason?: string } } };
      expect(res.status).toBe(200);
      expect(body.checks.mail.ok).toBe(false);
      expect(body.checks.mail.reason).toBe("NO_SMTP_URL");
    });
  });
});
