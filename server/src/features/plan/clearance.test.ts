import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClearanceView } from "#domain/plan/clearance-api";
import { EXERCISES_BY_ID } from "#domain/plan/exercise-library";
import type { Program } from "#domain/plan/types";
import { addDays } from "#domain/training/dates";
import { injuryClearances } from "#server/core/db/schema";
import { json } from "#server/testing/athletes";
import { adminCookie } from "#server/testing/coach-console";
import { answers } from "#server/testing/factory";
import { pdfText } from "#server/testing/pdf-text";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * "My physio has cleared me" (decision 0142) through the real server: only a region
 * that waits for a clearance, only a sensible date, a junior waiting for consent stopped; every
 * refusal stores nothing; the plan as served (/me/plan) re-layers from the week after; the coach
 * sees the audit and records one for an athlete.
 */
/** An adult whose plan has rotational throws once the side is cleared (an under-19 quick's has none). */
const side = answers({
  ageGroup: "Adult",
  competitionLevel: "Intermediate",
  goals: ["Explosive Strength & Power"],
  injuryDetails: [{ region: "trunk/side", recency: "recent", cleared: false }],
});
const { server, athletes } = setUpTestServer({
  athletes: [
    { fullName: "Sid Strain", answers: side },
    { fullName: "Cleo Coach", answers: side },
    { fullName: "Nia Noinjury", answers: answers() },
    {
      fullName: "Jay Junior",
      answers: answers({
        ageGroup: "Under-14",
        injuryDetails: [{ region: "trunk/side", recency: "current", cleared: false }],
      }),
      parentConsent: false,
    },
  ],
});
const [sid, cleo, nia, jay] = [athletes[0]!, athletes[1]!, athletes[2]!, athletes[3]!];
let admin: string;
beforeAll(async () => {
  admin = await adminCookie(server);
});

const URL = "/api/me/injury-clearances";
const post = (cookie: string, body: unknown, url = URL) =>
  server.fetch(url, { ...json(body), headers: { "content-type": "application/json", cookie } });
const rows = async (userId: string) =>
  (await server.app.db.select({ n: count() }).from(injuryClearances).where(eq(injuryClearances.userId, userId)))[0]!.n;
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const myPlan = async (cookie: string) =>
  ((await (await server.fetch("/api/me/plan", { headers: { cookie } })).json()) as { program: Program }).program;
const throws = (p: Program, week: number) =>
  p.weeks[week - 1]!.sessions.flatMap((s) => s.exercises).filter((e) => {
    const x = EXERCISES_BY_ID.get(e.exerciseId);
    return x?.category === "power" && x.qualities.includes("rotation");
  });

