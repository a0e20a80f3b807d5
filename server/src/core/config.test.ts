import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkServerConfig, ConfigError, loadConfig, lookalikeWarnings } from "./config.ts";

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
    // Limits: a 20 MB upload at 600 kbit/s (280 s) fits the request timeout, and shutdown waits for it.
    expect(c.expensiveConcurrentPerAccount).toBe(2);
    expect(c.expensivePerMinutePerAccount).toBe(20);
    expect(c.liveCountStreamsPerAddress).toBe(20);
    expect(c.liveCountStreamsTotal).toBe(2000);
    expect(c.requestTimeoutMs).toBe(300_000);
    expect(c.requestTimeoutMs).toBeGreaterThan(((20 * 1024 * 1024 * 8) / 600_000) * 1000);
    expect(c.shutdownTimeoutMs).toBeGreaterThan(c.requestTimeoutMs);
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

describe("deploy configuration (issue #15)", () => {
  it("has the deploy defaults: migrate on start, pool 10, 16MB shared buffers, 340 s shutdown", () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.migrateOnStart).toBe(true);
    expect(c.databasePoolSize).toBe(10);
    expect(c.pgliteSharedBuffers).toBe("16MB");
    // The request timeout and a margin: compose.yaml's stop_grace_period (350 s) is longer still.
    expect(c.shutdownTimeoutMs).toBe(340_000);
  });

  it("reads the deploy variables", () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      MIGRATE_ON_START: "false",
      DATABASE_POOL_SIZE: "25",
      PGLITE_SHARED_BUFFERS: "16MB",
      REQUEST_TIMEOUT_SECONDS: "10",
      SHUTDOWN_TIMEOUT_SECONDS: "15",
    });
    expect([c.migrateOnStart, c.databasePoolSize, c.pgliteSharedBuffers, c.shutdownTimeoutMs]).toEqual([
      false,
      25,
      "16MB",
      15000,
    ]);
  });

  it("shutdown waits for uploads still arriving: at least REQUEST_TIMEOUT_SECONDS, by default a little more", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).shutdownTimeoutMs).toBe(340_000);
    expect(loadConfig({ DATA_DIR: tmp(), REQUEST_TIMEOUT_SECONDS: "60" }).shutdownTimeoutMs).toBe(100_000);
    expect(() => loadConfig({ DATA_DIR: tmp(), SHUTDOWN_TIMEOUT_SECONDS: "25" })).toThrow(
      /SHUTDOWN_TIMEOUT_SECONDS: 25 is shorter than REQUEST_TIMEOUT_SECONDS \(300\), so a deploy would cut uploads/,
    );
  });

  it.each([
    [{ MIGRATE_ON_START: "no" }, "MIGRATE_ON_START"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE"],
    [{ PGLITE_SHARED_BUFFERS: "32" }, "PGLITE_SHARED_BUFFERS"],
    [{ SHUTDOWN_TIMEOUT_SECONDS: "soon" }, "SHUTDOWN_TIMEOUT_SECONDS"],
    [{ ALLOW_EMBEDDED_DATABASE: "yes" }, "ALLOW_EMBEDDED_DATABASE"],
  ])("refuses %o and names the variable", (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it("reads any variable from X_FILE, trimmed", () => {
    const dir = tmp();
    const file = (name: string, content: string) => {
      const f = path.join(dir, name);
      writeFileSync(f, content);
      return f;
    };
    const c = loadConfig({
      DATA_DIR: dir,
      AUTH_SECRET_FILE: file("auth", `${"s".repeat(40)}\n`),
      ADMIN_ACCESS_KEY_FILE: file("admin", "  admin-key-from-a-file \n"),
      DATABASE_URL_FILE: file("db", "postgresql://app:pw@db:5432/gameready\n"),
      SMTP_URL_FILE: file("smtp", "smtp://mail:25"),
    });
    expect(c.authSecret).toBe("s".repeat(40));
    expect(c.adminAccessKey).toBe("admin-key-from-a-file");
    expect(c.databaseUrl).toBe("postgresql://app:pw@db:5432/gameready");
    expect(c.smtpUrl).toBe("smtp://mail:25");
  });

  it("validates a value read from a file like any other, naming the variable", () => {
    const f = path.join(tmp(), "short");
    writeFileSync(f, "short\n");
    expect(() => loadConfig({ DATA_DIR: tmp(), AUTH_SECRET_FILE: f })).toThrow(/AUTH_SECRET: must be at least 32/);
  });

  it("refuses X and X_FILE both set, and an unreadable X_FILE", () => {
    const f = path.join(tmp(), "secret");
    writeFileSync(f, "x".repeat(40));
    expect(() => loadConfig({ DATA_DIR: tmp(), AUTH_SECRET: "y".repeat(40), AUTH_SECRET_FILE: f })).toThrow(
      /AUTH_SECRET_FILE: AUTH_SECRET is set as well/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_ACCESS_KEY_FILE: "/nonexistent/admin-key" })).toThrow(
      /ADMIN_ACCESS_KEY_FILE: cannot read \/nonexistent\/admin-key \(ENOENT\)/,
    );
  });

  it("refuses NODE_ENV=production on the embedded database without ALLOW_EMBEDDED_DATABASE=true", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: "production" })).toThrow(/ALLOW_EMBEDDED_DATABASE=true/);
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: "production", ALLOW_EMBEDDED_DATABASE: "true", SMTP_URL: "smtp://m" })
        .databaseUrl,
    ).toBeUndefined();
    const pg = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/x",
      AUTH_SECRET: "z".repeat(40),
      SMTP_URL: "smtp://m",
    });
    expect(pg.databaseUrl).toBe("postgres://db/x");
  });

  it("refuses a misspelling of a variable that chooses where data, mail or secrets go, in any environment", () => {
    for (const [typo, meant] of [
      ["DATABSE_URL", "DATABASE_URL"],
      ["SMTP_ULR", "SMTP_URL"],
      ["AUTH_SECERT", "AUTH_SECRET"],
      ["ADMIN_ACCES_KEY", "ADMIN_ACCESS_KEY"],
      ["PUBLIC_ULR", "PUBLIC_URL"],
      ["DATABASE_URL_FIEL", "DATABASE_URL"],
    ] as const) {
      const env = { DATA_DIR: tmp(), [typo]: "postgres://db/x" } as NodeJS.ProcessEnv;
      expect(() => loadConfig(env), typo).toThrow(
        new RegExp(`${typo}: not a GameReady variable, and ${meant} is not set`),
      );
      // With the real name set as well, the lookalike is only a warning (it is ignored).
      expect(() =>
        loadConfig({ ...env, [meant]: meant === "DATABASE_URL" ? "postgres://db/y" : "smtp://m" }),
      ).not.toThrow(/not a GameReady variable/);
    }
    // A misspelling of a tuning variable stays a warning: the default it falls back to is safe.
    expect(() => loadConfig({ DATA_DIR: tmp(), LOG_LEVLE: "debug" } as NodeJS.ProcessEnv)).not.toThrow();
  });

  it("a production server refuses to start without SMTP_URL, unless mail to DATA_DIR/mail is chosen on purpose; tools need no relay", () => {
    const base = { DATA_DIR: tmp(), NODE_ENV: "production", ALLOW_EMBEDDED_DATABASE: "true" };
    const server = (env: NodeJS.ProcessEnv) => checkServerConfig(loadConfig(env));
    expect(() => server(base)).toThrow(/SMTP_URL: not set, and NODE_ENV=production .*ALLOW_MAIL_TO_FOLDER=true/);
    // `npm run migrate`, backup, restore: the same configuration loads (they send no mail).
    expect(loadConfig(base).production).toBe(true);
    expect(() => server({ ...base, ALLOW_MAIL_TO_FOLDER: "true" })).not.toThrow();
    expect(() => server({ ...base, SMTP_URL: "smtps://u:p@relay:465" })).not.toThrow();
    expect(() => server({ DATA_DIR: tmp() })).not.toThrow();
  });

  it("warns about misspelt variables, naming the one meant", () => {
    const w = lookalikeWarnings({
      DATABSE_URL: "postgres://x",
      SMTP_ULR: "smtp://x",
      AUTH_SECERT: "s",
      admin_access_key: "k",
    });
    expect(w).toEqual([
      expect.stringMatching(/^DATABSE_URL .*did you mean DATABASE_URL\?/),
      expect.stringMatching(/^SMTP_ULR .*did you mean SMTP_URL\?/),
      expect.stringMatching(/^AUTH_SECERT .*did you mean AUTH_SECRET\?/),
      expect.stringMatching(/^admin_access_key .*did you mean ADMIN_ACCESS_KEY\?/),
    ]);
    expect(lookalikeWarnings({ AUTH_SECRET_FIEL: "/run/secrets/x" })).toEqual([
      expect.stringMatching(/did you mean AUTH_SECRET_FILE\?/),
    ]);
  });

  it("warns about unknown names under GameReady's own prefixes", () => {
    const [w] = lookalikeWarnings({ SMTP_PASSWORD: "x" });
    expect(w).toMatch(/^SMTP_PASSWORD is not a GameReady variable .*SMTP_URL, SMTP_FROM/);
  });

  it("stays quiet about known variables and a usual container environment", () => {
    expect(
      lookalikeWarnings({
        DATABASE_URL: "x",
        AUTH_SECRET_FILE: "x",
        PORT: "1",
        HOST: "h",
        HOME: "/home/node",
        PATH: "/usr/bin",
        HOSTNAME: "abc",
        TERM: "xterm",
        NODE_VERSION: "20",
        YARN_VERSION: "1",
        NODE_OPTIONS: "",
        NODE_ENV: "production",
        PWD: "/app",
        SHLVL: "1",
        LANG: "C.UTF-8",
        PGDATA: "/x",
        TZ: "UTC",
      }),
    ).toEqual([]);
  });
});
