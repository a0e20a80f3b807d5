import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { rateLimit } from "#server/core/db/schema";

/**
 * Attempts per client address in a fixed window that starts with the first attempt (issues #4
 * and #7): wrong admin keys, sign-ups. `attempt` counts the attempt BEFORE the work it guards,
 * in one atomic statement, so concurrent requests cannot all slip under the limit; an attempt
 * that turns out not to count (a right admin key) is given back with `refund`. The counters
 * live in the database's `rate_limit` table, beside better-auth's own, so every server process
 * on one PostgreSQL shares them: N processes do not give an attacker N budgets (0021).
 */
export interface AttemptLimiterOptions {
  /** Keeps this limiter's rows apart from other limiters' and from better-auth's. */
  name: string;
  max: number;
  windowMs: number;
  /** The clock (the app's `clock`), so tests move it instead of sleeping a minute. */
  now?: () => number;
}

/** Every row of ours starts with this; better-auth's keys are `{ip}{path}`. */
const PREFIX = "gameready:";

export class AttemptLimiter {
  readonly max: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly prefix: string;

  constructor(
    private readonly db: Db,
    opts: AttemptLimiterOptions,
  ) {
    this.max = opts.max;
    this.windowMs = opts.windowMs;
    this.now = opts.now ?? Date.now;
    this.prefix = `${PREFIX}${opts.name}:`;
  }

  /**
   * Counts one attempt (a new window when the last one has passed) and answers how long the
   * address must wait: 0 when this attempt is within the limit, else the milliseconds left in
   * the window (the attempt is then refused).
   */
  async attempt(address: string): Promise<number> {
    const key = this.prefix + address;
    const now = this.now();
    // A window whose attempts were all given back (count 0) is no window: start afresh, so only
    // counted attempts (wrong keys) ever start one.
    const expired = sql`(${rateLimit.lastRequest} <= ${now - this.windowMs}::bigint or ${rateLimit.count} <= 0)`;
    const [row] = await this.db
      .insert(rateLimit)
      .values({ id: key, key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ count: rateLimit.count, since: rateLimit.lastRequest });
    if (!row || row.count <= this.max) return 0;
    return Math.max(1, Number(row.since) + this.windowMs - now);
  }

  /** Gives back one attempt that did not count (a right key, a blank one). */
  async refund(address: string): Promise<void> {
    await this.db
      .update(rateLimit)
      .set({ count: sql`${rateLimit.count} - 1` })
      .where(and(eq(rateLimit.key, this.prefix + address), gt(rateLimit.count, 0)));
  }

  /** Forgets every address of this limiter (tests, and an operator lifting a block at once). */
  async clear(): Promise<void> {
    await this.db.delete(rateLimit).where(like(rateLimit.key, `${this.prefix}%`));
  }
}

/** Rows untouched for a day are past every window (ours and better-auth's): the clean-up drops them. */
export const RATE_LIMIT_ROW_TTL_MS = 24 * 60 * 60 * 1000;

export async function deleteStaleRateLimits(db: Db, now = Date.now()): Promise<number> {
  const rows = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now - RATE_LIMIT_ROW_TTL_MS))
    .returning({ id: rateLimit.id });
  return rows.length;
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
  return (
    full
      .slice(0, 4)
      .map((p) => p.replace(/^0+(?=.)/, ""))
      .join(":") + "::/64"
  );
}
