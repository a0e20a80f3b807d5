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
        // FORCE terminates the database's sessions but gives up (55006, object_in_use) when one
        // has not exited within 5 s, which a loaded 2-core machine can cause: try again.
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
            break;
          } catch (err) {
            if ((err as { code?: string }).code !== "55006" || attempt >= 5) throw err;
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}
