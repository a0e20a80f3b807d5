import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { freePort, spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";
import { until } from "#server/testing/wait";

/**
 * SMTP down at sign-up (issue #7, then #15): the verification mail waits in the outbox (0096) and
 * leaves, once, when the relay is back; the account is verifiable all along. (Sign-up's 503
 * MAIL_FAILED is now for a mail that cannot be queued: core/mail/outbox.test.ts.)
 */
describe(`SMTP down at sign-up (${testDatabaseKind})`, { timeout: 300_000 }, () => {
  const dirs = faultDirs("smtp");
  let database: TestDatabase;
  let server: SpawnedServer;
  let smtpPort: number;
  let mailbox: Mailbox | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Nothing listens here yet: the relay is down.
    smtpPort = await freePort();
    server = await spawnServer(
      {
        ...faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: `smtp://127.0.0.1:${smtpPort}` }),
        MAIL_RETRY_BASE_SECONDS: "1",
      },
      dirs.logFile,
    );
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await database?.drop();
    dirs.cleanup();
  });

  it("queues the mail (201), delivers it once when SMTP is back, and the link completes sign-up", async () => {
    const athlete = new SimAthlete(1, "smtp");
    const down = await athlete.signUp(server, 181);
    expect(down.status).toBe(201);
    // The server itself is fine, and serving: a relay that is down is reported (degraded), not fatal.
    expect((await server.fetch("/api/health")).status).toBe(200);
    const ready = (await (await server.fetch("/api/health/ready")).json()) as {
      status: string;
      checks: { mail: { ok: boolean } };
    };
    expect(ready.status).toBe("degraded");
    expect(ready.checks.mail.ok).toBe(false);
    await until(() => (/mail delivery failed/.test(server.log()) ? true : null), { timeoutMs: 30_000 });

    mailbox = await startMailbox(smtpPort);
    await athlete.readToken(mailbox);
    expect((await athlete.verify(server)).status).toBe(200);
    const me = (await (await athlete.dashboard(server)).json()) as { plan: unknown; profile: unknown };
    expect(me.profile).not.toBeNull();
    expect(me.plan).not.toBeNull();
    // Past two more polls: the mail went once.
    await new Promise((r) => setTimeout(r, 4500));
    expect(mailbox.messages.filter((m) => m.subject === "Verify your e-mail")).toHaveLength(1);
  });
});
