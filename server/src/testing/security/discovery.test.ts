import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, json, signUp, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { resetLimits, startTarget, type Target } from "./helpers.ts";

/**
 * Account discovery (issue #7): a stranger learns nothing about which addresses have accounts
 * from password reset (nor from the resend and sign-in answers). Timing is not asserted: the
 * reset mail leaves in the background (server/src/core/auth/create-auth.ts).
 */
let t: Target;
let unverified: string;
beforeAll(async () => {
  t = await startTarget();
  ({ email: unverified } = await signUp(t.server, t.mailbox));
}, 180_000);
afterAll(() => t?.close());

/** Everything a client can see, except the date and per-request ids. */
async function answer(path: string, body: unknown) {
  await resetLimits(t.server);
  const res = await t.server.fetch(path, json(body));
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !["date", "x-request-id"].includes(name)));
  return { status: res.status, headers, cookies: res.headers.getSetCookie(), body: await res.text() };
}

const addresses = () => ({
  verified: t.a.email,
  unverified,
  unknown: uniqueEmail("nobody"),
  unknownUpper: uniqueEmail("Nobody").toUpperCase(),
});

describe("identical answers for known and unknown e-mails", () => {
  it("POST /api/auth/request-password-reset", async () => {
    const seen = [];
    for (const [kind, email] of Object.entries(addresses()))
      seen.push([
        kind,
        await answer("/api/auth/request-password-reset", { email, redirectTo: "/auth?type=recovery" }),
      ] as const);
    for (const [kind, a] of seen) expect(a, kind).toEqual(seen[0]![1]);
    expect(seen[0]![1].status).toBe(200);
  });

  it("POST /api/auth/send-verification-email (signed out)", async () => {
    const seen = [];
    for (const [kind, email] of Object.entries(addresses()))
      seen.push([kind, await answer("/api/auth/send-verification-email", { email })] as const);
    for (const [kind, a] of seen) expect(a, kind).toEqual(seen[0]![1]);
  });

  it("POST /api/auth/sign-in/email with a wrong password", async () => {
    const seen = [];
    for (const [kind, email] of Object.entries(addresses()))
      seen.push([kind, await answer("/api/auth/sign-in/email", { email, password: "not-the-password" })] as const);
    for (const [kind, a] of seen) expect(a, kind).toEqual(seen[0]![1]);
    expect(seen[0]![1].status).toBe(401);
  });

  it("POST /api/signup for an address whose account is unverified answers as for a new address (issue #14)", async () => {
    // A verified address answers 409, the spec's message; an unverified one is signed up again.
    const body = (email: string) => ({ fullName: "Nia Newcomer", email, password: TEST_PASSWORD, answers: answers() });
    const { email: pending } = await signUp(t.server, t.mailbox);
    const fresh = uniqueEmail("fresh");
    const seen = [
      ["unknown", await answer("/api/signup", body(fresh))],
      ["unverified", await answer("/api/signup", body(pending))],
    ] as const;
    // The answer names the address it was sent for (and so its length differs); all else is the same.
    const same = ({ headers: { "content-length": _, ...headers }, ...a }: (typeof seen)[number][1], email: string) => ({
      ...a,
      headers,
      body: a.body.replace(email, "<email>"),
    });
    expect(same(seen[1][1], pending)).toEqual(same(seen[0][1], fresh));
    expect(seen[0][1].status).toBe(201);
  });
});
