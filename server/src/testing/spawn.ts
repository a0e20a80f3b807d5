import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { until } from "./wait.ts";

/**
 * The real server as a child process (`node --import tsx server/src/main.ts`: the sources; pass
 * `entry` to run the bundle `npm start` runs, decision 0112), for tests that kill, restart or
 * measure it. Its output goes to a file, so a child
 * killed mid-write never blocks on a pipe nobody drains.
 */

export const SPAWN_ADMIN_KEY = "spawn-admin-key-0123456789";
export const SPAWN_AUTH_SECRET = "spawn-secret-spawn-secret-spawn-secret-01";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A built-web stand-in (one index.html) so main.ts starts without `vite build`. */
export function stubWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gameready-dist-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>GameReady</title>");
  return dir;
}

/** Resident memory of a process (VmRSS), in bytes. */
export function rssOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : NaN;
}

export interface SpawnedServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** fetch against the server with the Origin a browser would send. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  log(): string;
  rss(): number;
  /** SIGKILL: no shutdown hook runs (a crash, a power cut). Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM (graceful); SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/**
 * Starts the server with `env` (DATA_DIR, DATABASE_URL, SMTP_URL...) on a free port; ready when
 * THIS child logs that it listens. Another process can take the port between our probe and the
 * child's listen: that start is retried on a new port.
 */
export async function spawnServer(
  env: Record<string, string>,
  logFile: string,
  opts: { readyTimeoutMs?: number; entry?: string[] } = {},
): Promise<SpawnedServer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await spawnOnce(env, logFile, opts.readyTimeoutMs ?? 180_000, opts.entry ?? SOURCE_ENTRY);
    } catch (err) {
      if (attempt < 3 && /EADDRINUSE/.test((err as Error).message)) continue;
      throw err;
    }
  }
}

/** The sources under tsx; `npm start` runs the bundle instead (`entry: ["dist/server/main.mjs"]`, decision 0112). */
const SOURCE_ENTRY = ["--import", "tsx", "server/src/main.ts"];

async function spawnOnce(
  env: Record<string, string>,
  logFile: string,
  readyTimeoutMs: number,
  entry: string[],
): Promise<SpawnedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fd = openSync(logFile, "a");
  const offset = statSync(logFile).size;
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "info",
      // Tests sign many athletes up from 127.0.0.1; testing/security checks the real figure.
      SIGNUP_LIMIT_PER_HOUR: "1000",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
    },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const log = () => readFileSync(logFile, "utf8").slice(offset);
  const ready = `ready at http://localhost:${port}`;
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  // The output goes to a file (see above), so there is no pipe event to wait on: poll it.
  const readyOrGone = await until(() => (log().includes(ready) ? "ready" : gone() ? "gone" : null), {
    timeoutMs: readyTimeoutMs,
    everyMs: 25,
    what: ready,
  }).catch(() => "late");
  if (readyOrGone !== "ready") {
    child.kill("SIGKILL");
    throw new Error(`server did not become ready (exit ${child.exitCode}):\n${log().slice(-3000)}`);
  }
  return {
    url,
    pid: child.pid!,
    child,
    exited,
    fetch(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("origin")) headers.set("origin", url);
      return fetch(url + pathname, { ...init, headers, redirect: init.redirect ?? "manual" });
    },
    log,
    rss: () => rssOf(child.pid!),
    async crash() {
      if (gone()) return;
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (gone()) return;
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (!gone()) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

/**
 * Runs `scripts/<name>.ts` (an operator's command: backup, restore, admin-key…) as its own
 * process on the sources, with `env` over this process's and DATABASE_URL cleared unless given:
 * its exit code and everything it printed.
 */
export function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    child.on("exit", (code) => resolve({ code, out }));
  });
}
