import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { pdfText } from "#server/testing/pdf-text";
import { signUpAndVerify } from "#server/testing/athletes";
import { answers, savedAnswers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { profiles, questionnaireResponses, trainingPlans } from "#server/core/db/schema";
import { GENERATOR_VERSION, generatePlan } from "#domain/plan/generator";
import { QuestionnaireAnswersSchema } from "#domain/questionnaire";
import { unpackProgram } from "#server/core/athlete-record/program-storage";

const {
  server,
  mailbox,
  athletes: [a],
} = setUpTestServer({ athletes: [{ fullName: "Asha Patel" }] });

const put = (cookie: string, body: unknown) =>
  server.fetch("/api/me/questionnaire", {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const me = async (cookie: string) => {
  const res = await server.fetch("/api/me", { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    user: { id: string; email: string; name: string };
    profile: { fullName: string; email: string; createdAt: string; avatarUrl: string | null } | null;
    questionnaire: Record<string, unknown> | null;
    plan: {
      id: string;
      planName: string;
      sport: string;
      durationMonths: number;
      priceAmount: number;
      isActive: boolean;
      planDetails: unknown;
      createdAt: string;
    } | null;
  };
};
const plansOf = (userId: string) => server.app.db.select().from(trainingPlans).where(eq(trainingPlans.userId, userId));
const responsesOf = (userId: string) =>
  server.app.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, userId));

describe("GET /api/me", () => {
  it("401 without a session, and with a made-up cookie", async () => {
    for (const headers of [{}, { cookie: "better-auth.session_token=forged.value" }] as Array<Record<string, string>>) {
      const res = await server.fetch("/api/me", { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { message: "Please sign in to continue.", code: "UNAUTHENTICATED" } });
    }
  });

  it("answers user, profile, answers and the active plan", async () => {
    const body = await me(a.cookie);
    expect(Object.keys(body).sort()).toEqual(["plan", "profile", "questionnaire", "user"]);
    expect(body.user).toEqual({ id: a.userId, email: a.email, name: "Asha Patel" });
    expect(body.profile).toMatchObject({ fullName: "Asha Patel", email: a.email, avatarUrl: null });
    expect(new Date(body.profile!.createdAt).getFullYear()).toBe(new Date().getFullYear());
    expect(body.questionnaire).toEqual(savedAnswers());
    expect(body.plan).toMatchObject({
      planName: "Elite Cricket Training - Fast Bowler",
      sport: "cricket",
      durationMonths: 3,
      priceAmount: 2999,
      isActive: true,
    });
    expect(Object.keys(body.plan!).sort()).toEqual([
      "createdAt",
      "durationMonths",
      "id",
      "isActive",
      "planDetails",
      "planName",
      "priceAmount",
      "sport",
    ]);
  });
});

describe("PUT /api/me/questionnaire", () => {
  it("re-saving identical answers creates nothing new", async () => {
    const [planBefore] = await plansOf(a.userId);
    const [responseBefore] = await responsesOf(a.userId);
    // Same answers in another shape (numbers for height/weight, keys reordered, goals in another
    // order): the domain's answersHash decides, as it does for the plan they make (decision 0070).
    const { equipment, ...rest } = answers();
    const goalsReversed = { ...answers(), goals: [...answers().goals].reverse() };
    for (const same of [
      answers(),
      { equipment, ...rest, height: Number(rest.height), weight: Number(rest.weight) },
      goalsReversed,
    ]) {
      const res = await put(a.cookie, { answers: same });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "saved" });
    }
    const plans = await plansOf(a.userId);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.id).toBe(planBefore!.id);
    const [responseAfter] = await responsesOf(a.userId);
    expect(responseAfter!.updatedAt.getTime()).toBe(responseBefore!.updatedAt.getTime());
  });

  it("changed answers replace the response and make a new active plan; the old one stays inactive", async () => {
    const [old] = await plansOf(a.userId);
    const changed = { ...answers(), primaryRole: "Spin Bowler", abilities: { ...answers().abilities, Strength: 5 } };
    expect((await put(a.cookie, { answers: changed })).status).toBe(200);
    const plans = await plansOf(a.userId);
    expect(plans).toHaveLength(2);
    expect(plans.find((p) => p.id === old!.id)!.isActive).toBe(false);
    const active = plans.filter((p) => p.isActive);
    expect(active).toHaveLength(1);
    expect(active[0]!.planName).toBe("Elite Cricket Training - Spin Bowler");
    // The new plan is generated from the new answers as it is saved (decision 0031).
    expect(active[0]!.generatorVersion).toBe(GENERATOR_VERSION);
    expect(unpackProgram(active[0]!.program, active[0]!.programPacked)).toEqual(
      generatePlan(QuestionnaireAnswersSchema.parse(changed)),
    );
    const responses = await responsesOf(a.userId);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ role: "Spin Bowler", battingAbility: 5 });
    const body = await me(a.cookie);
    expect(body.plan!.id).toBe(active[0]!.id);
    expect(body.questionnaire).toMatchObject({ primaryRole: "Spin Bowler" });
  });

  it("two different saves at once leave exactly one active plan", async () => {
    const x = { ...answers(), primaryRole: "Batsman" };
    const y = { ...answers(), primaryRole: "Wicketkeeper - Batsman" };
    const results = await Promise.all([put(a.cookie, { answers: x }), put(a.cookie, { answers: y })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const active = (await plansOf(a.userId)).filter((p) => p.isActive);
    expect(active).toHaveLength(1);
    expect((await responsesOf(a.userId))[0]!.role).toBe((active[0]!.planDetails as { role: string }).role);
  });

  it("invalid answers → 400 with the first message; nothing changes", async () => {
    const before = (await plansOf(a.userId)).length;
    const cases: Array<[unknown, string]> = [
      [{}, "Complete questionnaire first"],
      [{ answers: null }, "Complete questionnaire first"],
      [{ answers: { ...answers(), weight: "250" } }, "Weight must be between 30-200 kg"],
      [{ answers: { ...answers(), injuries: "x".repeat(1001) } }, "Injury history must be less than 1000 characters"],
      [{ answers: { ...answers(), goals: [] } }, "At least one goal required"],
      [{ answers: { ...answers(), abilities: { ...answers().abilities, Agility: 6 } } }, "Agility rating must be 1-5"],
    ];
    for (const [body, message] of cases) {
      const res = await put(a.cookie, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await plansOf(a.userId)).length).toBe(before);
  });

  it("401 without a session; 403 without our Origin", async () => {
    const anon = await server.fetch("/api/me/questionnaire", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ answers: answers() }),
    });
    expect(anon.status).toBe(401);
    const foreign = await server.fetch("/api/me/questionnaire", {
      method: "PUT",
      headers: { cookie: a.cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ answers: answers() }),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: { message: "Cross-site request refused.", code: "INVALID_ORIGIN" } });
  });
});

