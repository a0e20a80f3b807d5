/**
 * The time as the app reads it for its own counters (attempt limits). Production uses the
 * system clock; tests hand `buildApp` one they can move, instead of sleeping through a window.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
