import { Worker } from "node:worker_threads";
import { WorkSlots } from "#server/core/work-slots";
import type { PhasePdfInput } from "./pdf-layout.ts";

/**
 * Generated phase PDFs are rendered in worker threads (issue #13, decision 0092): pdfkit is
 * synchronous and takes about 0.16 s a render, so on the event loop a download storm stalled
 * every other request. A few workers stay alive (starting one loads tsx and pdfkit, about half a
 * second) and are stopped after a quiet minute; a bounded queue holds the rest, and beyond it
 * the caller is refused at once ({@link NoFreeSlot} from core/work-slots, answered 503).
 */
const WORKER_URL = new URL("./pdf-render-worker.mjs", import.meta.url);
/** A render is well under a second; this covers a worker's start on a busy machine too. */
const TIME_BUDGET_MS = 30_000;
const IDLE_MS = 60_000;
const WORKER_HEAP_MB = 128;

type Answer = { id: number; ok: true; pdf: Uint8Array; threadId: number } | { id: number; ok: false; message: string };

class RenderWorker {
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  private pending: { id: number; resolve: (a: Answer) => void; reject: (e: Error) => void } | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  dead = false;

  constructor(private readonly onExit: (w: RenderWorker) => void) {
    // execArgv: [] so the worker does not inherit the parent's loader flags (vitest's or tsx's);
    // it registers tsx itself.
    this.worker = new Worker(WORKER_URL, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    // An idle worker never keeps the process alive; a request waiting on it does.
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.once("message", () => resolve());
      this.worker.once("error", reject);
      this.worker.once("exit", (code) => reject(new Error(`PDF render worker exited with code ${code}`)));
    });
    this.ready.catch(() => {}); // a start failure is reported to the render waiting on it
    this.worker.on("message", (answer: Answer) => {
      if (this.pending?.id === answer.id) this.pending.resolve(answer);
    });
    this.worker.on("error", (err) => this.fail(err));
    this.worker.on("exit", (code) => this.fail(new Error(`PDF render worker exited with code ${code}`)));
  }

  private fail(err: Error) {
    if (this.dead) return;
    this.dead = true;
    clearTimeout(this.idleTimer);
    this.pending?.reject(err);
    this.pending = null;
    this.onExit(this);
  }

  async render(id: number, input: PhasePdfInput): Promise<Answer> {
    clearTimeout(this.idleTimer);
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<Answer>((resolve, reject) => {
        this.pending = { id, resolve, reject };
        timer = setTimeout(() => {
          reject(new Error("PDF render took longer than its time budget"));
          void this.stop();
        }, TIME_BUDGET_MS);
        this.ready.then(() => this.worker.postMessage({ id, input }), reject);
      });
    } finally {
      clearTimeout(timer);
      this.pending = null;
    }
  }

  /** Stops the worker after IDLE_MS without work. */
  idle() {
    this.idleTimer = setTimeout(() => void this.stop(), IDLE_MS).unref();
  }

  async stop() {
    this.fail(new Error("PDF render worker stopped"));
    await this.worker.terminate();
  }
}

export class PdfRenderPool {
  /** Workers busy and renders waiting; exported through the pool so tests can observe and fill it. */
  readonly slots: WorkSlots;
  private readonly idleWorkers: RenderWorker[] = [];
  private readonly all = new Set<RenderWorker>();
  private nextId = 0;
  /** Renders finished since start: tests count them to prove a cache hit renders nothing. */
  renders = 0;
  /** The worker threads renders ran in (never 0, the main thread's id). */
  readonly threadIds = new Set<number>();

  constructor({ workers, queue }: { workers: number; queue: number }) {
    this.slots = new WorkSlots(workers, queue);
  }

  /** The PDF's bytes; throws NoFreeSlot when every worker and queue place is taken. */
  render(input: PhasePdfInput): Promise<Buffer> {
    return this.slots.run(async () => {
      const worker = this.take();
      let answer: Answer;
      try {
        answer = await worker.render(++this.nextId, input);
      } catch (err) {
        await worker.stop();
        throw err;
      }
      worker.idle();
      this.idleWorkers.push(worker);
      if (!answer.ok) throw new Error(`PDF render failed: ${answer.message}`);
      this.renders++;
      this.threadIds.add(answer.threadId);
      return Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength);
    });
  }

  /** An idle worker, or a new one: the slots never let more run than `workers`. */
  private take(): RenderWorker {
    for (let w = this.idleWorkers.pop(); w; w = this.idleWorkers.pop()) if (!w.dead) return w;
    const worker = new RenderWorker((w) => {
      this.all.delete(w);
      const i = this.idleWorkers.indexOf(w);
      if (i >= 0) this.idleWorkers.splice(i, 1);
    });
    this.all.add(worker);
    return worker;
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((w) => w.stop()));
  }
}

/**
 * The process's renderer: two workers (this machine class has two cores; the event loop keeps
 * one to itself when both render) and eight renders waiting, about 0.7 s of work at most.
 */
export const pdfRenderPool = new PdfRenderPool({ workers: 2, queue: 8 });
