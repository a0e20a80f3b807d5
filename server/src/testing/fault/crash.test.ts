import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { CLAIM_LEASE_MS } from "#server/core/mail/outbox";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { faultDirs, faultEnv } from "./fixture.ts";
import { planInvariantViolations, withDatabase } from "./inspect-db.ts";
import { SimAthlete } from "./sim-athlete.ts";
import { STALE_CLAIM_SECONDS } from "#server/features/signup/service";
import { until } from "#server/testing/wait";

/**
 * Crash safety (issue #7): SIGKILL the real server again and again while athletes sign up,
 * verify and save answers; after each kill, every acknowledged write (a 2xx received) must be
 * in the database, no answer may lack its plan, no pending sign-up may be lost, and the data
 * folder must open. CRASH_ROUNDS and CRASH_WORKERS make it longer.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const WORKERS = Number(process.env.CRASH_WORKERS ?? 4);

/** An athlete to finish later, not a failure. */
class Deferred extends Error {}

interface Tracked {
  athlete: SimAthlete;
  signupAcked: boolean;
  verifiedAcked: boolean;
  /** Height of the last acknowledged save (or of the sign-up's answers once verified). */
  ackedHeight: number | undefined;
  /** Heights sent after it without an answer: each may or may not have committed. */
  maybeHeights: Set<number>;
  /** Its link was claimed by a request the crash cut short: usable again after this time. */
  retryAt?: number;
}

