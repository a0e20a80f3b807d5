import { sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import type { MailMessage } from "./transport.ts";

/**
 * The mail_outbox table's queries (issue #15, docs/decisions/0096). Times are the database's
 * (`now()`), so several processes agree on what is due whatever their own clocks say.
 */

/** Longer than the SMTP timeouts together (transport.ts): a claim outlives any one attempt. */
export const CLAIM_LEASE_MS = 120_000;

export class OutboxFullError extends Error {}

export interface ClaimedMail extends MailMessage {
  id: string;
  /** Including the attempt this claim is for. */
  attempts: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Queues a mail. Refused (OutboxFullError) when `limit` mails are already waiting: past that
 * the relay has been down for long, and promising one more mail would only mislead (0096).
 */
export async function enqueueMail(db: Db, m: MailMessage, limit: number): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into mail_outbox ("to", subject, text, html)
      select ${m.to}, ${m.subject}, ${m.text}, ${m.html}
      where (select count(*) from mail_outbox where failed_at is null) < ${limit}
      returning id`),
  );
  if (!rows[0]) throw new OutboxFullError(`mail outbox full (${limit} unsent mails)`);
  return rows[0].id;
}

/**
 * Claims one due mail for this process: the row lock (`SKIP LOCKED`: another process's claim in
 * progress is passed over, not waited for) lasts only this statement; the lease in
 * `claimed_until` keeps the row from other workers while the relay is talked to. A process that
 * dies mid-attempt leaves a lease that expires, and the mail is tried again.
 */
export async function claimNextMail(db: Db): Promise<ClaimedMail | undefined> {
  const rows = rowsOf<ClaimedMail>(
    await db.execute(sql`
      update mail_outbox
      set attempts = attempts + 1, last_attempt_at = now(),
          claimed_until = now() + (${CLAIM_LEASE_MS}::int * interval '1 millisecond')
      where id = (
        select id from mail_outbox
        where failed_at is null and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        limit 1
        for update skip locked)
      returning id, "to", subject, text, html, attempts`),
  );
  return rows[0];
}

/** Delivered: the row goes (its body holds a live link). */
export async function markSent(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from mail_outbox where id = ${id}`);
}

/** A failed attempt: tried again after `delayMs`. */
export async function markRetry(db: Db, id: string, error: string, delayMs: number): Promise<void> {
  await db.execute(sql`
    update mail_outbox
    set claimed_until = null, last_error = ${error},
        next_attempt_at = now() + (${Math.round(delayMs)}::int * interval '1 millisecond')
    where id = ${id}`);
}

/** Given up: the row stays for the operator to see (address, subject, error), without its body. */
export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db.execute(sql`
    update mail_outbox
    set claimed_until = null, last_error = ${error}, failed_at = now(), text = null, html = null
    where id = ${id}`);
}

/** Mails not yet delivered nor given up (the outbox-depth metric). */
export async function outboxDepth(db: Db): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from mail_outbox where failed_at is null`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Exponential back-off: base, 2×base, 4×base ... after the 1st, 2nd, 3rd failed attempt. */
export function retryDelayMs(baseMs: number, failedAttempts: number): number {
  return baseMs * 2 ** Math.max(0, failedAttempts - 1);
}
