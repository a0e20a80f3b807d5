import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_SUPPORT_EMAIL } from "#domain/site";
import { testDatabaseKind } from "#server/testing/database";
import { withSupportEmail } from "./spa.ts";
import { setUpTestServer } from "#server/testing/set-up-test-server";

// A tiny stand-in build so this test does not depend on `vite build` having run.
const webDist = mkdtempSync(path.join(tmpdir(), "gameready-dist-"));
writeFileSync(
  path.join(webDist, "index.html"),
  `<!doctype html><meta name="gameready:support-email" content="${DEFAULT_SUPPORT_EMAIL}" /><title>GameReady</title><div id=root></div>`,
);
const SUPPORT = "coach.desk+help@club.example";
mkdirSync(path.join(webDist, "assets"));
writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log(1)");

const { server: s } = setUpTestServer({ config: { webDist, supportEmail: SUPPORT }, serveWeb: true });

describe("serving the web app", () => {
  it("answers the health route with the database kind", async () => {
    const res = await s.fetch("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: testDatabaseKind });
  });

  it("serves index.html for client routes, so a reload on /profile works", async () => {
    for (const route of ["/", "/profile", "/learn/get-inspired/cricket", "/no-such-page"]) {
      const res = await s.fetch(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain("<div id=root>");
    }
  });

  it("writes SUPPORT_EMAIL into every copy of index.html it sends, /index.html included", async () => {
    for (const route of ["/", "/index.html", "/auth?x=1", "/privacy"]) {
      const html = await (await s.fetch(route)).text();
      expect(html, route).toContain(`<meta name="gameready:support-email" content="${SUPPORT}" />`);
      expect(html, route).not.toContain(DEFAULT_SUPPORT_EMAIL);
    }
  });

  it("escapes the address it writes into the page", () => {
    const page = `<meta name="gameready:support-email" content="${DEFAULT_SUPPORT_EMAIL}" />`;
    expect(withSupportEmail(page, `a"><script>x</script>@b.example`)).toBe(
      `<meta name="gameready:support-email" content="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;@b.example" />`,
    );
  });

  it("answers a real JSON 404 for unknown API paths and missing assets", async () => {
    const api = await s.fetch("/api/nope");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toContain("application/json");
    expect((await api.json()).error.message).toMatch(/Not found/);
    expect((await s.fetch("/assets/missing.js")).status).toBe(404);
    expect((await s.fetch("/api/nope", { method: "POST" })).status).toBe(404);
  });

  it("caches hashed assets for a year and HTML never without revalidation", async () => {
    const asset = await s.fetch("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await s.fetch("/profile")).headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the security headers on HTML and API responses, with a CSP that allows no inline script", async () => {
    for (const route of ["/", "/api/health", "/api/nope"]) {
      const res = await s.fetch(route);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, route).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // PUBLIC_URL is http here: no HSTS.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("answers malformed JSON with a clear 400, not a stack trace", async () => {
    const res = await s.fetch("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect([400, 404]).toContain(res.status);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });
});
