import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { freePort } from "#server/testing/spawn";

/** Spawning the real server (`node dist/server/main.mjs`, the bundle), as `npm start` runs it (decision 0112). */

export const BENCH_ADMIN_KEY = "bench-admin-key-0123456789";
export const BENCH_AUTH_SECRET = "bench-secret-bench-secret-bench-secret-01";

export { freePort };

export interface BenchServer {
  url: string;
  pid: number;
  /** Spawn to "ready" log line, in ms. */
  readyMs: number;
  /** Resident memory now (VmRSS), in bytes. */
  rss(): number;
  log(): string;
  stop(): Promise<void>;
}

/** Server env for a bench run: TRUST_PROXY so the sign-in bench can give each request its own address. */
export function benchEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ADMIN_ACCESS_KEY: BENCH_ADMIN_KEY,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    TRUST_PROXY: "true",
    LOG_LEVEL: "info",
    NODE_ENV: "production",
    // Sign-ups in the bench go nowhere: mail is kept in DATA_DIR/mail on purpose.
    ALLOW_MAIL_TO_FOLDER: "true",
    // The fan-out connects every event-stream client from 127.0.0.1; it measures fan-out, not the cap.
    LIVE_COUNT_STREAMS_PER_ADDRESS: "100000",
    // The load part saves answers as fast as ten athletes can: it measures throughput, not the
    // per-account limit on expensive requests (tested in server/src/testing/security).
    EXPENSIVE_CONCURRENT_PER_ACCOUNT: "1000",
    EXPENSIVE_PER_MINUTE_PER_ACCOUNT: "1000000",
    // Production mode on the embedded database is refused unless asked for (decision 0095).
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { ALLOW_EMBEDDED_DATABASE: "true" }),
  };
}

export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** Starts the server; ready when THIS child logs that it listens (its log goes to a file, not a pipe we must drain). */
export async function startServer(env: Record<string, string>, logFile: string): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fd = openSync(logFile, "a");
  const started = performance.now();
  // The bench's own DATABASE_URL must not leak into a PGlite run.
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.mjs"], {
    env: { ...parentEnv, ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const offset = existsSync(logFile) ? statSync(logFile).size : 0;
  const log = () => readFileSync(logFile, "utf8").slice(offset);
  const ready = `ready at http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (log().includes(ready)) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready (exit ${child.exitCode}):\n${log().slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    readyMs,
    rss: () => rssOf(child.pid!),
    log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** A fresh PostgreSQL database for one run (never the one DATABASE_URL names), dropped after. */
export async function createBenchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gr_bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`) };
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The production build (`npm run build`: Vite + prerendered pages) when dist/web is missing or older than the web sources. */
export function ensureProductionBuild(): { built: boolean } {
  // The server bundle is cheap (about 2 s): always rebuilt, so the bench runs these sources.
  const server = spawnSync("npx", ["tsx", "scripts/build-server.ts"], { stdio: "inherit" });
  if (server.status !== 0) throw new Error("scripts/build-server.ts failed");
  const index = "dist/web/prerendered/404.html";
  const sources = Math.max(newestMtime("web"), statSync("vite.config.ts").mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return { built: false };
  console.log("bench: dist/web is missing or older than web/: running npm run build…");
  const r = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm run build failed");
  return { built: true };
}
