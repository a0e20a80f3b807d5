import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/core/db/client";
import { claimNextMail, markFailed, markRetry, markSent, retryDelayMs } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

/** How long shutdown waits for a delivery in progress. */
export const STOP_WAIT_MS = 5000;

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Counted by the metrics plugin. */
  on?: { sent?(): void; failedAttempt?(): void; gaveUp?(): void };
}

/**
 * Delivers the outbox, one mail at a time per process (docs/decisions/0096): at once when this
 * process queued a mail (`kick`), and every `pollMs` for retries that fell due and for mail
 * another process queued. Polling rather than LISTEN/NOTIFY: a retry falls due without anyone
 * notifying, so the poll is needed anyway, and it is one indexed query.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly o: OutboxWorkerOptions) {}

  start(): void {
    this.schedule();
  }

  /** Look now (a mail was just queued); a round already running looks again when it ends. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /**
   * Stops polling and waits for the attempt in progress, so no claim is left half done; but not
   * longer than STOP_WAIT_MS (a hung relay must not hold up shutdown): an attempt cut short keeps
   * its lease, which expires, and the mail is tried again (at least once).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((r) => (timer = setTimeout(r, STOP_WAIT_MS)))]);
    clearTimeout(timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.kick();
      this.schedule();
    }, this.o.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const { db, log } = this.o;
    while (!this.stopped) {
      let mail;
      try {
        mail = await claimNextMail(db);
      } catch (err) {
        log.warn({ err }, "mail outbox: could not claim mail (tried again at the next poll)");
        return;
      }
      if (!mail) return;
      await this.attempt(mail);
    }
  }

  private async attempt(mail: NonNullable<Awaited<ReturnType<typeof claimNextMail>>>): Promise<void> {
    const { db, transport, log, on } = this.o;
    try {
      await transport.deliver(mail);
    } catch (err) {
      on?.failedAttempt?.();
      const reason = (err as Error).message ?? String(err);
      if (mail.attempts >= this.o.maxAttempts) {
        on?.gaveUp?.();
        log.error({ err, mailId: mail.id, attempts: mail.attempts }, "mail outbox: mail given up");
        await markFailed(db, mail.id, reason).catch((e: unknown) =>
          log.error({ err: e }, "mail outbox: update failed"),
        );
        return;
      }
      const delayMs = retryDelayMs(this.o.retryBaseMs, mail.attempts);
      log.warn({ err, mailId: mail.id, attempts: mail.attempts, retryInMs: delayMs }, "mail delivery failed");
      await markRetry(db, mail.id, reason, delayMs).catch((e: unknown) =>
        log.error({ err: e }, "mail outbox: update failed"),
      );
      return;
    }
    on?.sent?.();
    // Delivered; if this update is lost the lease expires and the mail goes again (at least once).
    await markSent(db, mail.id).catch((err: unknown) => log.error({ err }, "mail outbox: could not mark mail sent"));
  }
}
