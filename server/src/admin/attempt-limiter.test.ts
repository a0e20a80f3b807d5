import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/server.ts";
import { testDatabaseKind } from "../test/database.ts";
import { AttemptLimiter, clientKey } from "./attempt-limiter.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe(`AttemptLimiter on the database (${testDatabaseKind})`, () => {
  it("blocks after max attempts in the window, says how long, and opens a new window after it", async () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(s.app.db, { name: "unit", max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.blockedFor("198.51.100.1")).toBe(0);
      await limiter.recordFailure("198.51.100.1");
    }
    expect(await limiter.blockedFor("198.51.100.1")).toBe(60_000);
    expect(await limiter.blockedFor("198.51.100.2")).toBe(0); // per address
    now += 45_000;
    expect(await limiter.blockedFor("198.51.100.1")).toBe(15_000);
    now += 15_000;
    expect(await limiter.blockedFor("198.51.100.1")).toBe(0);
    // The next attempt starts a fresh window with a count of one.
    await limiter.recordFailure("198.51.100.1");
    expect(await limiter.blockedFor("198.51.100.1")).toBe(0);
    await limiter.recordFailure("198.51.100.1");
    await limiter.recordFailure("198.51.100.1");
    expect(await limiter.blockedFor("198.51.100.1")).toBe(60_000);
  });

  it("keeps limiters apart by name, and clear() forgets only its own", async () => {
    const a = new AttemptLimiter(s.app.db, { name: "unit-a", max: 1, windowMs: 60_000 });
    const b = new AttemptLimiter(s.app.db, { name: "unit-b", max: 1, windowMs: 60_000 });
    await a.recordFailure("203.0.113.9");
    expect(await a.blockedFor("203.0.113.9")).toBeGreaterThan(0);
    expect(await b.blockedFor("203.0.113.9")).toBe(0);
    await b.recordFailure("203.0.113.9");
    await a.clear();
    expect(await a.blockedFor("203.0.113.9")).toBe(0);
    expect(await b.blockedFor("203.0.113.9")).toBeGreaterThan(0);
  });

  it("counts concurrent attempts exactly (one atomic statement each)", async () => {
    const limiter = new AttemptLimiter(s.app.db, { name: "unit-race", max: 50, windowMs: 60_000 });
    await Promise.all(Array.from({ length: 49 }, () => limiter.recordFailure("192.0.2.77")));
    expect(await limiter.blockedFor("192.0.2.77")).toBe(0);
    await limiter.recordFailure("192.0.2.77");
    expect(await limiter.blockedFor("192.0.2.77")).toBeGreaterThan(0);
  });
});

describe("clientKey", () => {
  it("keys IPv4 by address, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64", () => {
    expect(clientKey("203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
  });
});
