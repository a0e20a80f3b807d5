import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lifecycle } from "#server/core/lifecycle";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/** /api/health/live and /api/health/ready (issue #15, docs/decisions/0096). */
const { server, mailbox } = setUpTestServer({ mailbox: true, config: { mailCheckCacheMs: 2000 } });

interface Ready {
  status: string;
  checks: Record<"database" | "storage" | "mail", { ok: boolean; reason?: string; required: boolean }>;
}
const ready = async () => {
  const res = await server.fetch("/api/health/ready");
  return { status: res.status, body: (await res.json()) as Ready };
};

afterEach(() => {
  lifecycle.draining = false;
});

describe("GET /api/health/live", () => {
  it("answers 200 without touching a dependency, even while draining", async () => {
    lifecycle.draining = true;
    const res = await server.fetch("/api/health/live");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/health/ready", () => {
  it("is ready with database, storage and mail relay each checked", async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: {
        status: "ready",
        checks: {
          database: { ok: true, required: true },
          storage: { ok: true, required: false },
          mail: { ok: true, required: false },
        },
      },
    });
  });

  it("answers 503 draining once shutdown has begun", async () => {
    lifecycle.draining = true;
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body.status).toBe("draining");
  });

  it("the relay's check is reused for a short time; a relay down is reported but does not make the process unready", async () => {
    expect((await ready()).body.checks.mail.ok).toBe(true);
    await mailbox.close();
    // Within the cache time: the last answer, no new SMTP connection per probe.
    expect((await ready()).body.checks.mail.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 2100));
    const { status, body } = await ready();
    expect(body.checks.mail).toEqual({ ok: false, reason: "ESOCKET", required: false });
    expect(status).toBe(200);
    expect(body.status).toBe("degraded");
  });

  it("storage that cannot be written is reported by name and makes the process degraded, not unready; ready again once fixed", async () => {
    const avatars = path.join(server.config.dataDir, "files", "avatars");
    rmSync(avatars, { recursive: true, force: true });
    mkdirSync(path.dirname(avatars), { recursive: true });
    writeFileSync(avatars, "not a folder");
    try {
      const { status, body } = await ready();
      expect(status).toBe(200);
      expect(body.status).toBe("degraded");
      expect(body.checks.storage.ok).toBe(false);
      expect(body.checks.storage.reason).toMatch(/^E[A-Z]+$/);
      expect(body.checks.database.ok).toBe(true);
    } finally {
      rmSync(avatars, { force: true });
    }
    // Storage is back (the mail relay was closed by the test before: still reported down).
    expect((await ready()).body.checks.storage.ok).toBe(true);
  });
});

describe("X-Request-Id", () => {
  const { server: proxied } = setUpTestServer({ config: { trustProxy: true } });
  it("behind our proxy its id is kept and returned; anything unlike an id is replaced by our own", async () => {
    const kept = await proxied.fetch("/api/health", { headers: { "x-request-id": "lb-5f2c9a01.77" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-5f2c9a01.77");
    const replaced = await proxied.fetch("/api/health", { headers: { "x-request-id": 'x" injected {json}' } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await proxied.fetch("/api/health")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a client talking to us directly does not choose the id in our log", async () => {
    const direct = await server.fetch("/api/health", { headers: { "x-request-id": "chosen-by-client-1" } });
    expect(direct.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("database down", () => {
  const { server: cut } = setUpTestServer();
  it("readiness answers 503 naming the database; liveness stays 200", async () => {
    // The database connection closed under the running server (a lost PostgreSQL, a dead PGlite).
    const close = cut.app.database.close.bind(cut.app.database);
    await close();
    cut.app.database.close = async () => {}; // already closed: the test kit's teardown must not fail
    const res = await cut.fetch("/api/health/ready");
    expect(res.status).toBe(503);
    const body = (await res.json()) as Ready;
    expect(body.status).toBe("unavailable");
    expect(body.checks.database).toMatchObject({ ok: false, required: true });
    expect(body.checks.database.reason).toBeTruthy();
    expect((await cut.fetch("/api/health/live")).status).toBe(200);
  });
});
