import { WorkerPool } from "#server/core/worker-pool";
import type { WorkSlots } from "#server/core/work-slots";
import type { PhasePdfInput } from "./pdf-layout.ts";

/**
 * Generated phase PDFs are rendered in worker threads (issue #13, decision 0092): pdfkit is
 * synchronous and takes about 0.16 s a render, so on the event loop a download storm stalled
 * every other request. The workers, their start, idle stop, time budget and bounded queue are
 * core/worker-pool's (decision 0116): beyond the queue the caller is refused at once
 * ({@link NoFreeSlot} from core/work-slots, answered 503).
 */
const WORKER_URL = new URL("./pdf-render-worker.mjs", import.meta.url);

export class PdfRenderPool {
  private readonly pool: WorkerPool<PhasePdfInput, Uint8Array>;

  constructor({ workers, queue }: { workers: number; queue: number }) {
    this.pool = new WorkerPool({ name: "PDF render", url: WORKER_URL, workers, queue });
  }

  /** Workers busy and renders waiting; tests observe and fill it. */
  get slots(): WorkSlots {
    return this.pool.slots;
  }
  /** Renders finished since start: tests count them to prove a cache hit renders nothing. */
  get renders(): number {
    return this.pool.runs;
  }
  /** The worker threads renders ran in (never 0, the main thread's id). */
  get threadIds(): ReadonlySet<number> {
    return this.pool.threadIds;
  }

  /** The PDF's bytes; throws NoFreeSlot when every worker and queue place is taken. */
  async render(input: PhasePdfInput): Promise<Buffer> {
    const pdf = await this.pool.run(input);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * The process's renderer: two workers (this machine class has two cores; the event loop keeps
 * one to itself when both render) and eight renders waiting, about 0.7 s of work at most.
 */
export const pdfRenderPool = new PdfRenderPool({ workers: 2, queue: 8 });
