/**
 * How much one account may keep in its training log and how fast it may write it
 * (docs/decisions/0136-account-growth-caps.md). A real athlete logs about 4 sessions and 3 cricket
 * days a week, so these are far above anything honest use reaches, and only stop an account
 * growing its data without end and slowing everyone.
 */

/** Cricket entries on one calendar day: a match, nets and a training session is three. */
export const MAX_CRICKET_PER_DAY = 6;
/** Cricket entries kept in all: about 3 a week is ~470 in three years. */
export const MAX_CRICKET_ENTRIES = 3_000;
/** Log writes (save or delete, any entry) one account may start per minute, across processes. */
export const LOG_WRITES_PER_MINUTE = 60;

export const CRICKET_DAY_FULL = `You have already logged ${MAX_CRICKET_PER_DAY} cricket entries on that day, the most one day can hold. Edit one of them instead.`;
export const CRICKET_LOG_FULL = `Your log holds ${MAX_CRICKET_ENTRIES.toLocaleString("en-GB")} cricket entries, the most one account can keep. Export your log, then delete old entries to make room.`;
export const LOG_WRITES_TOO_FAST = (seconds: number) =>
  `You are saving training entries faster than anyone trains. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again: nothing was saved.`;
