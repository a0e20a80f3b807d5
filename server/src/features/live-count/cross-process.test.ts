import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "#server/testing/database";
import { openEventStream } from "#server/testing/live-count";
import { outputMatching } from "#server/testing/wait";

/** A real server process (main.ts) on the given database; resolves with its port once ready. */
function startServerProcess(databaseUrl: string, webDist: string) {
  const out: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-xproc-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "xproc-secret-xproc-secret-xproc-secret-01",
      WEB_DIST: webDist,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => out.push(String(d)));
  child.stderr!.on("data", (d) => out.push(String(d)));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const ready = async () =>
    Number((await outputMatching(child, /ready at http:\/\/localhost:(\d+)/, 30_000, () => out.join("")))[1]);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ready, stop, exited, out };
}

describe("live count across server processes", () => {
  if (!testDatabaseUrl) {
    // PGlite is embedded and single-process (a second server on one DATA_DIR refuses to start),
    // so fan-out across processes exists, and is tested, only on PostgreSQL.
    it.skip("needs TEST_DATABASE_URL (PostgreSQL): PGlite cannot be shared by two server processes", () => {});
    return;
  }

  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
  });

  it("pushes an insert made by a separate client to streams on two processes", async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanup.push(() => database.drop());
    const webDist = mkdtempSync(path.join(tmpdir(), "gameready-dist-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>t</title>");
    cleanup.push(async () => rmSync(webDist, { recursive: true, force: true }));

    // Start one first so the migrations run once, then the second on the migrated database.
    const first = startServerProcess(database.url!, webDist);
    cleanup.push(first.stop);
    const port1 = await first.ready();
    const second = startServerProcess(database.url!, webDist);
    cleanup.push(second.stop);
    const port2 = await second.ready();
    expect(port1).not.toBe(port2);

    const a = await openEventStream(`http://127.0.0.1:${port1}/api/athletes/count/events`);
    const b = await openEventStream(`http://127.0.0.1:${port2}/api/athletes/count/events`);
    cleanup.push(async () => (a.close(), b.close()));
    expect(await a.nextCount()).toBe(31);
    expect(await b.nextCount()).toBe(31);

    // 32 athletes inserted by neither server: a plain pg client, in one statement each.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanup.push(() => client.end());
    const ids = Array.from({ length: 32 }, () => randomUUID());
    await client.query(
      `insert into "user" (id, name, email) select id, 'Athlete', id || '@example.test' from unnest($1::text[]) as id`,
      [ids],
    );
    await client.query(
      `insert into profiles (user_id, full_name, email) select id, 'Athlete', id || '@example.test' from unnest($1::text[]) as id`,
      [ids],
    );

    expect(await a.nextCount()).toBe(32);
    expect(await b.nextCount()).toBe(32);
    for (const port of [port1, port2]) {
      const res = await fetch(`http://127.0.0.1:${port}/api/athletes/count`);
      expect(await res.json()).toEqual({ count: 32 });
    }

    // Both shut down cleanly with streams still open.
    await first.stop();
    await second.stop();
    expect(await first.exited).toBe(0);
    expect(await second.exited).toBe(0);
  }, 60_000);
});
