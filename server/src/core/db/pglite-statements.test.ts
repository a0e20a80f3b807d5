import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { typedRow } from "#server/testing/typed-row";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientForDrizzle } from "./pglite-parsers.ts";
import { MAX_STATEMENTS, PREPARE_THRESHOLD } from "./pglite-statements.ts";

/**
 * Decision 0125: on PGlite a statement run PREPARE_THRESHOLD times becomes a named prepared
 * statement. Real PGlite and the installed drizzle-orm. Each rule fails when it breaks: the
 * statement is not prepared, gives other rows, runs inside someone else's transaction, survives
 * an error badly, or the statements are never closed.
 */

describe("PGlite runs repeated statements as named prepared statements", () => {
  let pg: PGlite;
  let db: ReturnType<typeof drizzle>;
  const named = async () =>
    (await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where not from_sql")).rows[0]!
      .n;

  beforeAll(async () => {
    pg = await PGlite.create();
    db = drizzle(clientForDrizzle(pg));
    await db.execute(sql`create table t (id int primary key, note text not null)`);
  });
  beforeEach(async () => {
    await db.execute(sql`delete from t`);
  });
  afterAll(async () => {
    await pg?.close();
  });

  it("prepares a statement once it has run PREPARE_THRESHOLD times, and gives the same rows as before", async () => {
    const before = await named();
    const rows = [];
    for (let i = 0; i < PREPARE_THRESHOLD + 3; i++) rows.push((await db.execute(typedRow(i))).rows[0]);
    expect(await named()).toBe(before + 1);
    const statement = await pg.query<{ statement: string }>(
      "select statement from pg_prepared_statements where not from_sql and statement like '%as tzs'",
    );
    expect(statement.rows).toHaveLength(1);
    // The unnamed runs and the named ones give the same values, type by type.
    const plain = await PGlite.create();
    try {
      for (let i = 0; i < rows.length; i++) {
        const expected = (await drizzle(plain).execute(typedRow(i))).rows[0];
        expect(rows[i]).toEqual(expected);
      }
    } finally {
      await plain.close();
    }
    expect(rows.at(-1)).toMatchObject({ id: rows.length - 1, t: "it's", nothing: null, tz: "2026-01-02 03:04:05+00" });
  });

  it("inside a transaction: sees its own writes; a rollback undoes writes made through a named statement", async () => {
    const insert = (id: number) => sql`insert into t (id, note) values (${id}, ${`n${id}`})`;
    for (let i = 0; i < PREPARE_THRESHOLD; i++) await db.execute(insert(i));
    await db.execute(sql`delete from t`);
    const countIn = (tx: Pick<typeof db, "execute">) =>
      tx.execute(sql`select count(*)::int as n from t`).then((r) => (r.rows[0] as { n: number }).n);
    for (let i = 0; i < PREPARE_THRESHOLD; i++) await countIn(db);
    const statementsBefore = await named();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(100));
        await tx.execute(insert(101));
        expect(await countIn(tx)).toBe(2);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await countIn(db)).toBe(0);
    // Prepared statements belong to the session: the rollback kept them, and they still work.
    expect(await named()).toBe(statementsBefore);
    await db.execute(insert(7));
    expect(await countIn(db)).toBe(1);
  });

  it("never runs inside another caller's open transaction", async () => {
    const count = sql`select count(*)::int as n from t where note = 'pending'`;
    for (let i = 0; i < PREPARE_THRESHOLD; i++) await db.execute(count);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const tx = db.transaction(async (t) => {
      await t.execute(sql`insert into t (id, note) values (1, 'pending')`);
      inserted();
      await held;
      throw new Error("abandon");
    });
    await didInsert;
    // Issued while the transaction is open: it waits for the transaction to end, so it never
    // sees the uncommitted row (or runs inside that transaction).
    const seen = db.execute(count).then((r) => (r.rows[0] as { n: number }).n);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await expect(tx).rejects.toThrow("abandon");
    expect(await seen).toBe(0);
  });

  it("an error in a named statement comes back with its code, and the connection goes on", async () => {
    const insert = (id: number) => sql`insert into t (id, note) values (${id}, 'x')`;
    for (let i = 0; i < PREPARE_THRESHOLD + 1; i++) await db.execute(insert(i));
    const err = await db.execute(insert(0)).then(
      () => undefined,
      (e: unknown) => e as { cause?: { code?: string; query?: string } },
    );
    expect(err?.cause?.code).toBe("23505");
    expect(err?.cause?.query).toContain("insert into t");
    // Inside a transaction the error aborts it; after the rollback the same statement works.
    await expect(db.transaction((tx) => tx.execute(insert(1)))).rejects.toThrow();
    await db.execute(insert(50));
    expect((await db.execute(sql`select count(*)::int as n from t`)).rows[0]).toEqual({ n: PREPARE_THRESHOLD + 2 });
  });

  it("leaves COPY to PGlite's /dev/blob on PGlite's own path, which collects the file", async () => {
    await db.execute(sql`insert into t (id, note) values (1, 'a'), (2, 'b')`);
    const client = clientForDrizzle(pg);
    for (let i = 0; i < PREPARE_THRESHOLD + 1; i++) {
      const r = await client.query("copy t to '/dev/blob' with (format csv)");
      expect(await r.blob?.text()).toBe("1,a\n2,b\n");
    }
  });

  it("a statement deallocated behind its back is prepared again", async () => {
    const q = sql`select ${5}::int + 1 as six`;
    for (let i = 0; i < PREPARE_THRESHOLD + 1; i++) await db.execute(q);
    await pg.exec("deallocate all");
    expect(await named()).toBe(0);
    expect((await db.execute(q)).rows[0]).toEqual({ six: 6 });
    expect(await named()).toBe(1);
  });

  it(`keeps at most ${MAX_STATEMENTS} statements, closing the least recently used`, async () => {
    for (let k = 0; k < MAX_STATEMENTS + 20; k++) {
      const q = sql.raw(`select ${k} as k`);
      for (let i = 0; i < PREPARE_THRESHOLD; i++) await db.execute(q);
    }
    expect(await named()).toBe(MAX_STATEMENTS);
    expect((await db.execute(sql.raw("select 3 as k"))).rows[0]).toEqual({ k: 3 });
  });
});
