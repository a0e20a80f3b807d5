import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Tests run on PGlite by default; with TEST_DATABASE_URL they run on that PostgreSQL, each
 * caller getting a fresh database that is dropped afterwards, so leftovers never decide a result.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind = testDatabaseUrl ? "postgres" : "pglite";

export interface TestDatabase {
  url: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) return { url: undefined, drop: async () => {} };
  const name = `gr_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: testDatabaseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
