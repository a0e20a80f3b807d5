import { buildApp } from "./app.ts";
import { checkServerConfig, ConfigError, loadConfig, lookalikeWarnings } from "#server/core/config";
import { SchemaOutdatedError } from "#server/core/db/client";
import { DataDirLockedError } from "#server/core/db/lock";
import { lifecycle, watchConnections } from "#server/core/lifecycle";
import { keepNewFilesPrivate, makeDataDirPrivate } from "#server/core/private-data-dir";

/** Starts the server: listen, log where, shut down gracefully on SIGINT/SIGTERM. */
async function main() {
  // Before anything writes to DATA_DIR (the auth secret is made while the config loads).
  keepNewFilesPrivate();
  // Misspelt variables (DATABSE_URL) are named before anything else can go wrong because of them.
  const lookalikes = lookalikeWarnings();
  let config;
  try {
    config = loadConfig();
    checkServerConfig(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const w of lookalikes) console.error(`Warning: ${w}`);
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  makeDataDirPrivate(config.dataDir);

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    for (const w of lookalikes) console.error(`Warning: ${w}`);
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(75); // EX_TEMPFAIL
    }
    if (err instanceof SchemaOutdatedError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG: the deploy skipped its migrate step
    }
    if (err instanceof ConfigError) {
      console.error(err.message); // e.g. S3_BUCKET missing or unreachable (plugins/storage.ts)
      process.exit(78); // EX_CONFIG
    }
    console.error(err);
    process.exit(1);
  }
  for (const w of lookalikes) app.log.warn(w);
  const connections = watchConnections(app.server);

  /**
   * SIGTERM (docker stop, Kubernetes) or SIGINT: readiness answers 503 at once, clients are told
   * to close their connections, the accept queue is taken in, then the server closes: in-flight
   * requests finish, event streams end (live-count's preClose), the database closes. Bounded by
   * SHUTDOWN_TIMEOUT_SECONDS, which the orchestrator's grace period must exceed (docs/decisions/0141).
   */
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    lifecycle.draining = true;
    const started = Date.now();
    app.log.info({ signal, inFlight: connections.inFlight }, "shutting down: draining in-flight requests");
    const force = setTimeout(() => {
      app.log.error(
        { open: connections.openRequests(), timeoutSeconds: config.shutdownTimeoutMs / 1000 },
        "shutdown timed out: exiting with requests unfinished (SHUTDOWN_TIMEOUT_SECONDS)",
      );
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      await connections.drain({ maxMs: Math.min(5_000, config.shutdownTimeoutMs / 4) });
      await app.close();
      clearTimeout(force);
      app.log.info({ ms: Date.now() - started }, "shut down cleanly");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} is already in use (EADDRINUSE): stop what is using it, or set PORT to another port.`
        : `Could not listen on ${config.host}:${config.port}: ${(err as Error).message}`,
    );
    await app.close().catch(() => {});
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  app.log.info({ port, database: app.database.kind }, `GameReady is ready at http://localhost:${port}`);
}

void main();
