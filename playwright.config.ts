import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./e2e/browser.ts";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs gives each run its own folder (E2E_RESULTS_DIR) so parallel runs never mix results.
  reporter: [["list"], ["json", { outputFile: `${process.env.E2E_RESULTS_DIR ?? "test-results"}/e2e.json` }]],
  outputDir: `${process.env.E2E_RESULTS_DIR ?? "test-results"}/e2e`,
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    viewport: { width: 1280, height: 800 },
  },
});
