import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from "#domain/site";
import { escapeHtml } from "#server/core/text/escape-html";
import { CompressedPage, pageEncoding } from "./compressed-pages.ts";

const supportMeta = new RegExp(`(<meta name="${SUPPORT_EMAIL_META}" content=")[^"]*(")`);

/** index.html with the configured support address in its meta tag (domain/site.ts). */
export function withSupportEmail(html: string, supportEmail: string): string {
  return html.replace(supportMeta, (_, open: string, close: string) => `${open}${escapeHtml(supportEmail)}${close}`);
}

/**
 * A prerendered page with the configured support address: in the meta tag the browser reads, and
 * wherever the build wrote the default one (contact links and text), so the HTML is what the
 * browser renders and hydration matches.
 */
export function prerenderedWithSupportEmail(html: string, supportEmail: string): string {
  return withSupportEmail(html, supportEmail).replaceAll(DEFAULT_SUPPORT_EMAIL, escapeHtml(supportEmail));
}

/** Where the build writes its pages (scripts/prerender.ts): "/cricket" → cricket.html, "/" → index.html. */
const PRERENDERED_DIR = "prerendered";
const NOT_FOUND_FILE = "404.html";
/** Paths with parameters the build renders only for the values the site links (the learn pages). */
const PARAMETER_ROUTES = [
  /^\/learn\/[^/]+$/,
  /^\/learn\/[^/]+\/[^/]+$/,
  /^\/learn\/[^/]+\/[^/]+\/[^/]+$/,
  // Issue #17: a fitness test's protocol (the battery's are prerendered; another id is the
  // page's own "not found").
  /^\/fitness-tests\/[^/]+$/,
];
/**
 * Pages of one record, which only the browser can render (the coach console's athlete pages,
 * issue #17): the bare shell with 200, since the record's existence is the API's to say.
 */
const RECORD_ROUTES = [/^\/admin\/athletes\/[^/]+(?:\/(?:plan|tests))?$/];

function readPages(dir: string, supportEmail: string): Map<string, CompressedPage> {
  const pages = new Map<string, CompressedPage>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!entry.endsWith(".html")) continue;
    const name = entry.split(path.sep).join("/").slice(0, -".html".length);
    const html = prerenderedWithSupportEmail(readFileSync(path.join(dir, entry), "utf8"), supportEmail);
    pages.set(name === "index" ? "/" : `/${name}`, new CompressedPage(html));
  }
  return pages;
}

/**
 * Serves the built web app (issue #13, docs/decisions/0090). Hashed assets are cached for a year.
 * A GET that wants HTML gets the page the build prerendered for its path (query strings ignored:
 * /verify-email?token= gets the /verify-email shell), which React hydrates. A path with parameters
 * the build did not render (an unknown learn category) gets the bare index.html, rendered in the
 * browser, with a 404. Any other path answers 404 with the prerendered 404 page. Unknown /api
 * paths answer a real JSON 404.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    const indexFile = path.join(root, "index.html");
    if (!existsSync(indexFile)) {
      throw new Error(
        `The web app is not built (${indexFile} is missing). Run "npm run build" first, or use "npm start", which builds it.`,
      );
    }
    const indexHtml = new CompressedPage(withSupportEmail(readFileSync(indexFile, "utf8"), app.config.supportEmail));
    const pages = readPages(path.join(root, PRERENDERED_DIR), app.config.supportEmail);
    const notFoundHtml = pages.get(`/${NOT_FOUND_FILE.slice(0, -".html".length)}`);
    pages.delete("/404");
    // A build without prerendered pages (plain `vite build`, test stand-ins): every client route
    // gets index.html and renders in the browser, as before issue #13.
    if (!notFoundHtml) app.log.warn("No prerendered pages in the web build: serving index.html for every page.");
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (scripts/precompress.ts), by the browser's Accept-Encoding.
      preCompressed: true,
      // HTML is only ever sent with the configuration written in (the handler below).
      allowedPath: (pathName) => pathName !== "/index.html" && !pathName.startsWith(`/${PRERENDERED_DIR}/`),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.header("cache-control", "no-cache");
        }
      },
    });

    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split("?")[0] ?? "/";
      const wantsHtml = (req.method === "GET" || req.method === "HEAD") && !url.startsWith("/api/") && url !== "/api";
      if (wantsHtml && (!path.extname(url) || url === "/index.html")) {
        reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "accept-encoding");
        const encoding = pageEncoding(req.headers["accept-encoding"]);
        if (encoding !== "identity") reply.header("content-encoding", encoding);
        const send = (page: CompressedPage, status = 200) => reply.status(status).send(page.body(encoding));
        // The bare shell, for the service worker's offline fallback (web/src/sw.ts).
        if (url === "/index.html") return send(indexHtml);
        const page = pages.get(url.length > 1 ? url.replace(/\/+$/, "") : url);
        if (page) return send(page);
        if (!notFoundHtml) return send(indexHtml);
        if (RECORD_ROUTES.some((r) => r.test(url))) return send(indexHtml);
        if (PARAMETER_ROUTES.some((r) => r.test(url))) return send(indexHtml, 404);
        return send(notFoundHtml, 404);
      }
      return reply.status(404).send({ error: { message: `Not found: ${req.method} ${url}` } });
    });
  },
  { name: "spa" },
);
