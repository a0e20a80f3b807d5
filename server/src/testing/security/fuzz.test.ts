import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EXPOSED } from "#server/plugins/auth";
import { MALFORMED_MULTIPART } from "#server/plugins/errors";
import { makePdf, makePng } from "#server/testing/coach-console";
import { expectNoLeak, freshAthleteCookie, resetLimits, startTarget, type Target } from "./helpers.ts";
import { multipartRoutes } from "./multipart-routes.ts";

// Every Fastify instance reports its multipart routes (schema.consumes) to multipartRoutes.
vi.mock("fastify", async (importOriginal) =>
  (await import("./multipart-routes.ts")).collectingMultipartFastify(await importOriginal()),
);

/**
 * Fuzzing (issue #7): random and malformed bodies against every JSON endpoint, signed in where
 * it needs a session. Never a 5xx, never a stack trace or a path in the body, and the server
 * still answers afterwards. FUZZ_RUNS sets the cases per endpoint (default 150).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
let t: Target;
/** The server's log lines at level error and above (a 5xx logs one, with its stack). */
const errorLines: string[] = [];
beforeAll(async () => {
  t = await startTarget({ logLevel: "error" });
  (t.server.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (line: string) => errorLines.push(line),
  };
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
const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

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

/**
 * The cases are the same on every run, so CI is reproducible: FUZZ_SEED=random explores new ones
 * (a failure names its seed), FUZZ_SEED=<n> replays one. Seed 1494019897 still fails the multipart
 * property: after a 200 KB malformed upload the keep-alive connection is reset, and the client's
 * next request on it fails (issue #28, left open in its note).
 */
const SEED = process.env.FUZZ_SEED === "random" ? undefined : Number(process.env.FUZZ_SEED ?? 27);

/** fc.assert, but a failure names a shortened counterexample (a 1 MB body would flood the log). */
async function check<T>(property: fc.IAsyncProperty<T>): Promise<void> {
  const run = await fc.check(property, { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
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

/**
 * Issue #14 finding 10: malformed multipart bodies (no boundary, truncated, the boundary never in
 * the body, parts without a name, two files, huge headers …) answered 500 with a stack in the log.
 * Every route that declares a multipart body is found by the collector above and fuzzed: never a
 * 5xx, never an error logged, never internals in the answer.
 */
describe("malformed multipart bodies", () => {
  const ASCII = /^[A-Za-z0-9'()+_,\-./:=? "]{0,120}$/;
  const boundary = fc.oneof(
    fc.constantFrom("XyZ", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "", " ", '"', "b".repeat(70), "b".repeat(300)),
    fc.stringMatching(ASCII),
  );
  const contentType = (b: string) =>
    fc.constantFrom(
      `multipart/form-data; boundary=${b}`,
      `multipart/form-data; boundary=${b}`,
      "multipart/form-data",
      "multipart/form-data; boundary=",
      `multipart/form-data; boundary="${b}"`,
      `Multipart/Form-Data; BOUNDARY=${b}; charset=utf-8`,
      "multipart/form-data; boundary=not-the-one-in-the-body",
      `multipart/mixed; boundary=${b}`,
    );
  const disposition = fc.constantFrom(
    'form-data; name="file"; filename="a.png"',
    'form-data; name="file"; filename="plan.pdf"',
    'form-data; name="file"',
    'form-data; filename="nameless.png"',
    "form-data",
    "garbage",
    'form-data; name="__proto__"; filename="x.png"',
    'form-data; name="other"; filename="x.pdf"',
    `form-data; name="file"; filename="${"a".repeat(5000)}.png"`,
    'form-data; name="file"; filename="../../etc/passwd"',
  );
  const part = (files: Buffer[]) =>
    fc.record({
      disposition,
      type: fc.constantFrom("", "image/png", "application/pdf", "text/html", "multipart/form-data; boundary=inner"),
      extra: fc.constantFrom("", "", "X-Note: hi\r\n", `X-Big: ${"a".repeat(100_000)}\r\n`, "no colon here\r\n"),
      content: fc.oneof(
        fc.constantFrom(...files),
        fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
        fc.constant(Buffer.alloc(0)),
      ),
    });
  const multipartBody = (files: Buffer[]) =>
    boundary.chain((b) =>
      fc.record({
        type: contentType(b),
        body: fc.oneof(
          fc
            .record({
              parts: fc.array(part(files), { maxLength: 3 }),
              end: fc.constantFrom("close", "close", "none", "garbage", "truncate", "no-crlf"),
              cut: fc.double({ min: 0, max: 1, noNaN: true }),
            })
            .map(({ parts, end, cut }) => {
              const chunks = parts.map((p) =>
                Buffer.concat([
                  Buffer.from(
                    `--${b}\r\nContent-Disposition: ${p.disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}${p.extra}\r\n`,
                    "latin1",
                  ),
                  p.content,
                  Buffer.from("\r\n"),
                ]),
              );
              const tail = {
                close: `--${b}--\r\n`,
                none: "",
                garbage: "garbage",
                truncate: `--${b}--\r\n`,
                "no-crlf": `--${b}--`,
              }[end]!;
              const whole = Buffer.concat([...chunks, Buffer.from(tail, "latin1")]);
              return end === "truncate" ? whole.subarray(0, Math.floor(whole.length * cut)) : whole;
            }),
          fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)),
          fc.constant(Buffer.alloc(0)),
        ),
      }),
    );

  it("the collector found the upload routes", () => {
    expect([...multipartRoutes].sort()).toEqual(
      expect.arrayContaining(["POST /api/admin/athletes/:userId/pdfs/:phase", "POST /api/me/avatar"]),
    );
  });

  it("every multipart route, with random malformed bodies: 4xx, no error logged, no internals", async () => {
    const files = [await makePng(), await makePdf("fuzz")];
    const routes = [...multipartRoutes];
    expect(routes.length).toBeGreaterThanOrEqual(2);
    let cases = 0;
    for (const route of routes) {
      const [method, url] = route.split(" ") as [string, string];
      // Path parameters: B's own id, phase 1 (a well-formed upload then replaces B's own file).
      const path = url.replace(":userId", t.b.userId).replace(/:[A-Za-z]+/g, "1");
      const cookie = `${await freshAthleteCookie(t.server, t.b)}; ${t.admin}`;
      await check(
        fc.asyncProperty(multipartBody(files), async ({ type, body }) => {
          cases++;
          errorLines.length = 0;
          const res = await t.server.fetch(path, {
            method,
            headers: { cookie, "content-type": type },
            body: new Uint8Array(body),
          });
          const text = await res.text();
          const what = `${route} ${type} ${body.toString("latin1", 0, 120)}: ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, what).toBeLessThan(500);
          expectNoLeak(text, route);
          expect(errorLines, what).toEqual([]);
        }),
      );
    }
    console.log(`fuzz: ${cases} multipart cases over ${routes.length} routes (${routes.join(", ")})`);
    expect((await t.server.fetch("/api/health")).status).toBe(200);
  }, 600_000);

  it.each([
    [
      "no boundary",
      "multipart/form-data",
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--B--\r\n',
    ],
    ["a truncated body", "multipart/form-data; boundary=B", '--B\r\nContent-Disposition: form-data; name="fi'],
    ["the boundary never in the body", "multipart/form-data; boundary=B", "just some text"],
    [
      "a file part and no closing boundary",
      "multipart/form-data; boundary=B",
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n',
    ],
  ])("%s: 400 with the clear message on every multipart route", async (_what, type, body) => {
    for (const route of multipartRoutes) {
      const [method, url] = route.split(" ") as [string, string];
      const path = url.replace(":userId", t.b.userId).replace(/:[A-Za-z]+/g, "1");
      const cookie = `${await freshAthleteCookie(t.server, t.b)}; ${t.admin}`;
      errorLines.length = 0;
      const res = await t.server.fetch(path, { method, headers: { cookie, "content-type": type }, body });
      expect([res.status, await res.json()], route).toEqual([
        400,
        { error: { message: MALFORMED_MULTIPART, code: "MALFORMED_MULTIPART" } },
      ]);
      expect(errorLines, route).toEqual([]);
    }
  });
});
