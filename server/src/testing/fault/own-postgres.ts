import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { userInfo } from "node:os";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#server/testing/spawn";

/**
 * A throwaway PostgreSQL cluster of our own (never the shared one on 5432, which other tests
 * use): initdb into a temp folder, trust auth, a free port, started and stopped at will.
 */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface OwnPostgres {
  url: string;
  port: number;
  dir: string;
  start(): void;
  stop(): void;
  remove(): void;
}

/** Why a cluster cannot be made here, or undefined when it can. */
export function ownPostgresUnavailable(): string | undefined {
  for (const bin of ["initdb", "pg_ctl", "postgres"]) {
    if (!existsSync(path.join(PG_BIN, bin))) return `no ${bin} in ${PG_BIN} (set PG_BIN to PostgreSQL's bin folder)`;
  }
  if (userInfo().uid === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0)
    return "running as root and there is no postgres user to run initdb as";
  return undefined;
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "gameready-pg-"));
  if (root) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  // PostgreSQL refuses to run as root: as root, run its tools as the postgres user.
  const run = (bin: string, args: string[]) => {
    const cmd = root ? "runuser" : path.join(PG_BIN, bin);
    const argv = root ? ["-u", "postgres", "--", path.join(PG_BIN, bin), ...args] : args;
    const r = spawnSync(cmd, argv, { encoding: "utf8", cwd: dir });
    if (r.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start: () =>
      run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]),
    remove() {
      spawnSync(
        root ? "runuser" : path.join(PG_BIN, "pg_ctl"),
        root
          ? ["-u", "postgres", "--", path.join(PG_BIN, "pg_ctl"), "-D", data, "-m", "immediate", "stop"]
          : ["-D", data, "-m", "immediate", "stop"],
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
