import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
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
  close(): void;
}

export interface MailerOptions {
  /** SMTP_URL; without it, messages go to files under `folder`. */
  smtpUrl: string | undefined;
  from: string;
  /** DATA_DIR/mail: where messages are written without SMTP_URL. */
  folder: string;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * Outgoing mail (issue #3): nodemailer over SMTP_URL; without it, each message is written to
 * DATA_DIR/mail/*.eml and its links are printed on the console, so a person trying the app
 * locally can follow them.
 */
export function createMailer({ smtpUrl, from, folder }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
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
    close: () => transport.close(),
  };
}
