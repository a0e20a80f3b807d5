/**
 * Signed-in requests' sessions, remembered for a few seconds (issue #13, docs/decisions/0093):
 * better-auth reads the session and its user from the database on every request, which made
 * GET /api/me three statements instead of one.
 *
 * Keyed by the exact session cookie value better-auth accepted (token and signature), so a hit
 * is a cookie that was verified a moment ago. Revocation-aware: better-auth's session delete
 * hooks (sign-out, password reset, a new sign-up of an unverified address) evict the account's
 * entries in this process before and after the row goes. Another process sharing the database
 * sees a revocation within `ttlMs` (SESSION_CACHE_TTL_MS), and an entry never outlives its
 * session's own expiry.
 */
export interface CachedSession {
  userId: string;
  email: string;
  name: string;
}

export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX = 10_000;

/**
 * What was looked up a moment ago, for `ttlMs` and never past the thing's own expiry, at most
 * `max` entries (the oldest goes first). The one cache behind the athletes' sessions (below) and
 * the coach console's (features/coach-console/session.ts, decision 0117).
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly now: () => number,
    readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, value: V, expiresAt: Date): void {
    const until = Math.min(this.now() + this.ttlMs, expiresAt.getTime());
    if (until <= this.now()) return;
    // Full: the oldest entry goes (a Map iterates in insertion order).
    if (this.entries.size >= this.max && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until });
  }

  /** Every entry whose value matches (revocations are rare: a scan is fine). */
  evictWhere(match: (value: V) => boolean): void {
    for (const [key, e] of this.entries) if (match(e.value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export class SessionCache extends ExpiringCache<CachedSession> {
  constructor(now: () => number, ttlMs = SESSION_CACHE_TTL_MS, max = SESSION_CACHE_MAX) {
    super(now, ttlMs, max);
  }

  /** Every cached session of the account: one of its sessions ended. */
  evictUser(userId: string): void {
    this.evictWhere((s) => s.userId === userId);
  }
}

/** The value of one cookie in a Cookie header (better-auth's session cookie), as sent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
