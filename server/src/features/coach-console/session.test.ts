import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminSessions } from "#server/core/db/schema";
import { signUpAndVerify } from "#server/testing/athletes";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { TEST_ADMIN_KEY, startTestServer, type TestServer } from "#server/testing/server";
import { ADMIN_KEY_LIMITER, KEY_ATTEMPTS } from "./routes.ts";
import { ADMIN_SESSION_CACHE_TTL_MS } from "./session.ts";
import { AttemptLimiter } from "#server/core/limits/attempt-limiter";
import { adminCookie, makePdf } from "#server/testing/coach-console";

let server: TestServer;
let mailbox: Mailbox;
let athleteId: string;
let athleteCookie: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ smtpUrl: mailbox.url });
  // A real athlete through sign-up and the verification mail: a real athlete session.
  const athlete = await signUpAndVerify(server, mailbox, { fullName: "Matrix Athlete" });
  athleteId = athlete.userId;
  athleteCookie = athlete.cookie;
}, 180_000);
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** Every admin endpoint but the sign-in itself, with a request that would succeed as admin. */
async function protectedCalls(): Promise<Array<{ name: string; init: () => Promise<[string, RequestInit]> }>> {
  const pdf = await makePdf();
  return [
    { name: "GET /session", init: async () => ["/api/admin/session", {}] },
    { name: "DELETE /session", init: async () => ["/api/admin/session", { method: "DELETE" }] },
    { name: "GET /athletes", init: async () => ["/api/admin/athletes?page=1&pageSize=25", {}] },
    { name: "GET /athletes?q", init: async () => ["/api/admin/athletes?q=matrix", {}] },
    {
      name: "POST /athletes/:id/pdfs/1",
      init: async () => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "p.pdf");
        return [`/api/admin/athletes/${athleteId}/pdfs/1`, { method: "POST", body: form }];
      },
    },
  ];
}

async function expectAllRefused(cookie: string | undefined) {
  for (const call of await protectedCalls()) {
    const [path, init] = await call.init();
    const res = await server.fetch(path, {
      ...init,
      headers: { ...(init.headers as object), ...(cookie ? { cookie } : {}) },
    });
    const body = (await res.json()) as { error: { message: string; code: string } };
    expect(res.status, call.name).toBe(401);
    expect(body.error, call.name).toEqual({ message: "Admin session required.", code: "ADMIN_UNAUTHENTICATED" });
  }
}

describe("every admin endpoint is refused", () => {
  it("without any session", async () => {
    await expectAllRefused(undefined);
  });

  it("with an athlete's session cookie", async () => {
    // The cookie is a working athlete session...
    expect((await server.fetch("/api/me", { headers: { cookie: athleteCookie } })).status).toBe(200);
    // ...and opens nothing in the coach console.
    await expectAllRefused(athleteCookie);
  });

  it("with a forged admin cookie", async () => {
    await expectAllRefused(`gr_admin=${"A".repeat(43)}`);
    await expectAllRefused("gr_admin=not-a-token");
  });

  it("with an expired admin session", async () => {
    const cookie = await adminCookie(server);
    const rows = await server.app.db.select({ id: adminSessions.id }).from(adminSessions);
    await server.app.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.id, rows.at(-1)!.id));
    await expectAllRefused(cookie);
  });

  it("with a revoked (signed-out) admin session", async () => {
    const cookie = await adminCookie(server);
    const out = await server.fetch("/api/admin/session", { method: "DELETE", headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/gr_admin=;.*Expires=Thu, 01 Jan 1970/i);
    await expectAllRefused(cookie);
  });

  it("and nothing was written by any refused upload", async () => {
    const res = await server.fetch(`/api/admin/athletes?q=matrix`, { headers: { cookie: await adminCookie(server) } });
    const body = (await res.json()) as { athletes: Array<{ pdfs: Array<{ uploaded: boolean }> }> };
    expect(body.athletes[0]!.pdfs.map((p) => p.uploaded)).toEqual([false, false]);
  });
});

