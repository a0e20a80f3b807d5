/**
 * At most `slots` jobs of one kind run at once; up to `queue` more wait their turn, in order, and
 * any beyond that are refused at once (the caller answers 503 with Retry-After). Expensive work
 * (image decoding, PDF rewriting) runs in libuv's or a worker's threads: without a cap, a storm of
 * uploads would occupy every one of them (issue #14 finding 11).
 */
export class WorkSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most jobs ever running at once: lets a test observe the cap without timing anything. */
  peak = 0;

  /** Jobs running now, and jobs waiting for a slot. */
  get running(): number {
    return this.active;
  }
  get queued(): number {
    return this.waiting.length;
  }

  constructor(
    readonly slots: number,
    readonly queue: number,
  ) {}

  /** Runs `job` in a slot; throws {@link NoFreeSlot} when every slot and queue place is taken. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.slots) {
      if (this.waiting.length >= this.queue) throw new NoFreeSlot();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    this.peak = Math.max(this.peak, this.active);
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `active` never dips and lets a newcomer jump the queue.
      if (next) next();
      else this.active--;
    }
  }
}

export class NoFreeSlot extends Error {
  constructor() {
    super("no free slot");
  }
}
