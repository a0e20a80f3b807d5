import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { appRateLimit, rateLimit } from "#server/core/db/schema";

/**
 * Attempts per client address in a fixed window that starts with the first attempt (issues #4
 * and #7): wrong admin keys, sign-ups. `attempt` counts the attempt BEFORE the work it guards,
 * in one atomic statement, so concurrent requests cannot all slip under the limit; an attempt
 * that turns out not to count (a right admin key) is given back with `refund`. The counters
 * live in the database's `app_rate_limit` table, so every server process on one PostgreSQL
 * shares them: N processes do not give an attacker N budgets (0021). Not in better-auth's
 * `rate_limit`: it deletes every row there older than its own longest window (issue #14).
 */
export interface AttemptLimiterOptions {
  /** Keeps this limiter's rows apart from other limiters'. */
  name: string;
  max: number;
  windowMs: number;
  /** The clock (the app's `clock`), so tests move it instead of sleeping a minute. */
  now?: () => number;
}

/** Every row starts with this (rows from before issue #14 used the same keys in `rate_limit`). */
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
    const t = appRateLimit;
    const expired = sql`(${t.windowStart} <= ${now - this.windowMs}::bigint or ${t.count} <= 0)`;
    const [row] = await this.db
      .insert(t)
      .values({ key, count: 1, windowStart: now })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now}::bigint else ${t.windowStart} end`,
        },
      })
      .returning({ count: t.count, since: t.windowStart });
    if (!row || row.count <= this.max) return 0;
    return Math.max(1, Number(row.since) + this.windowMs - now);
  }

  /** Gives back one attempt that did not count (a right key, a blank one). */
  async refund(address: string): Promise<void> {
    await this.db
      .update(appRateLimit)
      .set({ count: sql`${appRateLimit.count} - 1` })
      .where(and(eq(appRateLimit.key, this.prefix + address), gt(appRateLimit.count, 0)));
  }

  /** Forgets every address of this limiter (tests, and an operator lifting a block at once). */
  async clear(): Promise<void> {
    await this.db.delete(appRateLimit).where(like(appRateLimit.key, `${this.prefix}%`));
  }
}

/** Rows untouched for a day are past every window (ours and better-auth's): the clean-up drops them. */
export const RATE_LIMIT_ROW_TTL_MS = 24 * 60 * 60 * 1000;

export async function deleteStaleRateLimits(db: Db, now = Date.now()): Promise<number> {
  const before = now - RATE_LIMIT_ROW_TTL_MS;
  const theirs = await db.delete(rateLimit).where(lt(rateLimit.lastRequest, before)).returning({ id: rateLimit.id });
  const ours = await db
    .delete(appRateLimit)
    .where(lt(appRateLimit.windowStart, before))
    .returning({ key: appRateLimit.key });
  return theirs.length + ours.length;
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
