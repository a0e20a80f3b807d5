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
