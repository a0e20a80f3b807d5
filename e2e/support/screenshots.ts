import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where browser tests write the screenshots a person looks at: `screenshots/` beside this run's
 * other results, resolved from the repository root as playwright.config.ts resolves its own
 * folders. scripts/test.mjs gives every run a fresh E2E_RESULTS_DIR, so parallel runs never
 * overwrite each other; a plain `npx playwright test` writes to test-results/screenshots. Both are
 * git-ignored. Never docs/: a screenshot differs by a few pixels on every run, so a tracked one
 * would be rewritten by every test run (scripts/tracked-images.test.ts holds this).
 */
export const SCREENSHOTS_DIR = path.resolve(
  fileURLToPath(new URL("../..", import.meta.url)),
  process.env.E2E_RESULTS_DIR ?? "test-results",
  "screenshots",
);

/** The file for the screenshot `name` (without `.png`); Playwright creates the folder when it writes. */
export function screenshotPath(name: string): string {
  return path.join(SCREENSHOTS_DIR, `${name}.png`);
}
