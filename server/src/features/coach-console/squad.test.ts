import { count, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { payments, profiles } from "#server/core/db/schema";
import { testDatabaseKind } from "#server/testing/database";
import { decodeCursor } from "./squad-filters.ts";
import { listAthletes, type AthleteListPage } from "./squad-repository.ts";
import { adminCookie, insertAthlete, makePdf, seedAthletes, uploadPdf } from "#server/testing/coach-console";
import { setUpTestServer } from "#server/testing/set-up-test-server";

const { server } = setUpTestServer();
const TODAY = new Date().toISOString().slice(0, 10);
let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie(server);
});

async function list(query: string): Promise<AthleteListPage> {
  const res = await server.fetch(`/api/admin/athletes${query}`, { headers: { cookie } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AthleteListPage;
}

describe("GET /api/admin/athletes", () => {
  let richId: string;

  beforeAll(async () => {
    // Older than every athlete seeded below (created "a year ago"), with everything filled in.
    const ids = await seedAthletes(server.app.db, 1, "Rich Record", Date.now() - 365 * 86_400_000);
    richId = ids[0]!;
    await server.app.db.insert(payments).values([
      {
        userId: richId,
        amount: 2999,
        currency: "INR",
        status: "succeeded",
        provider: "stripe",
        providerReference: "pi_123",
        createdAt: new Date(Date.now() - 1000),
      },
      {
        userId: richId,
        amount: 2999,
        currency: "INR",
        status: "refunded",
        provider: "stripe",
        providerReference: "pi_456",
      },
    ]);
    expect((await uploadPdf(server, cookie, richId, 2, await makePdf())).status).toBe(200);
    await insertAthlete(server.app.db, "Percent 100% Fit", `pct-${randomUUID()}@example.test`);
    await insertAthlete(server.app.db, "Under_Score Kid", `us-${randomUUID()}@example.test`);
    await insertAthlete(server.app.db, "Plain Name", `MixedCase.Person-${randomUUID()}@Example.test`);
  });

  it("returns answers, active plan, payments and both PDF states for each athlete", async () => {
    const page = await list("?q=rich%20record");
    expect(page.total).toBe(1);
    const a = page.athletes[0]!;
    expect(a).toMatchObject({
      userId: richId,
      fullName: "Rich Record 0",
      questionnaire: {
        ageGroup: "Under-19",
        role: "Fast Bowler",
        battingAbility: 4,
        bowlingAbility: 5,
        fieldingAbility: 4,
        goals: ["Explosive Strength & Power", "Speed & Agility"],
        equipment: ["Full Gym"],
      },
      plan: { planName: "Elite Cricket Training - Fast Bowler", durationMonths: 3, priceAmount: 2999, isActive: true },
    });
    expect(a.payments.map((p) => [p.status, p.providerReference])).toEqual([
      ["refunded", "pi_456"],
      ["succeeded", "pi_123"],
    ]);
    expect(a.pdfs[0]).toEqual({ phase: 1, uploaded: false, uploadedAt: null, sizeBytes: null });
    expect(a.pdfs[1]).toMatchObject({
      phase: 2,
      uploaded: true,
      uploadedAt: expect.any(String),
      sizeBytes: expect.any(Number),
    });
  });

  it("lists athletes without answers or plan too (nulls, empty payments)", async () => {
    const page = await list("?q=plain%20name");
    expect(page.athletes[0]).toMatchObject({ questionnaire: null, plan: null, payments: [] });
  });

  it("searches name or e-mail case-insensitively, with LIKE wildcards taken literally", async () => {
    expect((await list("?q=PERCENT")).athletes.map((a) => a.fullName)).toEqual(["Percent 100% Fit"]);
    expect((await list("?q=mixedcase.person")).athletes.map((a) => a.fullName)).toEqual(["Plain Name"]);
    expect((await list("?q=%25")).athletes.map((a) => a.fullName)).toEqual(["Percent 100% Fit"]);
    expect((await list("?q=_")).athletes.map((a) => a.fullName)).toEqual(["Under_Score Kid"]);
    expect((await list("?q=%5C")).total).toBe(0);
    expect((await list("?q=nobody-has-this-name")).athletes).toEqual([]);
  });

  it("validates the query: pageSize clamped to 100, bad numbers refused", async () => {
    expect((await list("?pageSize=500")).pageSize).toBe(100);
    for (const bad of ["?page=0", "?page=abc", "?pageSize=0", "?pageSize=2.5", `?q=${"x".repeat(201)}`]) {
      const res = await server.fetch(`/api/admin/athletes${bad}`, { headers: { cookie } });
      expect(res.status, bad).toBe(400);
    }
  });

  it("sends ONE statement per page whatever the page size (no query per athlete, no separate count)", async () => {
    await seedAthletes(server.app.db, 150, "Batch Check");
    const db = server.app.db;
    // Background work shares this session: the live-count hub recounts after the inserts above
    // (the NOTIFY arrives asynchronously; on PostgreSQL it landed inside the measured call), and
    // the clean-up deletes. Wait until the hub shows the inserts, then count only reads.
    const [{ n }] = (await db.select({ n: count() }).from(profiles)) as [{ n: number }];
    await expect
      .poll(async () => ((await (await server.fetch("/api/athletes/count")).json()) as { count: number }).count, {
        timeout: 30_000,
      })
      .toBe(Math.max(31, n));
    // Kept (issue #11): a NOTIFY can still arrive after the poll and recount inside the measured
    // call; only the hub could say "settled" (a production hook), so give it a moment.
    await new Promise((r) => setTimeout(r, 500));
    // Every statement a builder sends to either driver goes through the session's prepareQuery.
    const prepare = vi.spyOn(db._.session, "prepareQuery");
    const spy = {
      mock: {
        get calls() {
          // Not the clean-up's deletes, nor the live-count hub's own read of the count row (a
          // NOTIFY may still land inside the measured call); the list reads that row only as a subquery.
          return prepare.mock.calls.filter(([q]) => {
            const text = (q as { sql: string }).sql;
            return !/^\s*delete/i.test(text) && !/^\s*select "n" from "profile_count"\s*$/i.test(text);
          });
        },
      },
      mockClear: () => prepare.mockClear(),
      mockRestore: () => prepare.mockRestore(),
    };
    // Background work can only add statements to a measured call, never take one away: each
    // read-only call is measured up to three times and its fewest statements count, and the SQL
    // is in the message if it still fails.
    const statements = async <T>(call: () => Promise<T>): Promise<{ result: T; sql: string[] }> => {
      let best: { result: T; sql: string[] } | undefined;
      for (let attempt = 0; attempt < 3; attempt++) {
        spy.mockClear();
        const result = await call();
        const sql = spy.mock.calls.map(([q]) => (q as { sql: string }).sql.slice(0, 160));
        if (!best || sql.length < best.sql.length) best = { result, sql };
      }
      return best!;
    };
    try {
      const small = await statements(() => listAthletes(db, { page: 1, pageSize: 5, today: TODAY }));
      const big = await statements(() => listAthletes(db, { page: 1, pageSize: 100, today: TODAY }));
      expect(small.result.athletes).toHaveLength(5);
      expect(big.result.athletes).toHaveLength(100);
      expect(big.result.total).toBe(small.result.total);
      // page, total (window count) and related rows (JSON subqueries)
      expect(small.sql, small.sql.join("\n")).toHaveLength(1);
      expect(big.sql, big.sql.join("\n")).toHaveLength(1);
      // The squad view (issue #17): filters, a computed sort and a keyset cursor, still one statement each.
      const squad = await statements(() =>
        listAthletes(db, { page: 1, pageSize: 50, today: TODAY, sort: "ratio", filters: ["not-logged-7"] }),
      );
      expect(squad.result.athletes).toHaveLength(50);
      expect(squad.sql, squad.sql.join("\n")).toHaveLength(1);
      const cursor = decodeCursor(squad.result.nextCursor!)!;
      const next = await statements(() =>
        listAthletes(db, { page: 1, pageSize: 50, today: TODAY, sort: "ratio", cursor }),
      );
      expect(next.result.athletes).toHaveLength(50);
      expect(next.sql, next.sql.join("\n")).toHaveLength(1);
      // Past the last page no row carries the total: then, and only then, a count query.
      const beyond = await statements(() => listAthletes(db, { page: 1_000_000, pageSize: 100, today: TODAY }));
      expect(beyond.result).toMatchObject({ athletes: [], total: small.result.total });
      expect(beyond.sql, beyond.sql.join("\n")).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it(`stays fast with 10,000 athletes: pagination and search (${testDatabaseKind})`, { timeout: 240_000 }, async () => {
    const before = (await list("?pageSize=1")).total;
    const t0 = performance.now();
    const ids = await seedAthletes(server.app.db, 10_000, "Load Athlete", Date.now() + 86_400_000);
    const seedMs = performance.now() - t0;

    // The first request after a bulk insert also competes with the live athlete count reacting
    // to the inserts: measured once (cold), then the medians of warm runs.
    const c0 = performance.now();
    await list("?page=1&pageSize=25");
    const coldMs = performance.now() - c0;

    const timed = async (query: string, runs = 7) => {
      const times: number[] = [];
      let last!: AthleteListPage;
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        last = await list(query);
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      return { page: last, medianMs: times[Math.floor(runs / 2)]!, maxMs: times.at(-1)! };
    };

    const first = await timed("?page=1&pageSize=25");
    expect(first.page.total).toBe(before + 10_000);
    // Newest first: the load athletes were created "tomorrow", athlete 0 the newest.
    expect(first.page.athletes.map((a) => a.fullName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Load Athlete ${i}`),
    );
    expect(first.page.athletes.every((a) => a.questionnaire && a.plan)).toBe(true);

    const deep = await timed("?page=400&pageSize=25");
    expect(deep.page.athletes.map((a) => a.fullName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Load Athlete ${9975 + i}`),
    );

    const search = await timed("?q=load%20athlete%20999&pageSize=25");
    // 999, 9990-9999: 11 matches, newest first.
    expect(search.page.total).toBe(11);
    expect(search.page.athletes.map((a) => a.fullName)).toEqual([
      "Load Athlete 999",
      ...Array.from({ length: 10 }, (_, i) => `Load Athlete ${9990 + i}`),
    ]);

    const byEmail = await timed(`?q=${ids[4242]!.slice(0, 8)}`);
    expect(byEmail.page.athletes.map((a) => a.userId)).toContain(ids[4242]);

    const full = await timed("?page=1&pageSize=100");
    expect(full.page.athletes).toHaveLength(100);

    // The squad view (issue #17): a load summary for every load athlete (as log writes keep it;
    // about 1 in 10 spiking), then page 1 of "spikes this week", highest ratio first.
    await server.app.db.execute(sql`insert into athlete_load_summary
        (user_id, first_load_on, ewma_on, acute_load, chronic_load, last_logged_on)
      select p.user_id, ${TODAY}::date - 300, ${TODAY}::date - (abs(hashtext(p.user_id)) % 20),
        case when abs(hashtext(p.user_id)) % 10 = 0 then 900 else 300 end, 320,
        ${TODAY}::date - (abs(hashtext(p.user_id)) % 20)
      from profiles p where p.full_name like 'Load Athlete %' on conflict do nothing`);
    const squad = await timed("?filter=spike&sort=ratio&pageSize=25");
    expect(squad.page.athletes).toHaveLength(25);
    expect(squad.page.athletes.every((a) => a.training.state === "spike")).toBe(true);
    const ratios = squad.page.athletes.map((a) => a.training.ratio!);
    expect(ratios).toEqual([...ratios].sort((x, y) => y - x));
    const quiet = await timed("?filter=not-logged-7&sort=last-logged&pageSize=25");
    expect(quiet.page.total).toBeGreaterThan(1000);

    const figures = {
      database: testDatabaseKind,
      athletes: first.page.total,
      seedMs: Math.round(seedMs),
      page1_25_coldMs: +coldMs.toFixed(1),
      page1_25_medianMs: +first.medianMs.toFixed(1),
      page1_25_maxMs: +first.maxMs.toFixed(1),
      page400_25_medianMs: +deep.medianMs.toFixed(1),
      page1_100_medianMs: +full.medianMs.toFixed(1),
      searchName_medianMs: +search.medianMs.toFixed(1),
      searchEmail_medianMs: +byEmail.medianMs.toFixed(1),
      squadSpikesByRatio_medianMs: +squad.medianMs.toFixed(1),
      squadNotLogged7_medianMs: +quiet.medianMs.toFixed(1),
    };
    // The figures are reported, not asserted: timing depends on the machine (issue #4).
    console.log(`[admin 10k athletes] ${JSON.stringify(figures)}`);
  });
});