describe(`crash safety: SIGKILL during writes (${testDatabaseKind})`, { timeout: 600_000 }, () => {
  let mailbox: Mailbox;
  let database: TestDatabase;
  const dirs = faultDirs("crash");
  const { dataDir, logFile } = dirs;

  beforeAll(async () => {
    mailbox = await startMailbox();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await mailbox?.close();
    await database?.drop();
    dirs.cleanup();
  });

  it("loses no acknowledged write across repeated SIGKILLs", async () => {
    const env = faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: mailbox.url });
    const tracked: Tracked[] = [];
    let next = 0;
    let acknowledged = 0;
    let lostTotal = 0;
    let height = 120;
    const nextHeight = () => (height = height >= 240 ? 120 : height + 1);

    /** One athlete's journey, resumed where the last crash left it. */
    const journey = async (t: Tracked, server: SpawnedServer, stopped: () => boolean) => {
      const a = t.athlete;
      if (!t.signupAcked) {
        const h = nextHeight();
        const res = await a.signUp(server, h);
        if (res.status !== 201) throw new Error(`sign-up ${res.status}`);
        t.signupAcked = true;
        t.maybeHeights = new Set([h]);
        acknowledged++;
      }
      if (!t.verifiedAcked) {
        if (!a.token) {
          // The mail goes through the outbox (decision 0096): one the killed process had claimed
          // is sent again once its lease (CLAIM_LEASE_MS) runs out, so it may come a round later.
          // The sign-up is what was acknowledged; the mail is checked by the outbox's own tests.
          try {
            a.token = await a.readToken(mailbox, 5_000);
          } catch {
            t.retryAt = Date.now() + 10_000;
            throw new Deferred();
          }
        }
        const res = await a.verify(server);
        if (res.status === 400 && ((await res.json()) as { error: { code: string } }).error.code === "TOKEN_USED") {
          // Verified before the crash without an answer: sign in; /api/me finishes the save.
          const s = await a.signIn(server);
          // 403: the crash cut the verification short after the link was claimed; the link
          // works again once the claim is stale (STALE_CLAIM_SECONDS).
          if (s.status === 403) {
            t.retryAt = Date.now() + (STALE_CLAIM_SECONDS + 1) * 1000;
            throw new Deferred();
          }
          if (s.status !== 200) throw new Error(`sign-in ${s.status}`);
        } else if (res.status !== 200) throw new Error(`verify ${res.status}`);
        const me = await a.dashboard(server);
        if (me.status !== 200 || !((await me.json()) as { plan: unknown }).plan)
          throw new Error(`dashboard ${me.status}`);
        t.verifiedAcked = true;
        acknowledged++;
      }
      for (let i = 0; i < 3 && !stopped(); i++) {
        const h = nextHeight();
        t.maybeHeights.add(h);
        const res = await a.save(server, h);
        if (res.status !== 200) throw new Error(`save ${res.status}`);
        t.ackedHeight = h;
        t.maybeHeights = new Set();
        acknowledged++;
      }
    };

    for (let round = 1; round <= ROUNDS; round++) {
      const server: SpawnedServer = await spawnServer(env, logFile);
      let killed = false;

      const step = (t: Tracked) => journey(t, server, () => killed);

      const worker = async () => {
        while (!killed) {
          // Unfinished athletes first (left by the last crash), then new ones.
          let t = tracked.find(
            (x) => x.signupAcked && !x.verifiedAcked && !busy.has(x) && (x.retryAt ?? 0) < Date.now(),
          );
          if (!t) {
            t = {
              athlete: new SimAthlete(next++, "crash"),
              signupAcked: false,
              verifiedAcked: false,
              ackedHeight: undefined,
              maybeHeights: new Set(),
            };
            tracked.push(t);
          }
          busy.add(t);
          try {
            await step(t);
          } catch (err) {
            if (!killed && !(err instanceof Deferred)) throw err;
          } finally {
            busy.delete(t);
          }
        }
      };
      const busy = new Set<Tracked>();
      const before = acknowledged;
      const workers = Array.from({ length: WORKERS }, worker);
      // A random moment while writes are under way: after a random number of acknowledged
      // writes (a loaded machine may be slow to give the first one), plus a random delay.
      const target = 1 + Math.floor(Math.random() * 2 * WORKERS);
      await until(() => acknowledged - before >= target, {
        timeoutMs: 20_000,
        everyMs: 10,
        what: `${target} acknowledged writes`,
      }).catch(() => {});
      // Kept on purpose (issue #11): random jitter picks the kill moment; it is the test's input, not a wait.
      await new Promise((r) => setTimeout(r, Math.random() * 300));
      killed = true;
      await server.crash();
      const results = await Promise.allSettled(workers);
      const failure = results.find((r) => r.status === "rejected");
      if (failure) throw (failure as PromiseRejectedResult).reason;

      // The server is dead: open its database directly and check every acknowledged write.
      const lost: string[] = [];
      await withDatabase({ dataDir, url: database.url }, async (q) => {
        const rows = await q<{
          email: string;
          verified: boolean;
          pending: boolean;
          profile: boolean;
          height: number | null;
          plan: boolean;
        }>(
          `select u.email, u.email_verified as verified,
                  exists (select 1 from pending_signups p where p.user_id = u.id) as pending,
                  exists (select 1 from profiles pr where pr.user_id = u.id) as profile,
                  r.height,
                  exists (select 1 from training_plans tp where tp.user_id = u.id and tp.is_active) as plan
             from "user" u left join questionnaire_responses r on r.user_id = u.id`,
        );
        const byEmail = new Map(rows.map((r) => [r.email, r]));
        for (const t of tracked) {
          const row = byEmail.get(t.athlete.email);
          if (!t.signupAcked) continue;
          if (!row) {
            lost.push(`${t.athlete.email}: acknowledged sign-up missing`);
            continue;
          }
          // Answers are either still pending with the account, or saved with a plan.
          if (!row.pending && !(row.plan && row.height !== null)) lost.push(`${t.athlete.email}: pending answers lost`);
          if (t.verifiedAcked) {
            if (!row.verified || !row.profile || !row.plan)
              lost.push(`${t.athlete.email}: acknowledged verification missing`);
            const allowed = new Set([...(t.ackedHeight !== undefined ? [t.ackedHeight] : []), ...t.maybeHeights]);
            if (t.ackedHeight === undefined && allowed.size === 0) continue;
            if (row.height === null || !allowed.has(row.height)) {
              lost.push(`${t.athlete.email}: saved height ${row.height}, expected one of ${[...allowed].join(",")}`);
            }
          }
        }
        const v = await planInvariantViolations(q);
        expect(v, "every questionnaire response has its active plan, with the same answers").toEqual({
          withoutPlan: 0,
          mismatched: 0,
        });
      });
      lostTotal += lost.length;
      console.log(
        `crash round ${round}/${ROUNDS} (${testDatabaseKind}): ${acknowledged - before} writes acknowledged this round, ${acknowledged} in all, lost ${lost.length}`,
      );
      expect(lost).toEqual([]);
    }
    console.log(
      `crash safety (${testDatabaseKind}): ${ROUNDS} rounds, ${acknowledged} writes acknowledged, ${lostTotal} lost, ${tracked.length} athletes`,
    );
    expect(acknowledged).toBeGreaterThan(ROUNDS);

    // A last clean start on the crashed data: every acknowledged sign-up can still be verified
    // (none left unverifiable), and the athletes are served.
    const server = await spawnServer(env, logFile);
    try {
      expect((await server.fetch("/api/health")).status).toBe(200);
      const unfinished = tracked.filter((t) => t.signupAcked && !t.verifiedAcked);
      // A mail the last kill caught mid-send is sent again once its outbox lease runs out.
      const deadline = Date.now() + CLAIM_LEASE_MS + 30_000;
      for (const t of unfinished) {
        // A link claimed by a request the last kill cut short is only found now (Deferred):
        // it works again once the claim is stale, so wait for that and go on.
        for (let attempt = 1; ; attempt++) {
          // Kept (issue #11): the claim goes stale on the server process's own clock, which a test
          // cannot move; a clock the child process takes from its environment would let it go.
          if (t.retryAt) await new Promise((r) => setTimeout(r, Math.max(0, t.retryAt! - Date.now())));
          try {
            await journey(t, server, () => false);
            break;
          } catch (err) {
            if (!(err instanceof Deferred) || (attempt >= 2 && Date.now() > deadline)) throw err;
          }
        }
      }
      console.log(
        `crash safety: ${unfinished.length} sign-ups left unfinished by crashes were verified afterwards (${unfinished.filter((t) => t.retryAt).length} after a stale link claim)`,
      );
      expect(tracked.filter((t) => t.signupAcked && !t.verifiedAcked)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