describe("what the athlete may record", () => {
  it("lists the side strain as waiting, with the plan's start and today", async () => {
    const res = await server.fetch(URL, { headers: { cookie: sid.cookie } });
    expect(res.status).toBe(200);
    const view = (await res.json()) as ClearanceView;
    expect(view.regions).toEqual([
      { region: "trunk/side", name: "side (trunk/side)", recency: "recent", clearedOn: null },
    ]);
    expect(view.history).toEqual([]);
    expect(view.planStart).toBe(view.today);
  });

  it("refuses, in plain words and storing nothing: a region not waiting, a future date, a date long before the start, bad input, no sign-in", async () => {
    const { today } = (await (await server.fetch(URL, { headers: { cookie: sid.cookie } })).json()) as ClearanceView;
    const cases: Array<[unknown, number, string | RegExp]> = [
      [{ region: "knee" }, 400, /no current or recent knee injury waiting for a physio's clearance/],
      [{ region: "trunk/side", clearedOn: addDays(today, 2) }, 400, "The clearance date cannot be in the future."],
      [
        { region: "trunk/side", clearedOn: addDays(today, -400) },
        400,
        "The clearance date must be within a year before your plan started.",
      ],
      [{ region: "elbowz" }, 400, "Choose the injured body region your physio cleared."],
      [{ region: "trunk/side", clearedOn: "12/05/2026" }, 400, "Enter the clearance date as YYYY-MM-DD."],
    ];
    for (const [body, status, text] of cases) {
      const res = await post(sid.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await message(res)).toMatch(text);
    }
    expect((await post("", { region: "trunk/side" })).status).toBe(401);
    // Nothing waits in an uninjured athlete's plan.
    expect((await post(nia.cookie, { region: "trunk/side" })).status).toBe(400);
    expect(await rows(sid.userId)).toBe(0);
    expect(await rows(nia.userId)).toBe(0);
  });

  it("a junior waiting for a parent's consent is stopped before anything is stored", async () => {
    const res = await post(jay.cookie, { region: "trunk/side" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PARENTAL_CONSENT_REQUIRED");
    expect(await rows(jay.userId)).toBe(0);
  });
});

describe("a clearance re-layers the plan as served", () => {
  it("no rotational throws in any week before; recorded today (week 1), they return from week 2, marked", async () => {
    const before = await myPlan(sid.cookie);
    for (let w = 1; w <= 8; w++) expect(throws(before, w), `week ${w}`).toEqual([]);
    expect(before.weeks[0]!.sessions[0]!.injuryGuidance!.join(" ")).toMatch(/tap 'My physio has cleared me'/);

    const res = await post(sid.cookie, { region: "trunk/side", note: "Physio: Dr Rao" });
    expect(res.status).toBe(201);
    const view = (await res.json()) as ClearanceView;
    expect(view.regions[0]!.clearedOn).toBe(view.today);
    expect(view.history).toMatchObject([
      { region: "trunk/side", clearedOn: view.today, recordedBy: "athlete", note: "Physio: Dr Rao" },
    ]);
    expect(await rows(sid.userId)).toBe(1);

    const after = await myPlan(sid.cookie);
    expect(after.weeks[0]).toEqual(before.weeks[0]);
    expect(throws(after, 1)).toEqual([]);
    const back = [2, 3, 4, 5, 6, 7, 8].flatMap((w) => throws(after, w));
    expect(back.length).toBeGreaterThan(0);
    for (const e of back)
      expect(e.clearance?.summary).toMatch(
        /^Back after your physio's clearance of the side \(trunk\/side\) on \d+ \w{3}$/,
      );
    for (let w = 2; w <= 8; w++)
      expect(after.weeks[w - 1]!.clearance).toMatch(/^Planned after your physio's clearance/);

    // The phase-2 PDF prints the plan as served, with why the throws are back.
    const pdf = await server.fetch("/api/me/training-pdfs/2", { headers: { cookie: sid.cookie } });
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text.replace(/\s+/g, " ")).toMatch(/Back after your physio.s clearance/);

    // The same clearance again is refused; a corrected date is a new row (the audit keeps both).
    const again = await post(sid.cookie, { region: "trunk/side" });
    expect(again.status).toBe(409);
    expect(await message(again)).toBe("That clearance is already recorded.");
    expect(await rows(sid.userId)).toBe(1);
  });
});

describe("the coach", () => {
  const base = (id: string) => `/api/admin/athletes/${id}/injury-clearances`;

  it("needs an admin session; an unknown athlete is 404", async () => {
    expect((await server.fetch(base(cleo.userId), { headers: { cookie: cleo.cookie } })).status).toBe(401);
    expect((await post(cleo.cookie, { region: "trunk/side" }, base(cleo.userId))).status).toBe(401);
    expect((await server.fetch(base("nobody-here"), { headers: { cookie: admin } })).status).toBe(404);
    expect(await rows(cleo.userId)).toBe(0);
  });

  it("records a clearance for an athlete, audited as the coach's, and the athlete's plan follows", async () => {
    const view = (await (
      await server.fetch(base(cleo.userId), { headers: { cookie: admin } })
    ).json()) as ClearanceView;
    const refused = await post(admin, { region: "trunk/side", clearedOn: addDays(view.today, 3) }, base(cleo.userId));
    expect(refused.status).toBe(400);
    expect(await rows(cleo.userId)).toBe(0);

    // The athlete started two weeks ago: today is in week 3, so the plan re-layers from week 4.
    const sessions = (await myPlan(cleo.cookie)).profile.sessionsPerWeek;
    const settings = await server.fetch("/api/me/training/settings", {
      method: "PUT",
      body: JSON.stringify({ startDate: addDays(view.today, -14), weekdays: [1, 2, 4, 5, 6].slice(0, sessions) }),
      headers: { "content-type": "application/json", cookie: cleo.cookie, origin: server.url },
    });
    expect(settings.status, await settings.text()).toBe(200);
    const res = await post(admin, { region: "trunk/side", clearedOn: view.today }, base(cleo.userId));
    expect(res.status).toBe(201);
    const after = (await res.json()) as ClearanceView;
    expect(after.history).toMatchObject([{ region: "trunk/side", recordedBy: "coach", note: null }]);
    const [row] = await server.app.db.select().from(injuryClearances).where(eq(injuryClearances.userId, cleo.userId));
    expect(row!.recordedBy).toBe("coach");
    expect(row!.adminSessionId).not.toBeNull();
    const plan = await myPlan(cleo.cookie);
    expect(plan.weeks.map((w) => w.clearance !== undefined)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([1, 2, 3].flatMap((w) => throws(plan, w))).toEqual([]);
    expect([4, 5, 6, 7, 8].flatMap((w) => throws(plan, w)).length).toBeGreaterThan(0);
    // The coach's plan view serves the same re-layered plan.
    const coachView = (await (
      await server.fetch(`/api/admin/athletes/${cleo.userId}/plan`, { headers: { cookie: admin } })
    ).json()) as { program: Program };
    expect(coachView.program.weeks[3]!.clearance).toMatch(/^Planned after your physio's clearance/);
    expect(coachView.program.weeks[2]!.clearance).toBeUndefined();
  });
});
