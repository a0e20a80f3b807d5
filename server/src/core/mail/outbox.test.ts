import { createServer, type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, tokenFromMail, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { startTestServer, type TestServer } from "#server/testing/server";
import { freePort } from "#server/testing/spawn";
import { until } from "#server/testing/wait";
import { retryDelayMs } from "./outbox.ts";
import { STOP_WAIT_MS } from "./worker.ts";

/** The sign-up's message when its mail cannot be queued (features/signup/service.ts). */
const MAIL_FAILED = "We could not send the verification e-mail just now. Please try again in a few minutes.";

/** The mail outbox (issue #15, docs/decisions/0096), with the real in-process SMTP server. */

interface Row {
  to: string;
  attempts: number;
  text: string | null;
  last_error: string | null;
  failed: boolean;
  /** When the latest attempt started (epoch ms, the database's clock). */
  tried_at: number;
}

const rows = async (server: TestServer): Promise<Row[]> =>
  (
    (await server.app.db.execute(sql`
      select "to", attempts, text, last_error, failed_at is not null as failed,
             round(extract(epoch from last_attempt_at) * 1000)::float8 as tried_at
      from mail_outbox order by created_at`)) as unknown as { rows: Row[] }
  ).rows;

const signUpBody = (email: string) => ({ fullName: "Outbox Tester", email, password: "secret1", answers: answers() });

describe("SMTP down, then back", () => {
  let server: TestServer;
  let smtpPort: number;
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    smtpPort = await freePort(); // nothing listens here yet
    server = await startTestServer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailRetryBaseMs: 200,
      mailPollMs: 50,
      mailMaxAttempts: 50,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  it("sign-up answers 201 with the mail queued; once SMTP is back it is delivered exactly once and its link works", async () => {
    const email = uniqueEmail("outbox");
    const res = await server.fetch("/api/signup", json(signUpBody(email)));
    expect(res.status).toBe(201);
    // The worker tried at once, failed, and keeps the mail for a retry.
    const [queued] = await until(async () => {
      const r = await rows(server);
      return r[0]?.last_error ? r : null;
    });
    expect(queued).toMatchObject({ to: email, failed: false });
    expect(queued!.attempts).toBeGreaterThanOrEqual(1);

    mailbox = await startMailbox(smtpPort);
    const mail = await mailbox.waitFor(email);
    await until(async () => ((await rows(server)).length === 0 ? true : null));
    // Past a few more polls: nothing goes twice.
    await new Promise((r) => setTimeout(r, 500));
    expect(mailbox.messages.filter((m) => m.to.includes(email))).toHaveLength(1);

    const verified = await server.fetch(
      "/api/verify-email",
      json({ token: tokenFromMail(mail, "/verify-email?").token }),
    );
    expect(verified.status).toBe(200);
  });

  it("a password reset asked for while SMTP is down is not lost", async () => {
    const email = mailbox!.messages[0]!.to[0]!;
    await mailbox!.close();
    const res = await server.fetch(
      "/api/auth/request-password-reset",
      json({ email, redirectTo: "/auth?type=recovery" }),
    );
    expect(res.status).toBe(200);
    await until(async () => ((await rows(server))[0]?.last_error ? true : null));
    mailbox = await startMailbox(smtpPort);
    const reset = await mailbox.waitFor(email, (m) => m.subject === "Reset your password");
    expect(tokenFromMail(reset, "/auth?type=recovery").token.length).toBeGreaterThan(10);
  });
});

describe("retries back off, then give up", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      mailRetryBaseMs: 300,
      mailPollMs: 25,
      mailMaxAttempts: 4,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("waits base, 2×base, 4×base between attempts; after the last one the mail is given up without its body", async () => {
    const email = uniqueEmail("backoff");
    expect((await server.fetch("/api/signup", json(signUpBody(email)))).status).toBe(201);
    const started = new Map<number, number>();
    const final = await until(
      async () => {
        const [row] = await rows(server);
        if (row?.attempts) started.set(row.attempts, row.tried_at);
        return row?.failed ? row : null;
      },
      { timeoutMs: 20_000, everyMs: 10 },
    );
    expect([...started.keys()]).toEqual([1, 2, 3, 4]);
    const gaps = [2, 3, 4].map((n) => started.get(n)! - started.get(n - 1)!);
    // Each retry starts no earlier than its back-off, and not much later (polls every 25 ms).
    [300, 600, 1200].forEach((wait, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(wait);
      expect(gaps[i]).toBeLessThan(wait + 1500);
    });
    expect(final).toMatchObject({ to: email, attempts: 4, text: null, failed: true });
    expect(final.last_error).toMatch(/ECONNREFUSED/);
    // Every refused attempt counted, and the mail given up once (metrics, plugins/metrics.ts).
    expect((await server.app.metrics.mailFailedAttempts.get()).values[0]?.value).toBe(4);
    expect((await server.app.metrics.mailGivenUp.get()).values[0]?.value).toBe(1);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
});

describe("when mail cannot be queued", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      mailRetryBaseMs: 60_000,
      mailOutboxLimit: 1,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("sign-up answers 503 MAIL_FAILED with the spec's message and leaves no account behind", async () => {
    // The relay is down: the first mail waits in the outbox, which is then full.
    expect((await server.fetch("/api/signup", json(signUpBody(uniqueEmail("first"))))).status).toBe(201);
    const email = uniqueEmail("second");
    const res = await server.fetch("/api/signup", json(signUpBody(email)));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { message: MAIL_FAILED, code: "MAIL_FAILED" } });
    const left = await server.app.db.execute(sql`select 1 from "user" where email = ${email}`);
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});

describe("a relay that hangs", () => {
  it("does not hold up shutdown: the attempt in progress is left to its lease", { timeout: 120_000 }, async () => {
    // Accepts the connection and never greets: nodemailer would wait its 10 s greeting timeout.
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as AddressInfo).port;
    const server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      await server.app.mail.send({ to: uniqueEmail("hang"), subject: "s", text: "t", html: "<p>t</p>" });
      await until(async () => ((await rows(server))[0]?.attempts === 1 ? true : null));
      const started = Date.now();
      await server.close();
      expect(Date.now() - started).toBeLessThan(STOP_WAIT_MS + 3000);
    } finally {
      silent.close();
    }
  });
});
