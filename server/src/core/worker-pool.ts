import { Worker } from "node:worker_threads";
import { WorkSlots } from "./work-slots.ts";

/**
 * CPU-bound work of one kind in worker threads (issue #13; decisions 0092 and 0116): PDF
 * renders, and the program made at every save of answers. A worker is a plain .mjs file that
 * registers tsx, imports its TypeScript and calls `serve` from `worker-host.mjs`; it answers
 * `{ ready: true }` once loaded, then one `{ id, ok, output | message, threadId }` per job.
 *
 * A few workers stay alive (starting one loads tsx and the code it runs, about half a second)
 * and stop after `idleMs` without work; `workers` jobs run at once, a bounded queue holds
 * `queue` more, and beyond it the caller is refused at once ({@link NoFreeSlot} from
 * work-slots). `run` waits for a cold worker's start; `runIfWarm` never does (see there).
 */
export interface WorkerPoolOptions {
  /** Names the work in errors: "PDF render" gives "PDF render failed: …". */
  name: string;
  /** The worker file (a plain .mjs found by path: the bundle keeps it, decision 0112). */
  url: URL;
  workers: number;
  queue: number;
  /** A job well under a second; the default covers a worker's start on a busy machine too. */
  timeBudgetMs?: number;
  idleMs?: number;
  heapMb?: number;
  /**
   * `runIfWarm` starts a worker only once this many jobs found none within `withinMs`: a lone
   * job is cheaper done by the caller than a worker's start (loading tsx and the code, about half
   * a second of CPU). Unset: the first job that finds none starts one.
   */
  warmAfter?: { jobs: number; withinMs: number };
}

/** The options with their defaults filled in (warmAfter stays optional: unset means at once). */
type PoolSettings = Required<Omit<WorkerPoolOptions, "warmAfter">> & Pick<WorkerPoolOptions, "warmAfter">;

type Answer<Out> = { id: number; ok: true; output: Out; threadId: number } | { id: number; ok: false; message: string };

class PoolWorker<In, Out> {
  private readonly worker: Worker;
  private readonly started: Promise<void>;
  private pending: { id: number; resolve: (a: Answer<Out>) => void; reject: (e: Error) => void } | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Loaded and answering: a job sent now waits for no start. */
  ready = false;
  dead = false;

  constructor(
    private readonly opts: PoolSettings,
    private readonly onExit: (w: PoolWorker<In, Out>) => void,
  ) {
    // execArgv: [] so the worker does not inherit the parent's loader flags (vitest's or tsx's);
    // it registers tsx itself.
    this.worker = new Worker(opts.url, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: opts.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    // An idle worker never keeps the process alive; a job waiting on it does.
    this.worker.unref();
    const exited = (code: number) => new Error(`${opts.name} worker exited with code ${code}`);
    this.started = new Promise((resolve, reject) => {
      this.worker.once("message", () => resolve());
      this.worker.once("error", reject);
      this.worker.once("exit", (code) => reject(exited(code)));
    });
    this.started.then(
      () => {
        this.ready = !this.dead;
      },
      () => {}, // a start failure is reported to the job waiting on it
    );
    this.worker.on("message", (answer: Answer<Out>) => {
      // The first message ({ ready: true }) has no id and may come while no job is pending.
      if (this.pending && this.pending.id === answer.id) this.pending.resolve(answer);
    });
    this.worker.on("error", (err) => this.fail(err));
    this.worker.on("exit", (code) => this.fail(exited(code)));
  }

  private fail(err: Error) {
    if (this.dead) return;
    this.dead = true;
    this.ready = false;
    clearTimeout(this.idleTimer);
    this.pending?.reject(err);
    this.pending = null;
    this.onExit(this);
  }

  async run(id: number, input: In, transfer: ArrayBuffer[]): Promise<Answer<Out>> {
    clearTimeout(this.idleTimer);
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<Answer<Out>>((resolve, reject) => {
        this.pending = { id, resolve, reject };
        timer = setTimeout(() => {
          reject(new Error(`${this.opts.name} took longer than its time budget`));
          void this.stop();
        }, this.opts.timeBudgetMs);
        // postMessage throws on an input it cannot clone or transfer: the job fails, nothing else.
        this.started.then(() => {
          try {
            this.worker.postMessage({ id, input }, transfer);
          } catch (err) {
            reject(err as Error);
          }
        }, reject);
      });
    } finally {
      clearTimeout(timer);
      this.pending = null;
    }
  }

