/**
 * Which statements are worth preparing, on PGlite (pglite-statements.ts, decision 0125) and on
 * PostgreSQL (pg-statements.ts, decision 0130): a statement text run `PREPARE_THRESHOLD` times,
 * the way pgjdbc (prepareThreshold 5), pgx and postgres.js decide. One-off texts (a list of
 * different length, an ad-hoc query) never take a name.
 */
export const PREPARE_THRESHOLD = 5;
/** Texts counted at most before the count starts again (texts that differ by list length, say). */
const MAX_COUNTED = 1000;

export class RepeatedStatements {
  private readonly counted = new Map<string, number>();

  /** Counts one run of `text`; true from its `PREPARE_THRESHOLD`th run on. */
  count(text: string): boolean {
    if (this.counted.size >= MAX_COUNTED && !this.counted.has(text)) this.counted.clear();
    const n = (this.counted.get(text) ?? 0) + 1;
    this.counted.set(text, n);
    return n >= PREPARE_THRESHOLD;
  }

  /** Stops counting `text` (it has a name now). */
  forget(text: string): void {
    this.counted.delete(text);
  }
}
