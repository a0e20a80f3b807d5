import { like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimit } from "../db/schema.ts";

/**
 * Attempts per client address in a fixed window that starts with the first counted attempt
 * (issues #4 and #7): wrong admin keys, sign-ups. After `max` counted attempts within `windowMs`,
 * `blockedFor` says how long that address must wait. The counters live in the database's
 * `rate_limit` table, beside better-auth's own, so every server process on one PostgreSQL shares
 * them: N processes do not give an attacker N budgets (docs/decisions/0021).
 */
export interface AttemptLimiterOptions {
  /** Keeps this limiter's rows apart from other limiters' and from better-auth's. */
  name: string;
  max: number;
  windowMs: number;
  /** The clock, replaceable in tests so nobody sleeps a minute. */
  now?: () => number;
}

/** Every row of ours starts with this; better-auth's keys are `{ip}{path}`. */
const PREFIX = "gameready:";

export class AttemptLimiter {
  readonly max: number;
  readonly windowMs: number;
  now: () => number;
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

  /** Milliseconds until this address may try again, or 0 when it may try now. */
  async blockedFor(address: string): Promise<number> {
    const key = this.prefix + address;
    const [row] = await this.db
      .select({ count: rateLimit.count, since: rateLimit.lastRequest })
      .from(rateLimit)
      .where(sql`${rateLimit.key} = ${key}`);
    if (!row) return 0;
    const left = Number(row.since) + this.windowMs - this.now();
    if (left <= 0 || row.count < this.max) return 0;
    return Math.max(1, left);
  }

  /** Counts one attempt: a new window when the last one has passed. One atomic statement. */
  async recordFailure(address: string): Promise<void> {
    const key = this.prefix + address;
    const now = this.now();
    const expired = sql`${rateLimit.lastRequest} <= ${now - this.windowMs}::bigint`;
    await this.db
      .insert(rateLimit)
      .values({ id: key, key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimit.lastRequest} end`,
        },
      });
  }

  /** Forgets every address of this limiter (tests, and an operator lifting a block at once). */
  async clear(): Promise<void> {
    await this.db.delete(rateLimit).where(like(rateLimit.key, `${this.prefix}%`));
  }
}

/** Rows untouched for a day are past every window (ours and better-auth's): the clean-up drops them. */
export const RATE_LIMIT_ROW_TTL_MS = 24 * 60 * 60 * 1000;

export async function deleteStaleRateLimits(db: Db, now = Date.now()): Promise<number> {
  const rows = await db.delete(rateLimit).where(lt(rateLimit.lastRequest, now - RATE_LIMIT_ROW_TTL_MS)).returning({ id: rateLimit.id });
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
  return full.slice(0, 4).map((p) => p.replace(/^0+(?=.)/, "")).join(":") + "::/64";
}
