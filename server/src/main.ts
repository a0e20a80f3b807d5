import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "#server/core/config";
import { DataDirLockedError } from "#server/core/db/lock";

/** Starts the server: listen, log where, shut down gracefully on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(75); // EX_TEMPFAIL
    }
    console.error(err);
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      clearTimeout(force);
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
