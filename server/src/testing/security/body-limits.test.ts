import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCookie } from "#server/testing/coach-console";
import { DEFAULT_BODY_LIMIT, MAX_JSON_DEPTH, TOO_DEEP } from "#server/plugins/input-guard";
import { answers } from "#server/testing/factory";
import { startTestKit, type TestKit } from "#server/testing/set-up-test-server";
import { resetLimits } from "./helpers.ts";
import { multipartRoutes } from "./multipart-routes.ts";
import { stateChangingRoutes } from "./route-collector.ts";

// Every Fastify instance reports its routes, and which of them take multipart, as it is created.
vi.mock("fastify", async (importOriginal) => {
  const real = await importOriginal<typeof import("fastify")>();
  const { collectingFastify } = await import("./route-collector.ts");
  const { collectingMultipartFastify } = await import("./multipart-routes.ts");
  return collectingMultipartFastify(collectingFastify(real));
});

/**
 * Body size and nesting (issue #28 finding 5): a 1 MB `[[[…]]]` to POST /api/signup held the
 * event loop for about 300 ms before any limit applied. Every route that reads a JSON body
 * refuses an over-limit body by its declared length and a deep one before parsing it, with a
 * message that says what to fix; an honest body still goes through.
 */
let kit: TestKit;
let cookie: string;

beforeAll(async () => {
  kit = await startTestKit({ athletes: 1 });
  cookie = `${kit.athletes[0]!.cookie}; ${await adminCookie(kit.server)}`;
}, 180_000);
afterAll(() => kit?.close());

const ID = "0d000000-0000-4000-8000-000000000001";

/** Every state-changing route that is not an upload. */
const jsonRoutes = () => stateChangingRoutes(ID, (route) => multipartRoutes.has(route));

const send = (method: string, path: string, body: string) =>
  kit.server.fetch(path, { method, headers: { cookie, "content-type": "application/json" }, body });
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("every route that reads a JSON body", () => {
  it("the list holds the JSON routes and leaves out the uploads", () => {
    const listed = new Set(jsonRoutes().map((r) => `${r.method} ${r.path}`));
    expect(listed.has("POST /api/signup")).toBe(true);
    expect(listed.has("POST /api/auth/sign-in/email")).toBe(true);
    expect(listed.has("POST /api/me/avatar")).toBe(false);
    expect(listed.size).toBeGreaterThan(20);
  });

  it("refuses a body nested deeper than the limit, before parsing it, with a clear message", async () => {
    const wrong: string[] = [];
    for (const r of jsonRoutes()) {
      await resetLimits(kit.server);
      for (const body of [nested(MAX_JSON_DEPTH + 1), nested(5_000), `{"a":${nested(MAX_JSON_DEPTH)}}`]) {
        const res = await send(r.method, r.path, body);
        const text = await res.text();
        if (res.status !== 400 || !text.includes(TOO_DEEP)) wrong.push(`${r.method} ${r.path}: ${res.status} ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("refuses a body over the limit with 413 and says what the limit is", async () => {
    const wrong: string[] = [];
    const over = JSON.stringify({ email: "x".repeat(DEFAULT_BODY_LIMIT) });
    for (const r of jsonRoutes()) {
      await resetLimits(kit.server);
      for (const body of [over, nested(512 * 1024)]) {
        const res = await send(r.method, r.path, body);
        const text = await res.text();
        if (res.status !== 413 || !text.includes(`at most ${DEFAULT_BODY_LIMIT / 1024} KB`))
          wrong.push(`${r.method} ${r.path}: ${res.status} ${text.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("brackets inside strings do not count, and an honest body goes through", async () => {
    const res = await send(
      "PUT",
      "/api/me/questionnaire",
      JSON.stringify({ answers: { ...answers(), injuries: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{\\"' } }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    // Nesting within the limit reaches the route's own validation.
    const within = await send("POST", "/api/plan/preview", `{"answers":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(within.status).toBe(400);
    expect(await within.text()).not.toContain(TOO_DEEP);
  });
});
