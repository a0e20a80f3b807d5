import { describe, expect, it } from "vitest";
import { signUpAndVerify } from "#server/testing/athletes";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { AUTH_DISABLED_PATHS, AUTH_HTTP_ENDPOINTS } from "./create-auth.ts";

/**
 * Every better-auth endpoint the product does not use is off in better-auth itself
 * (`disabledPaths`, issue #14), beside the mount's allowlist (plugins/auth.ts, proved by
 * authorization-matrix.test.ts): its own handler, called directly, answers 404. Our routes' calls
 * through `auth.api` still work.
 */
const { server, mailbox } = setUpTestServer({ mailbox: true });
const api = () => server.app.auth.api as unknown as Record<string, { path?: string }>;
const PARAM = /:[a-z]+/i;

describe("better-auth's endpoints", () => {
  it("each is either used over HTTP or disabled (a better-auth upgrade adding one fails here)", () => {
    const used = new Set<string>([...AUTH_HTTP_ENDPOINTS.GET, ...AUTH_HTTP_ENDPOINTS.POST]);
    const disabled = new Set(AUTH_DISABLED_PATHS);
    const paths = Object.values(api())
      .map((e) => e.path)
      .filter((p): p is string => typeof p === "string" && !PARAM.test(p));
    expect(paths.filter((p) => !used.has(p) && !disabled.has(p))).toEqual([]);
    expect([...used].filter((p) => disabled.has(p))).toEqual([]);
  });

  it("the disabled ones answer 404 from better-auth's own handler, the used ones do not", async () => {
    const call = (path: string, method: "GET" | "POST") =>
      server.app.auth.handler(
        new Request(`${server.config.publicUrl}/api/auth${path}`, {
          method,
          headers: { "content-type": "application/json", origin: server.config.publicUrl },
          body: method === "POST" ? "{}" : undefined,
        }),
      );
    for (const path of AUTH_DISABLED_PATHS) {
      for (const method of ["GET", "POST"] as const) expect((await call(path, method)).status, path).toBe(404);
    }
    expect((await call("/get-session", "GET")).status).toBe(200);
    expect((await call("/request-password-reset", "POST")).status).toBe(400); // no e-mail: refused, but reached
  });

  it("our routes' own calls still work: sign-up (signUpEmail), verification (verifyEmail), sessions (getSession)", async () => {
    const athlete = await signUpAndVerify(server, mailbox);
    expect((await server.fetch("/api/me", { headers: { cookie: athlete.cookie } })).status).toBe(200);
  });
});
