import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY_ATTEMPTS } from "#server/features/coach-console/routes";
import { SIGNUP_WINDOW_MS, TOO_MANY_SIGNUPS } from "#server/features/signup/routes";
import { AUTH_RATE_LIMITS } from "#server/core/auth/create-auth";
import { DEFAULT_SIGNUP_LIMIT_PER_HOUR } from "#server/core/config";
import { TEST_PASSWORD, json, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { TEST_ADMIN_KEY, startTestServer, type TestServer } from "#server/testing/server";
import { resetLimits } from "./helpers.ts";

/**
 * Brute force (issue #7): the figures come from the code's own constants; a forged client
 * address header never buys a fresh budget unless TRUST_PROXY says a proxy sets it.
 */
let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  // The production sign-up figure (test servers raise it by default).
  direct = await startTestServer({ signupLimitPerHour: DEFAULT_SIGNUP_LIMIT_PER_HOUR });
  proxied = await startTestServer({ signupLimitPerHour: DEFAULT_SIGNUP_LIMIT_PER_HOUR, trustProxy: true });
}, 180_000);
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

const send = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, { ...json(body), headers: { "content-type": "application/json", ...headers } });
let n = 0;
const spoofed = () => {
  const ip = `198.51.100.${++n % 250}`;
  return { "x-forwarded-for": ip, "x-real-ip": ip, "x-gameready-client-ip": ip, forwarded: `for=${ip}` };
};
const signupBody = () => ({
  fullName: "Rapid Signer",
  email: uniqueEmail("burst"),
  password: TEST_PASSWORD,
  answers: answers(),
});

const AUTH_CASES = [
  { path: "/sign-in/email", body: () => ({ email: uniqueEmail(), password: "wrong-password" }), under: 401 },
  {
    path: "/request-password-reset",
    body: () => ({ email: uniqueEmail(), redirectTo: "/auth?type=recovery" }),
    under: 200,
  },
  { path: "/send-verification-email", body: () => ({ email: uniqueEmail() }), under: 200 },
] as const;

describe("better-auth limits per client address", () => {
  it.each(AUTH_CASES.map((c) => [c.path, c] as const))(
    "%s: the documented figure, then 429; spoofed headers change nothing",
    async (path, c) => {
      const { max, window } = AUTH_RATE_LIMITS[path];
      await resetLimits(direct);
      for (let i = 0; i < max; i++)
        expect((await send(direct, `/api/auth${path}`, c.body())).status, `attempt ${i + 1}`).toBe(c.under);
      const limited = await send(direct, `/api/auth${path}`, c.body());
      expect(limited.status).toBe(429);
      const retry = Number(limited.headers.get("x-retry-after"));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(window);
      for (let i = 0; i < 3; i++)
        expect((await send(direct, `/api/auth${path}`, c.body(), spoofed())).status).toBe(429);
      console.log(`brute force: ${path} ${max} per ${window} s`);
    },
  );
});

describe("the admin key", () => {
  it(`${KEY_ATTEMPTS.max} wrong keys a minute, then 429 even for the right key and a spoofed address`, async () => {
    await resetLimits(direct);
    for (let i = 0; i < KEY_ATTEMPTS.max; i++)
      expect((await send(direct, "/api/admin/session", { key: `guess-${i}-xxxxxxxx` })).status).toBe(401);
    for (const headers of [{}, spoofed()]) {
      const res = await send(direct, "/api/admin/session", { key: TEST_ADMIN_KEY }, headers);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(KEY_ATTEMPTS.windowMs / 1000);
    }
    direct.clock.advance(KEY_ATTEMPTS.windowMs);
    try {
      expect((await send(direct, "/api/admin/session", { key: TEST_ADMIN_KEY })).status).toBe(200);
    } finally {
      direct.clock.reset();
    }
    console.log(`brute force: admin key ${KEY_ATTEMPTS.max} wrong per ${KEY_ATTEMPTS.windowMs / 1000} s`);
  });
});

