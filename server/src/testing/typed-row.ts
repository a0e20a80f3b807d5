import { sql } from "drizzle-orm";

/**
 * One row of every kind of value a statement can give back (timestamps, dates, intervals,
 * numerics, arrays, jsonb, booleans, text with a quote, bytea, null), with `id` as a parameter:
 * the named-statement tests (pglite-statements, pg-statements) compare it named and unnamed.
 */
export const typedRow = (id: number) => sql`select '2026-01-02 03:04:05+00'::timestamptz as tz, '2026-01-02'::date as d,
  '1 day 2 hours'::interval as i, 1.50::numeric as n, '{1,2}'::int[] as ints, '{"a":[1,2]}'::jsonb as j,
  true as b, ${id}::int as id, ${"it's"}::text as t, ${Buffer.from([0, 1, 255])}::bytea as bytes,
  ${null}::text as nothing, array['2026-01-02 03:04:05+00'::timestamptz] as tzs`;
