import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AthleteListPageSchema } from "#domain/api-types";
import { adminCookie, seedAthletes } from "#server/testing/coach-console";
import { testDatabaseKind } from "#server/testing/database";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { cricketLog, dayOf, programOf, putCricket, putSession, sessionLog } from "#server/testing/training-log";
import { squadListVersion } from "./squad-page-cache.ts";
import { type AthleteListQuery, listAthletes } from "./squad-repository.ts";

/**
 * The athlete list's kept pages (issue #13, docs/decisions/0121), on PGlite and PostgreSQL
 * (TEST_DATABASE_URL): a page is sent again only while nothing it shows has changed. After a
 * write to any table the list reads, the next answer is byte for byte what the list computes
 * afresh; a page asked for again with no write between runs no page statement.
 */
const { server, athletes } = setUpTestServer({ athletes: [{ fullName: "Kept Logger" }] });
let cookie: string;
let ids: string[];

/** Every table the page statement reads, and a change to one of its rows that the page shows. */
const WRITES: Array<[table: string, write: (id: string) => ReturnType<typeof sql>]> = [
  ["profiles", (id) => sql`update profiles set full_name = full_name || ' x' where user_id = ${id}`],
  ["profile_count", () => sql`update profile_count set n = n + 1`],
  [
    "questionnaire_responses",
    (id) => sql`update questionnaire_responses set height = height + 1 where user_id = ${id}`,
  ],
  ["training_plans", (id) => sql`update training_plans set plan_name = plan_name || ' x' where user_id = ${id}`],
  [
    "payments",
    (id) => sql`insert into payments (id, user_id, amount, currency, status, provider, provider_reference)
      values (${randomUUID()}, ${id}, 1000, 'AUD', 'succeeded', 'test', ${randomUUID()})`,
  ],
  [
    "athlete_training_pdfs",
    (id) => sql`insert into athlete_training_pdfs (user_id, phase, pdf_url, uploaded_by, size_bytes, sha256)
      values (${id}, 1, ${`kept-${id}.pdf`}, (select id from admin_sessions limit 1), 1234, 'kept')`,
  ],
  [
    "parental_consents",
    (id) =>
      sql`insert into parental_consents (user_id, parent_email, given_at) values (${id}, 'parent@example.test', now())`,
  ],
  [
    "training_settings",
    (id) => sql`insert into training_settings (user_id, start_date, weekdays) values (${id}, current_date, '{1,3,5}')`,
  ],
  [
    "athlete_load_summary",
    (
      id,
    ) => sql`insert into athlete_load_summary (user_id, first_load_on, ewma_on, acute_load, chronic_load, last_logged_on)
      values (${id}, current_date - 60, current_date, 300, 100, current_date)`,
  ],
  [
    "cricket_logs",
    (id) => sql`insert into cricket_logs (id, user_id, date, kind, minutes, session_rpe, balls, intensity, edited_at)
      values (${randomUUID()}, ${id}, current_date, 'match', 60, 5, 30, 'medium', now())`,
  ],
];

const INVISIBLE = ["training_settings", "cricket_logs"];

const QUERIES = [
  "?page=1&pageSize=100",
  "?sort=ratio&pageSize=100",
  "?filter=spike&sort=ratio&pageSize=25",
  "?q=Kept&sort=name",
  "?sort=last-logged&pageSize=10&page=2",
];

