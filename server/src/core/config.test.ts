import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "gameready-config-"));

describe("configuration", () => {
  it("has the documented defaults", () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.host).toBe("localhost");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.supportEmail).toBe("support@gameready.example");
    expect(c.smtpUrl).toBeUndefined();
    expect(c.adminAccessKey).toBeUndefined();
    // Limits (issue #14, docs/decisions/0050): a 20 MB upload at 256 kbit/s (655 s) fits the request timeout.
    expect(c.expensiveConcurrentPerAccount).toBe(2);
    expect(c.expensivePerMinutePerAccount).toBe(20);
    expect(c.liveCountStreamsPerAddress).toBe(20);
    expect(c.liveCountStreamsTotal).toBe(2000);
    expect(c.requestTimeoutMs).toBe(900_000);
    expect(c.requestTimeoutMs).toBeGreaterThan(((20 * 1024 * 1024 * 8) / 256_000) * 1000);
    expect(c.idleTimeoutMs).toBe(120_000);
  });

  it("reads the limits from the environment", () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      EXPENSIVE_CONCURRENT_PER_ACCOUNT: "1",
      EXPENSIVE_PER_MINUTE_PER_ACCOUNT: "5",
      LIVE_COUNT_STREAMS_PER_ADDRESS: "3",
      LIVE_COUNT_STREAMS_TOTAL: "50",
      REQUEST_TIMEOUT_SECONDS: "60",
      IDLE_TIMEOUT_SECONDS: "30",
    });
    expect([c.expensiveConcurrentPerAccount, c.expensivePerMinutePerAccount]).toEqual([1, 5]);
    expect([c.liveCountStreamsPerAddress, c.liveCountStreamsTotal]).toEqual([3, 50]);
    expect([c.requestTimeoutMs, c.idleTimeoutMs]).toEqual([60_000, 30_000]);
  });

  it("defaults DATA_DIR to ./data", () => {
    // Only the resolution is checked: the secret is not generated because AUTH_SECRET is given.
    const c = loadConfig({ AUTH_SECRET: "x".repeat(40) });
    expect(c.dataDir).toBe(path.resolve("./data"));
  });

  it.each([
    [{ PORT: "seventy" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ ADMIN_ACCESS_KEY: "1234" }, "ADMIN_ACCESS_KEY"],
    [{ SUPPORT_EMAIL: "nobody" }, "SUPPORT_EMAIL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ EXPENSIVE_CONCURRENT_PER_ACCOUNT: "0" }, "EXPENSIVE_CONCURRENT_PER_ACCOUNT"],
    [{ EXPENSIVE_PER_MINUTE_PER_ACCOUNT: "lots" }, "EXPENSIVE_PER_MINUTE_PER_ACCOUNT"],
    [{ LIVE_COUNT_STREAMS_PER_ADDRESS: "1.5" }, "LIVE_COUNT_STREAMS_PER_ADDRESS"],
    [{ LIVE_COUNT_STREAMS_TOTAL: "-1" }, "LIVE_COUNT_STREAMS_TOTAL"],
    [{ REQUEST_TIMEOUT_SECONDS: "0" }, "REQUEST_TIMEOUT_SECONDS"],
    [{ IDLE_TIMEOUT_SECONDS: "2" }, "IDLE_TIMEOUT_SECONDS"],
  ])("refuses %o and names the variable", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it("generates AUTH_SECRET once in DATA_DIR in embedded mode and reuses it", () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.authSecret).toBe(a.authSecret);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(a.authSecret);
  });

  it("requires AUTH_SECRET with PostgreSQL, naming it", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "postgres://localhost/x" })).toThrow(
      /AUTH_SECRET: required when DATABASE_URL/,
    );
  });

  it("treats empty variables as unset", () => {
    const c = loadConfig({ DATA_DIR: tmp(), PORT: "", SMTP_URL: "" });
    expect(c.port).toBe(3000);
    expect(c.smtpUrl).toBeUndefined();
  });
});
