import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf, makePng } from "#server/testing/coach-console";
import { checkDumpClient } from "#server/ops/backup/backup";
import { createTestDatabase, testDatabaseKind, testDatabaseUrl, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { spawnServer, type SpawnedServer, runScript } from "#server/testing/spawn";
import { adminCookieFor, faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";

const script = runScript;

/**
 * Backup and restore round trip (issue #7, docs/decisions/0060): athletes, an avatar and a PDF;
 * a backup taken while the server runs AND writes continue; stop, wipe, restore, start:
 * everything acknowledged before the backup is there and the files are byte-identical.
 */
describe(`backup and restore (${testDatabaseKind})`, { timeout: 400_000 }, () => {
  const dirs = faultDirs("backup");
  const backupDir = path.join(mkdtempSync(path.join(tmpdir(), "gameready-backup-out-")), "b1");
  let database: TestDatabase;
  let restored: TestDatabase;
  let mailbox: Mailbox;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    restored = await createTestDatabase();
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await database?.drop();
    await restored?.drop();
    rmSync(path.dirname(backupDir), { recursive: true, force: true });
    dirs.cleanup();
  });

  it("round-trips a backup taken under writes", async () => {
    const env = faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url });
    server = await spawnServer(env, dirs.logFile);
    const s = server;
    const athletes: Array<{ a: SimAthlete; userId: string; height: number }> = [];
    for (let i = 0; i < 3; i++) {
      const a = new SimAthlete(i, "backup");
      expect((await a.signUp(s, 150 + i)).status).toBe(201);
      await a.readToken(mailbox);
      expect((await a.verify(s)).status).toBe(200);
      const me = (await (await a.dashboard(s)).json()) as { user: { id: string } };
      athletes.push({ a, userId: me.user.id, height: 150 + i });
    }
    const [first] = athletes;
    expect((await first!.a.upload(s, "/api/me/avatar", await makePng(), "me.png", "image/png")).status).toBe(200);
    const admin = await adminCookieFor(s);
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await makePdf("backup phase 1"))], { type: "application/pdf" }),
      "p.pdf",
    );
    expect(
      (
        await s.fetch(`/api/admin/athletes/${first!.userId}/pdfs/1`, {
          method: "POST",
          body: form,
          headers: { cookie: admin },
        })
      ).status,
    ).toBe(200);
    const avatarUrl = ((await (await first!.a.dashboard(s)).json()) as { profile: { avatarUrl: string } }).profile
      .avatarUrl;
    const avatar = Buffer.from(await (await s.fetch(avatarUrl)).arrayBuffer());
    const pdf = Buffer.from(await (await first!.a.get(s, "/api/me/training-pdfs/1")).arrayBuffer());

    // Writes keep coming while the backup runs: new sign-ups and saves.
    let writing = true;
    let during = 0;
    const writer = (async () => {
      for (let i = 100; writing; i++) {
        const a = new SimAthlete(i, "during");
        if ((await a.signUp(s, 160)).status === 201) during++;
        if ((await athletes[1]!.a.save(s, 200 + (i % 40))).status === 200) during++;
      }
    })();
    const started = Date.now();
    const backup = await script("backup", ["--out", backupDir], {
      DATA_DIR: dirs.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    const backupMs = Date.now() - started;
    writing = false;
    await writer;
    expect(backup.code, backup.out).toBe(0);
    console.log(
      `backup (${testDatabaseKind}): ${backupMs} ms while ${during} writes were acknowledged; ${backup.out.trim()}`,
    );

    // While a server runs, restore refuses: on the embedded database by DATA_DIR's lock; on
    // PostgreSQL because a server is connected to that database (from any machine), named.
    if (!database.url) {
      const refused = await script("restore", ["--from", backupDir], { DATA_DIR: dirs.dataDir });
      expect(refused.code).toBe(75);
      expect(refused.out).toMatch(/Cannot restore while a server runs/);
    } else {
      const users = async () => {
        const c = new pg.Client({ connectionString: database.url });
        await c.connect();
        const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from "user"`);
        await c.end();
        return rows[0]!.n;
      };
      const before = await users();
      const elsewhere = mkdtempSync(path.join(tmpdir(), "gameready-other-machine-"));
      const refused = await script("restore", ["--from", backupDir], {
        DATA_DIR: elsewhere,
        DATABASE_URL: database.url,
      });
      rmSync(elsewhere, { recursive: true, force: true });
      expect(refused.code, refused.out).toBe(75);
      expect(refused.out).toMatch(/GameReady servers are connected to this database/);
      expect(refused.out).toMatch(/127\.0\.0\.1: \d+ connection\(s\) of gameready-server/);
      expect(refused.out).toMatch(/--replace-live/);
      expect(await users()).toBe(before);
    }

    await s.stop();
    // Wipe: the data folder (and, on PostgreSQL, restore into another, empty database).
    rmSync(dirs.dataDir, { recursive: true, force: true });
    const restore = await script("restore", ["--from", backupDir], {
      DATA_DIR: dirs.dataDir,
      ...(restored.url ? { DATABASE_URL: restored.url } : {}),
    });
    expect(restore.code, restore.out).toBe(0);
    expect(readdirSync(dirs.dataDir)).not.toContain("server.lock");

    server = await spawnServer(faultEnv({ ...dirs, databaseUrl: restored.url, smtpUrl: mailbox.url }), dirs.logFile);
    const r = server;
    for (const { a, height } of athletes) {
      // Sessions survive: the same cookie still signs the athlete in.
      const me = (await (await a.dashboard(r)).json()) as { plan: unknown; questionnaire: { height: number } };
      expect(me.plan).not.toBeNull();
      if (a !== athletes[1]!.a) expect(me.questionnaire.height).toBe(height);
    }
    expect(Buffer.from(await (await r.fetch(avatarUrl)).arrayBuffer())).toEqual(avatar);
    expect(Buffer.from(await (await first!.a.get(r, "/api/me/training-pdfs/1")).arrayBuffer())).toEqual(pdf);
    expect((await r.fetch("/api/health")).status).toBe(200);

    if (restored.url) {
      // A later release's migration added a table that refers to the users (as a real one would):
      // restoring the older backup must still work, and leave no trace of that table.
      const later = new pg.Client({ connectionString: restored.url });
      await later.connect();
      await later.query(`create table later_release (user_id text not null references "user"(id) on delete cascade)`);
      await later.query(`insert into later_release select id from "user" limit 1`);
      await later.end();
      // Replacing a live database on purpose: allowed with the flag, and what it held is dumped aside first.
      const forced = await script("restore", ["--from", backupDir, "--replace-live"], {
        DATA_DIR: dirs.dataDir,
        DATABASE_URL: restored.url,
      });
      expect(forced.code, forced.out).toBe(0);
      const after = new pg.Client({ connectionString: restored.url });
      await after.connect();
      const { rows } = await after.query<{ t: string | null }>(`select to_regclass('public.later_release')::text as t`);
      await after.end();
      expect(rows[0]!.t).toBeNull();
      const aside = readdirSync(dirs.dataDir).find((f) => f.startsWith("pre-restore-"));
      expect(aside).toBeTruthy();
      expect(readdirSync(path.join(dirs.dataDir, aside!))).toContain("postgres.dump");
    }
  });
});

describe.runIf(testDatabaseUrl)("pg_dump older than the server (PostgreSQL)", () => {
  it("backup stops before dumping, naming the client tools needed", async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    const bin = mkdtempSync(path.join(tmpdir(), "gameready-old-pgdump-"));
    // A stand-in pg_dump that reports an old major version.
    writeFileSync(path.join(bin, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 9.6.24'\n", { mode: 0o755 });
    const before = process.env.PG_BIN;
    process.env.PG_BIN = bin;
    try {
      await expect(checkDumpClient(client)).rejects.toThrow(
        /pg_dump 9 cannot dump PostgreSQL \d+: install the client tools/,
      );
    } finally {
      process.env.PG_BIN = before;
      if (before === undefined) delete process.env.PG_BIN;
      await client.end();
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
