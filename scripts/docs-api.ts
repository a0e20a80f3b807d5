/**
 * `npm run docs:api`: writes docs/api.md from the route contracts' OpenAPI document and the
 * hand-written template scripts/api-docs/template.md (docs/decisions/0072). `--check` writes
 * nothing and exits 1 when docs/api.md is out of date (scripts/api-docs/api-doc.test.ts does the
 * same in the test suite).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { API_DOC, expectedApiDoc } from "./api-docs/document.ts";

const expected = await expectedApiDoc();
if (process.argv.includes("--check")) {
  if (readFileSync(API_DOC, "utf8") !== expected) {
    console.error("docs/api.md is out of date: run `npm run docs:api` and commit it.");
    process.exit(1);
  }
  console.log("docs/api.md is up to date.");
} else {
  writeFileSync(API_DOC, expected);
  console.log("docs/api.md written from the route contracts.");
}
