import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ACUTE_DAYS, CHRONIC_DAYS, lambda, SPIKE_RATIO } from "#domain/training/load";
import type { LocalDate } from "#domain/training/log";

/**
 * The squad list's sorts, filters and keyset cursor (issue #17, docs/decisions/0105). Every
 * expression here reads one profile, its questionnaire row and its athlete_load_summary row:
 * never the logs, so filtering 10,000 athletes stays one pass over three small rows each.
 */

export const SQUAD_SORTS = ["newest", "name", "ratio", "last-logged"] as const;
export type SquadSort = (typeof SQUAD_SORTS)[number];
export const SQUAD_FILTERS = ["spike", "not-logged-7", "under-16"] as const;
export type SquadFilter = (typeof SQUAD_FILTERS)[number];

/** "Not logged for 7 days": nothing dated in the last 7 days, today included (or never logged). */
export const NOT_LOGGED_DAYS = 7;
/** Under-16 means every athlete younger than 16: the Under-14 and Under-16 age groups. */
export const UNDER_16_GROUPS = ["Under-14", "Under-16"] as const;

const id = (alias: string, column: string) => sql.raw(`"${alias}"."${column}"`);

/**
 * The load ratio on `today` from the summary row `s`: ratioOn (domain/training/load-summary.ts)
 * in SQL, the same arithmetic step for step (averages × (1 − λ)^days since `ewma_on`), so the
 * list filters and sorts by exactly the number /workload shows. A test holds the two together.
 */
export function ratioSql(s: string, today: LocalDate): SQL<number | null> {
  const on = sql`${today}::date`;
  const gap = sql`greatest(0, ${on} - ${id(s, "ewma_on")})`;
  return sql<number | null>`(case
    when ${id(s, "first_load_on")} is null or ${on} - ${id(s, "first_load_on")} + 1 < ${sql.raw(String(CHRONIC_DAYS))}
      or ${id(s, "chronic_load")} * power(${1 - lambda(CHRONIC_DAYS)}::float8, ${gap}) <= 0 then null
    else (${id(s, "acute_load")} * power(${1 - lambda(ACUTE_DAYS)}::float8, ${gap}))
      / (${id(s, "chronic_load")} * power(${1 - lambda(CHRONIC_DAYS)}::float8, ${gap})) end)`;
}

/** The filters as one condition over questionnaire `q` and summary `s`. */
export function filterSql(filters: SquadFilter[], today: LocalDate, q: string, s: string): SQL | undefined {
  const condition: Record<SquadFilter, () => SQL> = {
    // spike_until (a trigger keeps it, migration squad_speed) finds the few candidates by index;
    // the exact ratio decides (decision 0110).
    spike: () =>
      sql`${id(s, "spike_until")} >= ${today}::date and ${ratioSql(s, today)} > ${sql.raw(String(SPIKE_RATIO))}`,
    "not-logged-7": () =>
      sql`(${id(s, "last_logged_on")} is null or ${id(s, "last_logged_on")} <= ${today}::date - ${sql.raw(String(NOT_LOGGED_DAYS))})`,
    "under-16": () =>
      sql`${id(q, "age_group")} in (${sql.join(
        UNDER_16_GROUPS.map((g) => sql`${g}`),
        sql`, `,
      )})`,
  };
  const parts = filters.map((f) => condition[f]());
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

/** The sort key of a row and its direction; ties go to the profile id, ascending. */
export function sortKey(sort: SquadSort, today: LocalDate, p: string, s: string): { key: SQL; desc: boolean } {
  switch (sort) {
    case "newest":
      return { key: id(p, "created_at"), desc: true };
    case "name":
      return { key: sql`lower(${id(p, "full_name")})`, desc: false };
    case "ratio":
      // Highest ratio first; athletes without one after every ratio.
      return { key: sql`coalesce(${ratioSql(s, today)}, -1)`, desc: true };
    case "last-logged":
      // Longest since the last log first; never logged before everyone.
      return { key: sql`coalesce(${id(s, "last_logged_on")}, '0001-01-01'::date)`, desc: false };
  }
}

/**
 * The cursor names the last row of the page (its profile id) and the sort it was made for. The
 * next page starts after that row's key, recomputed by the database (no timestamp or float goes
 * through the client, so none is rounded): an opaque, unforgeable-in-effect position.
 */
const CursorSchema = z.object({ v: z.literal(1), sort: z.enum(SQUAD_SORTS), id: z.uuid() });
export type SquadCursor = z.infer<typeof CursorSchema>;

export const encodeCursor = (c: Omit<SquadCursor, "v">): string =>
  Buffer.from(JSON.stringify({ v: 1, ...c })).toString("base64url");

export const BAD_CURSOR = "cursor is not one this list gave out: start again from the first page";

export function decodeCursor(text: string): SquadCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Rows after the cursor's row in the order of `sortKey`: key strictly beyond it, or the same key
 * and a later id. The cursor row's key comes from a scalar subquery of the same statement.
 */
export function afterCursor(cursor: SquadCursor, today: LocalDate, tables: { profiles: SQL; summary: SQL }): SQL {
  const here = sortKey(cursor.sort, today, "profiles", "athlete_load_summary");
  const there = sortKey(cursor.sort, today, "cp", "cs");
  const theirs = sql`(select ${there.key} from ${tables.profiles} cp
    left join ${tables.summary} cs on cs.user_id = cp.user_id where cp.id = ${cursor.id})`;
  const beyond = here.desc ? sql`${here.key} < ${theirs}` : sql`${here.key} > ${theirs}`;
  return sql`(${beyond} or (${here.key} = ${theirs} and ${id("profiles", "id")} > ${cursor.id}))`;
}
