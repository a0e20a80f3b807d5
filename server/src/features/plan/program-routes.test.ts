import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GENERATOR_VERSION, generatePlan } from "#domain/plan/generator";
import { ProgramSchema, type Program } from "#domain/plan/types";
import { QuestionnaireAnswersSchema, type QuestionnaireAnswersInput } from "#domain/questionnaire";
import { trainingPlans } from "#server/core/db/schema";
import { answers } from "#server/testing/factory";
import { ensureProgram } from "./program-service.ts";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { unpackProgram } from "#server/core/athlete-record/program-storage";

const KEEPER: QuestionnaireAnswersInput = answers({
  ageGroup: "Adult",
  primaryRole: "Wicketkeeper - Batsman",
  trainingFrequency: "3 days/week",
  equipment: "Minimal Equipment (dumbbells, bands)",
  injuries: "",
});
const {
  server,
  athletes: [bowler, keeper],
} = setUpTestServer({ athletes: [{ fullName: "Asha Patel" }, { fullName: "Kit Keeper", answers: KEEPER }] });

const get = (path: string, cookie?: string) => server.fetch(path, { headers: cookie ? { cookie } : {} });
const activePlan = async (userId: string) =>
  (
    await server.app.db
      .select()
      .from(trainingPlans)
      .where(and(eq(trainingPlans.userId, userId), eq(trainingPlans.isActive, true)))
  )[0]!;
const clearProgram = (userId: string) =>
  server.app.db
    .update(trainingPlans)
    .set({ program: null, generatorVersion: null })
    .where(and(eq(trainingPlans.userId, userId), eq(trainingPlans.isActive, true)));

describe("GET /api/me/plan", () => {
  it("needs a signed-in athlete", async () => {
    expect((await get("/api/me/plan")).status).toBe(401);
  });

  it("generates the plan from the saved answers on first view and stores it with the generator version", async () => {
    await clearProgram(bowler.userId); // as a plan saved before issue #5
    const res = await get("/api/me/plan", bowler.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as {
      program: Program;
      generatorVersion: string;
      planName: string;
      startedAt: string;
    };
    expect(body.generatorVersion).toBe(GENERATOR_VERSION);
    expect(Date.now() - Date.parse(body.startedAt)).toBeLessThan(10 * 60_000); // week 1 starts when the plan was saved
    expect(body.planName).toBe("Elite Cricket Training - Fast Bowler");
    expect(ProgramSchema.parse(body.program)).toEqual(generatePlan(QuestionnaireAnswersSchema.parse(answers())));
    expect(body.program.notes.juniorBowling).not.toBeNull(); // an Under-19 fast bowler

    const row = await activePlan(bowler.userId);
    expect(row.generatorVersion).toBe(GENERATOR_VERSION);
    expect(unpackProgram(row.program, row.programPacked)).toEqual(body.program);
  });

  it("each athlete sees their own plan", async () => {
    const body = (await (await get("/api/me/plan", keeper.cookie)).json()) as { program: Program };
    expect(body.program.profile.primaryRole).toBe("Wicketkeeper - Batsman");
    expect(body.program.weeks[0]!.sessions).toHaveLength(3);
    expect(body.program.notes.juniorBowling).toBeNull();
  });

  it("answers 404 with a clear message when the athlete has no active plan", async () => {
    await server.app.db.update(trainingPlans).set({ isActive: false }).where(eq(trainingPlans.userId, keeper.userId));
    try {
      const res = await get("/api/me/plan", keeper.cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { message: expect.stringMatching(/complete the questionnaire/), code: "NO_PLAN" },
      });
    } finally {
      const [latest] = await server.app.db
        .select({ id: trainingPlans.id })
        .from(trainingPlans)
        .where(eq(trainingPlans.userId, keeper.userId));
      await server.app.db.update(trainingPlans).set({ isActive: true }).where(eq(trainingPlans.id, latest!.id));
    }
  });
});

describe("ensureProgram", () => {
  it("generates once, then returns the stored program, even from an older generator version", async () => {
    await clearProgram(bowler.userId);
    const first = await ensureProgram(server.app.db, bowler.userId);
    const second = await ensureProgram(server.app.db, bowler.userId);
    expect(second).toEqual(first);

    // A stored plan is never silently regenerated: it is returned exactly as stored.
    const stored = {
      ...first!.program,
      generatorVersion: "0.9.0",
      weeks: first!.program.weeks.map((w, i) => (i === 0 ? { ...w, focus: "stored focus" } : w)),
    };
    await server.app.db
      .update(trainingPlans)
      .set({ program: stored, generatorVersion: "0.9.0" })
      .where(eq(trainingPlans.id, first!.planId));
    const body = (await (await get("/api/me/plan", bowler.cookie)).json()) as {
      program: Program;
      generatorVersion: string;
    };
    expect(body.generatorVersion).toBe("0.9.0");
    expect(body.program.weeks[0]!.focus).toBe("stored focus");
  });

  it("two simultaneous first views store one program and both see it", async () => {
    await clearProgram(bowler.userId);
    const results = await Promise.all([1, 2, 3, 4].map(() => ensureProgram(server.app.db, bowler.userId)));
    const row = await activePlan(bowler.userId);
    for (const r of results) expect(r!.program).toEqual(unpackProgram(row.program, row.programPacked));
    expect(row.generatorVersion).toBe(GENERATOR_VERSION);
  });

  it("returns null without an active plan", async () => {
    expect(await ensureProgram(server.app.db, "no-such-user")).toBeNull();
  });
});
