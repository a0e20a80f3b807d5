import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlanAdjustView, SwapOption } from "#domain/plan/adjustments-api";
import type { Program } from "#domain/plan/types";
import { generatedPdfCache, planAdjustments, trainingPlans } from "#server/core/db/schema";
import { json } from "#server/testing/athletes";
import { adminCookie } from "#server/testing/coach-console";
import { answers } from "#server/testing/factory";
import { pdfText } from "#server/testing/pdf-text";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * The coach's plan changes (issue #17, decision 0107) through the real server: admin only, checked
 * (an injury-unsafe swap and bad input are refused and store nothing), audited, applied to what
 * the athlete sees (/me/plan, /me/training, the phase PDF), never written into the stored plan.
 */
const { server, athletes } = setUpTestServer({
  athletes: [
    { fullName: "Asha Patel", answers: answers({ primaryRole: "Batsman", ageGroup: "Adult" }) },
    {
      fullName: "Ben Brown",
      answers: answers({ primaryRole: "Batsman", ageGroup: "Adult", injuries: "grade 2 hamstring tear 4 weeks ago" }),
    },
  ],
});
const [a, b] = [athletes[0]!, athletes[1]!];
let admin: string;
beforeAll(async () => {
  admin = await adminCookie(server);
});

const base = (id: string) => `/api/admin/athletes/${id}/plan`;
const change = (id: string, body: unknown, cookie = admin) =>
  server.fetch(`${base(id)}/changes`, { ...json(body), headers: { "content-type": "application/json", cookie } });
const myPlan = async (cookie: string) => {
  const res = await server.fetch("/api/me/plan", { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as { program: Program; startedAt: string; startMovedByCoach: boolean };
};
const rows = async (userId: string) =>
  (await server.app.db.select({ n: count() }).from(planAdjustments).where(eq(planAdjustments.userId, userId)))[0]!.n;
const storedProgram = async (userId: string) =>
  (
    await server.app.db
      .select({ p: trainingPlans.program })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.userId, userId), eq(trainingPlans.isActive, true)))
  )[0]!.p;

