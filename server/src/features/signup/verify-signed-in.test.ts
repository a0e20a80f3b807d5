import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session, user } from "#server/core/db/schema";
import { cookieFrom, json, signUp } from "#server/testing/athletes";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * Login CSRF through a verification link (issue #14 finding 7): a browser signed in as A that
 * opens B's link verifies B's address, but stays A's: no session for B is made, and the answer
 * says so, so the page can ask the person which account they want.
 */
const {
  server,
  mailbox,
  athletes: [a],
} = setUpTestServer({ athletes: [{ fullName: "Asha Signed In" }] });

const verify = (token: string, cookie?: string) =>
  server.fetch("/api/verify-email", {
    ...json({ token }),
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });
const whoIs = async (cookie: string) =>
  (
    (await (await server.fetch("/api/auth/get-session", { headers: { cookie } })).json()) as {
      user: { email: string };
    } | null
  )?.user.email ?? null;

describe("a verification link opened in a browser signed in as someone else", () => {
  it("verifies the address and saves its answers, but keeps the browser's session and makes none", async () => {
    const b = await signUp(server, mailbox, { fullName: "Bram Linkowner" });
    const res = await verify(b.token, a.cookie);
    expect(res.status).toBe(200);
    // No session cookie for B, and the browser is still A's.
    expect(res.headers.getSetCookie().join("\n")).not.toMatch(/session_token=[^;]/);
    expect(await whoIs(a.cookie)).toBe(a.email);
    expect(await res.json()).toEqual({ status: "verified", email: b.email, signedInAs: a.email });
    // B's address is verified, with B's answers and plan: B signs in with B's own password.
    const signIn = await server.fetch("/api/auth/sign-in/email", json({ email: b.email, password: b.password }));
    expect(signIn.status).toBe(200);
    const me = await server.fetch("/api/me", { headers: { cookie: cookieFrom(signIn) } });
    expect(((await me.json()) as { plan: unknown }).plan).not.toBeNull();
    // No session for B was made by the link: only the sign-in's.
    const sessions = await server.app.db
      .select({ id: session.id })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, b.email));
    expect(sessions).toHaveLength(1);
  });

  it("a browser without a session (or with a dead one) is signed in as the link's account, as before", async () => {
    for (const cookie of [undefined, "better-auth.session_token=forged.value"]) {
      const b = await signUp(server, mailbox);
      const res = await verify(b.token, cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "verified", email: b.email, signedInAs: null });
      expect(await whoIs(cookieFrom(res))).toBe(b.email);
    }
  });
});
