import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "#server/testing/database";
import { AttemptLimiter, clientKey } from "./attempt-limiter.ts";
import { setUpTestServer } from "#server/testing/set-up-test-server";

const { server: s } = setUpTestServer();

describe(`AttemptLimiter on the database (${testDatabaseKind})`, () => {
  it("lets max attempts through in the window, refuses the next with the time left, and opens a new window after it", async () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(s.app.db, { name: "unit", max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect(await limiter.attempt("198.51.100.1")).toBe(0);
    expect(await limiter.attempt("198.51.100.1")).toBe(60_000);
    expect(await limiter.attempt("198.51.100.2")).toBe(0); // per address
    now += 45_000;
    expect(await limiter.attempt("198.51.100.1")).toBe(15_000);
    now += 15_000;
    // The window has passed: a fresh one starts with this attempt.
    for (let i = 0; i < 3; i++) expect(await limiter.attempt("198.51.100.1")).toBe(0);
    expect(await limiter.attempt("198.51.100.1")).toBe(60_000);
  });

  it("refund gives an attempt back, never below zero", async () => {
    const limiter = new AttemptLimiter(s.app.db, { name: "unit-refund", max: 2, windowMs: 60_000 });
    await limiter.refund("192.0.2.1"); // nothing to give back: no row, no error
    for (let i = 0; i < 10; i++) {
      expect(await limiter.attempt("192.0.2.1")).toBe(0);
      await limiter.refund("192.0.2.1");
    }
    expect(await limiter.attempt("192.0.2.1")).toBe(0);
    expect(await limiter.attempt("192.0.2.1")).toBe(0);
    expect(await limiter.attempt("192.0.2.1")).toBeGreaterThan(0);
  });

  it("attempts that were all given back start no window: the first counted one does", async () => {
    let now = 5_000_000;
    const limiter = new AttemptLimiter(s.app.db, { name: "unit-window", max: 2, windowMs: 60_000, now: () => now });
    expect(await limiter.attempt("192.0.2.5")).toBe(0);
    await limiter.refund("192.0.2.5");
    now += 50_000;
    expect(await limiter.attempt("192.0.2.5")).toBe(0);
    expect(await limiter.attempt("192.0.2.5")).toBe(0);
    expect(await limiter.attempt("192.0.2.5")).toBe(60_000);
  });

  it("keeps limiters apart by name, and clear() forgets only its own", async () => {
    const a = new AttemptLimiter(s.app.db, { name: "unit-a", max: 1, windowMs: 60_000 });
    const b = new AttemptLimiter(s.app.db, { name: "unit-b", max: 1, windowMs: 60_000 });
    expect(await a.attempt("203.0.113.9")).toBe(0);
    expect(await a.attempt("203.0.113.9")).toBeGreaterThan(0);
    expect(await b.attempt("203.0.113.9")).toBe(0);
    await a.clear();
    expect(await a.attempt("203.0.113.9")).toBe(0);
    expect(await b.attempt("203.0.113.9")).toBeGreaterThan(0);
  });

  it("lets exactly max of many concurrent attempts through (one atomic statement each)", async () => {
    const limiter = new AttemptLimiter(s.app.db, { name: "unit-race", max: 7, windowMs: 60_000 });
    const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.attempt("192.0.2.77")));
    expect(waits.filter((w) => w === 0)).toHaveLength(7);
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
