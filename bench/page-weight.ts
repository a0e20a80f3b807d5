import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS } from "../e2e/browser.ts";

/** What the browser really requests on a first load (empty cache), by resource type, raw and gzip -9. */

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = CHROMIUM_FLAGS;
/** Landing budget: first-load JavaScript ≤ 80 KB gzip (KB = 1,024 bytes; issue #6 said 90, issue #13 80). */
export const LANDING_JS_BUDGET = 80 * 1024;

/** The pages weighed on a first load; the signed-in ones get an athlete's cookie. */
export const WEIGHED_PAGES = ["/", "/cricket-questionnaire", "/auth", "/profile", "/today"];
/** /today (issue #12): the page an athlete opens in the gym, on a phone, often on a weak signal. */
export const SIGNED_IN_PAGES = new Set(["/profile", "/today"]);

export interface PageWeight {
  path: string;
  finalPath: string;
  requests: number;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  fontFiles: number;
  fontBytes: number;
  /** Each script: file name and gzip bytes, largest first (to see what a page pulls in). */
  scripts: Array<{ file: string; gzip: number }>;
  /** JavaScript fetched only once the page is scrolled to its end (parts loaded on demand), gzip. */
  laterJsGzip: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

/** `cookie` (a Cookie header value) signs the page in: /profile redirects without a session. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  pathname: string,
  cookie?: string,
): Promise<PageWeight> {
  const context = await browser.newContext();
  if (cookie) {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const i = pair.indexOf("=");
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url: baseUrl };
      }),
    );
  }
  const page = await context.newPage();
  const bodies: Array<Promise<{ type: string; bytes: Buffer; url: string } | null>> = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    bodies.push(
      res
        .body()
        .then((bytes) => ({ type, bytes, url: res.url() }))
        .catch(() => null),
    );
  });
  await page.goto(baseUrl + pathname, { waitUntil: "networkidle" });
  // Lazy route chunks and fonts start after the first paint: let them land.
  await page.waitForTimeout(500);
  const finalPath = new URL(page.url()).pathname;
  // What the first load left for later (the landing's lower sections and footer): scroll to the end.
  const firstLoad = bodies.length;
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await context.close();
  const later = (await Promise.all(bodies.slice(firstLoad))).filter((b) => b !== null && b.type === "script") as Array<{
    bytes: Buffer;
  }>;
  const all = (await Promise.all(bodies.slice(0, firstLoad))).filter(
    (b): b is { type: string; bytes: Buffer; url: string } => b !== null,
  );
  const of = (type: string) => all.filter((b) => b.type === type);
  const sum = (list: Array<{ bytes: Buffer }>, gz = false) =>
    list.reduce((n, b) => n + (gz ? gzipSync(b.bytes, { level: 9 }).length : b.bytes.length), 0);
  return {
    path: pathname,
    finalPath,
    requests: all.length,
    jsFiles: of("script").length,
    jsRaw: sum(of("script")),
    jsGzip: sum(of("script"), true),
    cssRaw: sum(of("stylesheet")),
    cssGzip: sum(of("stylesheet"), true),
    fontFiles: of("font").length,
    fontBytes: sum(of("font")),
    scripts: of("script")
      .map((b) => ({ file: new URL(b.url).pathname, gzip: gzipSync(b.bytes, { level: 9 }).length }))
      .sort((a, b) => b.gzip - a.gzip),
    laterJsGzip: later.reduce((n, b) => n + gzipSync(b.bytes, { level: 9 }).length, 0),
  };
}

/** The rendered landing's text, as a static page with no script: the Lighthouse floor. */
export async function landingTextPage(browser: Browser, baseUrl: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
  const { title, description, text } = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    // biome-ignore lint/performance/useDomNodeTextContent: the floor page holds the text a person sees (innerText), not hidden nodes' text.
    text: document.body.innerText,
  }));
  await page.close();
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const paragraphs = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => (i === 0 ? `<h1>${esc(l)}</h1>` : `<p>${esc(l)}</p>`))
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${esc(description)}"><title>${esc(title)}</title></head><body><main>${paragraphs}</main></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// First-load JavaScript per route from the Vite manifest (issue #13, decision 0091): the same
// figure the browser measure above gives, computed without a browser, so a vitest can hold each
// route to its budget and the bench can print the rows. A route's first load is the entry chunk
// and its static imports, plus every lazy module the route renders before anything is clicked,
// plus their static imports. Manifest keys are paths relative to web/ (Vite's root).

/** KB = 1,024 bytes, gzip -9 as above. `/` ≤ 80 KB, every other route ≤ 110 KB (issue #13). */
export const LANDING_FIRST_LOAD_BUDGET = 80 * 1024;
export const ROUTE_FIRST_LOAD_BUDGET = 110 * 1024;

/**
 * Routes still over their budget, each with the ceiling it may not pass meanwhile (KB, gzip -9),
 * so a regression fails scripts/route-weight.test.ts while the bench shows OVER against the
 * issue's goal. A row goes once its route is within budget (the test says so).
 */
export const OVER_BUDGET_CEILINGS: Record<string, number> = {
  // Empty since decision 0113's seventh session: every route is within its budget. A route that
  // has to go over gets a row here (its first load rounded up to the next half KB) and a reason.
};

const APP = "src/app/app-providers.tsx";
/**
 * Loaded on every page at once: the cookie panel (no stored choice, as in the bench). The footer
 * waits for the visitor on every page (footer.tsx, decision 0113 seventh session): not counted.
 */
