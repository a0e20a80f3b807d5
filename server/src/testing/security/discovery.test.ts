import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, signUp, uniqueEmail } from "#server/testing/athletes";
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
});
