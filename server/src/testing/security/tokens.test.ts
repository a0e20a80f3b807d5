import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RESET_EXPIRES_IN, VERIFICATION_EXPIRES_IN } from "#server/core/auth/create-auth";
import { RESET_SUBJECT } from "#server/core/mail/templates";
import { json, signIn, signUp, signUpAndVerify, tokenFromMail, type TestAthlete } from "#server/testing/athletes";
import { resetLimits, startTarget, type Target } from "./helpers.ts";

/**
 * Tokens (issue #7): verification and reset links work once and expire. Time is moved by faking
 * Date in this process, which is the server's process too (better-auth reads Date.now).
 */
let t: Target;
beforeAll(async () => {
  t = await startTarget();
}, 180_000);
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const later = (seconds: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};
const verify = (token: string) => t.server.fetch("/api/verify-email", json({ token }));
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("verification links", () => {
  it("work once: a second use is refused and signs nobody in", async () => {
    const { token } = await signUp(t.server, t.mailbox);
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await codeOf(again)).toBe("TOKEN_USED");
    expect(again.headers.getSetCookie().join("")).not.toContain("session_token");
  });

  it(`expire after ${VERIFICATION_EXPIRES_IN} s, and a forged or re-signed one is refused`, async () => {
    const { token } = await signUp(t.server, t.mailbox);
    const [head, body, sig] = token.split(".");
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), exp: 4102444800 })).toString("base64url")}.${sig}`;
    expect(await codeOf(await verify(tampered))).toBe("INVALID_TOKEN");
    later(VERIFICATION_EXPIRES_IN + 1);
    const expired = await verify(token);
    expect(expired.status).toBe(400);
    expect(await codeOf(expired)).toBe("TOKEN_EXPIRED");
    vi.useRealTimers();
    // Just inside the lifetime it still works (the refusal above was the clock, not the link).
    later(VERIFICATION_EXPIRES_IN - 60);
    expect((await verify(token)).status).toBe(200);
  });
});

describe("password reset links", () => {
  let athlete: TestAthlete;
  beforeAll(async () => {
    athlete = await signUpAndVerify(t.server, t.mailbox);
  });

  async function resetToken(): Promise<string> {
    await resetLimits(t.server);
    const before = t.mailbox.messages.length;
    expect(
      (
        await t.server.fetch(
          "/api/auth/request-password-reset",
          json({ email: athlete.email, redirectTo: "/auth?type=recovery" }),
        )
      ).status,
    ).toBe(200);
    const mail = await t.mailbox.waitFor(
      athlete.email,
      (m) => m.subject === RESET_SUBJECT && t.mailbox.messages.indexOf(m) >= before,
    );
    return tokenFromMail(mail, "type=recovery").token;
  }
  const reset = (token: string, newPassword: string) =>
    t.server.fetch("/api/auth/reset-password", json({ token, newPassword }));

  it("work once, and end the sessions the account had", async () => {
    const token = await resetToken();
    expect((await reset(token, "fresh-pass-word-1")).status).toBe(200);
    expect((await t.server.fetch("/api/me", { headers: { cookie: athlete.cookie } })).status).toBe(401);
    const again = await reset(token, "attacker-pass-1");
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("INVALID_TOKEN");
    await resetLimits(t.server);
    await expect(signIn(t.server, athlete.email, "fresh-pass-word-1")).resolves.toContain("session_token");
    athlete.password = "fresh-pass-word-1";
  });

  it("using one ends every other link of the account (issue #14 finding 5)", async () => {
    const first = await resetToken();
    const second = await resetToken();
    const third = await resetToken();
    expect((await reset(second, "second-link-pass-1")).status).toBe(200);
    for (const older of [first, third]) {
      const res = await reset(older, "older-link-pass-1");
      expect(res.status).toBe(400);
      // The recovery form shows this code as "This reset link is invalid or has already been used."
      expect(((await res.json()) as { code: string }).code).toBe("INVALID_TOKEN");
    }
    await resetLimits(t.server);
    await expect(signIn(t.server, athlete.email, "older-link-pass-1")).rejects.toThrow(/401/);
    await expect(signIn(t.server, athlete.email, "second-link-pass-1")).resolves.toContain("session_token");
    athlete.password = "second-link-pass-1";
  });

  it("a reset ends every session of the account: two signed-in browsers, one resets, neither stays signed in", async () => {
    await resetLimits(t.server);
    const browserOne = await signIn(t.server, athlete.email, athlete.password);
    const browserTwo = await signIn(t.server, athlete.email, athlete.password);
    const me = (cookie: string) => t.server.fetch("/api/me", { headers: { cookie } });
    expect((await me(browserOne)).status).toBe(200);
    expect((await me(browserTwo)).status).toBe(200);
    const token = await resetToken();
    // The second browser, still signed in, follows the link.
    const res = await t.server.fetch("/api/auth/reset-password", {
      ...json({ token, newPassword: "two-browsers-pass-1" }),
      headers: { "content-type": "application/json", cookie: browserTwo },
    });
    expect(res.status).toBe(200);
    for (const cookie of [browserOne, browserTwo]) {
      expect((await me(cookie)).status).toBe(401);
      const session = await t.server.fetch("/api/auth/get-session", { headers: { cookie } });
      expect(await session.json()).toBeNull();
    }
    athlete.password = "two-browsers-pass-1";
  });

  it(`expire after ${RESET_EXPIRES_IN} s`, async () => {
    const token = await resetToken();
    later(RESET_EXPIRES_IN + 1);
    const expired = await reset(token, "too-late-pass-1");
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { code: string }).code).toBe("INVALID_TOKEN");
    vi.useRealTimers();
    await resetLimits(t.server);
    await expect(signIn(t.server, athlete.email, "too-late-pass-1")).rejects.toThrow(/401/);
  });

  it("a reset token changes only its own account", async () => {
    const token = await resetToken();
    expect((await reset(token, "own-new-pass-1")).status).toBe(200);
    await resetLimits(t.server);
    await expect(signIn(t.server, t.a.email, "own-new-pass-1")).rejects.toThrow(/401/);
  });
});
