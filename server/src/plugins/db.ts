import fp from "fastify-plugin";
import { ConfigError } from "#server/core/config";
import {
  openDatabase,
  SchemaOutdatedError,
  SERVER_APPLICATION_NAME,
  type Database,
  type Db,
} from "#server/core/db/client";
import { DataDirLockedError } from "#server/core/db/lock";

/** Where DATABASE_URL points, without its password: enough for an operator to see the mistake. */
function whereTo(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "(unreadable URL)";
  }
}

/** Opens the database (PGlite in DATA_DIR or PostgreSQL), applies migrations, closes on shutdown. */
export default fp<{ inMemory: boolean }>(
  async (app, opts) => {
    const database = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      inMemory: opts.inMemory && !app.config.databaseUrl,
      onError: (err) => app.log.error({ err }, "database connection error"),
      onConflictRetry: (code) =>
        app.log.warn({ code }, "transaction retried after a deadlock or serialization conflict"),
      poolSize: app.config.databasePoolSize,
      applicationName: SERVER_APPLICATION_NAME,
      sharedBuffers: app.config.pgliteSharedBuffers,
      // MIGRATE_ON_START=false: `npm run migrate` is a separate deploy step; refuse an outdated schema.
      migrations: app.config.migrateOnStart ? "apply" : "check",
    }).catch((err: unknown) => {
      // A PostgreSQL that cannot be reached or refuses us is the operator's setting to fix, as a
      // missing variable is: a message naming DATABASE_URL, not a stack trace.
      if (!app.config.databaseUrl || err instanceof SchemaOutdatedError || err instanceof DataDirLockedError) throw err;
      const e = err as { code?: string; message?: string };
      throw new ConfigError(
        `Database: cannot use DATABASE_URL (${whereTo(app.config.databaseUrl)}): ${e.code ? `${e.code} ` : ""}${(e.message ?? String(err)).split("\n")[0]?.replace(/[a-z]+:\/\/\S+/gi, "<url>")}. ` +
          "Check that PostgreSQL is running and reachable from here, and DATABASE_URL's host, port, database name, user and password.",
      );
    });
    app.decorate("database", database);
    app.decorate("db", database.db);
    app.addHook("onClose", async () => {
      await database.close();
    });
  },
  { name: "db" },
);

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}
