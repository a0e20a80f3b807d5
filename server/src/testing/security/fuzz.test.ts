import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPOSED } from "#server/plugins/auth";
import { expectNoLeak, freshAthleteCookie, resetLimits, startTarget, type Target } from "./helpers.ts";

/**
 * Fuzzing (issue #7): random and malformed bodies against every JSON endpoint, signed in where
 * it needs a session. Never a 5xx, never a stack trace or a path in the body, and the server
 * still answers afterwards. FUZZ_RUNS sets the cases per endpoint (default 150).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
let t: Target;
beforeAll(async () => {
  t = await startTarget();
}, 180_000);
afterAll(() => t?.close());

type Session = "none" | "athlete" | "admin";
const ENDPOINTS: Array<{ method: string; path: string; session: Session; fields: string[] }> = [
  { method: "POST", path: "/api/signup", session: "none", fields: ["fullName", "email", "password", "answers"] },
  { method: "POST", path: "/api/verify-email", session: "none", fields: ["token"] },
  { method: "PUT", path: "/api/me/questionnaire", session: "athlete", fields: ["answers"] },
  { method: "POST", path: "/api/admin/session", session: "none", fields: ["key"] },
  // The training log (issue #12).
  { method: "PUT", path: "/api/me/training/settings", session: "athlete", fields: ["startDate", "weekdays"] },
  ...["sessions", "cricket"].map((kind) => ({
    method: "PUT",
    path: `/api/me/training/${kind}/0f000000-0000-4000-8000-000000000001`,
    session: "athlete" as Session,
    fields: [
      "id",
      "date",
      "week",
      "day",
      "status",
      "skipReason",
      "sessionRpe",
      "minutes",
      "sets",
      "kind",
      "bowling",
      "editedAt",
    ],
  })),
  // Sign-out and revocations last: they end the session the others use.
  ...[...EXPOSED.POST!]
    .sort((a, b) => Number(/sign-out|revoke/.test(a)) - Number(/sign-out|revoke/.test(b)))
    .map((e) => ({
      method: "POST",
      path: `/api/auth${e}`,
      session: "athlete" as Session,
      fields: ["email", "password", "token", "newPassword", "currentPassword", "redirectTo", "callbackURL"],
    })),
];

const POLLUTION = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + "1" + close.repeat(depth);

/** A raw body: valid JSON of the wrong shape, hostile keys, deep nesting, huge or broken text. */
const body = (fields: string[]) =>
  fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .dictionary(
        fc.constantFrom(...fields, ...POLLUTION),
        fc.oneof(fc.anything(), fc.string({ unit: "binary" }), fc.constantFrom(null, -0, 1e308, "", [], {})),
      )
      .map((o) => JSON.stringify(o)),
    fc
      .constantFrom(...POLLUTION)
      .map((k) => `{"${k}":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}}`),
    fc
      .record({ key: fc.constantFrom(...fields), value: fc.string({ unit: "grapheme", maxLength: 200 }) })
      .map(({ key, value }) => JSON.stringify({ [key]: value })),
    // U+0000 in a field: PostgreSQL text cannot hold it (found by this fuzzer on PostgreSQL).
    fc
      .record({ key: fc.constantFrom(...fields), at: fc.nat({ max: 20 }) })
      .map(({ key, at }) => JSON.stringify({ [key]: `${"a".repeat(at)}\u0000@example.test` })),
    fc.integer({ min: 1, max: 100_000 }).map((d) => nested(d, "[", "]")),
    fc.integer({ min: 1, max: 50_000 }).map((d) => nested(d, '{"a":', "}")),
    fc.integer({ min: 1_000, max: 1_200_000 }).map((n) => JSON.stringify({ [fields[0]!]: "x".repeat(n) })),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.constantFrom(
      "",
      "{",
      "}",
      "null",
      "[]",
      '"x"',
      "1e999999",
      '{"a":1,}',
      "\u0000",
      "\ufeff{}",
      '{"a":"\\ud800"}',
      "NaN",
      "undefined",
    ),
  );
const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "",
);

/** fc.assert, but a failure names a shortened counterexample (a 1 MB body would flood the log). */
async function check<T>(property: fc.IAsyncProperty<T>): Promise<void> {
  const run = await fc.check(property, { numRuns: RUNS });
  if (!run.failed) return;
  const example = JSON.stringify(run.counterexample).slice(0, 300);
  const cause =
    run.errorInstance instanceof Error
      ? run.errorInstance.message.slice(0, 500)
      : String(run.errorInstance).slice(0, 500);
  throw new Error(
    `property failed after ${run.numRuns} cases (seed ${run.seed}); counterexample ${example}…\n${cause}`,
  );
}

let total = 0;
describe("random and malformed bodies", () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (name, e) => {
    await resetLimits(t.server);
    const cookie =
      e.session === "athlete" ? await freshAthleteCookie(t.server, t.a) : e.session === "admin" ? t.admin : undefined;
    let cases = 0;
    await check(
      fc.asyncProperty(body(e.fields), contentType, async (payload, type) => {
        cases++;
        // Every case meets the endpoint itself, not the limiter in front of it.
        if (cases % 3 === 0) await resetLimits(t.server);
        const headers: Record<string, string> = cookie ? { cookie } : {};
        if (type) headers["content-type"] = type;
        const res = await t.server.fetch(e.path, { method: e.method, headers, body: payload });
        const text = await res.text();
        expect(res.status, `${name} ${type} ${payload.slice(0, 120)}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expectNoLeak(text, name);
      }),
    );
    total += cases;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await t.server.fetch("/api/health")).status).toBe(200);
  });

  it("the server still answers, and reports the cases tried", async () => {
    expect((await t.server.fetch("/api/health")).status).toBe(200);
    expect(
      (await t.server.fetch("/api/me", { headers: { cookie: await freshAthleteCookie(t.server, t.b) } })).status,
    ).toBe(200);
    console.log(`fuzz: ${total} cases over ${ENDPOINTS.length} JSON endpoints (${RUNS} each)`);
    expect(total).toBe(RUNS * ENDPOINTS.length);
  });
});

describe("query strings", () => {
  it("GET /api/admin/athletes with random page, pageSize and q", async () => {
    let cases = 0;
    await check(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("page", "pageSize", "q", "__proto__", "constructor", "q[]", "page[a]"),
          fc.oneof(
            fc.string({ unit: "binary", maxLength: 300 }),
            fc.integer().map(String),
            fc.constantFrom("1e999", "-0", "NaN", "0x10", " 5", "%", "%zz"),
          ),
        ),
        async (query) => {
          cases++;
          const qs = Object.entries(query)
            .map(([k, v]) => `${encodeURIComponent(k)}=${v === "%" || v === "%zz" ? v : encodeURIComponent(v)}`)
            .join("&");
          const res = await t.server.fetch(`/api/admin/athletes?${qs}`, { headers: { cookie: t.admin } });
          const text = await res.text();
          expect(res.status, `${qs}: ${text.slice(0, 200)}`).toBeLessThan(500);
          expectNoLeak(text, "admin athletes");
        },
      ),
    );
    total += cases;
  });
});
