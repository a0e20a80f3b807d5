import path from "node:path";
import fp from "fastify-plugin";
import { enqueueMail } from "#server/core/mail/outbox";
import { createMailTransport, type MailTransport, type Mailer } from "#server/core/mail/transport";
import { OutboxWorker } from "#server/core/mail/worker";

export type { MailMessage, Mailer } from "#server/core/mail/transport";

/**
 * `app.mail` queues into the mail outbox (core/mail/outbox.ts) and wakes this process's worker,
 * which delivers through the transport with retries (issue #15, docs/decisions/0096). So a mail
 * is not lost when SMTP is briefly down, and `send` rejects only when the mail cannot be queued.
 */
export default fp(
  async (app) => {
    const transport = createMailTransport({
      smtpUrl: app.config.smtpUrl,
      from: app.config.smtpFrom,
      folder: path.join(app.config.dataDir, "mail"),
      printLinks: !app.config.production,
    });
    const { metrics } = app;
    const worker = new OutboxWorker({
      db: app.db,
      transport,
      log: app.log,
      retryBaseMs: app.config.mailRetryBaseMs,
      maxAttempts: app.config.mailMaxAttempts,
      pollMs: app.config.mailPollMs,
      on: {
        sent: () => metrics.mailSent.inc(),
        failedAttempt: () => metrics.mailFailedAttempts.inc(),
        gaveUp: () => metrics.mailGivenUp.inc(),
      },
    });
    const mailer: Mailer = {
      async send(message) {
        await enqueueMail(app.db, message, app.config.mailOutboxLimit);
        worker.kick();
      },
    };
    // Mail queued by an earlier run (or another process) leaves once the server is up.
    app.addHook("onReady", async () => {
      worker.start();
      worker.kick();
    });
    // Before the database closes (onClose hooks run in reverse order of registration).
    app.addHook("onClose", async () => {
      await worker.stop();
      transport.close();
    });
    app.decorate("mail", mailer);
    app.decorate("mailTransport", transport);
    app.decorate("mailOutbox", worker);
  },
  { name: "mail", dependencies: ["db", "metrics"] },
);

declare module "fastify" {
  interface FastifyInstance {
    mail: Mailer;
    mailTransport: MailTransport;
    mailOutbox: OutboxWorker;
  }
}
