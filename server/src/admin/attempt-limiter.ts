/**
 * Wrong admin keys per client address (issue #4). Only WRONG keys count: a coach who types the
 * key right the first time is never slowed, and a successful sign-in does not reset the count.
 * After `max` wrong keys within `windowMs` of the first one, every attempt from that address
 * (right or wrong) is refused until the window ends, so a guess can never be confirmed while
 * blocked. Kept in memory: each server process counts on its own (docs/decisions/0021).
 */
export interface AttemptLimiterOptions {
  max: number;
  windowMs: number;
  /** The clock, replaceable in tests so nobody sleeps a minute. */
  now?: () => number;
  /** Bound on remembered addresses, so a flood of addresses cannot grow memory without end. */
  maxEntries?: number;
}

interface Entry {
  count: number;
  windowStart: number;
}

export class AttemptLimiter {
  readonly max: number;
  readonly windowMs: number;
  now: () => number;
  private maxEntries: number;
  private entries = new Map<string, Entry>();

  constructor(opts: AttemptLimiterOptions) {
    this.max = opts.max;
    this.windowMs = opts.windowMs;
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 10_000;
  }

  private current(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e && this.now() - e.windowStart >= this.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Milliseconds until this address may try again, or 0 when it may try now. */
  blockedFor(key: string): number {
    const e = this.current(key);
    if (!e || e.count < this.max) return 0;
    return Math.max(1, e.windowStart + this.windowMs - this.now());
  }

  /** Forgets every address (tests, and an operator who wants to lift a block at once). */
  clear(): void {
    this.entries.clear();
  }

  recordFailure(key: string): void {
    const e = this.current(key);
    if (e) {
      e.count++;
      return;
    }
    if (this.entries.size >= this.maxEntries) this.prune();
    this.entries.set(key, { count: 1, windowStart: this.now() });
  }

  private prune(): void {
    for (const key of [...this.entries.keys()]) this.current(key);
    // Still full of live entries: forget the oldest (Map keeps insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** IPv6 clients usually own a whole /64: count per /64 so rotating addresses in it does not help. */
export function clientKey(ip: string): string {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return v4mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const full = ip.includes("::") ? [...headParts, ...Array(Math.max(0, missing)).fill("0"), ...tailParts] : headParts;
  return full.slice(0, 4).map((p) => p.replace(/^0+(?=.)/, "")).join(":") + "::/64";
}