  /** Stops the worker after idleMs without work. */
  idle() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stop(), this.opts.idleMs).unref();
  }

  async stop() {
    this.fail(new Error(`${this.opts.name} worker stopped`));
    // Stopping a worker that has already exited is not an error (stop is often fire-and-forget).
    await this.worker.terminate().catch(() => undefined);
  }
}

/** `runIfWarm` found no ready worker: the caller does the work itself. */
const COLD = Symbol("cold");

export class WorkerPool<In, Out> {
  /** Jobs running and waiting; exported so tests can observe and fill the pool. */
  readonly slots: WorkSlots;
  /** Jobs finished in a worker since start: tests count them. */
  runs = 0;
  /** The worker threads jobs ran in (never 0, the main thread's id). */
  readonly threadIds = new Set<number>();
  private readonly opts: PoolSettings;
  /** When jobs last found no ready worker (runIfWarm), for `warmAfter`. */
  private coldAt: number[] = [];
  private readonly idleWorkers: PoolWorker<In, Out>[] = [];
  private readonly all = new Set<PoolWorker<In, Out>>();
  private nextId = 0;

  constructor(opts: WorkerPoolOptions) {
    this.opts = { timeBudgetMs: 30_000, idleMs: 60_000, heapMb: 128, ...opts };
    this.slots = new WorkSlots(opts.workers, opts.queue);
  }

  /** Workers loaded and answering, busy or idle. */
  get readyWorkers(): number {
    return [...this.all].filter((w) => w.ready).length;
  }

  /** Workers alive: starting, busy or idle. */
  get liveWorkers(): number {
    return this.all.size;
  }

  /** The job's output; throws NoFreeSlot when every worker and queue place is taken. Waits for a cold worker's start. */
  run(input: In, transfer: ArrayBuffer[] = []): Promise<Out> {
    return this.slots.run(() => this.job(this.take(), input, transfer));
  }

  /**
   * The job's output when a worker is ready for it (queued behind the others' jobs if need be),
   * or undefined at once when none is: the caller then does the work itself, and a worker is
   * started for next time. Never waits for a start. Throws NoFreeSlot like `run`, and the
   * worker's errors (a crash, the time budget, the job's own failure).
   */
  async runIfWarm(input: In, transfer: ArrayBuffer[] = []): Promise<Out | undefined> {
    if (this.readyWorkers === 0) {
      this.warmIfBusy();
      return undefined;
    }
    const out = await this.slots.run(async () => {
      const worker = this.takeReady();
      if (!worker) {
        this.warmIfBusy();
        return COLD;
      }
      return this.job(worker, input, transfer);
    });
    return out === COLD ? undefined : (out as Out);
  }

  /** A job found no ready worker: start one, at once or (warmAfter) once such jobs come often enough. */
  private warmIfBusy(): void {
    const rule = this.opts.warmAfter;
    if (rule) {
      const now = performance.now();
      this.coldAt = this.coldAt.filter((t) => now - t < rule.withinMs);
      this.coldAt.push(now);
      if (this.coldAt.length < rule.jobs) return;
      this.coldAt = [];
    }
    this.warm();
  }

  /** Starts a worker, if none is idle and fewer than `workers` are alive, so the next job finds one ready. */
  warm(): void {
    if (this.idleWorkers.some((w) => !w.dead) || this.all.size >= this.opts.workers) return;
    const worker = this.spawn();
    worker.idle();
    this.idleWorkers.push(worker);
  }

  private async job(worker: PoolWorker<In, Out>, input: In, transfer: ArrayBuffer[]): Promise<Out> {
    let answer: Answer<Out>;
    try {
      answer = await worker.run(++this.nextId, input, transfer);
    } catch (err) {
      await worker.stop();
      throw err;
    }
    worker.idle();
    this.idleWorkers.push(worker);
    if (!answer.ok) throw new Error(`${this.opts.name} failed: ${answer.message}`);
    this.runs++;
    this.threadIds.add(answer.threadId);
    return answer.output;
  }

  /** An idle worker, or a new one: the slots never let more run than `workers`. */
  private take(): PoolWorker<In, Out> {
    return this.takeReady() ?? this.takeIdle() ?? this.spawn();
  }

  private takeReady(): PoolWorker<In, Out> | undefined {
    const i = this.idleWorkers.findIndex((w) => w.ready);
    return i >= 0 ? this.idleWorkers.splice(i, 1)[0] : undefined;
  }

  private takeIdle(): PoolWorker<In, Out> | undefined {
    for (let w = this.idleWorkers.pop(); w; w = this.idleWorkers.pop()) if (!w.dead) return w;
    return undefined;
  }

  private spawn(): PoolWorker<In, Out> {
    const worker = new PoolWorker<In, Out>(this.opts, (w) => {
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
