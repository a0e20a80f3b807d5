import { count } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profiles } from "../db/schema.ts";

/** Number of profile rows: the athletes-joined badge reads this (spec §1, §7). */
export async function countProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles);
  return row?.n ?? 0;
}
