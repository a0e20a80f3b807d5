import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMIT_DEFAULTS } from "#server/core/config";
import { GENERATOR_VERSION, generatePlan } from "#domain/plan/generator";
import { ProgramSchema, type Program } from "#domain/plan/types";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import { json, signUpAndVerify } from "#server/testing/athletes";
import { testDatabaseKind } from "#server/testing/database";
import { answers, savedAnswers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { TOO_MANY_PREVIEWS } from "./preview-routes.ts";

/** POST /api/plan/preview (issue #16, decision 0100): the visitor's plan before the account. */
const { server, mailbox } = setUpTestServer({ mailbox: true });

interface PreviewBody {
  program: Program;
  generatorVersion: string;
  planName: string;
}
type ErrorBody = { error: { message: string; code: string } };

const preview = (body: unknown) => server.fetch("/api/plan/preview", json(body));
const previewOf = async (a: QuestionnaireAnswersInput): Promise<PreviewBody> => {
  const res = await preview({ answers: a });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PreviewBody;
};

const TABLES = [
  "user",
  "session",
  "verification",
  "profiles",
  "questionnaire_responses",
  "training_plans",
  "pending_signups",
];
async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await server.app.db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    out[table] = Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  }
  return out;
}

const INJURED = answers({
  ageGroup: "Adult",
  primaryRole: "Spin Bowler",
  injuries: "Lower back stress fracture last season",
});

describe(`POST /api/plan/preview (${testDatabaseKind})`, () => {
  it("answers a visitor without a session with the plan the generator makes, and stores nothing", async () => {
    const before = await rowCounts();
    const res = await preview({ answers: answers() });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = (await res.json()) as PreviewBody;
    expect(body.generatorVersion).toBe(GENERATOR_VERSION);
    expect(body.planName).toBe("Elite Cricket Training - Fast Bowler");
    expect(ProgramSchema.parse(body.program)).toEqual(generatePlan(savedAnswers()));
    // An Under-19 fast bowler: the junior bowling note applies.
    expect(body.program.notes.juniorBowling).not.toBeNull();
    expect(await rowCounts()).toEqual(before);
  });

  it("the same answers give the same plan; an injury gives the injury note and per-session guidance", async () => {
    expect(await previewOf(answers())).toEqual(await previewOf(answers()));
    const injured = await previewOf(INJURED);
    expect(injured.program.notes.injury?.injuryText).toBe("Lower back stress fracture last season");
    expect(injured.program.notes.juniorBowling).toBeNull();
    expect(injured.planName).toBe("Elite Cricket Training - Spin Bowler");
    expect(injured.program.weeks[0]!.sessions.some((s) => (s.injuryGuidance ?? []).length > 0)).toBe(true);
  });

  it.each([
    ["a height out of range", { answers: answers({ height: "99" }) }, "Height must be between 100-250 cm"],
    [
      "three goals",
      { answers: answers({ goals: ["Speed & Agility", "Match Endurance", "Complete Athletic Development"] }) },
      "Maximum 2 goals allowed",
    ],
    ["an unknown role", { answers: answers({ primaryRole: "Umpire" as never }) }, undefined],
    ["no answers", {}, "Complete questionnaire first"],
    ["answers null", { answers: null }, "Complete questionnaire first"],
  ])("%s: 400 with the schema's message", async (_name, body, message) => {
    const res = await preview(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe("VALIDATION");
    if (message) expect(error.message).toBe(message);
    else expect(error.message).not.toBe("");
  });

  it("is the plan the account gets: the same answers signed up and verified show the same program", async () => {
    const shown = await previewOf(INJURED);
    const athlete = await signUpAndVerify(server, mailbox, { answers: INJURED });
    const res = await server.fetch("/api/me/plan", { headers: { cookie: athlete.cookie } });
    expect(res.status).toBe(200);
    const mine = (await res.json()) as PreviewBody;
    expect(mine.program).toEqual(shown.program);
    expect(mine.planName).toBe(shown.planName);
    expect(mine.generatorVersion).toBe(shown.generatorVersion);
  });

  it("refuses a cross-site request (no Origin of ours)", async () => {
    const res = await server.fetch("/api/plan/preview", {
      ...json({ answers: answers() }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it(`${LIMIT_DEFAULTS.EXPENSIVE_PER_MINUTE_PER_ACCOUNT} previews a minute per address, then 429 with the wait (bad bodies count too); the next minute serves again`, async () => {
    server.clock.freeze();
    try {
      server.clock.advance(61_000); // a fresh window for this address
      const perMinute = LIMIT_DEFAULTS.EXPENSIVE_PER_MINUTE_PER_ACCOUNT;
      for (let i = 0; i < perMinute - 1; i++)
        expect((await preview({ answers: answers() })).status, `preview ${i + 1}`).toBe(200);
      expect((await preview({})).status).toBe(400);
      const refused = await preview({ answers: answers() });
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(((await refused.json()) as ErrorBody).error).toEqual({
        message: TOO_MANY_PREVIEWS(wait),
        code: "TOO_MANY_REQUESTS",
      });
      server.clock.advance(wait * 1000);
      expect((await preview({ answers: answers() })).status).toBe(200);
    } finally {
      server.clock.reset();
    }
  });
});
