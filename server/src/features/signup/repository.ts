import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { user, verification } from "#server/core/db/schema";

/* ---- the account being signed up ---- */

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(user).where(eq(user.id, id));
}

/* ---- one-time verification links (docs/decisions/0011) ---- */

const USED_TOKEN = "used-email-verification";
const usedTokenId = (tokenHash: string) => `${USED_TOKEN}:${tokenHash}`;

export async function isVerificationTokenUsed(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(eq(verification.id, usedTokenId(tokenHash)))
    .limit(1);
  return row !== undefined;
}

/** Claims a link for one use: true for the first caller only (the primary key decides races). */
export async function claimVerificationToken(
  db: Db,
  tokenHash: string,
  email: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(verification)
    .values({ id: usedTokenId(tokenHash), identifier: USED_TOKEN, value: email.toLowerCase(), expiresAt })
    .onConflictDoNothing()
    .returning({ id: verification.id });
  return rows.length === 1;
}

/**
 * A claim left by an interrupted attempt (the server died between claiming the link and
 * better-auth verifying the account) would make the link say "already used" to an account that
 * is not verified, and sign-in refuses an unverified account: the athlete would be stuck. A claim
 * older than `staleSeconds` whose account is still unverified is released (issue #7, found by
 * server/src/testing/fault/crash.test.ts). A live attempt takes milliseconds, so racing requests
 * with one fresh link are still refused.
 */
export async function releaseStaleVerificationClaim(db: Db, tokenHash: string, staleSeconds: number): Promise<boolean> {
  const rows = await db
    .delete(verification)
    .where(
      and(
        eq(verification.id, usedTokenId(tokenHash)),
        sql`${verification.createdAt} < now() - make_interval(secs => ${staleSeconds})`,
        sql`not exists (select 1 from ${user} where ${user.email} = ${verification.value} and ${user.emailVerified})`,
      ),
    )
    .returning({ id: verification.id });
  return rows.length === 1;
}

/** Gives a claimed link back when verifying failed on our side, so the athlete can retry it. */
export async function releaseVerificationToken(db: Db, tokenHash: string): Promise<void> {
  await db.delete(verification).where(eq(verification.id, usedTokenId(tokenHash)));
}
