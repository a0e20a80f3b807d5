#!/usr/bin/env node
// `npm test`: type-check, unit and API tests (Vitest), then browser tests (Playwright) against
// the production build. Browser tests need Chromium (CHROME_PATH or /usr/bin/chromium): without
// it they are skipped LOUDLY, and under CI=true a missing browser fails the run.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, mkdirSync } from "node:fs";

const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith("--only="))?.slice(7);
const passthrough = process.argv.slice(2).filter((a) => !a.startsWith("--only="));
const ci = process.env.CI === "true" || process.env.CI === "1";
const db = process.env.TEST_DATABASE_URL ? "PostgreSQL (TEST_DATABASE_URL)" : "PGlite (embedded)";
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
mkdirSync("test-results", { recursive: true });

function run(label, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) failed = true;
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

console.log(`GameReady tests on ${db}${ci ? " (CI)" : ""}`);

if (!only || only === "unit") {
  if (!only) run("type-check", "npx", ["tsc", "--noEmit", "-p", "."]);
  run("unit and API tests (Vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json", ...passthrough]);
  const v = readJson("test-results/vitest.json");
  if (v) {
    totals.passed += v.numPassedTests;
    totals.failed += v.numFailedTests;
    totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  } else failed = true;
}

if (!only || only === "e2e") {
  const chrome = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean).find((p) => existsSync(p));
  if (!chrome) {
    const banner = "!".repeat(78);
    console.error(`\n${banner}\n!!  BROWSER TESTS SKIPPED: no Chromium at CHROME_PATH or /usr/bin/chromium.\n!!  Install it (Debian: apt-get install chromium) to run them.\n${banner}\n`);
    if (ci) {
      console.error("CI=true: a missing browser is a failure.");
      failed = true;
    }
    totals.skipped += 1;
  } else {
    run("production build (Vite)", "npx", ["vite", "build", "--logLevel", "warn"]);
    run("browser tests (Playwright, Chromium)", "npx", ["playwright", "test", ...(only === "e2e" ? passthrough : [])], { CHROME_PATH: chrome });
    const p = readJson("test-results/e2e.json");
    if (p?.stats) {
      totals.passed += p.stats.expected;
      totals.failed += p.stats.unexpected + (p.stats.flaky ?? 0);
      totals.skipped += p.stats.skipped;
    } else failed = true;
  }
}

console.log(`\nAll tests on ${db}:`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
