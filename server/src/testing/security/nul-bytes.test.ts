import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_REFUSED, containsNul } from "#server/plugins/input-guard";
import { TEST_PASSWORD, json, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { freshAthleteCookie, startTarget, type Target } from "./helpers.ts";

/**
 * U+0000 (issue #7, found by the fuzzer on PostgreSQL, whose text type cannot hold it): every
 * request carrying one, in a body, a query or a path, is refused with a 400 that says why, on
 * our routes and better-auth's alike, and changes nothing.
 */
let t: Target;
beforeAll(async () => {
  t = await startTarget();
}, 180_000);
afterAll(() => t?.close());

const NUL = "\u0000";
const refused = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { message: NUL_REFUSED, code: "INVALID_CHARACTER" } });
};

describe("a NUL character anywhere in a request", () => {
  it("is refused on better-auth's endpoints (the fuzzer's counterexample first)", async () => {
    const cookie = await freshAthleteCookie(t.server, t.a);
    await refused(
      await t.server.fetch("/api/auth/revoke-session", {
        ...json({ token: NUL }),
        headers: { "content-type": "application/json", cookie },
      }),
    );
    await refused(
      await t.server.fetch("/api/auth/sign-in/email", json({ email: `a${NUL}@example.test`, password: TEST_PASSWORD })),
    );
    await refused(
      await t.server.fetch("/api/auth/request-password-reset", json({ email: t.a.email, redirectTo: `/auth${NUL}` })),
    );
    // The session still works: nothing was revoked.
    expect((await t.server.fetch("/api/me", { headers: { cookie } })).status).toBe(200);
  });

  it("is refused on our own endpoints, in a key or a value, and nothing is stored", async () => {
    const email = uniqueEmail("nul");
    await refused(
      await t.server.fetch(
        "/api/signup",
        json({ fullName: `Nul${NUL}Athlete`, email, password: TEST_PASSWORD, answers: answers() }),
      ),
    );
    await refused(
      await t.server.fetch(
        "/api/signup",
        json({ fullName: "Nul Athlete", email, password: TEST_PASSWORD, answers: { ...answers(), [`x${NUL}`]: 1 } }),
      ),
    );
    expect((await t.server.fetch("/api/auth/sign-in/email", json({ email, password: TEST_PASSWORD }))).status).toBe(
      401,
    ); // no account made

    const cookie = await freshAthleteCookie(t.server, t.a);
    const before = await (await t.server.fetch("/api/me", { headers: { cookie } })).json();
    await refused(
      await t.server.fetch("/api/me/questionnaire", {
        ...json({ answers: { ...answers(), injuryDetails: `sore${NUL}back` } }),
        method: "PUT",
        headers: { "content-type": "application/json", cookie },
      }),
    );
    expect(await (await t.server.fetch("/api/me", { headers: { cookie } })).json()).toEqual(before);
  });

  it("is refused in a query string and in a path", async () => {
    await refused(await t.server.fetch("/api/admin/athletes?q=%00", { headers: { cookie: t.admin } }));
    await refused(await t.server.fetch("/api/avatars/x%00.webp"));
    expect((await t.server.fetch("/api/admin/athletes?q=ab", { headers: { cookie: t.admin } })).status).toBe(200);
  });
});

describe("a lone surrogate (half an emoji) anywhere in a request", () => {
  it("is refused like U+0000, on sign-up and a signed-in save, and nothing is stored; a whole emoji is fine", async () => {
    const email = uniqueEmail("surrogate");
    await refused(
      await t.server.fetch(
        "/api/signup",
        json({
          fullName: "Half Emoji",
          email,
          password: TEST_PASSWORD,
          answers: { ...answers(), injuries: "\ud83dx" },
        }),
      ),
    );
    expect((await t.server.fetch("/api/auth/sign-in/email", json({ email, password: TEST_PASSWORD }))).status).toBe(
      401,
    );
    const cookie = await freshAthleteCookie(t.server, t.a);
    await refused(
      await t.server.fetch("/api/me/questionnaire", {
        method: "PUT",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ answers: { ...answers(), injuries: "x\udc00" } }),
      }),
    );
    expect(containsNul({ a: "sore 😀 knee" })).toBe(false);
    expect(containsNul({ a: "\ud83d" })).toBe(true);
    expect(containsNul({ "\ude00": 1 })).toBe(true);
  });
});

describe("containsNul", () => {
  it("finds U+0000 in values and keys at any depth, and walks no Buffer", () => {
    expect(containsNul({ a: [{ b: `x${NUL}` }] })).toBe(true);
    expect(containsNul({ [`k${NUL}`]: 1 })).toBe(true);
    expect(containsNul(Object.assign(Object.create(null), { q: NUL }))).toBe(true);
    // Fastify's query objects: a prototype of their own that is neither Object.prototype nor null.
    // biome-ignore lint/correctness/noComponentHookFactories: a constructor standing in for Fastify's query prototype, not a component
    function Query() {}
    Query.prototype = Object.create(null);
    expect(containsNul(Object.assign(new (Query as unknown as new () => object)(), { q: NUL }))).toBe(true);
    expect(containsNul({ a: ["fine", 1, null, true, { b: "\\u0000 as text" }] })).toBe(false);
    expect(containsNul(Buffer.from([0, 0, 0]))).toBe(false);
    expect(containsNul(undefined)).toBe(false);
    // 50,000 levels deep: no stack overflow.
    let deep: unknown = `end${NUL}`;
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
