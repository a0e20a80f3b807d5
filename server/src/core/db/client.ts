import path from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";
import { retryingConflicts } from "./retry-conflicts.ts";
import { acquireDataDirLock, type DataDirLock } from "./lock.ts";
import { PreparingPool } from "./pg-statements.ts";
import { closeToOthers, makeDataDirPrivate } from "#server/core/private-data-dir";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** V8's setting for PGlite's WebAssembly, applied when PGlite opens (decision 0127). */
export const PGLITE_WASM_COMPILATION = "--wasm-num-compilation-tasks=1";

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/** A database plus what only a real connection can do: LISTEN and closing. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: a consistent tarball of the data folder, from inside the one process that may open it (backup, 0060). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections, for the metrics (issue #15). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Applies the pending migrations (under the advisory lock on PostgreSQL); resolves to how many ran. */
  migrate(): Promise<number>;
  close(): Promise<void>;
}

/** MIGRATE_ON_START=false on a database whose schema is behind this release (issue #15). */
export class SchemaOutdatedError extends Error {}

export interface OpenOptions {
  /** postgres:// URL; when absent, PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** For tests: PGlite in memory, no lock. */
  inMemory?: boolean;
  onError?: (err: Error) => void;
  /** PostgreSQL: a transaction lost a deadlock or a serialization conflict (its code) and runs again. */
  onConflictRetry?: (code: string) => void;
  /** PostgreSQL: connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * PostgreSQL: how this process's connections are named in pg_stat_activity. Servers say
   * SERVER_APPLICATION_NAME, so a restore can tell that one is connected and name it.
   */
  applicationName?: string;
  /** PGlite: shared_buffers for this start (PGLITE_SHARED_BUFFERS), e.g. "32MB"; PGlite's own default is 128MB. */
  sharedBuffers?: string;
  /**
   * "apply" (default, MIGRATE_ON_START=true) migrates while opening; "check" refuses to open a
   * database with pending migrations (SchemaOutdatedError); "none" leaves it to the caller
   * (scripts/migrate.ts calls `migrate()`).
   */
  migrations?: "apply" | "check" | "none";
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts) : await openPglite(opts);
  try {
    const mode = opts.migrations ?? "apply";
    if (mode === "apply") await database.migrate();
    if (mode === "check") {
      const pending = await pendingMigrations(database.db);
      if (pending > 0)
        throw new SchemaOutdatedError(
          `The database schema is behind this release: ${pending} migration(s) pending, and MIGRATE_ON_START=false. ` +
            "Run `npm run migrate` (the compose file's migrate service) first, then start the server.",
        );
    }
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

/** Migrations in the folder newer than the last one applied, decided as drizzle's migrator decides. */
export async function pendingMigrations(db: Db): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  // Both drivers answer { rows }; the shared Db type does not say so.
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ t: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!table?.t) return files.length;
  const [last] = await rows<{ created_at: string | number | null }>(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const lastMillis = Number(last?.created_at ?? 0);
  return files.filter((f) => f.folderMillis > lastMillis).length;
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  // Before PGlite compiles PostgreSQL's WebAssembly: one background compilation task, so V8's
  // optimising compiler leaves its freed memory in one thread's malloc arena, not one per pool
  // thread (idle memory, decision 0127). Process-wide, and only a server on PGlite gets here.
  setFlagsFromString(PGLITE_WASM_COMPILATION);
  // Loaded here, not at import: a server on PostgreSQL never loads PGlite (decision 0112).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { clientForDrizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
    // Its named statements use PGlite's protocol helpers (values, not types): loaded with PGlite.
    import("./pglite-parsers.ts"),
  ]);
  let lock: DataDirLock | undefined;
  let client: PGlite;
  // shared_buffers per start (never written into the data folder): PGlite's 128MB default is
  // most of an idle server's memory (docs/decisions/0095).
  const pgOptions = opts.sharedBuffers
    ? { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${opts.sharedBuffers}`] }
    : {};
  if (opts.inMemory) {
    client = await PGlite.create("memory://", pgOptions);
  } else {
    // Also for migrate, seed and restore, which open it without main.ts.
    makeDataDirPrivate(opts.dataDir);
    // PGlite is single-process: a second server on the same folder would corrupt it.
    lock = acquireDataDirLock(opts.dataDir);
    try {
      client = await PGlite.create(path.join(opts.dataDir, "pglite"), pgOptions);
      // Its first start writes the template cluster 0666, past the umask: closed here.
      closeToOthers(path.join(opts.dataDir, "pglite"));
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  const db = drizzlePglite(clientForDrizzle(client), { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async migrate() {
      const pending = await pendingMigrations(db);
      // Nothing pending (every start but the first after an upgrade): drizzle's migrator would
      // still create its schema and table "if not exists" and read the last row, four more
      // statements on a cold catalogue before "ready" (decision 0112).
      if (pending > 0) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      return pending;
    },
    async listen(channel, onNotify) {
      const unsub = await client.listen(channel, onNotify);
      return async () => unsub();
    },
    async dumpDataDir() {
      // A checkpoint first: the tarball then needs little WAL replay when restored.
      await client.exec("CHECKPOINT");
      return client.dumpDataDir("gzip");
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** What a GameReady server's PostgreSQL connections are called (pg_stat_activity.application_name). */
export const SERVER_APPLICATION_NAME = "gameready-server";

/** Any constant shared by every GameReady process: the key of the migration advisory lock. */
export const MIGRATION_LOCK_KEY = 47_472_026;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, so several processes starting
 * at once on one database (replicas behind a load balancer) migrate one after the other: the
 * first applies them, the rest find them applied. Without it the second process failed on a
 * fresh database with a duplicate-key error from the catalog (found by the limits test, 0021).
 */
async function migrateLocked(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzlePg(client, { schema });
      const pending = await pendingMigrations(db as unknown as Db);
      // As on PGlite: with nothing pending the migrator's own statements are skipped.
      if (pending > 0) await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      return pending;
    } finally {
      // Never hides a migration error: if the connection is gone, the lock went with it.
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const { onError } = opts;
  // Repeated statements run as named prepared statements (decision 0130).
  const application_name = opts.applicationName ?? "gameready-tool";
  const pool = new PreparingPool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    application_name,
  });
  // An idle client losing its server (a restart) must not crash the process; the pool replaces it.
  pool.on("error", (err) => onError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Every transaction that loses a deadlock or a serialization conflict runs again.
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    retryingConflicts(() => transaction(fn, config), opts.onConflictRetry)) as Db["transaction"];
  const listeners: Array<{ stop: () => Promise<void> }> = [];
  return {
    db,
    kind: "postgres",
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migrateLocked(pool),
    async listen(channel, onNotify) {
      const l = new PgListener(url, application_name, channel, onNotify, onError);
      await l.start();
      listeners.push(l);
      return () => l.stop();
    },
    async close() {
      await Promise.allSettled(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
}

/** A dedicated LISTEN connection that reconnects (with back-off) after the server goes away. */
class PgListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 250;
  constructor(
    private url: string,
    private applicationName: string,
    private channel: string,
    private onNotify: (payload: string) => void,
    private onError?: (err: Error) => void,
  ) {}

  /** Connects and listens; on failure cleans its client up and throws. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: this.applicationName });
    client.on("notification", (msg) => {
      if (msg.channel === this.channel) this.onNotify(msg.payload ?? "");
    });
    client.on("error", (err) => {
      this.onError?.(err);
      this.lost(client);
    });
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (err) {
      silence(client);
      await client.end().catch(() => {});
      throw err;
    }
    if (this.stopped) {
      silence(client);
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = 250;
    // Anything missed while disconnected: tell the listener to re-read.
    this.onNotify("reconnected");
  }

  /**
   * The live connection is gone (PostgreSQL restarted): forget it and reconnect, once per lost
   * connection. pg emits several errors for one loss, and a failed reconnect must schedule the
   * next try, never throw: either would crash the process (found by
   * server/src/testing/fault/pg-restart.test.ts).
   */
  private lost(client: pg.Client) {
    if (client !== this.client) return;
    silence(client);
    this.client = undefined;
    this.retry();
  }

  private retry() {
    if (this.stopped) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 10_000);
    setTimeout(() => {
      if (this.stopped) return;
      this.start().catch((err) => {
        this.onError?.(err);
        this.retry();
      });
    }, delay).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const c = this.client;
    this.client = undefined;
    if (c) {
      silence(c);
      await c.end().catch(() => {});
    }
  }
}

/** No more events from a client we are done with; a late 'error' is swallowed, not thrown. */
function silence(client: pg.Client) {
  client.removeAllListeners();
  client.on("error", () => {});
}
