/**
 * How many expensive requests one account may have in progress and start per minute (issue #14
 * finding 3). Kept in this process's memory on purpose: what it protects is this process's event
 * loop, and an in-flight count must not outlive a crashed process, as a database row would.
 */
export interface BudgetLimits {
  concurrent: number;
  perMinute: number;
}

export type BudgetAnswer =
  | { ok: true; release: () => void }
  | { ok: false; reason: "concurrent" | "rate"; retryAfterSeconds: number };

interface Account {
  inFlight: number;
  windowStart: number;
  started: number;
}

export const BUDGET_WINDOW_MS = 60_000;
/** A refused concurrent request is worth retrying as soon as one in progress is likely done. */
export const CONCURRENT_RETRY_SECONDS = 2;
/** Past this many accounts in the map, idle ones are swept on the next request. */
const SWEEP_ABOVE = 10_000;

export class AccountBudget {
  private readonly accounts = new Map<string, Account>();

  constructor(
    readonly limits: BudgetLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Admits a request of `account` (call `release` once it is done) or says why not. */
  take(account: string): BudgetAnswer {
    const now = this.now();
    if (this.accounts.size > SWEEP_ABOVE) this.sweep(now);
    let a = this.accounts.get(account);
    if (!a) {
      a = { inFlight: 0, windowStart: now, started: 0 };
      this.accounts.set(account, a);
    }
    if (now - a.windowStart >= BUDGET_WINDOW_MS) {
      a.windowStart = now;
      a.started = 0;
    }
    if (a.inFlight >= this.limits.concurrent)
      return { ok: false, reason: "concurrent", retryAfterSeconds: CONCURRENT_RETRY_SECONDS };
    if (a.started >= this.limits.perMinute)
      return {
        ok: false,
        reason: "rate",
        retryAfterSeconds: Math.max(1, Math.ceil((a.windowStart + BUDGET_WINDOW_MS - now) / 1000)),
      };
    a.inFlight++;
    a.started++;
    let released = false;
    const held = a;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        held.inFlight--;
      },
    };
  }

  /** Accounts tracked now (tests, diagnostics). */
  get size(): number {
    return this.accounts.size;
  }

  private sweep(now: number) {
    for (const [key, a] of this.accounts)
      if (a.inFlight === 0 && now - a.windowStart >= BUDGET_WINDOW_MS) this.accounts.delete(key);
  }
}