describe("POST /api/admin/session", () => {
  it("refuses a blank key with the spec's message", async () => {
    for (const body of [{ key: "" }, { key: "   " }, {}, { key: 42 }]) {
      const res = await server.fetch("/api/admin/session", json(body));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Please enter an access key");
    }
  });

  it("grants a session for the right key: HttpOnly, SameSite=Strict, /api/admin, at most 8 hours, token hashed at rest", async () => {
    const res = await server.fetch("/api/admin/session", json({ key: TEST_ADMIN_KEY }));
    expect(res.status).toBe(200);
    const { expiresAt } = (await res.json()) as { expiresAt: string };
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const set = res.headers.getSetCookie().find((c) => c.startsWith("gr_admin="))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(set).toMatch(/Path=\/api\/admin(;|$)/);
    expect(set).toMatch(/Max-Age=28800/);
    expect(set).not.toMatch(/Secure/i); // PUBLIC_URL is http here
    const token = set.split(";")[0]!.slice("gr_admin=".length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.app.db.select({ tokenHash: adminSessions.tokenHash }).from(adminSessions);
    expect(stored.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);

    const check = await server.fetch("/api/admin/session", { headers: { cookie: `gr_admin=${token}` } });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ expiresAt });
  });

  // Each of these starts a second server: minutes on a loaded two-core machine, not seconds.
  it("marks the cookie Secure, named __Host-gr_admin, when PUBLIC_URL is https", { timeout: 180_000 }, async () => {
    const https = await startTestServer({ publicUrl: "https://gameready.example" });
    try {
      const res = await fetch(`${https.url}/api/admin/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://gameready.example" },
        body: JSON.stringify({ key: TEST_ADMIN_KEY }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().find((c) => c.startsWith("__Host-gr_admin="))).toMatch(/; Secure/i);
    } finally {
      await https.close();
    }
  });
});

/** The app's admin-key counters, to clear them after a test. */
const adminKeyLimiter = () => new AttemptLimiter(server.app.db, { name: ADMIN_KEY_LIMITER, ...KEY_ATTEMPTS });

describe("brute force: 5 wrong keys a minute per address", () => {
  it("answers 429 after 5 wrong keys, whatever X-Forwarded-For says, until the window passes", async () => {
    expect(KEY_ATTEMPTS).toEqual({ max: 5, windowMs: 60_000 });
    server.clock.freeze();
    try {
      for (let i = 0; i < 5; i++) {
        const res = await server.fetch("/api/admin/session", json({ key: `wrong-key-${i}` }));
        expect(res.status).toBe(401);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          "Invalid access key. Please try again.",
        );
      }
      const blocked = await server.fetch("/api/admin/session", json({ key: "wrong-key-6" }));
      expect(blocked.status).toBe(429);
      const body = (await blocked.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

      // Even the right key is refused while blocked: a guess can never be confirmed.
      const right = await server.fetch("/api/admin/session", json({ key: TEST_ADMIN_KEY }));
      expect(right.status).toBe(429);

      // A forged client address does not reset the count (TRUST_PROXY is off).
      for (const xff of ["203.0.113.7", "198.51.100.1, 127.0.0.1"]) {
        const spoofed = await server.fetch("/api/admin/session", {
          ...json({ key: TEST_ADMIN_KEY }),
          headers: { "content-type": "application/json", "x-forwarded-for": xff, "x-real-ip": xff },
        });
        expect(spoofed.status).toBe(429);
      }

      server.clock.advance(30_000);
      const halfway = await server.fetch("/api/admin/session", json({ key: TEST_ADMIN_KEY }));
      expect(halfway.status).toBe(429);
      expect(((await halfway.json()) as { error: { message: string } }).error.message).toMatch(
        /Try again in (29|30) seconds\./,
      );

      server.clock.advance(30_001);
      const after = await server.fetch("/api/admin/session", json({ key: TEST_ADMIN_KEY }));
      expect(after.status).toBe(200);
    } finally {
      server.clock.reset();
      await adminKeyLimiter().clear();
    }
  });

  it("counts only wrong keys: right keys never use up the budget", async () => {
    server.clock.freeze(Date.now() + 10 * 60_000); // a fresh window
    try {
      for (let i = 0; i < 10; i++)
        expect((await server.fetch("/api/admin/session", json({ key: TEST_ADMIN_KEY }))).status).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await server.fetch("/api/admin/session", json({ key: "nope-nope-nope" }))).status).toBe(401);
      expect((await server.fetch("/api/admin/session", json({ key: TEST_ADMIN_KEY }))).status).toBe(200);
      expect((await server.fetch("/api/admin/session", json({ key: "nope-nope-nope" }))).status).toBe(401);
      expect((await server.fetch("/api/admin/session", json({ key: TEST_ADMIN_KEY }))).status).toBe(429);
    } finally {
      server.clock.reset();
      await adminKeyLimiter().clear();
    }
  });

  it("uses X-Forwarded-For only behind a trusted proxy (TRUST_PROXY=true)", { timeout: 180_000 }, async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const attempt = (ip: string, key: string) =>
        proxied.fetch("/api/admin/session", {
          ...json({ key }),
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
        });
      for (let i = 0; i < 5; i++) expect((await attempt("203.0.113.9", "wrong-wrong-wrong")).status).toBe(401);
      expect((await attempt("203.0.113.9", TEST_ADMIN_KEY)).status).toBe(429);
      // Behind the proxy, another real client is a different address with its own budget.
      expect((await attempt("203.0.113.10", TEST_ADMIN_KEY)).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe("GET and DELETE /api/admin/session", () => {
  it("GET answers 401 without a session and clears a stale cookie", async () => {
    const res = await server.fetch("/api/admin/session", { headers: { cookie: `gr_admin=${"B".repeat(43)}` } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).toMatch(/gr_admin=;/);
  });

  it("signing in again revokes the browser's previous session", async () => {
    const first = await adminCookie(server);
    const res = await server.fetch("/api/admin/session", {
      ...json({ key: TEST_ADMIN_KEY }),
      headers: { "content-type": "application/json", cookie: first },
    });
    expect(res.status).toBe(200);
    expect((await server.fetch("/api/admin/session", { headers: { cookie: first } })).status).toBe(401);
  });
});

describe("the admin session cache (decision 0117)", () => {
  const get = (cookie: string, path = "/api/admin/athletes?page=1&pageSize=5") =>
    server.fetch(path, { headers: { cookie } });
  const hashOf = (cookie: string) =>
    createHash("sha256").update(cookie.slice("gr_admin=".length), "utf8").digest("hex");

  it("checks a session in use without a statement of its own", async () => {
    const cookie = await adminCookie(server);
    const prepare = vi.spyOn(server.app.db._.session, "prepareQuery");
    const lookups = () =>
      prepare.mock.calls.filter(([q]) => /from "admin_sessions"/.test((q as { sql: string }).sql)).length;
    try {
      expect((await get(cookie)).status).toBe(200);
      expect(lookups()).toBe(1);
      expect((await get(cookie)).status).toBe(200);
      expect((await get(cookie, "/api/admin/session")).status).toBe(200);
      expect(lookups()).toBe(1);
    } finally {
      prepare.mockRestore();
    }
  });

  it("refuses a session in use at once once it is signed out, or replaced by a new sign-in, in this process", async () => {
    const cookie = await adminCookie(server);
    expect((await get(cookie)).status).toBe(200);
    expect((await server.fetch("/api/admin/session", { method: "DELETE", headers: { cookie } })).status).toBe(204);
    await expectAllRefused(cookie);

    const first = await adminCookie(server);
    expect((await get(first)).status).toBe(200);
    const again = await server.fetch("/api/admin/session", {
      ...json({ key: TEST_ADMIN_KEY }),
      headers: { "content-type": "application/json", cookie: first },
    });
    expect(again.status).toBe(200);
    expect((await get(first)).status).toBe(401);
  });

  it("sees a revocation or an expiry written by another process within the TTL, and never serves past expiry", async () => {
    const revoked = await adminCookie(server);
    const expiring = await adminCookie(server);
    expect((await get(revoked)).status).toBe(200);
    // Expires in 2 s: its entry lives until then, not the whole TTL.
    await server.app.db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() + 2_000) })
      .where(eq(adminSessions.tokenHash, hashOf(expiring)));
    expect((await get(expiring)).status).toBe(200);
    // Another process revokes: this one does not know yet.
    await server.app.db
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(eq(adminSessions.tokenHash, hashOf(revoked)));
    expect((await get(revoked)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2_100 });
    try {
      expect((await get(expiring)).status).toBe(401);
      expect((await get(revoked)).status).toBe(200);
      vi.setSystemTime(Date.now() + ADMIN_SESSION_CACHE_TTL_MS);
      expect((await get(revoked)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
