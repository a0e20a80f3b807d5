import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY_ATTEMPTS } from "#server/features/coach-console/routes";
import { adminCookieFor, faultDirs, faultEnv } from "#server/testing/fault/fixture";
import { SimAthlete } from "#server/testing/fault/sim-athlete";
import { json } from "#server/testing/athletes";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { until } from "#server/testing/wait";

/**
 * The admin-key and sign-up limits hold across server processes (docs/decisions/0021): two real
 * server processes on one PostgreSQL share one budget per address, so an attacker spreading
 * attempts over N processes behind a load balancer does not get N budgets.
 */
describe("rate limits shared by server processes on one PostgreSQL", () => {
  if (!testDatabaseUrl) {
    it.skip("needs TEST_DATABASE_URL (PostgreSQL): PGlite cannot be shared by two server processes", () => {});
    return;
  }

  const SIGNUPS_PER_HOUR = 3;
  let database: TestDatabase;
  let mailbox: Mailbox;
  const dirs = [faultDirs("limits-a"), faultDirs("limits-b")];
  let servers: SpawnedServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    mailbox = await startMailbox();
    servers = await Promise.all(
      dirs.map((d) =>
        spawnServer(
          {
            ...faultEnv({ ...d, databaseUrl: database.url, smtpUrl: mailbox.url }),
            SIGNUP_LIMIT_PER_HOUR: String(SIGNUPS_PER_HOUR),
          },
          d.logFile,
        ),
      ),
    );
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await mailbox?.close();
    await database?.drop();
    for (const d of dirs) d.cleanup();
  });

  const tryKey = (s: SpawnedServer, key: string, ip: string) =>
    s.fetch("/api/admin/session", {
      ...json({ key }),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    });

  it("wrong admin keys split over two processes use one budget", async () => {
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    const ip = "10.77.0.1";
    for (let i = 0; i < KEY_ATTEMPTS.max; i++) expect((await tryKey(i % 2 ? b : a, `wrong-${i}`, ip)).status).toBe(401);
    const blockedA = await tryKey(a, "wrong-again", ip);
    const blockedB = await tryKey(b, "wrong-again", ip);
    expect([blockedA.status, blockedB.status]).toEqual([429, 429]);
    expect(Number(blockedB.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected, on either process.
    await adminCookieFor(a);
    await adminCookieFor(b);
  });

  it("sign-ups split over two processes use one budget", async () => {
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    // Athletes with the same index share a client address (X-Forwarded-For, TRUST_PROXY=true).
    const statuses = [];
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++)
      statuses.push((await new SimAthlete(77_001, "xlimit").signUp(i % 2 ? b : a, 170)).status);
    expect(statuses).toEqual(Array(SIGNUPS_PER_HOUR).fill(201));
    for (const s of [a, b]) {
      const res = await new SimAthlete(77_001, "xlimit").signUp(s, 170);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("TOO_MANY_SIGNUPS");
    }
    expect((await new SimAthlete(77_002, "xlimit").signUp(b, 170)).status).toBe(201);
  });

  it("the sign-up hour outlives better-auth's clean-up of its own counters, whichever process runs it", async () => {
    const [a, b] = servers as [SpawnedServer, SpawnedServer];
    const INDEX = 77_003;
    const ip = new SimAthlete(INDEX, "prune").ip;
    const signIn = (s: SpawnedServer) =>
      s.fetch("/api/auth/sign-in/email", {
        ...json({ email: "nobody-prune@example.test", password: "wrong-password" }),
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
      });
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++)
      expect((await new SimAthlete(INDEX, "prune").signUp(i % 2 ? b : a, 170)).status).toBe(201);
    expect((await signIn(b)).status).toBe(401);

    // The processes read the real clock: age the rows instead. Eleven minutes into our hour, and
    // this address's better-auth sign-in window (a minute) is over; a stale sentinel shows the prune.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      await db.query("update app_rate_limit set window_start = window_start - 660000 where key = $1", [
        `gameready:signup:${ip}`,
      ]);
      await db.query("update rate_limit set last_request = last_request - 61000 where key = $1", [
        `${ip}|/sign-in/email`,
      ]);
      await db.query("insert into rate_limit (id, key, count, last_request) values ($1, $1, 1, $2)", [
        "prune-sentinel",
        Date.now() - 3_600_000,
      ]);
      // Opens a new better-auth window on process A, which then prunes every row older than 600 s.
      expect((await signIn(a)).status).toBe(401);
      await until(
        async () => (await db.query("select 1 from rate_limit where key = 'prune-sentinel'")).rowCount === 0,
        { what: "better-auth's prune" },
      );
    } finally {
      await db.end();
    }
    for (const s of [a, b]) {
      const res = await new SimAthlete(INDEX, "prune").signUp(s, 170);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(48 * 60);
    }
  });
});
