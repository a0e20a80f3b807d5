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

/** What the app sends through (`app.mail`): the outbox (outbox.ts), never the relay directly. */
export interface Mailer {
  /** Resolves once the message is queued for delivery; rejects when it cannot be queued. */
  send(message: MailMessage): Promise<void>;
}

/** The relay itself: only the outbox worker delivers, only readiness verifies. */
export interface MailTransport {
  kind: "smtp" | "folder";
  /** Resolves once the relay accepted the message (or the file is written); rejects otherwise. */
  deliver(message: MailMessage): Promise<void>;
  /** Resolves when the relay answers (SMTP: connect, greeting, auth); rejects otherwise. */
  verify(): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** SMTP_URL; without it, messages go to files under `folder`. */
  smtpUrl: string | undefined;
  from: string;
  /** DATA_DIR/mail: where messages are written without SMTP_URL. */
  folder: string;
  /**
   * Print each mail's links on stderr (a local try-out). Never in production: a verification
   * link signs its holder in, and a console is collected by whoever runs the host's logs.
   */
  printLinks: boolean;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * A relay that hangs must not hold an outbox claim for nodemailer's 10-minute default: the
 * claim's lease (outbox.ts, CLAIM_LEASE_MS) is longer than all of these together.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Outgoing mail (issue #3): nodemailer over SMTP_URL; without it, each message is written to
 * DATA_DIR/mail/*.eml and its links are printed, so a person trying the app locally can follow
 * them. They are printed on stderr as plain lines, never into the JSON log on stdout (issue #15):
 * a log shipper must not collect live sign-in links.
 */
export function createMailTransport({ smtpUrl, from, folder, printLinks }: MailTransportOptions): MailTransport {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: "smtp",
      async deliver(m) {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "folder",
    async deliver(m) {
      const info = await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      // The file holds live sign-in links: readable by the server's user only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = printLinks ? [...new Set(m.text.match(LINK) ?? [])] : [];
      for (const link of links) console.error(`✉  Mail to ${m.to}: ${m.subject} → ${link}`);
      if (links.length === 0) console.error(`✉  Mail to ${m.to}: ${m.subject} (${file})`);
    },
    async verify() {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Kept on purpose in production (ALLOW_MAIL_TO_FOLDER): the folder works, but nobody gets the mail.
      if (!printLinks)
        throw Object.assign(new Error("no SMTP_URL: mail is kept in DATA_DIR/mail and reaches nobody"), {
          code: "NO_SMTP_URL",
        });
    },
    close: () => transport.close(),
  };
}
