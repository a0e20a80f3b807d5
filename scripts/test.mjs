#!/usr/bin/env node
// `npm test` (also `npm run validate`): type-check, lint and format check (Biome), unit and API
// tests (Vitest), then browser tests (Playwright) against the production build. Each of the three
// checks counts as one test in the closing line, so a lint or format failure fails CI.
// `--only=checks` runs just the three checks; `--only=unit` and `--only=e2e` just those tests.
// Browser tests need Chromium (CHROME_PATH or /usr/bin/chromium): without it they are skipped
// LOUDLY, and under CI=true a missing browser fails the run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";

const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith("--only="))?.slice(7);
const passthrough = process.argv.slice(2).filter((a) => !a.startsWith("--only="));
const ci = process.env.CI === "true" || process.env.CI === "1";
const db = process.env.TEST_DATABASE_URL ? "PostgreSQL (TEST_DATABASE_URL)" : "PGlite (embedded)";
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
/** Steps that exited non-zero: named in the closing line, so "0 failed" never hides an exit code. */
const failedSteps = [];
// One results folder per run: two runs in the same checkout never read each other's figures.
mkdirSync("test-results", { recursive: true });
const results = mkdtempSync(path.join("test-results", "run-"));

function run(label, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    failed = true;
    failedSteps.push(`${label} (exit ${r.status ?? r.signal})`);
  }
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

/** A check (not a test framework): one passed or one failed in the closing line. */
function check(label, cmd, cmdArgs) {
  if (run(label, cmd, cmdArgs)) totals.passed += 1;
  else totals.failed += 1;
}

if (!only || only === "checks") {
  check("type-check", "npx", ["tsc", "--noEmit", "-p", "."]);
  check("lint (Biome)", "npx", ["biome", "lint", "."]);
  check("format check (Biome; `npm run format` fixes)", "npx", ["biome", "format", "."]);
}

/** Run a second time with TEST_STORAGE=s3 (issue #15): every test here stores or serves files. */
const S3_SUITES = [
  "server/src/features/account/avatar.test.ts",
  "server/src/features/coach-console/upload.test.ts",
  "server/src/features/plan/schedule-routes.test.ts",
  "server/src/features/plan/pdf-cache.test.ts",
  "server/src/testing/security/uploads.test.ts",
  "server/src/plugins/storage.test.ts",
];

if (!only || only === "unit") {
  const vitestJson = path.join(results, "vitest.json");
  run("unit and API tests (Vitest)", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
    ...passthrough,
  ]);
  countVitest(vitestJson);

  // The suites that store, serve, replace and delete files, again on the S3 driver: an
  // in-process s3rver bucket per test server (docs/decisions/0094). The run above used local disk.
  if (passthrough.length === 0) {
    const s3Json = path.join(results, "vitest-s3.json");
    run(
      "file-handling suites on the S3 driver (Vitest, s3rver)",
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${s3Json}`, ...S3_SUITES],
      { TEST_STORAGE: "s3" },
    );
    countVitest(s3Json);
  }
}

function countVitest(file) {
  const v = readJson(file);
  if (v) {
    totals.passed += v.numPassedTests;
    totals.failed += v.numFailedTests;
    totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
    // A file that failed to load, or a hook's failure, fails no single test; errors thrown outside
    // any test ("Unhandled Errors" in Vitest's output) fail none either. Both exit non-zero.
    if (v.numFailedTestSuites > 0 && v.numFailedTests === 0)
      failedSteps.push(`${v.numFailedTestSuites} Vitest file(s) or hook(s) failed outside a test (see FAIL above)`);
    else if (!v.success && v.numFailedTests === 0)
      failedSteps.push("Vitest reported errors outside any test (see 'Unhandled Errors' above)");
  } else {
    failed = true;
    failedSteps.push(`no Vitest results in ${file}`);
  }
}

if (!only || only === "e2e") {
  const chrome = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
    .filter(Boolean)
    .find((p) => existsSync(p));
  if (!chrome) {
    const banner = "!".repeat(78);
    console.error(
      `\n${banner}\n!!  BROWSER TESTS SKIPPED: no Chromium at CHROME_PATH or /usr/bin/chromium.\n!!  Install it (Debian: apt-get install chromium) to run them.\n${banner}\n`,
    );
    if (ci) {
      console.error("CI=true: a missing browser is a failure.");
      failed = true;
    }
    totals.skipped += 1;
  } else {
    // The Vite build and the prerendered pages (scripts/prerender.ts).
    run("production build (Vite + prerender)", "npm", ["run", "build", "--silent"]);
    run("browser tests (Playwright, Chromium)", "npx", ["playwright", "test", ...(only === "e2e" ? passthrough : [])], {
      CHROME_PATH: chrome,
      E2E_RESULTS_DIR: results,
    });
    const p = readJson(path.join(results, "e2e.json"));
    if (p?.stats) {
      totals.passed += p.stats.expected;
      totals.failed += p.stats.unexpected + (p.stats.flaky ?? 0);
      totals.skipped += p.stats.skipped;
    } else {
      failed = true;
      failedSteps.push("no Playwright results (e2e.json)");
    }
  }
}

console.log(`\nAll tests on ${db} (results in ${results}):`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedSteps.length > 0) console.log(`Exited non-zero: ${failedSteps.join("; ")}`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
