import { count } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { profiles } from "#server/core/db/schema";

/** Number of profile rows: the athletes-joined badge reads this (spec §1, §7). */
export async function countProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles);
  return row?.n ?? 0;
}
