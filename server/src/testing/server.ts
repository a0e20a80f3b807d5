import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { loadConfig, type Config } from "#server/core/config";
import { createTestDatabase } from "./database.ts";
import { TestClock } from "./clock.ts";

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:port, a real listening socket. */
  url: string;
  config: Config;
  /** The clock the app's counters read: tests move it instead of sleeping (attempt windows). */
  clock: TestClock;
  /** fetch against the server, sending Origin as a browser would (better-auth checks it). */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export const TEST_ADMIN_KEY = "test-admin-key-0123456789";

/**
 * A real server on a real port with a fresh database: in-memory PGlite by default, a new
 * PostgreSQL database when TEST_DATABASE_URL is set. Share one per test file (start-up costs
 * seconds), not one per test.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  opts: { serveWeb?: boolean } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-test-"));
  const database = await createTestDatabase();
  const config = loadConfig(
    { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent", ADMIN_ACCESS_KEY: TEST_ADMIN_KEY },
    {
      dataDir,
      databaseUrl: database.url,
      authSecret: "test-secret-test-secret-test-secret-0123",
      port: 0,
      host: "127.0.0.1",
      // Test files sign many athletes up from one address; the real figure is tested in testing/security.
      signupLimitPerHour: 1000,
      ...overrides,
    },
  );
  const clock = new TestClock();
  const app = await buildApp(config, { inMemoryDb: true, serveWeb: opts.serveWeb ?? false, clock });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Links in mails and better-auth's origin check use the public URL: make it this server.
  config.publicUrl = overrides.publicUrl ?? url;
  return {
    app,
    url,
    config,
    clock,
    fetch(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("origin")) headers.set("origin", config.publicUrl);
      return fetch(url + pathname, { ...init, headers, redirect: init.redirect ?? "manual" });
    },
    async close() {
      // A test that leaves a response unread can keep its connection busy, and app.close() waits
      // for busy connections (seen under load in the full suite, issue #14's merge): a grace, then
      // the test server drops whatever is still open. Production shutdown is main.ts's.
      const force = setTimeout(() => app.server.closeAllConnections(), 3_000);
      await app.close();
      clearTimeout(force);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
