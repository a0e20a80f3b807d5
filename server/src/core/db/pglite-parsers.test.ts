import { PGlite, type Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientForDrizzle } from "./pglite-parsers.ts";

/**
 * Decision 0124: drizzle's per-query parsers are installed on the PGlite instance once and left
 * off each query. Real PGlite and the installed drizzle-orm: the rows are the same as drizzle's
 * own way, inside and outside transactions, and what reaches PGlite really carries no parsers
 * (if a drizzle upgrade changes its set, the "left off" test fails and the set needs a look).
 */
const ROW = sql`select '2026-01-02 03:04:05+00'::timestamptz as tz, '2026-01-02 03:04:05'::timestamp as ts,
  '2026-01-02'::date as d, '1 day 2 hours'::interval as i, 1.50::numeric as n, '{1,2}'::int[] as ints,
  '{"a":[1,2]}'::jsonb as j, true as b, 7::int as n7,
  array['2026-01-02 03:04:05+00'::timestamptz] as tzs, array['2026-01-02'::date] as ds`;

describe("PGlite's parsers installed once for drizzle", () => {
  let plain: PGlite;
  let lean: PGlite;
  const seen: Array<Record<string, unknown> | undefined> = [];

  beforeAll(async () => {
    [plain, lean] = await Promise.all([PGlite.create(), PGlite.create()]);
    // Record what reaches PGlite's own query (the real one still runs).
    const query = lean.query.bind(lean);
    lean.query = ((text: string, params?: unknown[], options?: Record<string, unknown>) => {
      seen.push(options);
      return query(text, params, options);
    }) as PGlite["query"];
    const transaction = lean.transaction.bind(lean);
    lean.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text: string, params?: unknown[], options?: Record<string, unknown>) => {
          seen.push({ ...options, inTransaction: true });
          return txQuery(text, params, options);
        }) as Transaction["query"];
        return fn(tx);
      })) as PGlite["transaction"];
  });
  afterAll(async () => {
    await plain?.close();
    await lean?.close();
  });

  it("gives the same rows as drizzle's own way, outside and inside a transaction", async () => {
    const before = drizzle(plain);
    const after = drizzle(clientForDrizzle(lean));
    const expected = (await before.execute(ROW)).rows;
    expect(expected[0]!.tz).toBe("2026-01-02 03:04:05+00"); // drizzle's way: the database's text
    expect((await after.execute(ROW)).rows).toEqual(expected);
    expect(await after.transaction((tx) => tx.execute(ROW).then((r) => r.rows))).toEqual(expected);
  });

  it("leaves drizzle's parsers off what reaches PGlite, inside transactions too", async () => {
    const after = drizzle(clientForDrizzle(lean));
    seen.length = 0;
    await after.execute(sql`select 1`);
    await after.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
    });
    expect(seen.filter((o) => o?.inTransaction).length).toBeGreaterThanOrEqual(1);
    expect(seen.filter((o) => !o?.inTransaction).length).toBeGreaterThanOrEqual(1);
    for (const options of seen) expect(options?.parsers).toBeUndefined();
  });

  it("passes a caller's own parsers through unchanged", async () => {
    const client = clientForDrizzle(lean);
    const r = await client.query<{ t: string }>("select '2026-01-02'::date as t", [], {
      parsers: { 1082: () => "mine" },
    });
    expect(r.rows[0]!.t).toBe("mine");
  });
});

describe("bytea parameters go to PGlite as binary (decision 0131)", () => {
  let pg: PGlite;
  let db: ReturnType<typeof drizzle>;
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));

  beforeAll(async () => {
    pg = await PGlite.create();
    db = drizzle(clientForDrizzle(pg));
    await db.execute(sql`create table b (id int primary key, p bytea)`);
  });
  afterAll(async () => {
    await pg?.close();
  });

  it("the instance's bytea serializer gives the bytes themselves (PGlite's protocol sends those in binary), and refuses anything else", () => {
    expect(pg.serializers[17]!(bytes as never)).toBe(bytes);
    expect(() => pg.serializers[17]!("\\x00" as never)).toThrow(/Invalid input for bytea type/);
  });

  it("stores exactly the bytes: unnamed and named, inside a transaction and through PGlite's own query", async () => {
    // Enough runs of one text for it to become a named statement (pglite-statements.ts).
    for (let i = 0; i < 8; i++) await db.execute(sql`insert into b values (${i}, ${bytes})`);
    await db.transaction(async (tx) => {
      for (let i = 8; i < 16; i++) await tx.execute(sql`insert into b values (${i}, ${bytes})`);
    });
    await pg.query("insert into b values ($1, $2)", [16, bytes]);
    const rows = (
      await pg.query<{ same: boolean }>("select p = decode($1, 'hex') as same from b order by id", [
        bytes.toString("hex"),
      ])
    ).rows;
    expect(rows).toHaveLength(17);
    expect(rows.every((r) => r.same)).toBe(true);
  });
});
