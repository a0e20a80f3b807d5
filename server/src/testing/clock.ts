import type { Clock } from "#server/core/clock";

/**
 * A clock a test moves: it follows the system clock until frozen or advanced. Handed to
 * `buildApp` by startTestServer (`server.clock`), so a limit's window passes in no time.
 */
export class TestClock implements Clock {
  private frozenAt: number | null = null;
  private offsetMs = 0;

  now(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs;
  }

  /** Stops the clock at `at` (now by default); `advance` then moves it. */
  freeze(at = this.now()): void {
    this.frozenAt = at;
  }

  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  /** Back to the system clock. */
  reset(): void {
    this.frozenAt = null;
    this.offsetMs = 0;
  }
}
