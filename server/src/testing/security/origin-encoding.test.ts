import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminCookie } from "#server/testing/coach-console";
import { startTestKit, type TestKit } from "#server/testing/set-up-test-server";
import { EVIL, resetLimits } from "./helpers.ts";
import { stateChangingRoutes } from "./route-collector.ts";

vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector.ts")).collectingFastify(await importOriginal()),
);

/**
 * The origin check under path encodings (issue #28 finding 1): `POST /%61pi/me/avatar` with no
 * Origin ran the route, because the check read the raw URL while the router decodes it. Every
 * state-changing route, written every way the router might still match it, without an Origin and
 * with a foreign one, must be refused (403), or not matched at all (the router's own 404).
 */
let kit: TestKit;
let cookie: string;

beforeAll(async () => {
  kit = await startTestKit({ athletes: 1 });
  cookie = `${kit.athletes[0]!.cookie}; ${await adminCookie(kit.server)}`;
}, 180_000);
afterAll(() => kit?.close());

const ID = "0e000000-0000-4000-8000-000000000001";

const targets = () => stateChangingRoutes(ID);

const pct = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
const PCT = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;

/** The same path, spelled every way a router or a proxy might read as the same thing. */
function encodings(path: string): string[] {
  const segments = path.split("/").slice(1);
  const first = segments[0]!;
  const rest = segments.slice(1).join("/");
  return [
    path,
    `/${pct(first[0]!)}${first.slice(1)}/${rest}`, // /%61pi/…
    `/${PCT(first[0]!)}${first.slice(1)}/${rest}`,
    path.replace(/[a-z]/g, pct), // every letter encoded
    `/${first}/${segments[1]![0]!.replace(/./, PCT)}${segments.slice(1).join("/").slice(1)}`,
    `/${first}%2f${rest}`,
    `/${first}%2F${rest.replaceAll("/", "%2F")}`,
    `/${path}`, // //api/…
    `/${first}//${rest}`,
    `${path}/`,
    `/x/../${first}/${rest}`,
    `/${first}/./${rest}`,
    `/${first}/%2e/${rest}`,
    `/x/%2e%2e/${first}/${rest}`,
    path.toUpperCase(),
    `/${first[0]!.toUpperCase()}${first.slice(1)}/${rest}`,
    `${path};x=1`,
    `/${first};x=1/${rest}`,
    `${path}%00`,
    `${path}%20`,
    `\\${first}\\${rest.replaceAll("/", "\\")}`,
    `http://${new URL(kit.server.url).host}${path}`, // absolute-form request target
    `http://${new URL(kit.server.url).host}/${pct(first[0]!)}${first.slice(1)}/${rest}`,
  ];
}

/** One request with the target exactly as written: fetch would normalise it first. */
function send(method: string, target: string, origin: string | undefined): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(kit.server.url);
  return new Promise((resolve) => {
    const req = request(
      {
        hostname,
        port,
        method,
        path: target,
        // A connection per request: an answer refused early must not leave bytes for the next one.
        agent: false,
        headers: { cookie, "content-type": "application/json", "content-length": 2, ...(origin ? { origin } : {}) },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // Node's HTTP parser drops a request line it will not parse: nothing was routed.
    req.on("error", (err) => resolve({ status: 0, body: err.message }));
    req.end("{}");
  });
}

describe("the origin check decides on the route the router matched", () => {
  it("the encodings are tried on every state-changing route, better-auth's endpoints included", () => {
    const tried = new Set(targets().map((t) => `${t.method} ${t.path}`));
    expect(tried.has("POST /api/me/avatar")).toBe(true);
    expect(tried.has("POST /api/auth/sign-out")).toBe(true);
    expect(tried.size).toBeGreaterThan(20);
  });

  // One test over the list built at run time: routes are only registered once the server starts.
  it("every encoding of every state-changing route, with no Origin or a foreign one, is refused", async () => {
    const wrong: string[] = [];
    for (const t of targets()) {
      for (const target of encodings(t.path)) {
        // better-auth counts requests per endpoint before it checks the Origin.
        await resetLimits(kit.server);
        for (const origin of [undefined, EVIL]) {
          const res = await send(t.method, target, origin);
          if (!refused(res, t.path)) {
            wrong.push(`${t.method} ${target} (Origin ${origin ?? "none"}): ${res.status} ${res.body.slice(0, 100)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

/** 403, or never routed: refused by the HTTP parser, the router's 404, a URL it would not parse, or the auth mount's own 404. */
function refused(res: { status: number; body: string }, path: string): boolean {
  if (res.status === 403 || res.status === 0) return true;
  if (res.status === 404 && /Route .* not found/.test(res.body)) return true;
  // A request line Node will not parse (a backslash), or a NUL the input guard refuses on the 404.
  if (res.status === 400 && /"Client Error"|"INVALID_CHARACTER"/.test(res.body)) return true;
  return res.status === 404 && path.startsWith("/api/auth/") && /"NOT_FOUND"/.test(res.body);
}
