import type { QuestionnaireAnswers } from "#domain/questionnaire";
import { WorkerPool, type WorkerPoolOptions } from "#server/core/worker-pool";
import { newStoredProgram, type StoredProgram } from "./program.ts";

/**
 * A save of answers makes its program in a worker thread (issue #13, decision 0116): generating
 * (2 to 7 ms) and packing it (JSON of about 120 KB, deflated) was a fifth of a save's time on
 * the event loop. The program is the same wherever it is made (domain/plan is pure, the worker
 * runs the same newStoredProgram), so the worker is only ever a shortcut:
 * - no worker ready (none yet, or stopped after a quiet minute): made here, and one is started
 *   for next time, so no save waits for a worker's start;
 * - a worker that dies or overruns, or a full queue: made here.
 * A failure of the generation itself fails the same way here, as it always did.
 */
const WORKER_URL = new URL("./program-worker.mjs", import.meta.url);

type Made = Omit<StoredProgram, "programPacked"> & { programPacked: Uint8Array };

export class ProgramPool {
  readonly pool: WorkerPool<QuestionnaireAnswers, Made>;
  /** Programs made here because no worker could make them (tests observe it). */
  madeInline = 0;

  constructor({ workers, queue, warmAfter }: Pick<WorkerPoolOptions, "workers" | "queue" | "warmAfter">) {
    this.pool = new WorkerPool({ name: "program generation", url: WORKER_URL, workers, queue, warmAfter });
  }

  async storedProgram(answers: QuestionnaireAnswers): Promise<StoredProgram> {
    const made = await this.pool.runIfWarm(answers).catch(() => undefined);
    if (!made) {
      this.madeInline++;
      return newStoredProgram(answers);
    }
    const bytes = made.programPacked;
    return { ...made, programPacked: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * The process's: one worker (this machine class has two cores: under a save storm the event loop,
 * with PGlite or the pg driver, fills one and this worker the other; a second worker measured no
 * faster and cost more CPU per save, decision 0116), and sixteen saves waiting, about 50 ms of
 * work; past them a save makes its program itself rather than fail. The worker starts only under
 * a run of saves (25 within 5 s): a save now and then costs the event loop a few milliseconds,
 * far less than a worker's start, which a quiet minute would then throw away.
 */
export const programPool = new ProgramPool({ workers: 1, queue: 16, warmAfter: { jobs: 25, withinMs: 5_000 } });
