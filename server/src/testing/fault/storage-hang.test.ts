import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, S3_DEADLINE_MS } from "#server/core/storage/s3-storage";
import { StorageUnavailableError } from "#server/core/storage/storage";
import { makePng } from "#server/testing/coach-console";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { startS3, type TestS3 } from "#server/testing/s3";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";

/**
 * A TCP relay in front of the store that can be switched to "hang": connections are accepted
 * and never answered, as a store behind a dead load balancer does. Switching drops the relay's
 * open connections, so kept-alive sockets hang too.
 */
async function hangableRelay(target: string) {
  const { hostname, port } = new URL(target);
  let hanging = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (hanging) return; // accepted, never answered
    const upstream = net.connect(Number(port), hostname);
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    hang() {
      hanging = true;
      for (const s of sockets) s.destroy();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

/**
 * A store that hangs holds nobody for minutes: a read answers 503 with Retry-After within the
 * storage deadline (seconds), and any request whose answer has not started by
 * REQUEST_DEADLINE_SECONDS gets a 503 too. Real server process, s3rver behind a relay.
 */
describe(`a hung S3 store (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  const dirs = faultDirs("storage-hang");
  let database: TestDatabase;
  let mailbox: Mailbox;
  let s3: TestS3;
  let relay: Awaited<ReturnType<typeof hangableRelay>>;
  let server: SpawnedServer;
  const athlete = new SimAthlete(11, "hang");
  let avatarUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailbox = await startMailbox();
    s3 = await startS3();
    relay = await hangableRelay(s3.endpoint);
    const storage = s3.env({ ...(await s3.bucket()), endpoint: relay.endpoint });
    server = await spawnServer(
      {
        ...faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url }),
        ...storage,
        REQUEST_DEADLINE_SECONDS: "3",
      },
      dirs.logFile,
    );
    expect((await athlete.signUp(server, 175)).status).toBe(201);
    await athlete.readToken(mailbox);
    expect((await athlete.verify(server)).status).toBe(200);
    const up = await athlete.upload(server, "/api/me/avatar", await makePng(), "me.png", "image/png");
    expect(up.status).toBe(200);
    ({ avatarUrl } = (await up.json()) as { avatarUrl: string });
    expect((await athlete.get(server, avatarUrl)).status).toBe(200);
    relay.hang();
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await relay?.close();
    await s3?.close();
    await mailbox?.close();
    await database?.drop();
    dirs.cleanup();
  });

  it("the store's own calls give up within their deadline, retries included", async () => {
    const config = await s3.bucket();
    const storage = createS3Storage({ ...config, endpoint: relay.endpoint });
    const started = Date.now();
    await expect(storage.read("avatars", "someone.png")).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(Date.now() - started).toBeLessThan(S3_DEADLINE_MS.answer + 3000);
    await storage.close();
  });

  it("an avatar read answers 503 with Retry-After by REQUEST_DEADLINE_SECONDS, and the log line carries the request id", async () => {
    const started = Date.now();
    const res = await athlete.get(server, avatarUrl);
    const ms = Date.now() - started;
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("DEADLINE");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(ms).toBeLessThan(8_000);
    const id = res.headers.get("x-request-id");
    expect(id).toBeTruthy();
    const line = server
      .log()
      .split("\n")
      .find((l) => l.includes(`"reqId":"${id}"`) && l.includes('"level":50'));
    expect(line, "an error line carrying the request's id").toBeTruthy();
  });

  it("while the store hangs, the rest of the product answers: the dashboard and logging a session", async () => {
    expect((await athlete.dashboard(server)).status).toBe(200);
    expect((await server.fetch("/api/health/live")).status).toBe(200);
  });

  it("readiness reports storage down without taking the process out of service", async () => {
    const res = await server.fetch("/api/health/ready");
    const body = (await res.json()) as { status: string; checks: { storage: { ok: boolean; required: boolean } } };
    expect(res.status).toBe(200);
    expect(body.status).toBe("degraded");
    expect(body.checks.storage).toMatchObject({ ok: false, required: false });
    // Probes log only what goes wrong: no request lines at info for them.
    await server.fetch("/api/health/live");
    const probeLines = server
      .log()
      .split("\n")
      .filter((l) => l.includes('"level":30') && /\/api\/health\/(live|ready)/.test(l));
    expect(probeLines).toEqual([]);
  });
});
