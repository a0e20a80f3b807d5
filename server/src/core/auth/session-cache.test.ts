import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { json, signIn, tokenFromMail } from "#server/testing/athletes";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { session } from "#server/core/db/schema";
import { SESSION_CACHE_TTL_MS, SessionCache, cookieValue } from "./session-cache.ts";

/**
 * The session cache (issue #13, docs/decisions/0093): GET /api/me skips better-auth's session
 * look-up for a cookie it accepted in the last SESSION_CACHE_TTL_MS, and a sign-out or password
 * reset on this process ends the session at once. A session deleted behind this process's back
 * (another server process on the same PostgreSQL) stops working within the TTL.
 */
const { server, mailbox, athletes } = setUpTestServer({ athletes: [{}, {}, {}] });

const me = (cookie: string) => server.fetch("/api/me", { headers: { cookie } });
const post = (path: string, body: unknown, cookie?: string) =>
  server.fetch(path, { ...json(body), headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) } });
const sessionsOf = (userId: string) => server.app.db.select().from(session).where(eq(session.userId, userId));

afterEach(() => server.clock.reset());

describe("session cache", () => {
  it("a session deleted by another process still answers within the bound, and not after it", async () => {
    const a = athletes[0]!;
    server.clock.freeze();
    // A session this process has not cached yet (the sign-up's may have been, on the moving clock).
    const cookie = await signIn(server, a.email, a.password);
    expect((await me(cookie)).status).toBe(200);
    // What another process's sign-out does: the row goes, this process is not told.
    await server.app.db.delete(session).where(eq(session.userId, a.userId));
    expect((await me(cookie)).status).toBe(200);
    server.clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect((await me(cookie)).status).toBe(200);
    server.clock.advance(1);
    expect((await me(cookie)).status).toBe(401);
  });

  it("a sign-out on this process ends the session at once", async () => {
    const b = athletes[1]!;
    server.clock.freeze();
    const other = await signIn(server, b.email, b.password);
    expect((await me(b.cookie)).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    expect((await post("/api/auth/sign-out", {}, b.cookie)).status).toBe(200);
    expect((await me(b.cookie)).status).toBe(401);
    // Only that session ended: the account's other one is read again and still works.
    expect((await me(other)).status).toBe(200);
    expect(await sessionsOf(b.userId)).toHaveLength(1);
  });

  it("a password reset on this process ends every cached session of the account at once", async () => {
    const c = athletes[2]!;
    server.clock.freeze();
    const second = await signIn(server, c.email, c.password);
    expect((await me(c.cookie)).status).toBe(200);
    expect((await me(second)).status).toBe(200);
    await post("/api/auth/request-password-reset", { email: c.email, redirectTo: "/auth?type=recovery" });
    const mail = await mailbox.waitFor(c.email, (m) => m.subject === "Reset your password");
    const { token } = tokenFromMail(mail, "/auth?type=recovery");
    expect((await post("/api/auth/reset-password", { newPassword: "brand-new-pass", token })).status).toBe(200);
    expect((await me(c.cookie)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
  });

  it("a forged or altered cookie is never served from the cache", async () => {
    const a = athletes[0]!;
    const fresh = await signIn(server, a.email, a.password);
    expect((await me(fresh)).status).toBe(200);
    const altered = fresh.replace(/session_token=([^;.]+)\.([^;]+)/, (_, t: string, s: string) => {
      return `session_token=${t}.${s.slice(0, -2)}xx`;
    });
    expect(altered).not.toBe(fresh);
    expect((await me(altered)).status).toBe(401);
    expect((await me("better-auth.session_token=forged.value")).status).toBe(401);
  });
});

describe("SessionCache", () => {
  it("never keeps an entry past its session's expiry, and drops the oldest when full", () => {
    let now = 1_000;
    const cache = new SessionCache(() => now, 5_000, 2);
    const who = { userId: "u1", email: "a@x", name: "A" };
    cache.set("k1", who, new Date(now + 1_000));
    now += 1_000;
    expect(cache.get("k1")).toBeUndefined();
    cache.set("k1", who, new Date(now + 60_000));
    cache.set("k2", { ...who, userId: "u2" }, new Date(now + 60_000));
    cache.set("k3", { ...who, userId: "u3" }, new Date(now + 60_000));
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k3")).toEqual({ ...who, userId: "u3" });
    cache.evictUser("u3");
    expect(cache.get("k3")).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("reads one cookie's value from a Cookie header", () => {
    expect(cookieValue("a=1; better-auth.session_token=t.s%3D; b=2", "better-auth.session_token")).toBe("t.s%3D");
    expect(cookieValue("x.better-auth.session_token=1", "better-auth.session_token")).toBeUndefined();
    expect(cookieValue(undefined, "n")).toBeUndefined();
  });
});