const EVERY_PAGE = ["src/components/layout/cookie-consent-panel.tsx"];
/** The router (the route table and the history, decision 0120): every page but the landing starts with it (decision 0114). */
const ROUTER = "src/app/nav-router-app.tsx";
const page = (...modules: string[]) => [...EVERY_PAGE, ROUTER, ...modules];
const apiPage = (module: string) => page(APP, module);
/** The coach console: its own shell (a lazy route), no site footer (issue #16). */
const consolePage = (module: string) => [
  ...EVERY_PAGE,
  ROUTER,
  "src/components/layout/console-layout.tsx",
  APP,
  module,
];

/**
 * Each route of web/src/app/routes.tsx and the lazy modules it renders on a first load. A new
 * route needs a row (scripts/route-weight.test.ts fails otherwise); a new lazy part that opens at
 * once belongs in its route's row, or this figure falls below the browser's.
 */
export const ROUTE_FIRST_LOAD_MODULES: Record<string, string[]> = {
  // The landing's lower sections and footer wait for the visitor (when-wanted.ts); the live count
  // opens at once. No router: it loads when a link is about to be followed (decision 0114).
  "/": [...EVERY_PAGE, "src/features/landing/landing-page.tsx", "src/features/landing/athlete-count-stream.ts"],
  "/cricket": page("src/features/site/cricket-page.tsx"),
  "/cricket-learn": page("src/features/learn/cricket-learn-page.tsx"),
  "/learn/:category": page("src/features/learn/learn-category-page.tsx"),
  "/learn/:category/:sport": page("src/features/learn/learn-sport-page.tsx"),
  // An article page opens its own body at once (the longest one weighed: the worst case).
  "/learn/:category/:sport/:slug": page(
    "src/features/learn/learn-article-page.tsx",
    "src/features/learn/articles/fast-bowling-workload-and-your-back.ts",
  ),
  "/badminton-coming-soon": page("src/features/site/badminton-coming-soon-page.tsx"),
  "/programs": page("src/features/site/programs-page.tsx"),
  "/privacy": page("src/features/site/privacy-page.tsx"),
  "/terms": page("src/features/site/terms-page.tsx"),
  // Outside the API pages' layout since decision 0118 (no query cache until Complete).
  "/cricket-questionnaire": page("src/features/questionnaire/questionnaire-page.tsx"),
  "/cricket-signup": apiPage("src/features/auth/signup-page.tsx"),
  "/auth": apiPage("src/features/auth/auth-page.tsx"),
  "/verify-email": apiPage("src/features/auth/verify-email-page.tsx"),
  "/parental-consent": apiPage("src/features/consent/parental-consent-page.tsx"),
  "/profile": apiPage("src/features/athlete/profile-page.tsx"),
  "/training-schedule": apiPage("src/features/athlete/training-schedule-page.tsx"),
  "/today": apiPage("src/features/training/today-page.tsx"),
  "/workload": apiPage("src/features/training/workload-page.tsx"),
  "/admin-access": consolePage("src/features/admin/admin-access-page.tsx"),
  "/admin": consolePage("src/features/admin/admin-dashboard-page.tsx"),
  "/admin-dashboard": consolePage("src/features/admin/admin-dashboard-page.tsx"),
  "/fitness-tests": apiPage("src/features/fitness-tests/fitness-tests-page.tsx"),
  "/fitness-tests/:testId": page("src/features/fitness-tests/fitness-test-page.tsx"),
  "/admin/athletes/:athleteId/tests": consolePage("src/features/admin/fitness-tests-page.tsx"),
  "/admin/athletes/:athleteId/plan": consolePage("src/features/admin/plan-adjust-page.tsx"),
  "/admin/athletes/:athleteId": consolePage("src/features/admin/admin-athlete-page.tsx"),
  "*": page("src/features/site/not-found-page.tsx"),
};

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  path: string;
  /** The goal for this route. */
  budget: number;
  /** What the test holds it to: the budget, or its row of OVER_BUDGET_CEILINGS while over. */
  ceiling: number;
  jsGzip: number;
  /** Each script: file name and gzip bytes, largest first. */
  scripts: Array<{ file: string; gzip: number }>;
}

/** The chunk files a first load of `modules` fetches: the entry's and each module's static-import closure. */
export function firstLoadFiles(manifest: ViteManifest, modules: string[]): string[] {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry && c.file.endsWith(".js"));
  if (entries.length !== 1) throw new Error(`expected one JS entry in the manifest, found ${entries.length}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed or no longer lazy?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(entries[0]![0]);
  for (const m of modules) visit(m);
  return [...files];
}

/** First-load JS of every route in ROUTE_FIRST_LOAD_MODULES for a build in `outDir` made with `build.manifest`. */
export function routeWeights(outDir: string): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    let n = gzipOf.get(file);
    if (n === undefined) {
      n = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      gzipOf.set(file, n);
    }
    return n;
  };
  return Object.entries(ROUTE_FIRST_LOAD_MODULES).map(([route, modules]) => {
    const scripts = firstLoadFiles(manifest, modules)
      .map((file) => ({ file, gzip: gzip(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const budget = route === "/" ? LANDING_FIRST_LOAD_BUDGET : ROUTE_FIRST_LOAD_BUDGET;
    return {
      path: route,
      budget,
      ceiling: OVER_BUDGET_CEILINGS[route] ?? budget,
      jsGzip: scripts.reduce((n, s) => n + s.gzip, 0),
      scripts,
    };
  });
}

/**
 * A production build with a manifest in `outDir` (the served dist/web has none: nothing there
 * reads it). A child process as `npm run build` runs it: under vitest NODE_ENV is "test", and a
 * build in the same process would bundle React's development builds.
 */
export function buildWithManifest(outDir: string): void {
  const r = spawnSync(
    "npx",
    ["vite", "build", "--logLevel", "warn", "--manifest", "--emptyOutDir", "--outDir", outDir],
    {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (r.status !== 0) throw new Error("vite build failed");
}
