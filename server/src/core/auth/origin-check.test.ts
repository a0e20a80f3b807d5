import { describe, expect, it } from "vitest";
import { uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/** Cross-site requests (issue #7): refused on our routes and on better-auth's. */
const {
  server,
  athletes: [athlete],
} = setUpTestServer({ athletes: [{}] });

const REFUSED = { error: { message: "Cross-site request refused.", code: "INVALID_ORIGIN" } };

/** Raw fetch: no Origin unless given (server.fetch always adds ours). */
const raw = (path: string, init: RequestInit) => fetch(server.url + path, { redirect: "manual", ...init });
const signupBody = () =>
  JSON.stringify({ fullName: "Eve Mallory", email: uniqueEmail("eve"), password: "secret1", answers: answers() });

describe("our API (/api/*, outside /api/auth)", () => {
  it("a foreign Origin is refused on every state-changing method", async () => {
    for (const [method, path] of [
      ["POST", "/api/signup"],
      ["POST", "/api/verify-email"],
      ["PUT", "/api/me/questionnaire"],
      ["POST", "/api/me/avatar"],
      ["DELETE", "/api/me/training/sessions/0a000000-0000-4000-8000-000000000001"],
      ["DELETE", "/api/admin/session"],
    ]) {
      const res = await raw(path!, {
        method,
        headers: { origin: "https://evil.example", cookie: athlete.cookie, "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual(REFUSED);
    }
  });

  it("a path no route matches is the router's 404: the check reads the matched route", async () => {
    for (const method of ["DELETE", "PATCH"]) {
      const res = await raw("/api/me", { method, headers: { origin: "https://evil.example", cookie: athlete.cookie } });
      expect(res.status, method).toBe(404);
    }
  });

  it("a missing Origin is refused, with or without a cookie", async () => {
    const noCookie = await raw("/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: signupBody(),
    });
    expect(noCookie.status).toBe(403);
    const withCookie = await raw("/api/me/questionnaire", {
      method: "PUT",
      headers: { cookie: athlete.cookie, "content-type": "application/json" },
      body: JSON.stringify({ answers: answers() }),
    });
    expect(withCookie.status).toBe(403);
    expect(await withCookie.json()).toEqual(REFUSED);
  });

  it("look-alike origins are refused (null, other port, other scheme, suffix)", async () => {
    const ours = new URL(server.config.publicUrl);
    for (const origin of [
      "null",
      `${ours.protocol}//${ours.hostname}:1`,
      `https://${ours.host}`,
      `${ours.origin}.evil.example`,
      `${ours.origin}/`,
    ]) {
      const res = await raw("/api/signup", {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: signupBody(),
      });
      expect(res.status, origin).toBe(403);
    }
  });

  it("a cross-site form post is refused", async () => {
    const res = await raw("/api/signup", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "fullName=Eve&email=eve%40example.test&password=secret1",
    });
    expect(res.status).toBe(403);
  });

  it("our Origin passes; reads need none", async () => {
    const ok = await server.fetch("/api/me/questionnaire", {
      method: "PUT",
      headers: { cookie: athlete.cookie, "content-type": "application/json" },
      body: JSON.stringify({ answers: answers() }),
    });
    expect(ok.status).toBe(200);
    expect((await raw("/api/me", { headers: { cookie: athlete.cookie } })).status).toBe(200);
  });
});

describe("better-auth (/api/auth/*) checks the same itself", () => {
  it("sign-out with a foreign Origin, or a cookie and no Origin, is refused and the session survives", async () => {
    const foreign = await raw("/api/auth/sign-out", {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: athlete.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    const missing = await raw("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie: athlete.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(missing.status).toBe(403);
    expect(((await missing.json()) as { code: string }).code).toBe("MISSING_OR_NULL_ORIGIN");
    expect((await raw("/api/me", { headers: { cookie: athlete.cookie } })).status).toBe(200);
  });

  it("a cross-site sign-in form post is refused", async () => {
    const res = await raw("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(athlete.email)}&password=${athlete.password}`,
    });
    expect([403, 415]).toContain(res.status);
    expect(res.headers.getSetCookie().join("")).not.toContain("session_token");
    const jsonForeign = await raw("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ email: athlete.email, password: athlete.password }),
    });
    expect(jsonForeign.status).toBe(403);
  });
});
