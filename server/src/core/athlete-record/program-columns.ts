import { type SQL, sql } from "drizzle-orm";
import { trainingPlans } from "#server/core/db/schema";

/**
 * How statements write and read `training_plans.program_packed` (issue #13, docs/decisions/0122
 * and 0131). Written as it is, one binary parameter: node-postgres sends a Buffer in binary format, and
 * so does PGlite since its bytea serializer gives the bytes themselves (`byteaAsBinary`); 0122's
 * hex text (18 KB for a 9 KB program, decoded by the database) cost more than the rest of the
 * insert on PGlite (decision 0131). Read as base64 text that PostgreSQL encodes: PGlite parses a
 * bytea result from hex in JavaScript one byte at a time (about 0.9 ms for 10 KB, 0122). Kept
 * apart from program.ts, which the program worker loads: it needs no database module.
 */

/** The packed program as a select reads it; `packedBytes` turns it back into the bytes. */
export function packedColumn(): SQL<string | null> {
  return sql<string | null>`encode(${trainingPlans.programPacked}, 'base64')`;
}

export function packedBytes(column: string | null): Buffer | null {
  return column === null ? null : Buffer.from(column, "base64");
}
