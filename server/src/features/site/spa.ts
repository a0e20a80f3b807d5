import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { SUPPORT_EMAIL_META } from "#domain/site";
import { escapeHtml } from "#server/core/text/escape-html";

const supportMeta = new RegExp(`(<meta name="${SUPPORT_EMAIL_META}" content=")[^"]*(")`);

/** index.html with the configured support address in its meta tag (domain/site.ts). */
export function withSupportEmail(html: string, supportEmail: string): string {
  return html.replace(supportMeta, (_, open: string, close: string) => `${open}${escapeHtml(supportEmail)}${close}`);
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-API GET that
 * wants HTML gets index.html so client routes work on reload. Unknown /api paths answer a real
 * JSON 404.
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
    const indexHtml = withSupportEmail(readFileSync(indexFile, "utf8"), app.config.supportEmail);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // index.html is only ever sent with the configuration written in (the handler below).
      allowedPath: (pathName) => pathName !== "/index.html",
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
        return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
      }
      return reply.status(404).send({ error: { message: `Not found: ${req.method} ${url}` } });
    });
  },
  { name: "spa" },
);
