import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SPIKE_RATIO } from "#domain/training/load";
import { addDays } from "#domain/training/dates";
import { seedAthletes } from "#server/testing/coach-console";
import { testDatabaseKind } from "#server/testing/database";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { ratioSql } from "./squad-filters.ts";
import { listAthletes } from "./squad-repository.ts";

/**
 * The squad list's speed rules (issue #13, docs/decisions/0110), on PGlite and PostgreSQL
 * (TEST_DATABASE_URL): the page never unpacks a plan's program, and the spike filter's index
 * column (athlete_load_summary.spike_until) never hides a spike nor changes the answer.
 */
const { server } = setUpTestServer({ athletes: [{ fullName: "Speed Generated" }] });
const TODAY = new Date().toISOString().slice(0, 10);
let ids: string[];

beforeAll(async () => {
  ids = await seedAthletes(server.app.db, 40, "Speed Seeded");
}, 120_000);

/** What the page used to compute from the program on every request. */
const fromProgram = sql`(select array_agg(jsonb_array_length(w.value->'sessions') order by w.ordinality)
  from jsonb_array_elements(tp.program->'weeks') with ordinality w)`;

describe(`squad list speed (${testDatabaseKind})`, () => {
  it("sends page statements that read no plan program (the ~37 kB column), filtered or not", async () => {
    const db = server.app.db;
    const prepare = vi.spyOn(db._.session, "prepareQuery");
    try {
      await listAthletes(db, { page: 1, pageSize: 25, today: TODAY });
      await listAthletes(db, { page: 1, pageSize: 25, today: TODAY, sort: "ratio", filters: ["spike"] });
      // Only the list's own statements (background work such as the live count shares the session).
      const statements = prepare.mock.calls
        .map(([q]) => (q as { sql: string }).sql)
        .filter((text) => text.includes("page.user_id"));
      expect(statements).toHaveLength(2);
      for (const text of statements) {
        expect(text).toMatch(/week_sessions/);
        expect(text).not.toMatch(/\bprogram\b/);
      }
    } finally {
      prepare.mockRestore();
    }
  });

  it("leaves the plan's stored details out of the list (a third of a page's bytes; /athletes/:id has them)", async () => {
    const page = await listAthletes(server.app.db, { page: 1, pageSize: 100, today: TODAY });
    const generated = page.athletes.find((a) => a.fullName === "Speed Generated");
    expect(generated?.plan?.planName).toBeTruthy();
    expect(JSON.stringify(page)).not.toMatch(/planDetails|customized_for/);
  });

  it("keeps week_sessions equal to the program's weeks when a plan is generated and when it is rewritten", async () => {
    const db = server.app.db;
    const check = async () => {
      const rows = (await db.execute(sql`select tp.week_sessions as kept, ${fromProgram} as computed
        from training_plans tp where tp.program is not null`)) as unknown as { rows?: unknown[] } | unknown[];
      const list = (Array.isArray(rows) ? rows : rows.rows) as Array<{ kept: number[]; computed: number[] }>;
      expect(list.length).toBeGreaterThanOrEqual(1);
      for (const r of list) expect(r.kept).toEqual(r.computed);
      return list;
    };
    const before = await check();
    expect(before.every((r) => r.kept.length === 8)).toBe(true);
    // A rewritten program (retake, regeneration): the trigger follows it.
    await db.execute(sql`update training_plans set program = jsonb_set(program, '{weeks,0,sessions}', '[]'::jsonb)
      where program is not null`);
    const after = await check();
    expect(after.every((r) => r.kept[0] === 0)).toBe(true);
    // The page shows it: week 1's sessions no longer count in the plan's total.
    const page = await listAthletes(db, { page: 1, pageSize: 100, today: TODAY });
    const row = page.athletes.find((a) => a.fullName === "Speed Generated");
    expect(row?.training.plannedTotal).toBe(after[0]!.kept.reduce((a, b) => a + b, 0));
    expect(row?.training.plannedTotal).toBeLessThan(before[0]!.kept.reduce((a, b) => a + b, 0));
  });

  it("finds exactly the athletes whose ratio is over the spike line, for any day, with the index column", async () => {
    const db = server.app.db;
    // Random summaries around the line (and far from it), written as the log writes write them.
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (const id of ids) {
      const r0 = rand() < 0.5 ? 1.45 + rand() * 0.2 : 0.3 + rand() * 4;
      const chronic = 50 + rand() * 400;
      const ewmaOn = addDays(TODAY, -Math.floor(rand() * 20) + 3);
      await db.execute(sql`insert into athlete_load_summary (user_id, first_load_on, ewma_on, acute_load, chronic_load, last_logged_on)
        values (${id}, ${addDays(TODAY, -200)}, ${ewmaOn}, ${r0 * chronic}, ${chronic}, ${ewmaOn})
        on conflict (user_id) do update set ewma_on = excluded.ewma_on, acute_load = excluded.acute_load,
          chronic_load = excluded.chronic_load, first_load_on = excluded.first_load_on`);
    }
    let spikesSeen = 0;
    for (let offset = -3; offset <= 12; offset++) {
      const day = addDays(TODAY, offset);
      const exact = sql`${ratioSql("s", day)} > ${sql.raw(String(SPIKE_RATIO))}`;
      const count = async (where: ReturnType<typeof sql>) => {
        const res = (await db.execute(
          sql`select count(*)::int as n from athlete_load_summary s where ${where}`,
        )) as unknown as { rows?: Array<{ n: number }> } | Array<{ n: number }>;
        return (Array.isArray(res) ? res : res.rows!)[0]!.n;
      };
      const all = await count(exact);
      expect(await count(sql`s.spike_until >= ${day}::date and ${exact}`), day).toBe(all);
      const page = await listAthletes(db, { page: 1, pageSize: 100, today: day, filters: ["spike"] });
      expect(page.total, day).toBe(all);
      spikesSeen += all;
    }
    expect(spikesSeen).toBeGreaterThan(20);
  });
});