describe("who may change a plan", () => {
  it("no admin session, or an athlete's session, is 401 and stores nothing", async () => {
    for (const cookie of ["", a.cookie]) {
      expect((await server.fetch(base(a.userId), { headers: { cookie } })).status).toBe(401);
      expect((await change(a.userId, { kind: "note", week: 1, day: 1, text: "x" }, cookie)).status).toBe(401);
    }
    expect(await rows(a.userId)).toBe(0);
  });

  it("an unknown athlete is 404", async () => {
    const res = await server.fetch(base("nobody-here"), { headers: { cookie: admin } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Athlete not found");
  });
});

describe("a swap and a note", () => {
  let from: { exerciseId: string; name: string };
  let to: SwapOption;
  let cachedBefore: string;
  const cachedKey = async () =>
    (
      await server.app.db
        .select({ key: generatedPdfCache.storageKey })
        .from(generatedPdfCache)
        .where(and(eq(generatedPdfCache.userId, a.userId), eq(generatedPdfCache.phase, 1)))
    )[0]?.key;

  it("suggests swaps, applies one to that session only, audits it, and leaves the stored plan alone", async () => {
    const stored = JSON.stringify(await storedProgram(a.userId));
    // The generated PDF as cached before any change.
    expect((await server.fetch("/api/me/training-pdfs/1", { headers: { cookie: a.cookie } })).status).toBe(200);
    cachedBefore = (await cachedKey())!;
    const first = (await myPlan(a.cookie)).program.weeks[0]!.sessions[0]!.exercises[0]!;
    from = first;
    const opts = await server.fetch(`${base(a.userId)}/swap-options?week=1&day=1&exerciseId=${first.exerciseId}`, {
      headers: { cookie: admin },
    });
    expect(opts.status).toBe(200);
    const { options } = (await opts.json()) as { options: SwapOption[] };
    expect(options.length).toBeGreaterThan(0);
    to = options[0]!;

    const res = await change(a.userId, {
      kind: "swap",
      week: 1,
      day: 1,
      exerciseId: first.exerciseId,
      toExerciseId: to.exerciseId,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const view = (await res.json()) as PlanAdjustView;
    expect(view.audit[0]).toMatchObject({ kind: "swap", week: 1, day: 1 });
    expect(view.audit[0]!.before).toContain(first.name);
    expect(view.audit[0]!.after).toContain(to.name);
    const [row] = await server.app.db.select().from(planAdjustments).where(eq(planAdjustments.userId, a.userId));
    expect(row!.adminSessionId.slice(0, 8)).toBe(view.audit[0]!.by);

    const seen = (await myPlan(a.cookie)).program;
    const now = seen.weeks[0]!.sessions[0]!.exercises[0]!;
    expect(now).toMatchObject({ exerciseId: to.exerciseId, name: to.name, coach: { swapped: true } });
    expect(seen.weeks[1]!.sessions[0]!.exercises.some((e) => e.coach)).toBe(false);
    expect(JSON.stringify(await storedProgram(a.userId))).toBe(stored);
  });

  it("adds a session note the athlete sees", async () => {
    const res = await change(a.userId, { kind: "note", week: 1, day: 1, text: "Film your first set for me." });
    expect(res.status).toBe(201);
    expect((await myPlan(a.cookie)).program.weeks[0]!.sessions[0]!.coachNote).toBe("Film your first set for me.");
  });

  it("the phase 1 PDF is rendered again and prints the swapped exercise and the note", async () => {
    const res = await server.fetch("/api/me/training-pdfs/1", { headers: { cookie: a.cookie } });
    expect(res.status).toBe(200);
    const { text } = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(to.name);
    expect(text).toContain("Film your first set for me.");
    expect(text).toContain("Changed by your coach");
    // A new cache entry: the cached PDF from before the changes is never served again.
    expect(await cachedKey()).not.toBe(cachedBefore);
  });

  it("a session log naming the generated (swapped-out) exercise is still accepted", async () => {
    const day = new Date(server.clock.now()).toISOString().slice(0, 10);
    const res = await server.fetch("/api/me/training/sessions/0d000000-0000-4000-8000-000000000001", {
      ...json({
        id: "0d000000-0000-4000-8000-000000000001",
        date: day,
        week: 1,
        day: 1,
        status: "done",
        skipReason: null,
        sessionRpe: 6,
        minutes: 50,
        sets: [
          { exerciseId: from.exerciseId, set: 0, done: true, reps: 8, loadKg: null },
          { exerciseId: to.exerciseId, set: 1, done: true, reps: 8, loadKg: null },
        ],
        editedAt: new Date(server.clock.now()).toISOString(),
      }),
      method: "PUT",
      headers: { "content-type": "application/json", cookie: a.cookie },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe("refused changes store nothing", () => {
  it("a swap the athlete's injury rules out answers 409 with the rule, until the coach gives a reason", async () => {
    const slot = (await myPlan(b.cookie)).program.weeks[0]!.sessions[0]!.exercises.find(
      (e) => e.category === "strength",
    )!;
    const res = await change(b.userId, {
      kind: "swap",
      week: 1,
      day: 1,
      exerciseId: slot.exerciseId,
      toExerciseId: "db-rdl",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        message: "This change breaks a rule of the plan. Give your reason to make it anyway.",
        code: "CONFIRM_WITH_REASON",
      },
      warnings: [
        {
          rule: "Exercise loads a current injury",
          detail: "Dumbbell Romanian deadlift is not safe for this athlete in week 1: it loads the injured hamstring.",
        },
      ],
    });
    const opts = await server.fetch(`${base(b.userId)}/swap-options?week=1&day=1&exerciseId=${slot.exerciseId}`, {
      headers: { cookie: admin },
    });
    const { options } = (await opts.json()) as { options: SwapOption[] };
    expect(options.map((o) => o.exerciseId)).not.toContain("db-rdl");
    expect(await rows(b.userId)).toBe(0);
  });

  it.each([
    ["an unknown kind", { kind: "delete", week: 1, day: 1 }],
    ["week 9", { kind: "note", week: 9, day: 1, text: "x" }],
    ["a note over 500 characters", { kind: "note", week: 1, day: 1, text: "x".repeat(501) }],
    ["13 sets", { kind: "dose", week: 1, day: 1, exerciseId: "x", sets: 13, amount: 8, rpe: 7 }],
    ["a session the plan lacks", { kind: "note", week: 1, day: 5, text: "x" }],
    ["a start two years away", { kind: "start", startDate: "2030-01-01" }],
    ["an impossible date", { kind: "start", startDate: "2026-02-30" }],
  ])("%s answers 400", async (_name, body) => {
    const before = await rows(b.userId);
    const res = await change(b.userId, body);
    expect(res.status, await res.clone().text()).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message.length).toBeGreaterThan(5);
    expect(await rows(b.userId)).toBe(before);
  });
});

describe("moving the start date", () => {
  it("is the start the athlete sees until they choose another", async () => {
    const start = new Date(server.clock.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect((await change(b.userId, { kind: "start", startDate: start })).status).toBe(201);
    const plan = await myPlan(b.cookie);
    expect(plan.startedAt.slice(0, 10)).toBe(start);
    expect(plan.startMovedByCoach).toBe(true);
    const training = async () =>
      (await (await server.fetch("/api/me/training", { headers: { cookie: b.cookie } })).json()) as {
        settings: { startDate: string; weekdays: number[] };
        startMovedByCoach?: boolean;
      };
    expect(await training()).toMatchObject({ settings: { startDate: start }, startMovedByCoach: true });

    const own = new Date(server.clock.now()).toISOString().slice(0, 10);
    const { settings } = await training();
    const saved = await server.fetch("/api/me/training/settings", {
      ...json({ startDate: own, weekdays: settings.weekdays }),
      method: "PUT",
      headers: { "content-type": "application/json", cookie: b.cookie },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await training();
    expect(after.settings.startDate).toBe(own);
    expect(after.startMovedByCoach).toBeUndefined();
  });
});
