import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "#server/testing/coach-console";
import { signUpAndVerify, type TestAthlete } from "#server/testing/athletes";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { startTestServer, type TestServer } from "#server/testing/server";

/**
 * Hardening (issue #28 finding 13): the coach cookie is `__Host-` prefixed over https, the
 * OpenAPI document is the coach's (open only on a developer's http://localhost), and readiness
 * tells an anonymous probe error codes, never a driver's message.
 */
let http: TestServer;
let https: TestServer;
let mailbox: Mailbox;
let athlete: TestAthlete;

beforeAll(async () => {
  mailbox = await startMailbox();
  http = await startTestServer({ smtpUrl: mailbox.url, publicUrl: "http://localhost:1" });
  https = await startTestServer({ smtpUrl: mailbox.url, publicUrl: "https://gameready.example" });
  athlete = await signUpAndVerify(https, mailbox, {});
}, 180_000);
afterAll(async () => {
  await Promise.all([http?.close(), https?.close()]);
  await mailbox?.close();
});

const signIn = (s: TestServer) =>
  s.fetch("/api/admin/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: "test-admin-key-0123456789" }),
  });

describe("the coach cookie", () => {
  it("over https is __Host-gr_admin: Secure, Path=/, no Domain", async () => {
    const res = await signIn(https);
    expect(res.status).toBe(200);
    const [set] = res.headers.getSetCookie();
    expect(set).toMatch(/^__Host-gr_admin=[A-Za-z0-9_-]{43};/);
    expect(set).toMatch(/; Path=\/(;|$)/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).not.toMatch(/Domain=/i);
    const cookie = set!.split(";")[0]!;
    expect((await https.fetch("/api/admin/session", { headers: { cookie } })).status).toBe(200);
    expect((await https.fetch("/api/admin/athletes", { headers: { cookie } })).status).toBe(200);
  });

  it("over https the plain name is not accepted, and asking for the session clears it", async () => {
    const token = (await adminCookie(https)).split("=")[1]!;
    const res = await https.fetch("/api/admin/session", { headers: { cookie: `gr_admin=${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => /^gr_admin=;.*Path=\/api\/admin/.test(c))).toBe(true);
    expect((await https.fetch("/api/admin/athletes", { headers: { cookie: `gr_admin=${token}` } })).status).toBe(401);
  });

  it("over http (development, tests) it keeps its plain name, scoped to /api/admin", async () => {
    const [set] = (await signIn(http)).headers.getSetCookie();
    expect(set).toMatch(/^gr_admin=[A-Za-z0-9_-]{43};/);
    expect(set).toMatch(/; Path=\/api\/admin/);
  });
});

describe("GET /api/openapi.json", () => {
  it("is refused to a visitor and to an athlete, and served to the coach", async () => {
    expect((await https.fetch("/api/openapi.json")).status).toBe(401);
    expect((await https.fetch("/api/openapi.json", { headers: { cookie: athlete.cookie } })).status).toBe(401);
    const coach = await https.fetch("/api/openapi.json", { headers: { cookie: await adminCookie(https) } });
    expect(coach.status).toBe(200);
    expect(((await coach.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("is open on a developer's http://localhost", async () => {
    expect((await http.fetch("/api/openapi.json")).status).toBe(200);
  });
});

describe("GET /api/health/ready", () => {
  it("names a failed dependency by error code only: a driver's message stays in the log", async () => {
    const storage = https.app.storage as { check?: () => Promise<void> };
    const original = storage.check;
    storage.check = async () => {
      throw new Error('permission denied for user "gameready" on db.internal:5432 at /srv/gameready/data');
    };
    try {
      const res = await https.fetch("/api/health/ready");
      expect(res.status).toBe(200); // storage down: degraded, not out of service
      const text = await res.text();
      expect(JSON.parse(text).checks.storage).toEqual({ ok: false, reason: "failed", required: false });
      for (const secret of ["gameready", "db.internal", "/srv", "permission"]) expect(text).not.toContain(secret);
    } finally {
      storage.check = original;
    }
  });
});
