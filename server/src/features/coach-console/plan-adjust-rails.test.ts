import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConfirmNeeded, PlanAdjustView } from "#domain/plan/adjustments-api";
import type { Program } from "#domain/plan/types";
import { planAdjustments } from "#server/core/db/schema";
import { json } from "#server/testing/athletes";
import { adminCookie } from "#server/testing/coach-console";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * The coach's guard rails through the real server (decision 0139): a junior's dose past the plan's
 * own limit for their age is refused and stores nothing; an adult's change that breaks a rule
 * answers 409 with each rule, stores nothing until the coach confirms with a reason, and then the
 * reason and the rules are stored, audited and shown to the athlete beside the change.
 */
const { server, athletes } = setUpTestServer({
  athletes: [
    { fullName: "Junior Jay", answers: answers({ ageGroup: "Under-14", primaryRole: "Batsman" }) },
    {
      fullName: "Adult Ada",
      answers: answers({ ageGroup: "Adult", primaryRole: "Batsman", injuries: "rolled my right ankle last week" }),
    },
  ],
});
const [junior, adult] = [athletes[0]!, athletes[1]!];
let admin: string;
beforeAll(async () => {
  admin = await adminCookie(server);
});

const base = (id: string) => `/api/admin/athletes/${id}/plan`;
const change = (id: string, body: unknown, cookie = admin) =>
  server.fetch(`${base(id)}/changes`, { ...json(body), headers: { "content-type": "application/json", cookie } });
const myPlan = async (cookie: string) =>
  ((await (await server.fetch("/api/me/plan", { headers: { cookie } })).json()) as { program: Program }).program;
const rows = async (userId: string) =>
  (await server.app.db.select({ n: count() }).from(planAdjustments).where(eq(planAdjustments.userId, userId)))[0]!.n;

describe("a junior's caps are hard", () => {
  it("every exercise of a week-1 session at 12 × 30, within the effort cap, is refused with the age limit in words; nothing is stored", async () => {
    // One session's exercises: the whole week would pass the per-minute limit on changes (the
    // domain's test enumerates every exercise and age group).
    const coach = await adminCookie(server);
    const week = (await myPlan(junior.cookie)).weeks[0]!;
    for (const s of week.sessions.slice(0, 1))
      for (const e of s.exercises) {
        const res = await change(
          junior.userId,
          {
            kind: "dose",
            week: 1,
            day: s.day,
            exerciseId: e.exerciseId,
            sets: 12,
            amount: 30,
            rpe: 7,
            reason: "I know this athlete",
          },
          coach,
        );
        expect(res.status, e.exerciseId).toBe(400);
        const body = (await res.json()) as { error: { message: string; code: string } };
        expect(body.error.code).toBe("CHANGE_REFUSED");
        expect(body.error.message).toMatch(/^Under-14 limit for .+: at most .*lower the dose\.$/);
      }
    expect(await rows(junior.userId)).toBe(0);
  });
});

describe("an adult's rule breaks need a confirmed reason", () => {
  let target: { day: number; exerciseId: string; name: string };
  const sprint = () => ({
    kind: "dose",
    week: 1,
    day: target.day,
    exerciseId: target.exerciseId,
    sets: 10,
    amount: 60,
    rpe: 10,
  });

  it("a week-1 dose far above the plan's, at effort 10, answers 409 with each rule and stores nothing", async () => {
    const week = (await myPlan(adult.cookie)).weeks[0]!;
    const s = week.sessions.find((x) => x.exercises.some((e) => e.dose.kind === "distance"))!;
    const e = s.exercises.find((x) => x.dose.kind === "distance")!;
    target = { day: s.day, exerciseId: e.exerciseId, name: e.name };
    for (const reason of [undefined, "", "   "]) {
      const res = await change(adult.userId, { ...sprint(), ...(reason === undefined ? {} : { reason }) });
      expect(res.status).toBe(409);
      const body = (await res.json()) as ConfirmNeeded;
      expect(body.error.code).toBe("CONFIRM_WITH_REASON");
      expect(body.error.message).toMatch(/^This change breaks 2 rules of the plan\. Give your reason/);
      expect(body.warnings.map((w) => w.rule)).toEqual(["Dose far above the phase's", "High effort in week 1"]);
      expect(body.warnings[0]!.detail).toContain("600 metres");
    }
    expect(await rows(adult.userId)).toBe(0);
  });

  it("with a reason it is stored, audited with the rules broken, and the athlete sees the reason", async () => {
    const reason = "Tested fit on Monday; a one-off top-speed session before the trial.";
    const res = await change(adult.userId, { ...sprint(), reason });
    expect(res.status, await res.clone().text()).toBe(201);
    const view = (await res.json()) as PlanAdjustView;
    expect(view.audit[0]).toMatchObject({ kind: "dose", week: 1, day: target.day, reason });
    expect(view.audit[0]!.warnings).toEqual([
      expect.stringMatching(/^Dose far above the phase's: 10 × 60 metres is 600 metres/),
      expect.stringMatching(/^High effort in week 1: Effort 10/),
    ]);
    const [row] = await server.app.db.select().from(planAdjustments).where(eq(planAdjustments.userId, adult.userId));
    expect(row!.change).toMatchObject({ reason });
    // What the athlete sees: the coach's dose, marked, with the reason; the plan's own dose notes gone.
    const seen = (await myPlan(adult.cookie)).weeks[0]!.sessions.find((s) => s.day === target.day)!;
    const now = seen.exercises.find((e) => e.coach?.originalExerciseId === target.exerciseId)!;
    expect(now).toMatchObject({ sets: 10, rpe: 10, dose: { kind: "distance", metres: 60 } });
    expect(now.coach!.summary).toContain(`(coach's reason: ${reason})`);
    expect(now.change ?? "").not.toMatch(/effort level|% speed this week/);
  });

  it("a dose within the plan's rules needs no reason", async () => {
    const week = (await myPlan(adult.cookie)).weeks[1]!;
    const s = week.sessions[0]!;
    const e = s.exercises.find((x) => x.flags.length === 0)!;
    const amount = e.dose.kind === "reps" ? e.dose.reps : e.dose.kind === "time" ? e.dose.seconds : e.dose.metres;
    const res = await change(adult.userId, {
      kind: "dose",
      week: 2,
      day: s.day,
      exerciseId: e.exerciseId,
      sets: e.sets,
      amount,
      rpe: e.rpe,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const view = (await res.json()) as PlanAdjustView;
    expect(view.audit[0]).toMatchObject({ kind: "dose", week: 2, reason: null, warnings: [] });
  });
});
