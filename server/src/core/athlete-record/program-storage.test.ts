import { brotliDecompressSync, deflateRawSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerGrid } from "#domain/plan/coach-rules.test-helper";
import { generatePlan } from "#domain/plan/generator";
import type { Program } from "#domain/plan/types";
import fixtures from "../../../../domain/plan/fixtures/programs-1.0.0.json" with { type: "json" };
import { trainingPlans } from "#server/core/db/schema";
import { answers, savedAnswers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { type PackedFormat, packProgram, unpackProgram } from "./program-storage.ts";

/**
 * Plan storage (issue #13, docs/decisions/0111, 0129): a save writes the program compressed plus its
 * outline, not 120 KB of jsonb; every reader sees the same program as before; plans stored
 * whole by the former code read exactly as stored.
 */
const { server, athletes } = setUpTestServer({ athletes: [{}, {}] });
const OLD = fixtures as unknown as Array<{ answers: unknown; program: Program }>;
/** What a save may write for one plan's program, both columns together (it was about 120 KB). */
const MAX_STORED_BYTES = 16_000;
const FORMATS: PackedFormat[] = ["deflate-raw/json", "brotli/json"];

const active = (userId: string) => and(eq(trainingPlans.userId, userId), eq(trainingPlans.isActive, true));
/** Saves changed answers through the route, as the athlete's browser does. */
const save = async (cookie: string, changes: Parameters<typeof answers>[0]) => {
  const res = await server.fetch("/api/me/questionnaire", {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ answers: answers(changes) }),
  });
  expect(res.status).toBe(200);
};
const myPlan = async (cookie: string) =>
  (await (await server.fetch("/api/me/plan", { headers: { cookie } })).json()) as { program: Program };

describe("packProgram / unpackProgram", () => {
  it("give back exactly the program, key order included, for generated and stored 1.0.0 programs, in each packing", () => {
    for (const format of FORMATS)
      for (const program of [generatePlan(savedAnswers()), ...OLD.map((o) => o.program)]) {
        const { program: outline, programPacked } = packProgram(program, format);
        expect(outline.packed).toBe(format);
        const back = unpackProgram(JSON.parse(JSON.stringify(outline)), programPacked);
        expect(JSON.stringify(back)).toBe(JSON.stringify(program));
      }
  });

  it("pack with Brotli when asked (decision 0129): the outline says so and the bytes are a Brotli stream", () => {
    const program = generatePlan(savedAnswers());
    const { program: outline, programPacked } = packProgram(program, "brotli/json");
    expect(outline.packed).toBe("brotli/json");
    expect(brotliDecompressSync(programPacked).toString("utf8")).toBe(JSON.stringify(program));
  });

  it("read programs raw-deflated at zlib's levels 6 and 4, as saves before decisions 0119 and 0129 stored them", () => {
    const program = generatePlan(savedAnswers());
    const outline = { ...packProgram(program).program, packed: "deflate-raw/json" as const };
    for (const level of [6, 4]) {
      const before = deflateRawSync(JSON.stringify(program), { level });
      expect(JSON.stringify(unpackProgram(JSON.parse(JSON.stringify(outline)), before))).toBe(JSON.stringify(program));
    }
  });

  it("read an outline with a format it does not know as stored, never unpacking it with another format", () => {
    const program = generatePlan(savedAnswers());
    const { program: outline, programPacked } = packProgram(program);
    const unknown = { ...outline, packed: "toString" };
    expect(unpackProgram(unknown, programPacked)).toBe(unknown);
  });

  it(`pack the largest programs of the coaching grid within ${MAX_STORED_BYTES} bytes, in each packing`, () => {
    const programs = [...answerGrid(13)].map((a) => generatePlan(a));
    for (const format of FORMATS) {
      let largest = 0;
      for (const p of programs) {
        const { program, programPacked } = packProgram(p, format);
        largest = Math.max(largest, JSON.stringify(program).length + programPacked.length);
      }
      expect(largest).toBeGreaterThan(MAX_STORED_BYTES / 2);
      expect(largest).toBeLessThanOrEqual(MAX_STORED_BYTES);
    }
  });

  it("read a program stored whole as it is, and refuse an outline whose packed program is missing", () => {
    expect(unpackProgram(OLD[0]!.program, null)).toBe(OLD[0]!.program);
    const { program: outline } = packProgram(OLD[0]!.program);
    expect(() => unpackProgram(outline, null)).toThrow(/lost its packed program/);
  });
});

describe("a saved plan's stored program", () => {
  it("is written with Brotli, which the release before this one reads (decisions 0129, 0132)", async () => {
    const a = athletes[1]!;
    await save(a.cookie, { primaryRole: "Batsman", height: "179" });
    const [row] = await server.app.db
      .select({ program: trainingPlans.program, packed: trainingPlans.programPacked })
      .from(trainingPlans)
      .where(active(a.userId));
    expect((row!.program as { packed: string }).packed).toBe("brotli/json");
    const expected = generatePlan(savedAnswers({ primaryRole: "Batsman", height: "179" }));
    expect(brotliDecompressSync(Buffer.from(row!.packed!)).toString("utf8")).toBe(JSON.stringify(expected));
  });

  it(`takes at most ${MAX_STORED_BYTES} bytes and reads back as the generator's program`, async () => {
    const a = athletes[0]!;
    await save(a.cookie, { primaryRole: "Spin Bowler", height: "181" });
    const [row] = await server.app.db
      .select({
        bytes: sql<number>`(octet_length(${trainingPlans.program}::text) + octet_length(${trainingPlans.programPacked}))::int`,
      })
      .from(trainingPlans)
      .where(active(a.userId));
    expect(row!.bytes).toBeGreaterThan(0);
    expect(row!.bytes).toBeLessThanOrEqual(MAX_STORED_BYTES);
    const expected = generatePlan(savedAnswers({ primaryRole: "Spin Bowler", height: "181" }));
    expect((await myPlan(a.cookie)).program).toEqual(expected);
  });

  it("keeps in jsonb the weeks and their sessions that SQL counts (the squad view's program->'weeks')", async () => {
    const a = athletes[0]!;
    const result = await server.app.db.execute(sql`
      select jsonb_array_length(w.value->'sessions') as n
      from ${trainingPlans} tp, jsonb_array_elements(tp.program->'weeks') with ordinality w
      where tp.user_id = ${a.userId} and tp.is_active order by w.ordinality`);
    const counts = (result as unknown as { rows: Array<{ n: number }> }).rows;
    const program = (await myPlan(a.cookie)).program;
    expect(counts.map((r) => Number(r.n))).toEqual(program.weeks.map((w) => w.sessions.length));
  });

  it("a plan stored whole by the former code (no packed column) reads exactly as stored", async () => {
    const b = athletes[1]!;
    const old = OLD[1]!.program;
    await server.app.db
      .update(trainingPlans)
      .set({ program: old, programPacked: null, generatorVersion: old.generatorVersion })
      .where(active(b.userId));
    // jsonb never kept key order, so "as stored" is every key and value, as the former code served it.
    expect((await myPlan(b.cookie)).program).toEqual(old);
  });
});
