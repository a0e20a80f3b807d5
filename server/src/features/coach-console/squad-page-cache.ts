import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "#server/core/db/client";

/**
 * The coach's athlete list, kept exactly (issue #13, docs/decisions/0121). A page is kept with the
 * squad list's version read in the page's own statement; it is sent again only while the version
 * read now is the same. Every transaction that changes a table the list reads adds to the
 * version when it commits (triggers, migration 0015_squad_list_version), in any process sharing
 * the database, so an unchanged version means the page's statement would answer the same rows.
 * "Today" is part of the key: a new day computes its pages afresh.
 */

/** The sum of the counters: one scalar subquery, text (PostgreSQL sums bigints as numeric). */
export const squadListVersionSql = sql<string>`(select sum(v)::text from squad_list_version)`;

export async function squadListVersion(db: Db): Promise<string | null> {
  const res = (await db.execute(sql`select ${squadListVersionSql} as version`)) as unknown as
    | { rows: Array<{ version: string | null }> }
    | Array<{ version: string | null }>;
  const rows = Array.isArray(res) ? res : res.rows;
  return rows[0]?.version ?? null;
}

/** Pages kept per process: a page of 100 athletes is ~130 kB of JSON. */
export const SQUAD_PAGE_CACHE_MAX = 50;

interface KeptPage {
  version: string;
  body: string;
}

/** The JSON bodies sent, by query and day; the oldest goes first when full. */
export class SquadPageCache {
  private readonly pages = new Map<string, KeptPage>();

  constructor(private readonly max = SQUAD_PAGE_CACHE_MAX) {}

  /** The body kept for `key`, if the squad list is still at the version it was read at. */
  async get(db: Db, key: string): Promise<string | undefined> {
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    if ((await squadListVersion(db)) === kept.version) return kept.body;
    this.pages.delete(key);
    return undefined;
  }

  set(key: string, version: string, body: string): void {
    this.pages.delete(key);
    if (this.pages.size >= this.max) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { version, body });
  }

  get size(): number {
    return this.pages.size;
  }
}

/**
 * A body the route's contract serializer wrote (`reply.serialize`), sent as it is: Fastify sends a
 * string with a JSON content type without serializing it again, so a kept page and a fresh one
 * are the same bytes with the same headers.
 */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(body);
}
