import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { adminCookie, makePdf, makePng, uploadPdf } from "#server/testing/coach-console";
import type { Config } from "#server/core/config";
import { adminSessions, appRateLimit, rateLimit, session } from "#server/core/db/schema";
import { signIn, type TestAthlete } from "#server/testing/athletes";
import type { Mailbox } from "#server/testing/mailbox";
import { startTestKit } from "#server/testing/set-up-test-server";
import type { TestServer } from "#server/testing/server";

/** Issue #7 "Attacks": shared set-up for the tests in this folder (docs/decisions/0050). */

export const EVIL = "https://evil.example";

/** fetch with only the headers given: no Origin unless the test sends one (server.fetch adds ours). */
export const raw = (server: TestServer, pathname: string, init: RequestInit = {}) =>
  fetch(server.url + pathname, { redirect: "manual", ...init });

/** A tiny stand-in build, so tests that need the SPA do not depend on `vite build`. */
export function standInWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gameready-sec-dist-"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><title>GameReady</title><div id=root></div><script type="module" src="/assets/app.js"></script>',
  );
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.js"), "console.log(1)");
  return dir;
}

export interface Target {
  server: TestServer;
  mailbox: Mailbox;
  /** The victim: verified, with an avatar and a coach PDF for phase 1. */
  a: TestAthlete & { avatarUrl: string; pdf: Buffer };
  /** The attacker: a verified athlete of their own. */
  b: TestAthlete;
  admin: string;
  close(): Promise<void>;
}

/** A real server and mailbox, athletes A (with an avatar and a coach PDF) and B, and an admin cookie. */
export async function startTarget(overrides: Partial<Config> = {}, opts: { serveWeb?: boolean } = {}): Promise<Target> {
  const kit = await startTestKit({
    athletes: [{ fullName: "Asha Victim" }, { fullName: "Bram Attacker" }],
    // The attacks here send many uploads and downloads from one account; the per-account budget
    // of expensive requests would answer 429 before the defence under test is reached. That
    // budget has its own test (expensive-limits.test.ts), at the production figures.
    config: { expensiveConcurrentPerAccount: 1000, expensivePerMinutePerAccount: 100_000, ...overrides },
    serveWeb: opts.serveWeb,
  });
  const { server, mailbox } = kit;
  const [a, b] = kit.athletes as [TestAthlete, TestAthlete];
  const admin = await adminCookie(server);
  const avatar = await uploadAvatar(server, a.cookie, await makePng());
  expect(avatar.status).toBe(200);
  const { avatarUrl } = (await avatar.json()) as { avatarUrl: string };
  const pdf = await makePdf("A's private plan");
  expect((await uploadPdf(server, admin, a.userId, 1, pdf)).status).toBe(200);
  return {
    server,
    mailbox,
    a: { ...a, avatarUrl, pdf },
    b,
    admin,
    close: () => kit.close(),
  };
}

/** POST /api/me/avatar with one multipart field, as the browser's FormData does. */
export function uploadAvatar(
  server: TestServer,
  cookie: string | undefined,
  data: Buffer | string,
  fileName = "me.png",
  type = "image/png",
  field = "file",
) {
  const form = new FormData();
  form.append(field, new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type }), fileName);
  return server.fetch("/api/me/avatar", { method: "POST", body: form, headers: cookie ? { cookie } : {} });
}

/** Every limit back to zero: better-auth's counters (`rate_limit`) and ours (admin key, sign-up). */
export async function resetLimits(server: TestServer): Promise<void> {
  await server.app.db.delete(rateLimit);
  await server.app.db.delete(appRateLimit);
}

/** A fresh athlete session (limits reset first, so the matrix never meets a sign-in limit). */
export async function freshAthleteCookie(server: TestServer, who: TestAthlete): Promise<string> {
  await resetLimits(server);
  return signIn(server, who.email, who.password);
}

const sessionToken = (cookie: string) => decodeURIComponent(/session_token=([^;.]+)/.exec(cookie)?.[1] ?? "");

/** Signs `who` in and moves that one session's expiry into the past: a stolen, stale cookie. */
export async function expiredAthleteCookie(server: TestServer, who: TestAthlete): Promise<string> {
  const cookie = await freshAthleteCookie(server, who);
  await server.app.db
    .update(session)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(session.token, sessionToken(cookie)));
  return cookie;
}

/** An admin session past its 8 hours. */
export async function expiredAdminCookie(server: TestServer): Promise<string> {
  await resetLimits(server);
  const cookie = await adminCookie(server);
  const hash = createHash("sha256")
    .update(cookie.slice(cookie.indexOf("=") + 1), "utf8")
    .digest("hex");
  await server.app.db
    .update(adminSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(adminSessions.tokenHash, hash));
  return cookie;
}

/** Something that reads like a stack trace or a path on the server's disk. */
export const LEAK =
  /\bat [\w$.<>]+ \(|node:internal|\/work\/|\/home\/|\/tmp\/|node_modules|[A-Za-z]:\\\\|\.ts:\d+|\.js:\d+:\d+/;

export function expectNoLeak(body: string, what: string): void {
  expect(LEAK.test(body), `${what} leaks internals: ${body.slice(0, 300)}`).toBe(false);
}

/** The headers every HTML and API answer carries (docs/decisions/0005). */
export function expectSecurityHeaders(res: Response, what: string): void {
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(csp, `${what}: CSP`).toMatch(/(?:^|;)\s*default-src 'self'/);
  expect(scriptSrc, `${what}: script-src`).toMatch(/'self'/);
  expect(scriptSrc, `${what}: no inline script`).not.toMatch(/unsafe-inline|unsafe-eval|'nonce-|'sha\d+-|\*|data:/);
  expect(csp, `${what}: frame-ancestors`).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
  expect(res.headers.get("x-content-type-options"), `${what}: nosniff`).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), `${what}: referrer policy`).toBe("strict-origin-when-cross-origin");
}

/** Reads the status and headers, then drops the body (event streams never end by themselves). */
export async function statusOf(res: Response): Promise<Response> {
  await res.body?.cancel().catch(() => {});
  return res;
}
