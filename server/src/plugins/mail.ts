import path from "node:path";
import fp from "fastify-plugin";
import { createMailer, type Mailer } from "#server/core/mail/transport";

export type { MailMessage, Mailer } from "#server/core/mail/transport";

/** Decorates the app with the mailer (core/mail/transport.ts) and closes it with the app. */
export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.smtpFrom,
      folder: path.join(app.config.dataDir, "mail"),
    });
    app.addHook("onClose", async () => mailer.close());
    app.decorate("mail", mailer);
  },
  { name: "mail" },
);

declare module "fastify" {
  interface FastifyInstance {
    mail: Mailer;
  }
}
