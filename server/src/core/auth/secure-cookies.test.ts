import { expect, it } from "vitest";
import { cookieFrom, json, signUp } from "#server/testing/athletes";
import { SESSION_EXPIRES_IN } from "./create-auth.ts";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/** PUBLIC_URL on https: session cookies are Secure (and __Secure- prefixed); links use it. */
const { server, mailbox } = setUpTestServer({ mailbox: true, config: { publicUrl: "https://gameready.example" } });

it("the session cookie is Secure, HttpOnly, SameSite=Lax and lasts the session lifetime; it signs in", async () => {
  const { link, token } = await signUp(server, mailbox);
  expect(link.startsWith("https://gameready.example/verify-email?token=")).toBe(true);
  const res = await server.fetch("/api/verify-email", json({ token }));
  expect(res.status).toBe(200);
  const session = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
  expect(session.startsWith("__Secure-better-auth.session_token=")).toBe(true);
  expect(session).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/;\s*HttpOnly/i);
  expect(session).toMatch(/;\s*SameSite=Lax/i);
  expect(session).toMatch(new RegExp(`Max-Age=${SESSION_EXPIRES_IN}`, "i"));
  expect((await server.fetch("/api/me", { headers: { cookie: cookieFrom(res) } })).status).toBe(200);
  // A plain-named cookie is not accepted in place of the secure one.
  const plain = cookieFrom(res).replace("__Secure-", "");
  expect((await server.fetch("/api/me", { headers: { cookie: plain } })).status).toBe(401);
});
