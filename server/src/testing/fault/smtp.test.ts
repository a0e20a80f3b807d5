import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_FAILED } from "#server/features/signup/service";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { freePort, spawnServer, type SpawnedServer } from "#server/testing/spawn";
import { faultDirs, faultEnv } from "./fixture.ts";
import { SimAthlete } from "./sim-athlete.ts";

/**
 * SMTP down at sign-up (issue #7): the athlete is told, and the account is not left
 * unverifiable: it is removed, so the same sign-up succeeds once the relay is back.
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
      faultEnv({ ...dirs, databaseUrl: database.url, smtpUrl: `smtp://127.0.0.1:${smtpPort}` }),
      dirs.logFile,
    );
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await database?.drop();
    dirs.cleanup();
  });

  it("answers 503 MAIL_FAILED, keeps no account, and the retry after SMTP is back completes sign-up", async () => {
    const athlete = new SimAthlete(1, "smtp");
    const down = await athlete.signUp(server, 181);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("60");
    expect(await down.json()).toEqual({ error: { message: MAIL_FAILED, code: "MAIL_FAILED" } });
    // The server itself is fine.
    expect((await server.fetch("/api/health")).status).toBe(200);
    // No half account: signing in finds no such user (not "verify your e-mail").
    expect((await athlete.signIn(server)).status).toBe(401);

    mailbox = await startMailbox(smtpPort);
    const retry = await athlete.signUp(server, 181);
    expect(retry.status).toBe(201);
    await athlete.readToken(mailbox);
    expect((await athlete.verify(server)).status).toBe(200);
    const me = (await (await athlete.dashboard(server)).json()) as { plan: unknown; profile: unknown };
    expect(me.profile).not.toBeNull();
    expect(me.plan).not.toBeNull();
    expect(server.log()).toMatch(/verification mail failed/);
  });
});
