import { spawnSync } from "node:child_process";
import { startServer, type BenchServer } from "./server.ts";

/** Median of 3 starts of Node with nothing to do (the server starts from its bundle, without tsx: 0112). */
export function startFloor(): number {
  const times = [0, 1, 2].map(() => {
    const t = performance.now();
    spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
    return performance.now() - t;
  });
  return times.sort((a, b) => a - b)[1]!;
}

/** Start-up (issue #6 part 5): spawn to "ready" on a new DATA_DIR (or database) and on an existing one. */
export interface StartupFigures {
  /** `node -e 0`: the floor of any start of this server. */
  floorMs: number;
  newMs: number;
  existingMs?: number;
  idleRss?: number;
}

/** First start on an empty DATA_DIR / database: initdb (PGlite) and every migration. */
export async function startNew(env: Record<string, string>, logFile: string): Promise<number> {
  const s = await startServer(env, logFile);
  await s.stop();
  return s.readyMs;
}

/** A start on existing data; idle memory read once the process has settled. */
export async function startExisting(
  env: Record<string, string>,
  logFile: string,
  settleMs: number,
): Promise<{ server: BenchServer; readyMs: number; idleRss: number }> {
  const server = await startServer(env, logFile);
  await new Promise((r) => setTimeout(r, settleMs));
  return { server, readyMs: server.readyMs, idleRss: server.rss() };
}
