import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "#server/testing/coach-console";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { faultDirs, faultEnv } from "#server/testing/fault/fixture";
import { SimAthlete } from "#server/testing/fault/sim-athlete";
import { openEventStream } from "#server/testing/live-count";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { until } from "#server/testing/wait";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request on a keep-alive agent, as a browser or proxy sends it. `write` sends the body
 * (slowly, if it likes); resolves with the whole answer, rejects on a reset.
 */
function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; headers: Record<string, string> },
  write: (req: http.ClientRequest) => void = (req) => req.end(),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: opts.method ?? "GET", headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    write(req);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Shutdown under load (issue #15): a real server process with 16 requests in flight (PDF
 * downloads being rendered, avatar uploads still arriving), open event streams and keep-alive
 * clients gets SIGTERM. Before the fix 3 of 16 were reset and the process exited 1 after 10 s.
 */
describe(`shutdown on SIGTERM (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  const dirs = faultDirs("shutdown");
  let database: TestDatabase;
  let mailbox: Mailbox;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await server?.crash();
    await mailbox?.close();
    await database?.drop();
    dirs.cleanup();
  });

  it("answers every in-flight request, ends event streams, closes keep-alive connections and exits 0", async () => {
    server = await spawnServer(
      {
        ...faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url }),
        REQUEST_TIMEOUT_SECONDS: "20",
        SHUTDOWN_TIMEOUT_SECONDS: "25",
        // Three athletes below each have two PDF renders and an avatar upload in flight at once:
        // over the production budget of two expensive requests per account (answered 429 whenever
        // the upload starts before a render ends). The budget is proven in testing/security.
        EXPENSIVE_CONCURRENT_PER_ACCOUNT: "4",
      },
      dirs.logFile,
    );
    const s = server;
    const athletes: SimAthlete[] = [];
    for (let i = 0; i < 8; i++) {
      const a = new SimAthlete(i, "shutdown");
      expect((await a.signUp(s, 160 + i)).status).toBe(201);
      await a.readToken(mailbox);
      expect((await a.verify(s)).status).toBe(200);
      athletes.push(a);
    }
    const headersOf = (a: SimAthlete, extra: Record<string, string> = {}) => ({
      cookie: a.cookie,
      "x-forwarded-for": a.ip,
      origin: s.url,
      ...extra,
    });

    const streams = await Promise.all([0, 1, 2].map(() => openEventStream(`${s.url}/api/athletes/count/events`)));
    for (const st of streams) await st.nextCount();

    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const sockets = new Set<import("node:net").Socket>();
    const closed = new Set<import("node:net").Socket>();
    // Every connection the agent opens: the server must close each one by the end.
    const track = (req: http.ClientRequest) =>
      req.on("socket", (sock) => {
        if (sockets.has(sock)) return;
        sockets.add(sock);
        sock.once("close", () => closed.add(sock));
      });
    // Warm the keep-alive pool: a request on each connection first, so the in-flight ones reuse them.
    await Promise.all(
      athletes.map((a) =>
        request(agent, `${s.url}/api/me`, { headers: headersOf(a) }, (req) => {
          track(req);
          req.end();
        }),
      ),
    );

    // 10 PDF downloads (five athletes, both phases: each is rendered now, the first time). Ten is
    // what the render pool holds (2 rendering, 8 waiting: decision 0092); an 11th would be 503 PDF_BUSY.
    const downloads = athletes.slice(0, 5).flatMap((a) =>
      ["1", "2"].map((phase) =>
        request(agent, `${s.url}/api/me/training-pdfs/${phase}`, { headers: headersOf(a) }, (req) => {
          track(req);
          req.end();
        }),
      ),
    );
    // 6 avatar uploads whose bodies are still arriving when SIGTERM comes.
    const png = await makePng();
    const boundary = "----shutdown-test-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let sigtermSent = false;
    const uploads = athletes.slice(2, 8).map((a) =>
      request(
        agent,
        `${s.url}/api/me/avatar`,
        {
          method: "POST",
          headers: headersOf(a, {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": String(body.length),
          }),
        },
        (req) => {
          track(req);
          req.flushHeaders();
          req.write(body.subarray(0, 64));
          void (async () => {
            // The rest only once the server is shutting down, over a second and a half, in small
            // pieces: these four are certainly in flight while it drains.
            await until(() => sigtermSent && s.log().includes("shutting down"), {
              timeoutMs: 60_000,
              what: "draining",
            });
            const step = Math.ceil((body.length - 64) / 6);
            for (let at = 64; at < body.length; at += step) {
              await sleep(250);
              req.write(body.subarray(at, at + step));
            }
            req.end();
          })();
        },
      ),
    );

    await sleep(150);
    const sigtermAt = Date.now();
    s.child.kill("SIGTERM");
    sigtermSent = true;

    const answers = await Promise.allSettled([...downloads, ...uploads]);
    const failures = answers.flatMap((r, i) => (r.status === "rejected" ? [`request ${i}: ${String(r.reason)}`] : []));
    expect(failures).toEqual([]);
    const ok = answers.map((r) => (r as PromiseFulfilledResult<Answer>).value);
    expect(ok.map((a) => a.status)).toEqual(Array(16).fill(200));
    for (const pdf of ok.slice(0, 10)) {
      expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.body.length).toBe(Number(pdf.headers["content-length"]));
    }
    // Answers sent after SIGTERM tell the client not to reuse the connection.
    for (const upload of ok.slice(10)) expect(upload.headers.connection).toBe("close");

    // The process exits 0, well within the bound.
    expect(await s.exited).toBe(0);
    const tookMs = Date.now() - sigtermAt;
    expect(tookMs).toBeLessThan(25_000);
    console.log(`shutdown (${testDatabaseKind}): 16/16 in-flight answered 200, exit 0 after ${tookMs} ms`);

    // Every event stream ended cleanly, and every keep-alive connection was closed by the server.
    await until(() => streams.every((st) => st.ended()), { timeoutMs: 5000, what: "streams ended" });
    await until(() => closed.size === sockets.size, { timeoutMs: 5000, what: "keep-alive connections closed" });
    const started = JSON.parse(
      s
        .log()
        .split("\n")
        .find((l) => l.includes("shutting down")) ?? "{}",
    ) as { inFlight?: number };
    expect(started.inFlight).toBeGreaterThanOrEqual(4);
    expect(s.log()).not.toMatch(/ECONNRESET|error during shutdown/);
    agent.destroy();
  });
});
