import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/core/config";
import { renderApiDoc, type OpenApiDocument } from "./render.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const API_DOC = path.join(ROOT, "docs/api.md");
export const TEMPLATE = path.join(ROOT, "scripts/api-docs/template.md");

/**
 * The OpenAPI document exactly as GET /api/openapi.json serves it: the real app is built (PGlite
 * in memory, nothing listening, nothing served but the API) and asked for it.
 */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-api-docs-"));
  try {
    const config = loadConfig(
      { LOG_LEVEL: "silent", ADMIN_ACCESS_KEY: "api-docs-key-not-used-0123456789" },
      { dataDir, authSecret: "api-docs-sign-nothing-0123456789-abcdef" },
    );
    const app = await buildApp(config, { inMemoryDb: true, serveWeb: false });
    try {
      await app.ready();
      return app.swagger() as unknown as OpenApiDocument;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** docs/api.md as `npm run docs:api` writes it. */
export async function expectedApiDoc(): Promise<string> {
  return renderApiDoc(await openApiDocument(), readFileSync(TEMPLATE, "utf8"));
}
