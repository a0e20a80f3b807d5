import { eq } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { profiles, user } from "#server/core/db/schema";

/**
 * The athlete's name as a coach and the PDFs show it: the full name from their profile, else the
 * account's name; null when there is no such account.
 */
export async function athleteName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ fullName: profiles.fullName, name: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row ? row.fullName || row.name : null;
}
