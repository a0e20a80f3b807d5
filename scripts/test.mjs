#!/usr/bin/env node
// `npm test` (also `npm run validate`): type-check, lint and format check (Biome), unit and API
// tests (Vitest), then browser tests (Playwright) against the production build. Each of the three
// checks counts as one test in the closing line, so a lint or format failure fails CI.
// `--only=checks` runs just the three checks; `--only=unit` and `--only=e2e` just those tests.
// Browser tests need Chromium (CHROME_PATH or /usr/bin/chromium): without it they are skipped
// LOUDLY, and under CI=true a missing browser fails the run.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith("--only="))?.slice(7);
const passthrough = process.argv.slice(2).filter((a) => !a.startsWith("--only="));
const ci = process.env.CI === "true" || process.env.CI === "1";
const db = process.env.TEST_DATABASE_URL ? "PostgreSQL (TEST_DATABASE_URL)" : "PGlite (embedded)";
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
/** Steps that exited non-zero: named in the closing line, so "0 failed" never hides an exit code. */
const failedSteps = [];
/** What failed outside a test (a file that did not load, a hook), repeated at the very end: CI shows only the tail. */
const outsideTests = [];
/** Each failed test, named at the very end for the same reason (file, title, first line of the error). */
const failedTests = [];
const keptSections = [];
// One results folder per run: two runs in the same checkout never read each other's figures.
mkdirSync("test-results", { recursive: true });
const results = mkdtempSync(path.join("test-results", "run-"));

function stepFailed(label, status) {
  failed = true;
  failedSteps.push(`${label} (exit ${status})`);
}

function run(label, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) stepFailed(label, r.status ?? r.signal);
  return r.status === 0;
}

/**
 * Like run(), for Vitest: its output is shown as it comes and kept, so the sections that name a
 * failure outside any test ("Failed Suites", "Unhandled Errors") can be repeated at the very end.
 */
async function runKept(label, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${label}`);
  const child = spawn(cmd, cmdArgs, { stdio: ["inherit", "pipe", "pipe"], env: { ...process.env, ...env } });
  let text = "";
  child.stdout.on("data", (d) => {
    process.stdout.write(d);
    text += d;
  });
  child.stderr.on("data", (d) => {
    process.stderr.write(d);
    text += d;
  });
  const status = await new Promise((resolve) => child.on("close", (code, signal) => resolve(code ?? signal)));
  if (status !== 0) {
    stepFailed(label, status);
    keptSections.push(...failureSections(label, text));
  }
}

/** The "Failed Suites" and "Unhandled Errors" sections of Vitest's output, at most 40 lines each. */
function failureSections(label, text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
  const lines = text.replace(/\x1b\[[0-9;]*m/g, "").split("\n");
  const sections = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/⎯ (Failed Suites|Unhandled Errors?)\b/.test(lines[i])) continue;
    let end = i + 1;
    while (
      end < lines.length &&
      !/^⎯{6,}\s*$|⎯ (Failed Tests|Unhandled|Failed Suites)|^\s*Test Files /.test(lines[end])
    )
      end++;
    const body = lines.slice(i, end);
    sections.push(
      `${label}:\n${body.slice(0, 40).join("\n")}${body.length > 40 ? `\n… ${body.length - 40} more lines` : ""}`,
    );
  }
  return sections;
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
  await runKept("unit and API tests (Vitest)", "npx", [
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
    await runKept(
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
    for (const f of v.testResults ?? []) {
      for (const a of f.assertionResults ?? [])
        if (a.status === "failed")
          failedTests.push(
            `${path.relative(process.cwd(), f.name)} › ${a.fullName}: ${String(a.failureMessages?.[0] ?? "")
              .split("\n")[0]
              .slice(0, 300)}`,
          );
      const inTests = (f.assertionResults ?? []).some((a) => a.status === "failed");
      if (f.status === "failed" && !inTests)
        outsideTests.push(`${path.relative(process.cwd(), f.name)}: ${(f.message || "(no message)").slice(0, 1500)}`);
    }
    if (v.numFailedTestSuites > 0 && v.numFailedTests === 0)
      failedSteps.push(`${v.numFailedTestSuites} Vitest file(s) or hook(s) failed outside a test (named below)`);
    else if (!v.success && v.numFailedTests === 0)
      failedSteps.push("Vitest reported errors outside any test ('Unhandled Errors', repeated below)");
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
      collectPlaywrightFailures(p.suites ?? [], []);
    } else {
      failed = true;
      failedSteps.push("no Playwright results (e2e.json)");
    }
  }
}

/** Failed or flaky Playwright tests, with their file and titles. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const here = titles.length === 0 ? [suite.file ?? suite.title] : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === "unexpected" || t.status === "flaky") {
          const error = t.results?.find((r) => r.error)?.error?.message ?? "";
          const plain = stripVTControlCharacters(error).split("\n")[0].slice(0, 300);
          failedTests.push(`${[...here, spec.title].filter(Boolean).join(" › ")} (${t.status}): ${plain}`);
        }
    collectPlaywrightFailures(suite.suites ?? [], here);
  }
}

console.log(`\nAll tests on ${db} (results in ${results}):`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedSteps.length > 0) console.log(`Exited non-zero: ${failedSteps.join("; ")}`);
for (const line of outsideTests) console.log(`Failed outside a test: ${line}`);
for (const line of failedTests.slice(0, 20)) console.log(`Failed: ${line}`);
for (const section of keptSections) console.log(`\n${section}`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
