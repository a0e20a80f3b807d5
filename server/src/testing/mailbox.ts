import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, quoted-printable already decoded. */
  links: string[];
}

/** A real SMTP server in the test process: the app sends to it over TCP like to any relay. */
export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first (new) mail to `to` matching `filter`, or rejects after `timeoutMs`. */
  waitFor(to: string, filter?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** `port` 0 picks a free one; a fixed port lets a test bring SMTP back where the app expects it. */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          const html = typeof parsed.html === "string" ? parsed.html : "";
          const links = [
            ...new Set([...(text.match(LINK) ?? []), ...(html.match(LINK) ?? [])].map((l) => l.replace(/&amp;/g, "&"))),
          ];
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text,
            html,
            links,
          });
          for (const w of waiters) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    // A client that vanishes mid-conversation (the app server SIGKILLed by a crash test) makes
    // smtp-server emit "error"; without a listener that is an uncaught exception in the test
    // process. Such resets are expected; anything else is still surfaced.
    server.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code !== "ECONNRESET" && err.code !== "EPIPE") console.error("test SMTP server error:", err);
    });
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    waitFor(to, filter = () => true, timeoutMs = 10_000) {
      const seen = messages.length;
      const match = (from: number) => messages.slice(from).find((m) => m.to.includes(to.toLowerCase()) && filter(m));
      const existing = match(0);
      if (existing && seen === 0) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = match(seen) ?? match(0);
          if (m) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(m);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no mail to ${to} within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to} "${m.subject}"`).join(", ") || "none"})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
