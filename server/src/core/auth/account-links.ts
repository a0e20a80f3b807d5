import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { verification } from "#server/core/db/schema";

/**
 * The links a mail carries, beyond what better-auth keeps (issue #14, docs/decisions/0050
 * "Round two: accounts"). Both live in better-auth's `verification` table, beside its own rows.
 */

/**
 * Ends every outstanding password-reset link of an account (finding 5). better-auth keeps one row
 * per reset link, `reset-password:<token>` → user id, and deletes only the one used; run after a
 * reset (its `onPasswordReset` hook) and when a new sign-up replaces an unverified account's password.
 */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

/*
 * The sign-up a verification link belongs to (finding 8). Verification tokens are better-auth's
 * signed JWTs, valid for an address until they expire: nothing to delete. Every sign-up for an
 * address therefore gets an id, recorded here as the address's current sign-up and carried by
 * every link mailed for it (`signup` claim); POST /api/verify-email accepts a link only for the
 * current sign-up, so a second sign-up of an unverified address ends the first one's links.
 */
const CURRENT_SIGNUP = "current-signup";
const currentSignupRow = (email: string) => `${CURRENT_SIGNUP}:${email.toLowerCase()}`;

/** A new sign-up for `email` becomes its current one; returns its id. */
export async function startSignup(db: Db, email: string, expiresAt: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insert(verification)
    .values({ id: currentSignupRow(email), identifier: CURRENT_SIGNUP, value: id, expiresAt })
    .onConflictDoUpdate({ target: verification.id, set: { value: id, expiresAt, updatedAt: new Date() } });
  return id;
}

/** The address's current sign-up id; undefined for an account made before sign-ups had ids. */
export async function currentSignup(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(eq(verification.id, currentSignupRow(email)))
    .limit(1);
  return row?.value;
}
