import { describe, expect, it } from "vitest";
import { cookieFrom, json, signIn, signUp, tokenFromMail, uniqueEmail } from "#server/testing/athletes";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * Sign-in, sign-out and password reset. This file stays within the sign-in limit (5 a minute
 * per address): the limits themselves are tested in auth/rate-limit.test.ts.
 */
const {
  server,
  mailbox,
  athletes: [athlete],
} = setUpTestServer({ athletes: [{ fullName: "Priya Singh" }] });

const post = (path: string, body: unknown, cookie?: string) =>
  server.fetch(path, { ...json(body), headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) } });
const me = (cookie: string) => server.fetch("/api/me", { headers: { cookie } });

describe("sign-in and sign-out", () => {
  it("signs in with the right password; a wrong one → 401 INVALID_EMAIL_OR_PASSWORD", async () => {
    const cookie = await signIn(server, athlete.email, athlete.password);
    expect(cookie).toMatch(/session_token=/);
    expect((await me(cookie)).status).toBe(200);

    const wrong = await post("/api/auth/sign-in/email", { email: athlete.email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("the verification session is a real session; signing out ends it", async () => {
    expect((await me(athlete.cookie)).status).toBe(200);
    const out = await post("/api/auth/sign-out", {}, athlete.cookie);
    expect(out.status).toBe(200);
    const res = await me(athlete.cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { message: "Please sign in to continue.", code: "UNAUTHENTICATED" } });
    const session = await server.fetch("/api/auth/get-session", { headers: { cookie: athlete.cookie } });
    expect(await session.json()).toBeNull();
  });
});

describe("password reset", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const known = await post("/api/auth/request-password-reset", {
      email: athlete.email,
      redirectTo: "/auth?type=recovery",
    });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await post("/api/auth/request-password-reset", {
      email: unknownEmail,
      redirectTo: "/auth?type=recovery",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    await mailbox.waitFor(athlete.email, (m) => m.subject === "Reset your password");
    // A mail for the unknown address would have been handed to the mailer before its answer
    // came back (sendResetPassword runs inside the request): a mail started after that answer
    // arriving stands in for a fixed wait.
    await signUp(server, mailbox, { email: uniqueEmail("marker") });
    expect(mailbox.messages.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it("the link sets a new password once and ends every session of the account", async () => {
    const sessionA = await signIn(server, athlete.email, athlete.password);
    const mail = await mailbox.waitFor(athlete.email, (m) => m.subject === "Reset your password");
    const { link, token } = tokenFromMail(mail, "/auth?type=recovery");
    expect(link.startsWith(`${server.config.publicUrl}/auth?type=recovery&token=`)).toBe(true);
    expect(mail.text).toContain(link);

    const short = await post("/api/auth/reset-password", { newPassword: "12345", token });
    expect(short.status).toBe(400);

    const reset = await post("/api/auth/reset-password", { newPassword: "brand-new-pass", token });
    expect(reset.status).toBe(200);
    expect((await me(sessionA)).status).toBe(401);

    const again = await post("/api/auth/reset-password", { newPassword: "another-pass", token });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("INVALID_TOKEN");

    const old = await post("/api/auth/sign-in/email", { email: athlete.email, password: athlete.password });
    expect(old.status).toBe(401);
    const fresh = await post("/api/auth/sign-in/email", { email: athlete.email, password: "brand-new-pass" });
    expect(fresh.status).toBe(200);
    expect((await me(cookieFrom(fresh))).status).toBe(200);
  });

  it("a made-up token → 400 INVALID_TOKEN", async () => {
    const res = await post("/api/auth/reset-password", { newPassword: "whatever-1", token: "made-up-token-123456" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("INVALID_TOKEN");
  });
});
