import { type SQL, sql } from "drizzle-orm";
import { trainingPlans } from "#server/core/db/schema";
import type { StoredProgram } from "./program.ts";

/**
 * How statements write and read `training_plans.program_packed` (issue #13, docs/decisions/0122):
 * as text that PostgreSQL converts, not as bytea. PGlite converts a bytea parameter to hex, and a
 * bytea result from hex, in JavaScript one byte at a time: for a 10 KB program about 0.7 ms at
 * every save and 0.9 ms at every read of a plan, on the event loop. Node's hex and base64 codecs
 * and PostgreSQL's `decode`/`encode` take about 0.01 ms. Kept apart from program.ts, which the
 * program worker loads: it needs no database module.
 */

/** A stored program as the values of an insert or update of its plan row. */
export function programValues(p: StoredProgram) {
  return { ...p, programPacked: sql`decode(${p.programPacked.toString("hex")}, 'hex')` };
}

/** The packed program as a select reads it; `packedBytes` turns it back into the bytes. */
export function packedColumn(): SQL<string | null> {
  return sql<string | null>`encode(${trainingPlans.programPacked}, 'base64')`;
}

export function packedBytes(column: string | null): Buffer | null {
  return column === null ? null : Buffer.from(column, "base64");
}
