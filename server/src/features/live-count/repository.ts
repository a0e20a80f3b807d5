import type { Db } from "#server/core/db/client";
import { profileCount } from "#server/core/db/schema";

/**
 * Number of profile rows: the athletes-joined badge reads this (spec §1, §7). One row kept by
 * triggers on profiles (migration 0005, docs/decisions/0093), so start-up and every refresh cost
 * the same whatever the number of athletes.
 */
export async function countProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: profileCount.n }).from(profileCount);
  return Number(row?.n ?? 0);
}
