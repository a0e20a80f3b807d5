import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";
import { acquireDataDirLock, type DataDirLock } from "./lock.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/** A database plus what only a real connection can do: LISTEN and closing. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: a consistent tarball of the data folder, from inside the one process that may open it (backup, 0060). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent, PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** For tests: PGlite in memory, no lock. */
  inMemory?: boolean;
  onError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.onError) : await openPglite(opts);
  return db;
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (opts.inMemory) {
    client = await PGlite.create("memory://");
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    // PGlite is single-process: a second server on the same folder would corrupt it.
    lock = acquireDataDirLock(opts.dataDir);
    try {
      client = await PGlite.create(path.join(opts.dataDir, "pglite"));
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: "pglite",
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

/** Any constant shared by every GameReady process: the key of the migration advisory lock. */
export const MIGRATION_LOCK_KEY = 47_472_026;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, so several processes starting
 * at once on one database (replicas behind a load balancer) migrate one after the other: the
 * first applies them, the rest find them applied. Without it the second process failed on a
 * fresh database with a duplicate-key error from the catalog (found by the limits test, 0021).
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      // Never hides a migration error: if the connection is gone, the lock went with it.
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

async function openPostgres(url: string, onError?: (err: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (a restart) must not crash the process; the pool replaces it.
  pool.on("error", (err) => onError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    await migrateLocked(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const listeners: Array<{ stop: () => Promise<void> }> = [];
  return {
    db,
    kind: "postgres",
    async listen(channel, onNotify) {
      const l = new PgListener(url, channel, onNotify, onError);
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
    private channel: string,
    private onNotify: (payload: string) => void,
    private onError?: (err: Error) => void,
  ) {}

  /** Connects and listens; on failure cleans its client up and throws. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
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
