import type { ChildProcess } from "node:child_process";
import { setTimeout as delay } from "node:timers/promises";

/**
 * Waiting on conditions instead of fixed sleeps (issue #11). A test waits for what it needs
 * (a mail, a line of output, a row) with a deadline that only matters when something is wrong,
 * so a fast machine is never slowed down and a slow one never fails early.
 */

export interface UntilOptions {
  /** Give up after this long (default 10 s) with an error naming `what`. */
  timeoutMs?: number;
  /** Pause between probes (default 20 ms). */
  everyMs?: number;
  what?: string;
}

/** Resolves with the first truthy result of `probe` (which may be async); rejects after the deadline. */
export async function until<T>(probe: () => T | Promise<T>, opts: UntilOptions = {}): Promise<NonNullable<T>> {
  const { timeoutMs = 10_000, everyMs = 20, what = "a condition" } = opts;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(everyMs);
  }
}

/**
 * Resolves with the first match of `pattern` in everything the child has written (stdout and
 * stderr), checked on each chunk as it arrives: no polling. Rejects when the child exits first
 * or after `timeoutMs`, with the output so far. `seen` is output captured before this call.
 */
export function outputMatching(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs: number,
  seen: () => string,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = seen().match(pattern);
      if (m) finish(() => resolve(m));
    };
    const exited = () => {
      const m = seen().match(pattern);
      if (m) finish(() => resolve(m));
      else
        finish(() =>
          reject(
            new Error(
              `exited (code ${child.exitCode}, signal ${child.signalCode}) before printing ${pattern}:\n${seen().slice(-3000)}`,
            ),
          ),
        );
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${seen().slice(-3000)}`))),
      timeoutMs,
    );
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stderr?.off("data", onData);
      child.off("exit", exited);
      settle();
    };
    // Our listeners run after the caller's own "data" listeners (which fill `seen`).
    const onData = () => setImmediate(check);
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", exited);
    check();
    if (child.exitCode !== null || child.signalCode !== null) exited();
  });
}
