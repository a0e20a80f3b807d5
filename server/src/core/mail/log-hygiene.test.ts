import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answers, uniqueEmail } from "#server/testing/factory";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { SPAWN_AUTH_SECRET, freePort, stubWebDist } from "#server/testing/spawn";
import { until } from "#server/testing/wait";

/**
 * The JSON log on stdout carries no secret (issue #15, 0096): the coach console's new access key
 * and the local mails' links are printed for the person at the console on stderr, as plain
 * lines. The real server as a child process, its two streams in two files.
 */
describe(`stdout is JSON log lines only, without keys or links (${testDatabaseKind})`, { timeout: 200_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-logs-"));
  const webDist = stubWebDist();
  const outFile = `${dataDir}.out`;
  const errFile = `${dataDir}.err`;
  let child: ChildProcess;
  let database: TestDatabase;
  let url: string;
  const stdout = () => readFileSync(outFile, "utf8");
  const stderr = () => readFileSync(errFile, "utf8");

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const [out, err] = [openSync(outFile, "a"), openSync(errFile, "a")];
    child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        DATABASE_URL: database.url ?? "",
        AUTH_SECRET: SPAWN_AUTH_SECRET,
        ADMIN_ACCESS_KEY: "", // unset: the first start creates a key and prints it
        SMTP_URL: "", // unset: mails go to DATA_DIR/mail and their links are printed
        LOG_LEVEL: "info",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
      },
      stdio: ["ignore", out, err],
    });
    closeSync(out);
    closeSync(err);
    await until(() => stdout().includes(`ready at http://localhost:${port}`) || null, { timeoutMs: 180_000 });
  }, 200_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    await database?.drop();
    for (const p of [dataDir, webDist, outFile, errFile]) rmSync(p, { recursive: true, force: true });
  });

  it("the key and a sign-up's link reach stderr; stdout parses line by line and holds neither", async () => {
    const email = uniqueEmail("logs");
    const res = await fetch(`${url}/api/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ fullName: "Log Tester", email, password: "secret1", answers: answers() }),
    });
    expect(res.status).toBe(201);
    const linkLine = await until(
      () =>
        stderr()
          .split("\n")
          .find((l) => l.includes(`Mail to ${email}`)) ?? null,
    );
    const link = linkLine.slice(linkLine.indexOf("→ ") + 2);
    expect(link).toMatch(/\/verify-email\?token=.{20,}/);
    const key = /GameReady admin access key created on first start\.[\s\S]*?\n\s{6}(\S+)\n/.exec(stderr())?.[1];
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const lines = stdout().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const all = stdout();
    expect(all).not.toContain(key);
    expect(all).not.toContain(new URL(link).searchParams.get("token"));
    expect(all).not.toContain("verify-email?token");
    expect(all).toContain("/api/signup"); // the request itself is logged
  });
});
