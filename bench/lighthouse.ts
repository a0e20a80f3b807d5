import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { CompressedPage, pageEncoding } from "#server/features/site/compressed-pages";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import type { Browser } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./page-weight.ts";

/** Lighthouse with its mobile defaults (emulated phone, simulated slow 4G), median of N runs. */

export interface LighthouseFigures {
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** FCP and the LCP's phases (TTFB, load delay, load time, render delay), to read LCP against its copy's. */
  fcpMs: number;
  lcpPhases: Record<string, number>;
  tbtMs: number;
  cls: number;
}

/** The LCP breakdown Lighthouse puts in its LCP-element audit's second table (decision 0115). */
function lcpPhases(details: unknown): Record<string, number> {
  const tables = (details as { items?: Array<{ items?: Array<{ phase?: string; timing?: number }> }> })?.items;
  const out: Record<string, number> = {};
  for (const row of tables?.[1]?.items ?? [])
    if (row.phase && typeof row.timing === "number") out[row.phase] = row.timing;
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** One run; on a loaded machine Chromium sometimes paints nothing in time (NO_FCP): try again, twice. */
async function runOnce(url: string, port: number) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    const err = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "" };
    if (result && !err) return result.lhr;
    console.warn(`bench: lighthouse ${url} attempt ${attempt}: ${err?.code} ${err?.message ?? ""}`);
  }
  return undefined;
}

export async function runLighthouse(urls: string[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const out: LighthouseFigures[] = [];
    for (const url of urls) {
      const samples: Array<Omit<LighthouseFigures, "url" | "runs">> = [];
      type Numeric = Exclude<keyof (typeof samples)[number], "lcpPhases">;
      for (let i = 0; i < runs; i++) {
        const lhr = await runOnce(url, chrome.port);
        if (!lhr) continue;
        const { categories: c, audits: a } = lhr;
        samples.push({
          performance: Math.round((c.performance?.score ?? NaN) * 100),
          accessibility: Math.round((c.accessibility?.score ?? NaN) * 100),
          bestPractices: Math.round((c["best-practices"]?.score ?? NaN) * 100),
          seo: Math.round((c.seo?.score ?? NaN) * 100),
          lcpMs: a["largest-contentful-paint"]?.numericValue ?? NaN,
          fcpMs: a["first-contentful-paint"]?.numericValue ?? NaN,
          lcpPhases: lcpPhases(a["largest-contentful-paint-element"]?.details),
          tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
          cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
        });
      }
      if (samples.length === 0) throw new Error(`lighthouse: no run of ${url} succeeded`);
      const m = (k: Numeric) => median(samples.map((s) => s[k]));
      const phaseNames = Object.keys(samples[0]!.lcpPhases);
      out.push({
        url,
        runs: samples.length,
        performance: m("performance"),
        accessibility: m("accessibility"),
        bestPractices: m("bestPractices"),
        seo: m("seo"),
        lcpMs: m("lcpMs"),
        fcpMs: m("fcpMs"),
        lcpPhases: Object.fromEntries(phaseNames.map((p) => [p, median(samples.map((s) => s.lcpPhases[p] ?? NaN))])),
        tbtMs: m("tbtMs"),
        cls: m("cls"),
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}

/** An HTML page sent as the app sends its pages: compressed by the browser's Accept-Encoding. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: CompressedPage) {
  const encoding = pageEncoding(req.headers["accept-encoding"]);
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    vary: "accept-encoding",
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
  });
  res.end(page.body(encoding));
}

/** A tiny static server for the floor page. */
export async function serveStatic(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const page = new CompressedPage(html);
  const server: Server = createServer((req, res) => sendPage(req, res, page));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * The script-free floor of one page (issue #13): the HTML Chromium shows once the page has
 * rendered, with every script and module preload removed and a `<base>` at the app, so its
 * styles and fonts still load. The same text and layout, without waiting for any script: the
 * page's LCP is read against this copy's. Serve it with `serveFloor`, which passes every other
 * path (styles, fonts, images) through to the app, so they load as they do for the page.
 */
export async function scriptFreeCopy(browser: Browser, baseUrl: string, pathname: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(baseUrl + pathname, { waitUntil: "networkidle" });
    const html = await page.evaluate(() => {
      for (const el of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"]'))
        el.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    return html;
  } finally {
    await page.close();
  }
}

/**
 * The floor page at `/`; any other path is fetched from the app with the browser's Accept-Encoding
 * and passed on byte for byte (same bytes, same compression, one origin), so the copy pays for its
 * styles and fonts exactly as the page does.
 */
export async function serveFloor(html: string, appUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const page = new CompressedPage(html);
  const server: Server = createServer((req, res) => {
    if (req.url === "/" || req.url?.startsWith("/?")) return sendPage(req, res, page);
    const upstream = httpGet(
      appUrl + (req.url ?? "/"),
      { headers: { "accept-encoding": req.headers["accept-encoding"] ?? "" } },
      (r) => {
        const headers: Record<string, string> = {};
        for (const name of ["content-type", "content-encoding", "vary"]) {
          const value = r.headers[name];
          if (typeof value === "string") headers[name] = value;
        }
        res.writeHead(r.statusCode ?? 502, headers);
        r.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}
