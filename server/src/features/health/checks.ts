/** One dependency as readiness reports it. */
export interface CheckResult {
  ok: boolean;
  /** Why it is down (an error code or short message); never a secret or a URL. */
  reason?: string;
}

/**
 * A short reason from an error: its code (or its cause's) when it has one (ECONNREFUSED, ENOTDIR),
 * else its message's first line.
 */
export function reasonOf(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === "string" ? e.code : typeof e?.cause?.code === "string" ? e.cause.code : undefined;
  const text = code ?? (typeof e?.message === "string" ? e.message : String(err));
  // Strip anything URL-shaped: a driver's message may quote a connection string with a password.
  return text
    .split("\n")[0]!
    .replace(/[a-z]+:\/\/\S+/gi, "<url>")
    .slice(0, 200);
}

/** Runs `check` and turns it into a result, failing it after `timeoutMs` (a hung relay or disk). */
export async function runCheck(check: () => Promise<void>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reuses a check's result for `ttlMs` and shares one check among concurrent probes: a load
 * balancer probing every few seconds must not open an SMTP connection each time (0096).
 */
export function cachedCheck(check: () => Promise<CheckResult>, ttlMs: number, now = () => Date.now()) {
  let last: { at: number; result: CheckResult } | undefined;
  let pending: Promise<CheckResult> | undefined;
  return async (): Promise<CheckResult> => {
    if (last && now() - last.at < ttlMs) return last.result;
    pending ??= check().then((result) => {
      last = { at: now(), result };
      pending = undefined;
      return result;
    });
    return pending;
  };
}
