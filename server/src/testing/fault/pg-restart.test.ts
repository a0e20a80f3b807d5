import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream, type EventStreamClient } from "#server/testing/live-count";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { faultDirs, faultEnv } from "./fixture.ts";
import { createOwnPostgres, ownPostgresUnavailable, type OwnPostgres } from "./own-postgres.ts";
import { SimAthlete } from "./sim-athlete.ts";
import { until } from "#server/testing/wait";

/**
 * PostgreSQL restarting under a running server (issue #7): during the outage requests fail
 * cleanly (a generic 5xx, health "unavailable", no crash); afterwards the server recovers by
 * itself: health ok, sign-up works, and the live count's LISTEN reconnects and pushes again.
 */
const unavailable = ownPostgresUnavailable();
const GENERIC = "Something went wrong on our side. Please try again.";

describe.skipIf(unavailable)(
  `PostgreSQL restart under a running server${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  { timeout: 300_000 },
  () => {
    const dirs = faultDirs("pgrestart");
    let cluster: OwnPostgres;
    let mailbox: Mailbox;
    let server: SpawnedServer;
    let stream: EventStreamClient | undefined;

    /** Profiles inserted by a plain client (the trigger notifies), so the count moves past its floor. */
    const insertProfiles = async (n: number) => {
      const c = new pg.Client({ connectionString: cluster.url });
      await c.connect();
      try {
        await c.query(
          `with u as (insert into "user" (id, name, email) select 'bulk-' || g || '-' || $2, 'Bulk', 'bulk-' || g || '-' || $2 || '@example.test' from generate_series(1, $1) g returning id, name, email)
         insert into profiles (user_id, full_name, email) select id, name, email from u`,
          [n, Date.now().toString(36)],
        );
      } finally {
        await c.end();
      }
    };

    beforeAll(async () => {
      cluster = await createOwnPostgres();
      cluster.start();
      mailbox = await startMailbox();
      server = await spawnServer(faultEnv({ ...dirs, databaseUrl: cluster.url, smtpUrl: mailbox.url }), dirs.logFile);
    });
    afterAll(async () => {
      stream?.close();
      await server?.stop();
      await mailbox?.close();
      cluster?.remove();
      dirs.cleanup();
    });

    it("fails cleanly while PostgreSQL is down and recovers by itself when it is back", async () => {
      const athlete = new SimAthlete(1, "pgrestart");
      expect((await athlete.signUp(server, 175)).status).toBe(201);
      await athlete.readToken(mailbox);
      expect((await athlete.verify(server)).status).toBe(200);
      await insertProfiles(40);
      stream = await openEventStream(`${server.url}/api/athletes/count/events`);
      let count = await stream.nextCount();
      while (count < 41) count = await stream.nextCount();

      const stoppedAt = Date.now();
      cluster.stop();
      const health = await server.fetch("/api/health");
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable" });
      const outage: number[] = [];
      for (const res of [
        await athlete.dashboard(server),
        await athlete.save(server, 190),
        await new SimAthlete(2, "pgrestart").signUp(server, 176),
      ]) {
        outage.push(res.status);
        expect([500, 503]).toContain(res.status);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(GENERIC);
      }
      // Cached answers still work; the process outlives several failed LISTEN reconnects.
      expect((await server.fetch("/api/athletes/count")).status).toBe(200);
      // Kept (issue #11): time for the LISTEN connection's back-off to fail several reconnects; it
      // runs on the child process's own timers (a production clock or a reconnect event would let it go).
      await new Promise((r) => setTimeout(r, 3000));
      expect(server.child.exitCode).toBeNull();

      cluster.start();
      const restartedAt = Date.now();
      const recoveredAt: number = await until(
        async () => ((await server.fetch("/api/health")).status === 200 ? Date.now() : 0),
        { timeoutMs: 60_000, everyMs: 200, what: "health ok again" },
      ).catch(() => 0);
      expect(recoveredAt, "health ok again within 60 s").toBeGreaterThan(0);

      // Everything works again without a restart of the app server.
      expect((await athlete.save(server, 191)).status).toBe(200);
      const again = new SimAthlete(3, "pgrestart");
      expect((await again.signUp(server, 177)).status).toBe(201);
      await again.readToken(mailbox);
      expect((await again.verify(server)).status).toBe(200);

      // The LISTEN connection is back: a profile added by another client is pushed to the stream.
      const before = (await (await server.fetch("/api/athletes/count")).json()) as { count: number };
      await insertProfiles(1);
      for (let c = await stream.nextCount(30_000); c <= before.count; c = await stream.nextCount(30_000));
      const pushedAt = Date.now();
      console.log(
        `PostgreSQL restart: outage answers ${outage.join(", ")} (generic message), health 503 during, ` +
          `health ok ${recoveredAt - restartedAt} ms after PostgreSQL was back (down ${restartedAt - stoppedAt} ms), live count pushed again ${pushedAt - recoveredAt} ms after recovery`,
      );
      expect(server.child.exitCode).toBeNull();
    });
  },
);
