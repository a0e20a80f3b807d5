import { createTestDatabase } from "#server/testing/database";
import { startMailbox } from "#server/testing/mailbox";
import { spawnServer } from "#server/testing/spawn";
import { faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";

export interface SoakOptions {
  seconds: number;
  athletes: number;
  log?: (line: string) => void;
}

export interface SoakReport {
  seconds: number;
  athletes: number;
  database: "pglite" | "postgres";
  operations: number;
  errors: number;
  errorRate: number;
  byOperation: Record<string, number>;
  firstErrors: string[];
  rssStartMb: number;
  rssEndMb: number;
  rssPeakMb: number;
  /** Median server RSS in each quarter of the run: steady growth shows as a rising series. */
  rssQuartersMb: number[];
  opsPerSecond: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The median of each quarter of the run's RSS samples, in MB. */
export function quarterMedians(samples: Array<{ at: number; rss: number }>, start: number, end: number): number[] {
  const span = Math.max(1, end - start) / 4;
  return [0, 1, 2, 3].map((q) => {
    const inQuarter = samples
      .filter((s) => Math.min(3, Math.floor((s.at - start) / span)) === q)
      .map((s) => s.rss)
      .sort((a, b) => a - b);
    return inQuarter.length ? mb(inQuarter[Math.floor(inQuarter.length / 2)]!) : NaN;
  });
}

/**
 * The soak (issue #7): `athletes` simulated athletes against ONE spawned server for `seconds`
 * on loopback; each signs up, follows its verification mail, then loops saving answers,
 * reading the dashboard and downloading its phase PDF. Each athlete sends its own
 * X-Forwarded-For address (TRUST_PROXY=true on this server) so the per-address limits apply
 * per athlete as in production, never loosened.
 */
export async function runSoak(o: SoakOptions): Promise<SoakReport> {
  const log = o.log ?? (() => {});
  const dirs = faultDirs("soak");
  // PGlite in a fresh DATA_DIR, or a fresh database on TEST_DATABASE_URL's server.
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const server = await spawnServer(
    faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url }),
    dirs.logFile,
  );
  const counts: Record<string, number> = {};
  const firstErrors: string[] = [];
  let operations = 0;
  let errors = 0;
  const rssStart = server.rss();
  let rssPeak = rssStart;
  const samples: Array<{ at: number; rss: number }> = [];
  const sampler = setInterval(() => {
    const rss = server.rss();
    rssPeak = Math.max(rssPeak, rss);
    samples.push({ at: Date.now(), rss });
  }, 500);
  const op = async (name: string, fn: () => Promise<Response>, ok = [200]) => {
    operations++;
    try {
      const res = await fn();
      await res.arrayBuffer();
      if (!ok.includes(res.status)) throw new Error(`${res.status}`);
      counts[name] = (counts[name] ?? 0) + 1;
    } catch (err) {
      errors++;
      if (firstErrors.length < 10) firstErrors.push(`${name}: ${(err as Error).message}`);
    }
  };
  const started = Date.now();
  const deadline = started + o.seconds * 1000;
  try {
    log(
      `soak: ${o.athletes} athletes for ${o.seconds} s against pid ${server.pid} (${database.url ? "postgres" : "pglite"}), RSS ${mb(rssStart)} MB`,
    );
    await Promise.all(
      Array.from({ length: o.athletes }, async (_, i) => {
        const a = new SimAthlete(i + 1, "soak");
        await op("sign-up", () => a.signUp(server, 150 + (i % 80)), [201]);
        await op("verify", async () => {
          await a.readToken(mailbox, 60_000);
          return a.verify(server);
        });
        for (let n = 0; Date.now() < deadline; n++) {
          await op("save", () => a.save(server, 150 + ((i + n) % 80)), [200, 429]);
          await op("dashboard", () => a.dashboard(server));
          // A simulated athlete saves and downloads far faster than a person: past
          // EXPENSIVE_PER_MINUTE_PER_ACCOUNT the 429 is the per-account limit working (issue #14), not an error.
          await op("pdf", () => a.get(server, `/api/me/training-pdfs/${1 + (n % 2)}`), [200, 429]);
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const rssEnd = server.rss();
  const ended = Date.now();
  const elapsed = (ended - started) / 1000;
  await server.stop();
  await mailbox.close();
  await database.drop();
  dirs.cleanup();
  return {
    seconds: Math.round(elapsed * 10) / 10,
    athletes: o.athletes,
    database: database.url ? "postgres" : "pglite",
    operations,
    errors,
    errorRate: operations ? errors / operations : 0,
    byOperation: counts,
    firstErrors,
    rssStartMb: mb(rssStart),
    rssEndMb: mb(rssEnd),
    rssPeakMb: mb(rssPeak),
    rssQuartersMb: quarterMedians(samples, started, ended),
    opsPerSecond: Math.round(operations / elapsed),
  };
}
