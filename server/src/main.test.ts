import { spawn } from "node:child_process";
import { mkdtempSync, existsSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { outputMatching } from "#server/testing/wait";

// A built-web stand-in so main.ts can start without `vite build`.
const webDist = mkdtempSync(path.join(tmpdir(), "gameready-dist-"));
writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>t</title>");

function startMain(env: Record<string, string>) {
  const out: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      WEB_DIST: webDist,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => out.push(String(d)));
  child.stderr.on("data", (d) => out.push(String(d)));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  // Generous: a first PGlite start (initdb) on a loaded 2-core machine can take tens of seconds.
  const ready = async () =>
    Number((await outputMatching(child, /ready at http:\/\/localhost:(\d+)/, 120_000, () => out.join("")))[1]);
  return { child, out, exited, ready };
}

describe("the server process (embedded PGlite)", { timeout: 300_000 }, () => {
  it("refuses a second server on the same DATA_DIR, and the first keeps working", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-lock-"));
    const first = startMain({ DATA_DIR: dataDir });
    const port = await first.ready();
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);

    const second = startMain({ DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).toBe(75);
    expect(second.out.join("")).toMatch(/Another GameReady server \(pid \d+\) is already using DATA_DIR/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    // Graceful shutdown closes the database and releases the lock.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    // The data opens cleanly again.
    const again = startMain({ DATA_DIR: dataDir });
    const port2 = await again.ready();
    expect((await fetch(`http://127.0.0.1:${port2}/api/health`)).status).toBe(200);
    again.child.kill("SIGTERM");
    await again.exited;
  });

  it("takes over the lock left by a process killed with SIGKILL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "gameready-lock-"));
    mkdirSync(dataDir, { recursive: true });
    // A pid that cannot be alive.
    writeFileSync(path.join(dataDir, "server.lock"), "2147483646");
    const s = startMain({ DATA_DIR: dataDir });
    const port = await s.ready();
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    s.child.kill("SIGTERM");
    await s.exited;
  });

  it("never writes a link's token into its log lines (issue #14, finding 6)", async () => {
    const s = startMain({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gr-")) });
    const port = await s.ready();
    for (const pathAndQuery of ["/verify-email?token=verify-secret-123", "/auth?type=recovery&token=reset-secret-456"])
      expect((await fetch(`http://127.0.0.1:${port}${pathAndQuery}`)).status).toBe(200);
    await outputMatching(s.child, /type=recovery&token=\[redacted\]/, 30_000, () => s.out.join(""));
    s.child.kill("SIGTERM");
    await s.exited;
    const log = s.out.join("");
    expect(log).toContain("/verify-email?token=[redacted]");
    expect(log).not.toMatch(/verify-secret-123|reset-secret-456/);
  });

  it("says clearly when the port is taken, and exits", async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", () => r()));
    const port = (blocker.address() as AddressInfo).port;
    const s = startMain({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gr-")), PORT: String(port) });
    expect(await s.exited).toBe(1);
    expect(s.out.join("")).toContain(`Port ${port} is already in use (EADDRINUSE)`);
    blocker.close();
  });

  it("stops with a message naming a bad variable", async () => {
    const s = startMain({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gr-")), PORT: "nope" });
    expect(await s.exited).toBe(78);
    expect(s.out.join("")).toMatch(/PORT:/);
  });
});
