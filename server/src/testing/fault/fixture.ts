import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SPAWN_ADMIN_KEY, SPAWN_AUTH_SECRET, stubWebDist } from "#server/testing/spawn";

/** A temp DATA_DIR, a stub web build and a log file for one fault-test file; `cleanup` removes them. */
export function faultDirs(label: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `gameready-${label}-`));
  const webDist = stubWebDist();
  const logFile = `${dataDir}.log`;
  return {
    dataDir,
    webDist,
    logFile,
    cleanup() {
      if (process.env.KEEP_FAULT_DIRS) return console.log(`kept ${dataDir} and ${logFile}`);
      for (const p of [dataDir, webDist, logFile]) rmSync(p, { recursive: true, force: true });
    },
  };
}

/**
 * Environment of a spawned server for fault tests. TRUST_PROXY=true: simulated athletes each
 * send their own X-Forwarded-For address, as real ones arrive from their own addresses, so the
 * per-address rate limits stay as production has them.
 */
export function faultEnv(o: {
  dataDir: string;
  webDist: string;
  databaseUrl?: string;
  smtpUrl?: string;
}): Record<string, string> {
  return {
    DATA_DIR: o.dataDir,
    WEB_DIST: o.webDist,
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    ...(o.smtpUrl ? { SMTP_URL: o.smtpUrl } : {}),
    ADMIN_ACCESS_KEY: SPAWN_ADMIN_KEY,
    AUTH_SECRET: SPAWN_AUTH_SECRET,
    TRUST_PROXY: "true",
  };
}

/** Signs in to the coach console; the `gr_admin=…` cookie pair. */
export async function adminCookieFor(t: { fetch(p: string, i?: RequestInit): Promise<Response> }): Promise<string> {
  const res = await t.fetch("/api/admin/session", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.250.0.1" },
    body: JSON.stringify({ key: SPAWN_ADMIN_KEY }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in ${res.status}: ${await res.text()}`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith("gr_admin="));
  if (!set) throw new Error("no gr_admin cookie");
  return set.split(";")[0]!;
}
