import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { typedRow } from "#server/testing/typed-row";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "#server/testing/database";
import { MAX_NAMED, PreparingPool } from "./pg-statements.ts";
import { PREPARE_THRESHOLD } from "./repeated-statements.ts";

/**
 * Decision 0130: on PostgreSQL a statement the pool runs PREPARE_THRESHOLD times becomes a named
 * prepared statement. Real PostgreSQL, node-postgres and drizzle. Each rule fails when it breaks:
 * the statement is not prepared, gives other rows, a stale name fails a request, a transaction's
 * statements take names, a text without parameters is named, or names are never capped.
 */

describe("PostgreSQL runs repeated statements as named prepared statements", () => {
  if (!testDatabaseUrl) {
    it.skip("needs TEST_DATABASE_URL (PostgreSQL): PGlite has its own (pglite-statements.test.ts)", () => {});
    return;
  }
  let database: TestDatabase;
  // One connection: what one statement prepared, the next one on the pool sees.
  let pool: PreparingPool;
  let db: ReturnType<typeof drizzle>;
  const prepared = async () =>
    (await pool.query("select name, statement from pg_prepared_statements where not from_sql order by name"))
      .rows as Array<{ name: string; statement: string }>;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new PreparingPool({ connectionString: database.url, max: 1 });
    db = drizzle(pool);
    await db.execute(sql`create table t (id int primary key, note text not null)`);
  });
  beforeEach(async () => {
    await db.execute(sql`delete from t`);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it("names a statement once it has run PREPARE_THRESHOLD times, and gives the same rows as before", async () => {
    const rows = [];
    for (let i = 0; i < PREPARE_THRESHOLD - 1; i++) rows.push((await db.execute(typedRow(i))).rows[0]);
    expect((await prepared()).filter((p) => p.statement.includes("as tzs"))).toHaveLength(0);
    for (let i = PREPARE_THRESHOLD - 1; i < PREPARE_THRESHOLD + 3; i++)
      rows.push((await db.execute(typedRow(i))).rows[0]);
    const mine = (await prepared()).filter((p) => p.statement.includes("as tzs"));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^gr_s\d+$/);
    // The unnamed runs (a plain pool) and the named ones give the same values, type by type.
    const plain = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      for (let i = 0; i < rows.length; i++)
        expect(rows[i]).toEqual((await drizzle(plain).execute(typedRow(i))).rows[0]);
    } finally {
      await plain.end();
    }
    expect(rows.at(-1)).toMatchObject({
      id: rows.length - 1,
      t: "it's",
      nothing: null,
      bytes: Buffer.from([0, 1, 255]),
    });
  });

  it("drizzle's selects and inserts give the same results named, and the writes land", async () => {
    const { pgTable, integer, text } = await import("drizzle-orm/pg-core");
    const { eq } = await import("drizzle-orm");
    const t = pgTable("t", { id: integer("id").primaryKey(), note: text("note").notNull() });
    for (let i = 0; i < PREPARE_THRESHOLD + 2; i++) await db.insert(t).values({ id: i, note: `n${i}` });
    const seen = [];
    for (let i = 0; i < PREPARE_THRESHOLD + 2; i++) seen.push(await db.select().from(t).where(eq(t.id, i)));
    expect(seen.map((r) => r[0])).toEqual(
      Array.from({ length: PREPARE_THRESHOLD + 2 }, (_, i) => ({ id: i, note: `n${i}` })),
    );
    const names = (await prepared()).map((p) => p.statement);
    expect(names.some((s) => s.startsWith('insert into "t"'))).toBe(true);
    expect(names.some((s) => s.startsWith('select "id", "note" from "t"'))).toBe(true);
  });

  it("a name the server no longer knows (DEALLOCATE ALL) runs again unnamed: the request never fails", async () => {
    const count = sql`select count(*)::int as n from t where id >= ${0}`;
    for (let i = 0; i < PREPARE_THRESHOLD + 1; i++) await db.execute(count);
    expect((await prepared()).some((p) => p.statement.includes("count(*)::int as n from t"))).toBe(true);
    await pool.query("DEALLOCATE ALL");
    expect(await prepared()).toEqual([]);
    await db.execute(sql`insert into t values (${1}, ${"a"})`);
    expect((await db.execute(count)).rows[0]).toEqual({ n: 1 });
    // The failed connection was dropped; its replacement prepares the statement again.
    await db.execute(count);
    expect((await prepared()).some((p) => p.statement.includes("count(*)::int as n from t"))).toBe(true);
  });

  it("a statement drizzle names itself (.prepare) runs as named, and again unnamed once the name is gone", async () => {
    const { pgTable, integer, text } = await import("drizzle-orm/pg-core");
    const { eq } = await import("drizzle-orm");
    const t = pgTable("t", { id: integer("id").primaryKey(), note: text("note").notNull() });
    const byId = db
      .select()
      .from(t)
      .where(eq(t.id, sql.placeholder("id")))
      .prepare("read_t_by_id");
    await db.insert(t).values({ id: 7, note: "seven" });
    expect(await byId.execute({ id: 7 })).toEqual([{ id: 7, note: "seven" }]);
    expect((await prepared()).map((p) => p.name)).toContain("read_t_by_id");
    await pool.query("DEALLOCATE ALL");
    expect(await byId.execute({ id: 7 })).toEqual([{ id: 7, note: "seven" }]);
  });

  it("a statement whose result changed shape (a migration by another process) runs again unnamed", async () => {
    await db.execute(sql`create table shape (a int)`);
    const all = sql`select * from shape where a >= ${0}`;
    for (let i = 0; i < PREPARE_THRESHOLD + 1; i++) await db.execute(all);
    expect((await prepared()).some((p) => p.statement.includes("from shape"))).toBe(true);
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query("alter table shape add column b text; insert into shape values (1, 'x')");
    } finally {
      await other.end();
    }
    expect((await db.execute(all)).rows).toEqual([{ a: 1, b: "x" }]);
  });

  it("a transaction's statements stay unnamed, however often they run", async () => {
    const inTx = sql`select count(*)::int as n from t where note <> ${"in a transaction"}`;
    await db.transaction(async (tx) => {
      for (let i = 0; i < PREPARE_THRESHOLD + 2; i++) await tx.execute(inTx);
    });
    expect(
      (await prepared()).some((p) => p.statement.includes("in a transaction") || p.statement.includes("note <> $1")),
    ).toBe(false);
  });

  it("a text without parameters is never named (it may hold several statements, which only the simple protocol runs)", async () => {
    for (let i = 0; i < PREPARE_THRESHOLD + 2; i++) await pool.query("select 1; select 2");
    expect((await prepared()).some((p) => p.statement.includes("select 2"))).toBe(false);
  });

  it(`names at most ${MAX_NAMED} texts, and never gives a name to another text`, async () => {
    const fresh = new PreparingPool({ connectionString: database.url, max: 1 });
    try {
      for (let k = 0; k < MAX_NAMED + 5; k++)
        for (let i = 0; i < PREPARE_THRESHOLD; i++) await fresh.query(`select $1::int + ${k} as v`, [i]);
      expect(fresh.statements.size).toBe(MAX_NAMED);
      const names = (await fresh.query("select name, statement from pg_prepared_statements where not from_sql")).rows;
      expect(names).toHaveLength(MAX_NAMED);
      expect(new Set(names.map((r) => r.name)).size).toBe(MAX_NAMED);
      // Past the cap a statement still runs (unnamed) and answers right.
      expect((await fresh.query(`select $1::int + ${MAX_NAMED + 4} as v`, [1])).rows).toEqual([{ v: MAX_NAMED + 5 }]);
    } finally {
      await fresh.end();
    }
  });
});