describe("POST /api/signup (added by issue #7)", () => {
  it(`${DEFAULT_SIGNUP_LIMIT_PER_HOUR} per address an hour, then 429 with a clear message; spoofed headers change nothing; the hour ends`, async () => {
    await resetLimits(direct);
    const taken = signupBody();
    for (let i = 0; i < DEFAULT_SIGNUP_LIMIT_PER_HOUR; i++) {
      // Repeating an address counts too (an unverified one is signed up again, issue #14 finding 8).
      const res = await send(direct, "/api/signup", i < 2 ? taken : signupBody());
      expect(res.status, `sign-up ${i + 1}`).toBe(201);
    }
    const limited = await send(direct, "/api/signup", signupBody());
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(SIGNUP_WINDOW_MS / 1000 - 120);
    expect(await limited.json()).toEqual({ error: { message: TOO_MANY_SIGNUPS(seconds), code: "TOO_MANY_SIGNUPS" } });
    expect(TOO_MANY_SIGNUPS(seconds)).toMatch(
      /^Too many sign-ups from your network\. Please try again in \d+ minutes\.$/,
    );
    expect((await send(direct, "/api/signup", signupBody(), spoofed())).status).toBe(429);
    // Invalid bodies are answered 400 as before (they cost nothing and create nothing).
    expect((await send(direct, "/api/signup", { ...signupBody(), email: "nope" })).status).toBe(400);

    direct.clock.advance(SIGNUP_WINDOW_MS);
    try {
      expect((await send(direct, "/api/signup", signupBody())).status).toBe(201);
    } finally {
      direct.clock.reset();
    }
    console.log(`brute force: sign-up ${DEFAULT_SIGNUP_LIMIT_PER_HOUR} per ${SIGNUP_WINDOW_MS / 1000} s`);
  });
});

describe("parallel attempts cannot slip under a limit (counted before the work, atomically)", () => {
  it(`20 wrong admin keys at once: exactly ${KEY_ATTEMPTS.max} are checked (401), the rest answer 429`, async () => {
    await resetLimits(direct);
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(direct, "/api/admin/session", { key: `parallel-${i}-xxxxxxxx` })),
    );
    const statuses = res.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(KEY_ATTEMPTS.max).fill(401), ...Array(20 - KEY_ATTEMPTS.max).fill(429)]);
  });

  it(`20 sign-ups at once: exactly ${DEFAULT_SIGNUP_LIMIT_PER_HOUR} are taken, the rest answer 429`, async () => {
    await resetLimits(direct);
    const res = await Promise.all(Array.from({ length: 20 }, () => send(direct, "/api/signup", signupBody())));
    const statuses = res.map((r) => r.status).sort();
    expect(statuses).toEqual([
      ...Array(DEFAULT_SIGNUP_LIMIT_PER_HOUR).fill(201),
      ...Array(20 - DEFAULT_SIGNUP_LIMIT_PER_HOUR).fill(429),
    ]);
  });

  it("right and blank keys give their count back: they never use up the budget", async () => {
    await resetLimits(direct);
    for (let i = 0; i < 8; i++)
      expect((await send(direct, "/api/admin/session", { key: i % 2 ? TEST_ADMIN_KEY : "  " })).status).toBe(
        i % 2 ? 200 : 400,
      );
    for (let i = 0; i < KEY_ATTEMPTS.max; i++)
      expect((await send(direct, "/api/admin/session", { key: `guess-${i}-yyyyyyyy` })).status).toBe(401);
    expect((await send(direct, "/api/admin/session", { key: TEST_ADMIN_KEY })).status).toBe(429);
  });
});

describe("with TRUST_PROXY=true the proxy's last X-Forwarded-For entry is the client", () => {
  it("each client its own budget; entries the client prepends do not reset it", async () => {
    await resetLimits(proxied);
    const from = (client: string, prefix = "") => ({ "x-forwarded-for": `${prefix}${client}` });
    for (let i = 0; i < DEFAULT_SIGNUP_LIMIT_PER_HOUR; i++)
      expect((await send(proxied, "/api/signup", signupBody(), from("203.0.113.1"))).status).toBe(201);
    expect((await send(proxied, "/api/signup", signupBody(), from("203.0.113.1"))).status).toBe(429);
    expect((await send(proxied, "/api/signup", signupBody(), from("203.0.113.1", "198.51.100.9, "))).status).toBe(429);
    expect((await send(proxied, "/api/signup", signupBody(), from("203.0.113.2"))).status).toBe(201);

    // The coach's key too: a client that writes a new first entry each time is still one client.
    for (let i = 0; i < KEY_ATTEMPTS.max; i++)
      expect(
        (
          await send(
            proxied,
            "/api/admin/session",
            { key: `guess-${i}-xxxxxxxx` },
            from("203.0.113.3", `10.9.0.${i}, `),
          )
        ).status,
      ).toBe(401);
    expect(
      (await send(proxied, "/api/admin/session", { key: "guess-last-xxxxxxxx" }, from("203.0.113.3", "10.9.1.1, ")))
        .status,
    ).toBe(429);
    expect((await send(proxied, "/api/admin/session", { key: TEST_ADMIN_KEY }, from("203.0.113.3"))).status).toBe(429);
    expect((await send(proxied, "/api/admin/session", { key: TEST_ADMIN_KEY }, from("203.0.113.4"))).status).toBe(200);
  });
});
