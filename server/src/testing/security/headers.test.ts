import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EXPOSED } from "#server/plugins/auth";
import { json } from "#server/testing/athletes";
import { startTestServer, type TestServer } from "#server/testing/server";
import { EVIL, expectSecurityHeaders, raw, standInWebDist, startTarget, statusOf, type Target } from "./helpers.ts";
import { registeredRoutes } from "./route-collector.ts";

vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector.ts")).collectingFastify(await importOriginal()),
);

/**
 * Headers (issue #7, docs/decisions/0005): every route the server has, the SPA fallback, static
 * files, 404s and error answers carry the security headers; HSTS only with an https PUBLIC_URL.
 */
let t: Target;
let https: TestServer;
const webDist = standInWebDist();
beforeAll(async () => {
  t = await startTarget({ webDist }, { serveWeb: true });
  https = await startTestServer({ publicUrl: "https://gameready.example", webDist }, { serveWeb: true });
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), https?.close()]);
});

/** One request per registered route (parameters filled with A's values), signed in as it needs. */
function samples(): Array<[string, string, RequestInit]> {
  const out: Array<[string, string, RequestInit]> = [];
  for (const route of registeredRoutes) {
    const [method, url] = route.split(" ") as [string, string];
    if (method === "HEAD" || !url.startsWith("/api/")) continue;
    // The admin sign-out is sampled without a session (401), so the others keep theirs.
    const cookie = route === "DELETE /api/admin/session" ? "" : url.startsWith("/api/admin") ? t.admin : t.a.cookie;
    const init: RequestInit =
      method === "GET"
        ? { headers: { cookie } }
        : { ...json({}), method, headers: { cookie, "content-type": "application/json" } };
    if (url === "/api/auth/*") {
      for (const [m, endpoints] of Object.entries(EXPOSED)) {
        if (m !== method) continue;
        for (const e of endpoints)
          if (e !== "/sign-out" && !e.startsWith("/revoke")) out.push([`${m} /api/auth${e}`, `/api/auth${e}`, init]);
      }
      out.push([`${method} /api/auth/not-exposed`, "/api/auth/not-exposed", init]);
      continue;
    }
    const path = url
      .replace(":name", t.a.avatarUrl.split("/").pop()!)
      .replace(":userId", t.a.userId)
      .replace(":phase", "1");
    out.push([route, path, init]);
  }
  return out;
}

describe("on every response", () => {
  it("each registered API route", async () => {
    const list = samples();
    expect(list.length).toBeGreaterThan(20);
    for (const [name, path, init] of list)
      expectSecurityHeaders(await statusOf(await t.server.fetch(path, init)), `${name} (${path})`);
    console.log(`headers: ${list.length} API route samples`);
  });

  it.each([
    ["the SPA at /", "/"],
    ["an SPA fallback route", "/profile"],
    ["a static script", "/assets/app.js"],
    ["index.html", "/index.html"],
    ["an unknown page", "/no-such-page"],
    ["a 404 file", "/missing.png"],
    ["an API 404", "/api/no-such-route"],
  ])("%s", async (name, path) => {
    expectSecurityHeaders(await statusOf(await t.server.fetch(path)), name);
  });

  it("error answers: 401, 403 origin refused, 400 bad JSON, 413, 415", async () => {
    expectSecurityHeaders(await statusOf(await t.server.fetch("/api/me")), "401");
    expectSecurityHeaders(
      await statusOf(await raw(t.server, "/api/signup", { method: "POST", headers: { origin: EVIL } })),
      "403",
    );
    expectSecurityHeaders(
      await statusOf(
        await t.server.fetch("/api/signup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{",
        }),
      ),
      "400",
    );
    expectSecurityHeaders(
      await statusOf(
        await t.server.fetch("/api/signup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "x".repeat(2 * 1024 * 1024),
        }),
      ),
      "413",
    );
    expectSecurityHeaders(
      await statusOf(
        await t.server.fetch("/api/signup", {
          method: "POST",
          headers: { "content-type": "application/xml" },
          body: "<a/>",
        }),
      ),
      "415",
    );
  });
});

describe("HSTS", () => {
  it("is absent while PUBLIC_URL is http", async () => {
    for (const path of ["/", "/api/health", "/api/me"])
      expect((await statusOf(await t.server.fetch(path))).headers.get("strict-transport-security"), path).toBeNull();
  });

  it("is sent on HTML and API answers when PUBLIC_URL is https", async () => {
    for (const path of ["/", "/profile", "/api/health", "/api/me", "/api/auth/get-session", "/api/no-such-route"]) {
      const res = await statusOf(await https.fetch(path));
      expectSecurityHeaders(res, path);
      const hsts = res.headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain("includeSubDomains");
    }
  });
});
