import http from "node:http";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/server";
import { insertAthletes, openEventStream, waitFor } from "#server/testing/live-count";
import { setUpTestServer } from "#server/testing/set-up-test-server";

const { server: s } = setUpTestServer();

const hub = () => s.app.liveCount;
const getCount = async () => {
  const res = await s.fetch("/api/athletes/count");
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
};
/** Waits until the server's cached count is `n` (the recount runs on the NOTIFY). */
const countBecomes = (n: number) => vi.waitFor(async () => expect(await getCount()).toBe(n), { timeout: 10_000 });

// One database for the file: the tests run in order and build on each other's rows.
describe("GET /api/athletes/count", () => {
  it("answers 31 when there are no profiles", async () => {
    expect(await getCount()).toBe(31);
  });

  it("still answers 31 with fewer than 31 profiles", async () => {
    await insertAthletes(s.app.db, 5);
    await hub().refresh();
    expect(await getCount()).toBe(31);
  });

  it("rises above 31 when profiles are inserted, without being asked to recount", async () => {
    await insertAthletes(s.app.db, 30); // 35 in all
    await countBecomes(35);
  });

  it("answers from memory: no query per request", async () => {
    const select = vi.spyOn(s.app.db, "select");
    try {
      for (let i = 0; i < 5; i++) expect(await getCount()).toBe(35);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("recounts once per inserting statement, not once per row", async () => {
    const select = vi.spyOn(s.app.db, "select");
    try {
      await insertAthletes(s.app.db, 10); // one user statement, one profiles statement
      await countBecomes(45);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });
});

describe("GET /api/athletes/count/events", () => {
  it("is an uncompressed, uncached event stream that starts with the count", async () => {
    const stream = await openEventStream(`${s.url}/api/athletes/count/events`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get("cache-control")).toBe("no-cache");
      expect(stream.response.headers.get("content-encoding")).toBeNull();
      expect(await stream.nextCount()).toBe(45);
      expect(stream.received()).toBe('event: count\ndata: {"count":45}\n\n');
    } finally {
      stream.close();
    }
  });

  it("pushes the new count to every connected client after an insert", async () => {
    const a = await openEventStream(`${s.url}/api/athletes/count/events`);
    const b = await openEventStream(`${s.url}/api/athletes/count/events`);
    try {
      expect(await a.nextCount()).toBe(45);
      expect(await b.nextCount()).toBe(45);
      await insertAthletes(s.app.db, 1);
      expect(await a.nextCount()).toBe(46);
      expect(await b.nextCount()).toBe(46);
    } finally {
      a.close();
      b.close();
    }
  });

  it("keeps the last count and logs when the recount fails, then recovers", async () => {
    const a = await openEventStream(`${s.url}/api/athletes/count/events`);
    const logError = vi.spyOn(s.app.log, "error");
    try {
      expect(await a.nextCount()).toBe(46);
      // Take the count's table away (decision 0093: the count reads profile_count), then notify
      // as the insert trigger does: the recount fails.
      await s.app.db.execute(sql`alter table profile_count rename to profile_count_offline`);
      await s.app.db.execute(sql`select pg_notify('profile_changes', 'insert')`);
      await vi.waitFor(() => expect(logError).toHaveBeenCalled(), { timeout: 10_000 });
      expect(logError.mock.calls[0]![1]).toMatch(/recount failed, keeping the last count/);
      expect(await getCount()).toBe(46);

      await s.app.db.execute(sql`alter table profile_count_offline rename to profile_count`);
      await insertAthletes(s.app.db, 1);
      expect(await a.nextCount()).toBe(47);
    } finally {
      logError.mockRestore();
      a.close();
    }
  });

  it("removes a client that disconnects", async () => {
    await waitFor(() => hub().clientCount === 0, 5000, "earlier streams to close");
    const a = await openEventStream(`${s.url}/api/athletes/count/events`);
    await a.nextCount();
    expect(hub().clientCount).toBe(1);
    a.close();
    await waitFor(() => hub().clientCount === 0, 5000, "the stream to be removed");
  });

  it("fans one change out to 1,000 connected clients", async () => {
    const N = 1000;
    // From 50 loopback addresses, 20 each: the default cap per address (LIVE_COUNT_STREAMS_PER_ADDRESS).
    const ADDRESSES = N / s.config.liveCountStreamsPerAddress;
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const clients: Array<{ req: http.ClientRequest; got: Promise<void> }> = [];
    const connected: Promise<void>[] = [];
    for (let i = 0; i < N; i++) {
      let text = "";
      let onConnect!: () => void;
      connected.push(new Promise<void>((r) => (onConnect = r)));
      let req!: http.ClientRequest;
      const got = new Promise<void>((resolve, reject) => {
        const localAddress = `127.0.1.${1 + (i % ADDRESSES)}`;
        req = http.get(`${s.url}/api/athletes/count/events`, { agent, localAddress }, (res) => {
          res.setEncoding("utf8");
          res.on("data", (d: string) => {
            text += d;
            // The first count is whatever the tests before left; the change must bring the next.
            const counts = [...text.matchAll(/"count":(\d+)/g)].map((m) => Number(m[1]));
            if (counts.length >= 1) onConnect();
            if (counts.length >= 2 && counts.at(-1)! === counts[0]! + 1) resolve();
          });
        });
        req.on("error", reject);
      });
      clients.push({ req, got });
    }
    await Promise.all(connected);
    expect(hub().clientCount).toBe(N);
    const started = Date.now();
    await insertAthletes(s.app.db, 1);
    await Promise.all(clients.map((c) => c.got));
    expect(Date.now() - started).toBeLessThan(5000);
    for (const c of clients) c.req.destroy();
    await waitFor(() => hub().clientCount === 0, 10_000, "1,000 streams to be removed");
    agent.destroy();
  });
});

describe("closing the app", () => {
  it("ends open streams and does not hang", async () => {
    const other = await startTestServer();
    const a = await openEventStream(`${other.url}/api/athletes/count/events`);
    const b = await openEventStream(`${other.url}/api/athletes/count/events`);
    await a.nextCount();
    await b.nextCount();
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(a.nextCount(2000)).rejects.toThrow(/stream ended/);
    b.close();
  });
});
