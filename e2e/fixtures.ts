import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, type Browser, expect, type Page } from "@playwright/test";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { createTestDatabase } from "#server/testing/database";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";

export const E2E_ADMIN_KEY = "e2e-admin-key-0123456789";
/** Not the default address: the pages must show the server's SUPPORT_EMAIL, not a built-in one. */
export const E2E_SUPPORT_EMAIL = "team@e2e.gameready.example";

export interface RunningServer {
  url: string;
  mailbox: Mailbox;
  dataDir: string;
  /** The worker's PostgreSQL database (TEST_DATABASE_URL set); undefined on PGlite. */
  databaseUrl?: string;
  /** Server output so far (for tests that read console links or logs). */
  output(): string;
  /** Start another server process on the same database (live-count fan-out across processes). */
  startPeer(): Promise<{ url: string; stop(): Promise<void> }>;
}

/**
 * One real server per Playwright worker: the production build, a fresh DATA_DIR (PGlite) or a
 * fresh PostgreSQL database (TEST_DATABASE_URL), and a real SMTP server receiving its mail.
 */
/** `npm run build` writes it with the web app (scripts/build-server.ts). */
const SERVER_BUNDLE = ["dist/server/main.mjs"];

/**
 * A prerendered page shows before its script runs; a click then is lost, as on a slow phone (text
 * typed then is kept: text-field.tsx). Once React holds the root it replays what arrives
 * mid-hydration, so each goto that waits for "load" also waits for that.
 */
function waitForReactOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? "load") === "load") {
      await page
        .waitForFunction(
          () => {
            const root = document.getElementById("root");
            return !root || Object.keys(root).some((k) => k.startsWith("__reactContainer"));
          },
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => {}); // a page that never starts fails on its own assertions
    }
    return response;
  };
}

let nextVisitor = 1;

export const test = base.extend<{ page: Page }, { server: RunningServer; browser: Browser }>({
  // Second visitors (a coach beside the athlete, a parent): contexts a test opens itself get the
  // same wait on goto and an address of their own, like the fixture's page (below).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const n = nextVisitor++;
        const context = await newContext({
          ...options,
          extraHTTPHeaders: {
            "x-forwarded-for": `10.255.${(n >> 8) & 255}.${n & 255}`,
            ...options?.extraHTTPHeaders,
          },
        });
        if (options?.javaScriptEnabled !== false) context.on("page", waitForReactOnGoto);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; `{}` means none.
    async ({}, use) => {
      const mailbox = await startMailbox();
      const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-e2e-"));
      const database = await createTestDatabase();
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        SMTP_URL: mailbox.url,
        ADMIN_ACCESS_KEY: E2E_ADMIN_KEY,
        SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
        // Behind a proxy, as in production: each test is its own visitor (`extraHTTPHeaders`).
        TRUST_PROXY: "true",
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      };
      // The production build (npm test builds it; WEB_DIST may point elsewhere) served by the
      // real server process, started as `npm start` starts it: the server bundle the same build
      // writes (dist/server/main.mjs, decision 0112; server/src/testing/spawn.ts).
      const server = await spawnServer(env, path.join(dataDir, "..", `${path.basename(dataDir)}.log`), {
        entry: SERVER_BUNDLE,
      });
      const peers: SpawnedServer[] = [];
      await use({
        url: server.url,
        mailbox,
        dataDir,
        databaseUrl: database.url,
        output: server.log,
        async startPeer() {
          if (!database.url) throw new Error("a peer process needs PostgreSQL (PGlite is single-process)");
          const peerDir = mkdtempSync(path.join(tmpdir(), "gameready-peer-"));
          const peer = await spawnServer({ ...env, DATA_DIR: peerDir }, `${peerDir}.log`, { entry: SERVER_BUNDLE });
          peers.push(peer);
          return { url: peer.url, stop: () => peer.stop() };
        },
      });
      await Promise.all(peers.map((p) => p.stop()));
      await server.stop();
      await mailbox.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // A first PGlite start on a busy machine can take tens of seconds.
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Each test is a visitor of its own, with its own address, as real athletes are: the per-address
  // limits (three reset mails per 10 minutes, five sign-ins a minute) then count one test's
  // requests, not those of every test that ran earlier on the worker's server. That sharing made
  // the journey's reset fail with 429 whenever three other resets had run before it (CI, run 20).
  // The limits themselves are tested on the server (core/auth/rate-limit.test.ts).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const h = createHash("sha256").update(testInfo.testId).update(String(testInfo.repeatEachIndex)).digest();
    await use({ ...extraHTTPHeaders, "x-forwarded-for": `10.${h[0]}.${h[1]}.${h[2]}` });
  },
  page: async ({ page }, use) => {
    // Fail loudly on any page error: a broken page must not pass quietly.
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    waitForReactOnGoto(page);
    await use(page);
    expect(errors, "uncaught errors in the page").toEqual([]);
  },
});

export { expect };

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe in the page; returns serious and critical violations only. */
export async function seriousAxeViolations(page: Page) {
  // Entrance animations (a menu fading in) end first: mid-fade, text is measured at part opacity
  // and fails contrast it has once shown. Endless ones (glows) are not waited for; 2 s at most.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((r) => setTimeout(r, 2000))]);
  });
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) stays on.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error injected global
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  });
  return result.filter((v: { impact: string }) => v.impact === "serious" || v.impact === "critical");
}
