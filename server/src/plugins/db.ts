import fp from "fastify-plugin";
import { openDatabase, type Database, type Db } from "#server/core/db/client";

/** Opens the database (PGlite in DATA_DIR or PostgreSQL), applies migrations, closes on shutdown. */
export default fp<{ inMemory: boolean }>(
  async (app, opts) => {
    const database = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      inMemory: opts.inMemory && !app.config.databaseUrl,
      onError: (err) => app.log.error({ err }, "database connection error"),
      poolSize: app.config.databasePoolSize,
      sharedBuffers: app.config.pgliteSharedBuffers,
      // MIGRATE_ON_START=false: `npm run migrate` is a separate deploy step; refuse an outdated schema.
      migrations: app.config.migrateOnStart ? "apply" : "check",
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
