import { afterAll, describe, expect, it } from "vitest";
import { savedAnswers } from "#server/testing/factory";
import { WorkerPool } from "./worker-pool.ts";

/**
 * The pool's own failure paths, with a real worker (the program worker: any worker would do).
 * A job the pool cannot send fails at once and alone: no unhandled rejection (Vitest fails the
 * run on one), no wait for the time budget, and the worker serves the next job.
 */
const pool = new WorkerPool<unknown, { generatorVersion: string }>({
  name: "test work",
  url: new URL("./athlete-record/program-worker.mjs", import.meta.url),
  workers: 1,
  queue: 1,
  timeBudgetMs: 60_000,
});
afterAll(() => pool.close());

describe("WorkerPool", () => {
  it("an input that cannot be sent fails its job at once; the worker then serves the next job", async () => {
    await pool.run(savedAnswers()); // the worker is started and warm
    const started = performance.now();
    await expect(pool.run({ notCloneable: () => 1 })).rejects.toThrow(/could not be cloned/);
    expect(performance.now() - started).toBeLessThan(10_000); // not the 60 s time budget
    const made = await pool.run(savedAnswers({ primaryRole: "Spin Bowler" }));
    expect(made.generatorVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("stopping the pool twice, and after its workers exited, throws nothing", async () => {
    await pool.close();
    await pool.close();
  });
});
