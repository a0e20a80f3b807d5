import { describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/server";
import { json, uniqueEmail } from "#server/testing/athletes";
import { rateLimit } from "#server/core/db/schema";
import { AUTH_RATE_LIMITS } from "./create-auth.ts";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * The figures (docs/decisions/0013), per client address: sign-in 5 a minute; verification
 * resend 3 and reset request 3 per 10 minutes; reset-password 10 per 10 minutes.
 */
// One after the other (beforeAll hooks run in order): two database start-ups at once can exceed the plugin timeout on 2 cores.
const { server: direct } = setUpTestServer();
const { server: proxied } = setUpTestServer({ config: { trustProxy: true } });

const post = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, { ...json(body), headers: { "content-type": "application/json", ...headers } });
const spoofed = (i: number) => ({
  "x-forwarded-for": `198.51.100.${i}`,
  "x-real-ip": `198.51.100.${i}`,
  "x-gameready-client-ip": `198.51.100.${i}`,
});

it("the figures are the documented ones", () => {
  expect(AUTH_RATE_LIMITS).toEqual({
    "/sign-in/email": { window: 60, max: 5 },
    "/send-verification-email": { window: 600, max: 3 },
    "/request-password-reset": { window: 600, max: 3 },
    "/reset-password": { window: 600, max: 10 },
  });
});

describe("without a trusted proxy (the default)", () => {
  it("sign-in: 5 a minute, then 429 with a retry time; a spoofed X-Forwarded-For does not reset it", async () => {
    const body = { email: uniqueEmail(), password: "wrong-password" };
    for (let i = 0; i < 5; i++) expect((await post(direct, "/api/auth/sign-in/email", body)).status).toBe(401);
    const limited = await post(direct, "/api/auth/sign-in/email", body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("x-retry-after"))).toBeLessThanOrEqual(60);
    for (let i = 1; i <= 3; i++)
      expect(
        (await post(direct, "/api/auth/sign-in/email", { ...body, email: uniqueEmail() }, spoofed(i))).status,
      ).toBe(429);
    // Kept in the database, so every server process shares the counters.
    const rows = await direct.app.db.select().from(rateLimit);
    expect(rows.some((r) => r.key.endsWith("|/sign-in/email") && r.count >= 5)).toBe(true);
  });

  it("verification resend: 3 per 10 minutes, whatever the address asked for", async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(direct, "/api/auth/send-verification-email", { email: uniqueEmail() })).status).toBe(200);
    expect((await post(direct, "/api/auth/send-verification-email", { email: uniqueEmail() })).status).toBe(429);
    expect((await post(direct, "/api/auth/send-verification-email", { email: uniqueEmail() }, spoofed(9))).status).toBe(
      429,
    );
  });

  it("password reset request: 3 per 10 minutes; reset-password: 10 per 10 minutes", async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(direct, "/api/auth/request-password-reset", { email: uniqueEmail() })).status).toBe(200);
    expect((await post(direct, "/api/auth/request-password-reset", { email: uniqueEmail() }, spoofed(7))).status).toBe(
      429,
    );
    for (let i = 0; i < 10; i++)
      expect(
        (await post(direct, "/api/auth/reset-password", { newPassword: "whatever-1", token: `guess-${i}` })).status,
      ).toBe(400);
    expect(
      (await post(direct, "/api/auth/reset-password", { newPassword: "whatever-1", token: "guess-x" }, spoofed(8)))
        .status,
    ).toBe(429);
  });

  it("one limit does not spend another: sign-in is limited, get-session is not", async () => {
    expect((await direct.fetch("/api/auth/get-session")).status).toBe(200);
  });
});

describe("with TRUST_PROXY=true", () => {
  it("X-Forwarded-For names the client, so each client has its own bucket", async () => {
    const body = { email: uniqueEmail(), password: "wrong-password" };
    for (let i = 0; i < 5; i++)
      expect((await post(proxied, "/api/auth/sign-in/email", body, { "x-forwarded-for": "203.0.113.1" })).status).toBe(
        401,
      );
    expect((await post(proxied, "/api/auth/sign-in/email", body, { "x-forwarded-for": "203.0.113.1" })).status).toBe(
      429,
    );
    expect((await post(proxied, "/api/auth/sign-in/email", body, { "x-forwarded-for": "203.0.113.2" })).status).toBe(
      401,
    );
    // The proxy appends the address it saw: entries before it are the client's own invention.
    expect(
      (await post(proxied, "/api/auth/sign-in/email", body, { "x-forwarded-for": "198.51.100.50, 203.0.113.1" }))
        .status,
    ).toBe(429);
    // Our own header is never believed from outside, proxy or not.
    expect(
      (
        await post(proxied, "/api/auth/sign-in/email", body, {
          "x-forwarded-for": "203.0.113.1",
          "x-gameready-client-ip": "203.0.113.77",
        })
      ).status,
    ).toBe(429);
  });
});
