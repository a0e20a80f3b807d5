import type { PGlite, Transaction } from "@electric-sql/pglite";
import { PgliteStatements } from "./pglite-statements.ts";

/**
 * drizzle-orm's PGlite driver sends the same value parsers with every query: timestamps, dates
 * and intervals (and their arrays) come back as the database's text, which drizzle maps itself.
 * PGlite merges a query's parsers into a fresh copy of its own table of 318 parsers, every time:
 * about 0.13 ms of CPU per statement, a third of a simple one (docs/decisions/0124).
 *
 * So the same parsers are installed on the PGlite instance once, and drizzle gets a client that
 * leaves them off each query: only when the query's parsers are exactly these (the same type ids,
 * each returning the text as it came) and the instance still has them. Anything else (a newer
 * drizzle with another set, a caller's own parsers) goes to PGlite unchanged.
 */
const AS_TEXT_TYPE_IDS = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
] as const;

const asText = (value: string) => value;

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * A bytea parameter as the bytes themselves: PGlite's protocol then sends it in binary format.
 * PGlite's own serializer writes it as hex text one byte at a time (about 0.6 ms for a 9 KB
 * program, twice the whole insert), which the database then decodes (docs/decisions/0131).
 * Anything but bytes is refused, as PGlite's own serializer refuses it.
 */
export function byteaAsBinary(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return value;
}
const PROBE = "2026-01-01 00:00:00+00";

type QueryOptions = Parameters<PGlite["query"]>[2];
type Parsers = NonNullable<NonNullable<QueryOptions>["parsers"]>;

function installed(client: Pick<PGlite, "parsers">): boolean {
  for (const id of AS_TEXT_TYPE_IDS) if (client.parsers[id] !== asText) return false;
  return true;
}

/** The query's parsers are drizzle's "as text" set: the same type ids, each giving back its input. */
function isAsTextSet(parsers: Parsers): boolean {
  const ids = Object.keys(parsers);
  if (ids.length !== AS_TEXT_TYPE_IDS.length) return false;
  for (const id of AS_TEXT_TYPE_IDS) {
    const parse = parsers[id];
    if (typeof parse !== "function" || parse(PROBE) !== PROBE) return false;
  }
  return true;
}

/**
 * Installs the parsers and the bytea serializer on the instance (after its array types are read)
 * and returns the client for drizzle. Its statements run as named prepared statements once
 * repeated (pglite-statements.ts).
 */
export function clientForDrizzle(client: PGlite): PGlite {
  const statements = new PgliteStatements(client);
  for (const id of AS_TEXT_TYPE_IDS) client.parsers[id] = asText;
  // PGlite types serializers as giving text; its protocol sends a Uint8Array as binary.
  client.serializers[BYTEA] = byteaAsBinary as unknown as (typeof client.serializers)[number];
  const lean = (options: QueryOptions): QueryOptions => {
    if (!options?.parsers || !isAsTextSet(options.parsers) || !installed(client)) return options;
    const { parsers: _sameAsInstalled, ...rest } = options;
    return rest;
  };
  // query and transaction are made once per wrapped object, not on every property read.
  const wrap = <T extends object>(target: T, tx?: Transaction): T => {
    const t = target as unknown as Pick<PGlite, "query" | "transaction">;
    const query = (text: string, params?: unknown[], options?: QueryOptions) => {
      const o = lean(options);
      if (!statements.wants(text, o)) return t.query(text, params, o);
      return tx ? statements.queryIn(tx, text, params, o) : statements.query(text, params, o);
    };
    const transaction = <R>(fn: (tx: never) => Promise<R>) => t.transaction((inner) => fn(wrap(inner, inner) as never));
    return new Proxy(target, {
      get(obj, prop) {
        if (prop === "query") return query;
        if (prop === "transaction") return transaction;
        const value = Reflect.get(obj, prop, obj);
        return typeof value === "function" ? value.bind(obj) : value;
      },
    });
  };
  return wrap(client);
}
