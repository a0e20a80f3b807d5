import { createServer, type Server } from "node:http";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
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
  tbtMs: number;
  cls: number;
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
          tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
          cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
        });
      }
      if (samples.length === 0) throw new Error(`lighthouse: no run of ${url} succeeded`);
      const m = (k: keyof (typeof samples)[number]) => median(samples.map((s) => s[k]));
      out.push({
        url,
        runs: samples.length,
        performance: m("performance"),
        accessibility: m("accessibility"),
        bestPractices: m("bestPractices"),
        seo: m("seo"),
        lcpMs: m("lcpMs"),
        tbtMs: m("tbtMs"),
        cls: m("cls"),
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}

/** A tiny static server for the floor page. */
export async function serveStatic(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    res.end(html);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}
