import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the relay accepted the message (or the file is written); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * Outgoing mail (issue #3): nodemailer over SMTP_URL; without it, each message is written to
 * DATA_DIR/mail/*.eml and its links are printed on the console, so a person trying the app
 * locally can follow them.
 */
export default fp(
  async (app) => {
    const from = app.config.smtpFrom;
    let mailer: Mailer;
    if (app.config.smtpUrl) {
      const transport = nodemailer.createTransport(app.config.smtpUrl);
      app.addHook("onClose", async () => transport.close());
      mailer = {
        async send(m) {
          await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
        },
      };
    } else {
      const folder = path.join(app.config.dataDir, "mail");
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      mailer = {
        async send(m) {
          const info = await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
          await mkdir(folder, { recursive: true, mode: 0o700 });
          const stamp = new Date().toISOString().replace(/[:.]/g, "-");
          const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
          // The file holds live sign-in links: readable by the server's user only.
          await writeFile(file, info.message as Buffer, { mode: 0o600 });
          const links = [...new Set(m.text.match(LINK) ?? [])];
          for (const link of links) console.log(`✉  Mail to ${m.to}: ${m.subject} → ${link}`);
          if (links.length === 0) console.log(`✉  Mail to ${m.to}: ${m.subject} (${file})`);
        },
      };
    }
    app.decorate("mail", mailer);
  },
  { name: "mail" },
);

declare module "fastify" {
  interface FastifyInstance {
    mail: Mailer;
  }
}
