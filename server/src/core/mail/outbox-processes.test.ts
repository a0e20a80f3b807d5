import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "#server/testing/database";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { startTestServer, type TestServer } from "#server/testing/server";
import { until } from "#server/testing/wait";
import { enqueueMail, outboxDepth } from "./outbox.ts";

/**
 * Two servers on one PostgreSQL share the outbox (issue #15, 0096): each has its own pool and
 * worker, both poll the same table, and each mail leaves exactly once. PGlite is one process by
 * construction (its data folder is locked), so there is nothing to share there.
 */
describe.runIf(testDatabaseKind === "postgres")("two servers on one PostgreSQL", { timeout: 120_000 }, () => {
  let a: TestServer;
  let b: TestServer;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    const shared = { smtpUrl: mailbox.url, mailPollMs: 20 };
    a = await startTestServer(shared);
    b = await startTestServer({ ...shared, databaseUrl: a.config.databaseUrl });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await mailbox?.close();
  });

  it("deliver every queued mail exactly once between them", async () => {
    const N = 40;
    const to = Array.from({ length: N }, (_, i) => `shared-${i}@example.com`);
    // Queued without waking either worker: both find them by polling, at the same time.
    for (const address of to)
      await enqueueMail(
        a.app.db,
        { to: address, subject: `for ${address}`, text: "hello", html: "<p>hello</p>" },
        1000,
      );
    await until(async () => ((await outboxDepth(a.app.db)) === 0 ? true : null), { timeoutMs: 60_000 });
    await new Promise((r) => setTimeout(r, 300)); // a few more polls: nothing goes twice

    expect(mailbox.messages).toHaveLength(N);
    expect(new Set(mailbox.messages.map((m) => m.to[0])).size).toBe(N);
    const sentBy = async (s: TestServer) => (await s.app.metrics.mailSent.get()).values[0]?.value ?? 0;
    const [byA, byB] = [await sentBy(a), await sentBy(b)];
    expect(byA + byB).toBe(N);
    // Both took part: the rows were shared, not sent by whichever polled first.
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
  });
});
