import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS } from "../e2e/browser.ts";

/** What the browser really requests on a first load (empty cache), by resource type, raw and gzip -9. */

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = CHROMIUM_FLAGS;
/** Landing budget of issue #6: first-load JavaScript ≤ 90 KB gzip (KB = 1,024 bytes). */
export const LANDING_JS_BUDGET = 90 * 1024;

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
