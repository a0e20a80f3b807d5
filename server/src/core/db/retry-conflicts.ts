/**
 * PostgreSQL aborts one of two transactions that deadlock (40P01), or that conflict under
 * serializable isolation (40001), and expects the client to run it again. Writes that meet a
 * migration's locks during a rolling deploy do exactly that: retried, the athlete's save succeeds
 * instead of answering 500. The whole transaction runs again, so its callback must not have
 * effects outside the database (ours only read and write through `tx`).
 */
const RETRYABLE = new Set(["40001", "40P01"]);
export const CONFLICT_ATTEMPTS = 4;

function codeOf(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === "string") return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export async function retryingConflicts<T>(run: () => Promise<T>, onRetry?: (code: string) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code = codeOf(err);
      if (!code || !RETRYABLE.has(code) || attempt >= CONFLICT_ATTEMPTS) throw err;
      onRetry?.(code);
      // A short, random wait, so the two transactions do not meet again in the same order.
      await new Promise((r) => setTimeout(r, Math.random() * 25 * 2 ** attempt));
    }
  }
}
