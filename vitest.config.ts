import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two cores: each server test file starts a real server and database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["domain/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        // The web's own logic (offline queue, forms, timers) in a simulated DOM: no server, no
        // browser, a few seconds in all. What only a real browser shows stays in e2e/.
        extends: true,
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/src/testing/setup.ts"],
          // One jsdom per worker, not per file: starting it was most of the run (40 s against 16 s
          // on two busy cores). The setup file empties the page, storage, clock and stubs after
          // every test, and tests that need fresh module state reload it (vi.resetModules).
          isolate: false,
          testTimeout: 10_000,
        },
      },
    ],
  },
});
