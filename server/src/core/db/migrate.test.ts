import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, testDatabaseUrl, type TestDatabase } from "#server/testing/database";
import { SPAWN_AUTH_SECRET, spawnServer, stubWebDist } from "#server/testing/spawn";
import { MIGRATIONS_FOLDER, SchemaOutdatedError, openDatabase, pendingMigrations } from "./client.ts";

/** Runs `node --import tsx <file>` with `env`; exit code and output (the server or a script). */
function run(file: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], {
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "info", PORT: "0", HOST: "127.0.0.1", ...env },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

const migrationCount = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

/**
 * `npm run migrate` as a deploy step and MIGRATE_ON_START=false (issue #15): a server refuses a
 * schema behind its release, naming the step; after the step it starts.
 */
describe(`npm run migrate and MIGRATE_ON_START=false (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-migrate-"));
  const webDist = stubWebDist();
  const logFile = `${dataDir}.log`;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      AUTH_SECRET: SPAWN_AUTH_SECRET,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
  });
  afterAll(async () => {
    await database?.drop();
    for (const p of [dataDir, webDist, logFile]) rmSync(p, { recursive: true, force: true });
  });

  it("refuses to start on a fresh database, naming the migrate step; starts once it has run", async () => {
    const refused = await run("server/src/main.ts", { ...env, MIGRATE_ON_START: "false" });
    expect(refused.code).toBe(78);
    expect(refused.out).toContain(`${migrationCount} migration(s) pending`);
    expect(refused.out).toContain("npm run migrate");
    // It did not migrate behind the operator's back.
    const check = await openDatabase({ databaseUrl: database.url, dataDir, migrations: "none" });
    expect(await pendingMigrations(check.db)).toBe(migrationCount);
    await check.close();

    const first = await run("scripts/migrate.ts", env);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain(`Applied ${migrationCount} migration(s)`);
    const again = await run("scripts/migrate.ts", env);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain("Applied 0 migration(s)");

    const server = await spawnServer({ ...env, MIGRATE_ON_START: "false" }, logFile);
    try {
      const health = await server.fetch("/api/health");
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(await server.exited).toBe(0);
  });

  it("the check refuses a database one migration behind", async () => {
    const db = await openDatabase({ databaseUrl: database.url, dataDir, migrations: "none" });
    try {
      await db.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await pendingMigrations(db.db)).toBe(1);
    } finally {
      await db.close();
    }
    await expect(openDatabase({ databaseUrl: database.url, dataDir, migrations: "check" })).rejects.toThrow(
      SchemaOutdatedError,
    );
    // Put the record back, as the migration's tables are still there.
    const fix = await openDatabase({ databaseUrl: database.url, dataDir, migrations: "none" });
    try {
      const last = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).at(-1)!;
      await fix.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last.hash}, ${last.folderMillis})`,
      );
      expect(await pendingMigrations(fix.db)).toBe(0);
    } finally {
      await fix.close();
    }
  });
});

describe("start-up refusals and warnings (the server process)", { timeout: 120_000 }, () => {
  it("NODE_ENV=production on the embedded database exits 78, naming a misspelt DATABASE_URL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-prod-"));
    try {
      const r = await run("server/src/main.ts", {
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        DATABSE_URL: "postgresql://db/gameready",
      });
      expect(r.code).toBe(78);
      expect(r.out).toMatch(
        /DATABSE_URL: not a GameReady variable, and DATABASE_URL is not set: did you mean DATABASE_URL\?/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("without NODE_ENV=production a misspelt DATABASE_URL also exits 78 rather than running on the embedded database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-typo-"));
    try {
      const r = await run("server/src/main.ts", { DATA_DIR: dataDir, DATABSE_URL: "postgresql://db/gameready" });
      expect(r.code).toBe(78);
      expect(r.out).toMatch(/DATABSE_URL: not a GameReady variable, and DATABASE_URL is not set/);
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("an unreachable PostgreSQL exits 78 with a message naming DATABASE_URL, its host and no password", async () => {
    const r = await run("server/src/main.ts", {
      DATABASE_URL: "postgresql://gr:hunter2-password@127.0.0.1:1/gameready",
      AUTH_SECRET: "x".repeat(40),
    });
    expect(r.code).toBe(78);
    expect(r.out).toMatch(/cannot use DATABASE_URL \(127\.0\.0\.1:1\/gameready\): ECONNREFUSED/);
    expect(r.out).not.toContain("hunter2");
    expect(r.out).not.toMatch(/^\s+at /m);
  });

  it("logs a look-alike warning at start and takes its secret from AUTH_SECRET_FILE", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-warn-"));
    const webDist = stubWebDist();
    const secretFile = path.join(dataDir, "secret");
    writeFileSync(secretFile, `${"f".repeat(40)}\n`);
    try {
      const server = await spawnServer(
        { DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVLE: "debug", AUTH_SECRET_FILE: secretFile },
        `${dataDir}.log`,
      );
      await server.stop();
      expect(server.log()).toMatch(/"level":40.*LOG_LEVLE is not a GameReady variable: did you mean LOG_LEVEL\?/);
      // The secret came from the file: none was generated into DATA_DIR.
      expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
    } finally {
      for (const p of [dataDir, webDist, `${dataDir}.log`]) rmSync(p, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabaseUrl)("DATABASE_POOL_SIZE (postgres)", () => {
  it("caps the connections one process opens", async () => {
    const database = await createTestDatabase();
    try {
      const db = await openDatabase({ databaseUrl: database.url, dataDir: "/nonexistent", poolSize: 2 });
      try {
        // Six queries at once, each holding its connection for 300 ms: only two backends serve them.
        const rows = await Promise.all(
          Array.from({ length: 6 }, async () => {
            const r = (await db.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.3)`)) as unknown as {
              rows: Array<{ pid: number }>;
            };
            return r.rows[0]!.pid;
          }),
        );
        expect(new Set(rows).size).toBe(2);
      } finally {
        await db.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe("PGLITE_SHARED_BUFFERS", () => {
  it("sets shared_buffers for this start", async () => {
    const db = await openDatabase({ dataDir: "/nonexistent", inMemory: true, sharedBuffers: "16MB" });
    try {
      const r = (await db.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: Array<{ shared_buffers: string }>;
      };
      expect(r.rows[0]!.shared_buffers).toBe("16MB");
    } finally {
      await db.close();
    }
  });
});