describe("authorization: athlete B can read or change nothing of athlete A", () => {
  it("every athlete route answers with B's own data only, whatever ids B sends", async () => {
    const b = await signUpAndVerify(server, mailbox, {
      fullName: "Ben Brown",
      answers: { ...answers(), primaryRole: "Batsman" },
    });
    const aBefore = await me(a.cookie);
    const aPlans = await plansOf(a.userId);

    // Reads: B's /api/me is B's, even when asking for A by any parameter.
    for (const path of ["/api/me", `/api/me?userId=${a.userId}`, `/api/me?user_id=${a.userId}&id=${a.userId}`]) {
      const res = await server.fetch(path, { headers: { cookie: b.cookie } });
      const body = (await res.json()) as { user: { id: string }; profile: { email: string } };
      expect(body.user.id).toBe(b.userId);
      expect(body.profile.email).toBe(b.email);
      expect(JSON.stringify(body)).not.toContain(a.userId);
      expect(JSON.stringify(body)).not.toContain(a.email);
    }
    // Routes that do not exist for ids answer 404, never A's data.
    for (const path of [`/api/me/${a.userId}`, `/api/profiles/${a.userId}`, `/api/users/${a.userId}`]) {
      const res = await server.fetch(path, { headers: { cookie: b.cookie } });
      expect(res.status).toBe(404);
    }

    // Writes: B saving with A's id in the body changes only B.
    const hostile = { answers: { ...answers(), primaryRole: "Spin Bowler" }, userId: a.userId, user_id: a.userId };
    expect((await put(b.cookie, hostile)).status).toBe(200);
    expect(
      (
        await server.fetch(`/api/me/questionnaire?userId=${a.userId}`, {
          method: "PUT",
          headers: { cookie: b.cookie, "content-type": "application/json" },
          body: JSON.stringify({ answers: { ...answers(), primaryRole: "Fast-Bowling All-rounder" } }),
        })
      ).status,
    ).toBe(200);

    // B's avatar upload touches B's profile only.
    const form = new FormData();
    const png = await (await import("sharp"))
      .default({ create: { width: 8, height: 8, channels: 3, background: "blue" } })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    form.append("userId", a.userId);
    const upload = await server.fetch(`/api/me/avatar?userId=${a.userId}`, {
      method: "POST",
      headers: { cookie: b.cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { avatarUrl: string }).avatarUrl).toContain(b.userId);

    // A is exactly as before.
    const aAfter = await me(a.cookie);
    expect(aAfter).toEqual(aBefore);
    expect(await plansOf(a.userId)).toEqual(aPlans);
    const [aProfile] = await server.app.db.select().from(profiles).where(eq(profiles.userId, a.userId));
    expect(aProfile!.avatarUrl).toBeNull();
    const bActive = await server.app.db
      .select()
      .from(trainingPlans)
      .where(and(eq(trainingPlans.userId, b.userId), eq(trainingPlans.isActive, true)));
    expect(bActive[0]!.planName).toBe("Elite Cricket Training - Fast-Bowling All-rounder");

    // PDFs: the phase download is B's own generated plan, never A's (decision 0031).
    for (const phase of [1, 2]) {
      const res = await server.fetch(`/api/me/training-pdfs/${phase}?userId=${a.userId}`, {
        headers: { cookie: b.cookie },
      });
      expect(res.status).toBe(200);
      const { text } = await pdfText(Buffer.from(await res.arrayBuffer()));
      expect(text).toContain("Athlete: Ben Brown");
      expect(text).not.toContain("Asha Patel");
    }
  });
});
