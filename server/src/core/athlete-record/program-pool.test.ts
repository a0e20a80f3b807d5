import { afterAll, describe, expect, it } from "vitest";
import { savedAnswers } from "#server/testing/factory";
import { until } from "#server/testing/wait";
import { newStoredProgram } from "./program.ts";
import { ProgramPool } from "./program-pool.ts";

/**
 * The program a save stores, made in a worker thread once one is ready (decision 0116): real
 * worker threads, real generation. Wherever it is made, it is the program made here.
 */
const pool = new ProgramPool({ workers: 1, queue: 1 });
afterAll(() => pool.close());

const a = savedAnswers({ primaryRole: "Batsman", height: "177" });
const b = savedAnswers({ primaryRole: "Spin Bowler", height: "168", injuries: "Sore shoulder" });

const expectSameProgram = (made: ReturnType<typeof newStoredProgram>, answers: typeof a) => {
  const inline = newStoredProgram(answers);
  expect(made.program).toEqual(inline.program);
  expect(made.generatorVersion).toBe(inline.generatorVersion);
  expect(Buffer.isBuffer(made.programPacked)).toBe(true);
  expect(made.programPacked.equals(inline.programPacked)).toBe(true);
};

describe("ProgramPool", () => {
  it("cold: the program is made here at once, and a worker starts for the next save", async () => {
    expectSameProgram(await pool.storedProgram(a), a);
    expect(pool.madeInline).toBe(1);
    expect(pool.pool.runs).toBe(0);
    await until(() => pool.pool.readyWorkers > 0, { what: "a ready program worker", timeoutMs: 30_000 });
  });

  it("warm: the program is made in a worker thread, byte for byte the one made here", async () => {
    const runs = pool.pool.runs;
    expectSameProgram(await pool.storedProgram(b), b);
    expectSameProgram(await pool.storedProgram(a), a);
    expect(pool.pool.runs).toBe(runs + 2);
    expect(pool.madeInline).toBe(1);
    expect(pool.pool.threadIds.size).toBe(1);
    expect(pool.pool.threadIds.has(0)).toBe(false);
  });

  it("a worker that dies during a save: the program is made here, the same; the next worker is a new thread", async () => {
    const before = new Set(pool.pool.threadIds);
    const inline = pool.madeInline;
    const made = pool.storedProgram(b);
    await pool.close(); // the job was sent: the worker dies under it
    expectSameProgram(await made, b);
    expect(pool.madeInline).toBe(inline + 1);

    // No worker now: made here again, and one started for next time.
    expectSameProgram(await pool.storedProgram(a), a);
    await until(() => pool.pool.readyWorkers > 0, { what: "a new program worker", timeoutMs: 30_000 });
    const runs = pool.pool.runs;
    expectSameProgram(await pool.storedProgram(b), b);
    expect(pool.pool.runs).toBe(runs + 1);
    expect([...pool.pool.threadIds].some((id) => !before.has(id))).toBe(true);
  });

  it("warmAfter: saves now and then are made here and start no worker; a run of saves starts one", async () => {
    const quiet = new ProgramPool({ workers: 1, queue: 1, warmAfter: { jobs: 3, withinMs: 60_000 } });
    try {
      expectSameProgram(await quiet.storedProgram(a), a);
      expectSameProgram(await quiet.storedProgram(b), b);
      expect(quiet.pool.liveWorkers).toBe(0);
      expectSameProgram(await quiet.storedProgram(a), a);
      expect(quiet.pool.liveWorkers).toBe(1);
      expect(quiet.madeInline).toBe(3);
      await until(() => quiet.pool.readyWorkers > 0, { what: "a ready program worker", timeoutMs: 30_000 });
      expectSameProgram(await quiet.storedProgram(b), b);
      expect(quiet.pool.runs).toBe(1);
    } finally {
      await quiet.close();
    }
  });

  it("a full queue: the save does not wait or fail, its program is made here", async () => {
    const inline = pool.madeInline;
    // One worker and one queue place: the third at once finds no free slot.
    const made = await Promise.all([pool.storedProgram(a), pool.storedProgram(b), pool.storedProgram(a)]);
    expectSameProgram(made[0]!, a);
    expectSameProgram(made[1]!, b);
    expectSameProgram(made[2]!, a);
    expect(pool.madeInline).toBe(inline + 1);
    expect(pool.pool.slots.peak).toBe(1);
  });
});