const get = async (query: string) => {
  const res = await server.fetch(`/api/admin/athletes${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return { body: await res.text(), type: res.headers.get("content-type") };
};

/** What the route's contract serializer writes for the list computed now, with no kept page. */
async function fresh(query: string): Promise<string> {
  const p = new URLSearchParams(query.slice(1));
  const q: AthleteListQuery = {
    page: Number(p.get("page") ?? 1),
    pageSize: Number(p.get("pageSize") ?? 25),
    q: p.get("q") ?? undefined,
    sort: (p.get("sort") ?? "newest") as AthleteListQuery["sort"],
    filters: (p.get("filter")?.split(",") ?? []) as AthleteListQuery["filters"],
    today: dayOf(server.clock.now()),
  };
  if (!p.get("filter")) delete q.filters;
  return JSON.stringify(z.encode(AthleteListPageSchema, await listAthletes(server.app.db, q)));
}

beforeAll(async () => {
  cookie = await adminCookie(server);
  ids = await seedAthletes(server.app.db, 12, "Kept Seeded");
}, 120_000);

afterAll(() => server.clock.reset());

describe(`kept athlete list pages (${testDatabaseKind})`, () => {
  it("sends a page asked for again with no write between as the same bytes, without its page statement", async () => {
    const first = await get(QUERIES[0]!);
    expect(first.type).toBe("application/json; charset=utf-8");
    expect(first.body).toBe(await fresh(QUERIES[0]!));
    const prepare = vi.spyOn(server.app.db._.session, "prepareQuery");
    try {
      const again = await get(QUERIES[0]!);
      expect(again).toEqual(first);
      const statements = prepare.mock.calls.map(([q]) => (q as { sql: string }).sql);
      expect(statements.filter((text) => text.includes("page.user_id"))).toHaveLength(0);
      expect(statements.filter((text) => text.includes("squad_list_version"))).toHaveLength(1);
    } finally {
      prepare.mockRestore();
    }
  });

  it("answers what the list computes afresh after a write to each table it reads", async () => {
    const target = ids[3]!;
    for (const [table, write] of WRITES) {
      for (const query of QUERIES) await get(query); // every query kept
      const before = await squadListVersion(server.app.db);
      const kept = await get(QUERIES[0]!);
      await server.app.db.execute(write(target));
      expect(await squadListVersion(server.app.db), table).not.toBe(before);
      for (const query of QUERIES) expect((await get(query)).body, `${table} ${query}`).toBe(await fresh(query));
      // Seeded plans have no weeks (settings unseen) and adults no bowling limits (cricket unseen).
      if (!INVISIBLE.includes(table)) expect((await get(QUERIES[0]!)).body, table).not.toBe(kept.body);
    }
  });

  it("has the counting trigger on every table the page statements read", async () => {
    const db = server.app.db;
    const prepare = vi.spyOn(db._.session, "prepareQuery");
    const read = new Set<string>();
    try {
      for (const query of QUERIES) await fresh(query);
      await fresh("?filter=under-16,not-logged-7&sort=last-logged&q=Kept");
      for (const [q] of prepare.mock.calls) {
        const text = (q as { sql: string }).sql;
        if (!text.includes("page.user_id")) continue;
        for (const m of text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/g)) read.add(m[1]!);
      }
    } finally {
      prepare.mockRestore();
    }
    read.delete("squad_list_version");
    expect([...read].sort()).toEqual(WRITES.map(([t]) => t).sort());
    const res = (await db.execute(sql`select c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = 'squad_list_changed'`)) as unknown as { rows?: Array<{ t: string }> } | Array<{ t: string }>;
    const triggered = (Array.isArray(res) ? res : res.rows!).map((r) => r.t);
    for (const table of read) expect(triggered, table).toContain(table);
  });

  it("counts each writing transaction once, however many rows it changes; a rolled-back one not at all", async () => {
    const db = server.app.db;
    const before = Number(await squadListVersion(db));
    await db.execute(sql`update questionnaire_responses set height = height + 1 where user_id in ${ids}`);
    expect(Number(await squadListVersion(db))).toBe(before + 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update profiles set full_name = full_name where user_id in ${ids}`);
      await tx.execute(sql`update training_plans set plan_name = plan_name where user_id in ${ids}`);
    });
    expect(Number(await squadListVersion(db))).toBe(before + 2);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update profiles set full_name = 'rolled back' where user_id in ${ids}`);
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(Number(await squadListVersion(db))).toBe(before + 2);
    // Deleting rows and emptying a table count too (a row of its own: this test needs no other).
    const payments = WRITES.find(([t]) => t === "payments")![1];
    await db.execute(payments(ids[5]!));
    expect(Number(await squadListVersion(db))).toBe(before + 3);
    await db.execute(sql`delete from payments where user_id = ${ids[5]!}`);
    expect(Number(await squadListVersion(db))).toBe(before + 4);
    await db.execute(sql`truncate athlete_training_pdfs`);
    expect(Number(await squadListVersion(db))).toBe(before + 5);
  });

  it("shows an athlete's log written through the API on the next request", async () => {
    const athlete = athletes[0]!;
    const today = dayOf(server.clock.now());
    const query = "?q=Kept Logger";
    const before = JSON.parse((await get(query)).body).athletes[0].training;
    const program = await programOf(server, athlete.cookie);
    expect((await putSession(server, athlete.cookie, sessionLog(program, today))).status).toBe(200);
    const afterSession = JSON.parse((await get(query)).body).athletes[0].training;
    expect(afterSession.lastLoggedOn).toBe(today);
    expect(afterSession.doneTotal).toBe(before.doneTotal + 1);
    expect((await putCricket(server, athlete.cookie, cricketLog(today))).status).toBe(200);
    const body = (await get(query)).body;
    expect(body).toBe(await fresh(query));
    expect(JSON.parse(body).athletes[0].training.weekLoad.cricket).toBeGreaterThan(afterSession.weekLoad.cricket);
  });

  it("computes a new day's page afresh (the figures are for the server's day)", async () => {
    const first = JSON.parse((await get(QUERIES[1]!)).body);
    server.clock.freeze();
    server.clock.advance(24 * 60 * 60 * 1000);
    const next = await get(QUERIES[1]!);
    expect(JSON.parse(next.body).today).not.toBe(first.today);
    expect(next.body).toBe(await fresh(QUERIES[1]!));
  });
});
