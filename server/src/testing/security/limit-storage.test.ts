import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appRateLimit, rateLimit } from "#server/core/db/schema";
import { testDatabaseKind } from "#server/testing/database";
import { TEST_PASSWORD, json, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { until } from "#server/testing/wait";

/**
 * Issue #14 finding 1: our own limits must outlive better-auth's clean-up. better-auth reads
 * Date.now() and, whenever one of its counters opens a new window, deletes every `rate_limit`
 * row older than its longest window (600 s). Our sign-up counters used to live there, so one
 * sign-in request eleven minutes into the hour gave an address a fresh sign-up budget.
 */
const SIGNUPS = 2;
const { server } = setUpTestServer({ config: { signupLimitPerHour: SIGNUPS } });

const post = (path: string, body: unknown) => server.fetch(path, json(body));
const signUp = () =>
  post("/api/signup", {
    fullName: "Window Tester",
    email: uniqueEmail("window"),
    password: TEST_PASSWORD,
    answers: answers(),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe(`the sign-up limit survives better-auth's clean-up (${testDatabaseKind})`, () => {
  it("a sign-in that opens a new better-auth window eleven minutes later does not reset the sign-ups of the hour", async () => {
    const start = Date.now();
    // better-auth's own counter for sign-in from this address: its window opens now.
    expect((await post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "wrong-password" })).status).toBe(
      401,
    );
    for (let i = 0; i < SIGNUPS; i++) expect((await signUp()).status, `sign-up ${i + 1}`).toBe(201);
    expect((await signUp()).status).toBe(429);
    // A stale better-auth row: its disappearance proves better-auth's clean-up has run.
    await server.app.db
      .insert(rateLimit)
      .values({ id: "stale-sentinel", key: "stale-sentinel", count: 1, lastRequest: start - 3_600_000 });

    // Eleven minutes pass, for better-auth (Date.now) and for our counters (the test clock follows it).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start + 11 * 60_000);
    expect((await post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "wrong-password" })).status).toBe(
      401,
    );
    await until(
      async () =>
        (await server.app.db.select().from(rateLimit).where(eq(rateLimit.key, "stale-sentinel"))).length === 0,
      { what: "better-auth's clean-up of rows older than its longest window" },
    );

    const refused = await signUp();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("TOO_MANY_SIGNUPS");
    // The hour that began with the first sign-up goes on: about 49 minutes are left.
    const [row] = await server.app.db.select().from(appRateLimit);
    expect(row).toMatchObject({ count: SIGNUPS + 2 });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBe(Math.ceil((row!.windowStart + 3_600_000 - Date.now()) / 1000));
    expect(retryAfter).toBeGreaterThan(48 * 60);
  });
});
