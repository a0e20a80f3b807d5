import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AthleteListPage } from "#domain/api-types";
import type { InjuryDetail } from "#domain/questionnaire";
import { questionnaireResponses, trainingPlans, user } from "#server/core/db/schema";
import { adminCookie } from "#server/testing/coach-console";
import { json, signUpAndVerify, uniqueEmail, type TestAthlete } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { startMailbox, type Mailbox } from "#server/testing/mailbox";
import { startTestServer, type TestServer } from "#server/testing/server";

/**
 * Step 8's structured injury picker (issue #10) through the real API on the test's database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL): sent with the sign-up and with a signed-in
 * re-save, stored in questionnaire_responses.injury_details, read back by GET /api/me and the
 * coach console; bad input refused with the schema's message and nothing changed.
 */

let server: TestServer;
let mailbox: Mailbox;
let a: TestAthlete;

const PICKED: InjuryDetail[] = [
  { region: "trunk/side", recency: "recent", cleared: true },
  { region: "hamstring", recency: "current", cleared: false },
];

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ smtpUrl: mailbox.url });
  a = await signUpAndVerify(server, mailbox, {
    fullName: "Injured Keeper",
    answers: { ...answers(), injuryDetails: PICKED },
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const put = (cookie: string, body: unknown) =>
  server.fetch("/api/me/questionnaire", {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const meOf = async (cookie: string) =>
  (await (await server.fetch("/api/me", { headers: { cookie } })).json()) as {
    questionnaire: { injuryDetails: unknown };
  };
const storedDetails = async (userId: string) =>
  (
    await server.app.db
      .select({ d: questionnaireResponses.injuryDetails })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.userId, userId))
  )[0]?.d;
const plansOf = (userId: string) =>
  server.app.db.select({ id: trainingPlans.id }).from(trainingPlans).where(eq(trainingPlans.userId, userId));

describe("injury details (step 8's picker)", () => {
  it("sent with the sign-up: stored in its column, returned by GET /api/me", async () => {
    expect(await storedDetails(a.userId)).toEqual(PICKED);
    expect((await meOf(a.cookie)).questionnaire.injuryDetails).toEqual(PICKED);
  });

  it("a signed-in re-save replaces them (and makes a new plan); identical answers change nothing", async () => {
    const changed: InjuryDetail[] = [{ region: "ankle/foot", recency: "old", cleared: true }];
    const before = (await plansOf(a.userId)).length;
    const res = await put(a.cookie, { answers: { ...answers(), injuryDetails: changed } });
    expect(res.status).toBe(200);
    expect(await storedDetails(a.userId)).toEqual(changed);
    expect((await meOf(a.cookie)).questionnaire.injuryDetails).toEqual(changed);
    expect((await plansOf(a.userId)).length).toBe(before + 1);
    expect((await put(a.cookie, { answers: { ...answers(), injuryDetails: changed } })).status).toBe(200);
    expect((await plansOf(a.userId)).length).toBe(before + 1);
    // Back to none picked: an empty list, not the old one.
    expect((await put(a.cookie, { answers: { ...answers(), injuryDetails: [] } })).status).toBe(200);
    expect(await storedDetails(a.userId)).toEqual([]);
    expect((await put(a.cookie, { answers: { ...answers(), injuryDetails: PICKED } })).status).toBe(200);
  });

  const hamstring = { region: "hamstring", recency: "current", cleared: false };
  const BAD: Array<[string, unknown, string]> = [
    ["an unknown region", [{ ...hamstring, region: "neck" }], "Please choose a valid injured body region"],
    ["a duplicate region", [hamstring, { ...hamstring, recency: "old" }], "Each body region can be chosen only once"],
    [
      "recency 'yesterday'",
      [{ ...hamstring, recency: "yesterday" }],
      "Please choose a valid answer for how recent the injury is",
    ],
    [
      "cleared as the string 'yes'",
      [{ ...hamstring, cleared: "yes" }],
      "Please say whether a physiotherapist has cleared the injury",
    ],
    ["50 entries", Array.from({ length: 50 }, () => hamstring), "Each body region can be chosen only once"],
    ["an object instead of a list", { hamstring: true }, "Injured body regions must be a list"],
  ];

  it.each(BAD)(
    "a re-save with %s → 400 with the schema's message; nothing changes",
    async (_label, injuryDetails, message) => {
      const plans = (await plansOf(a.userId)).length;
      const res = await put(a.cookie, { answers: { ...answers(), injuryDetails } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { message, code: "VALIDATION" } });
      expect(await storedDetails(a.userId)).toEqual(PICKED);
      expect((await plansOf(a.userId)).length).toBe(plans);
    },
  );

  it.each(BAD)(
    "a sign-up with %s → 400 with the schema's message; no account is made",
    async (_label, injuryDetails, message) => {
      const email = uniqueEmail("bad-injury");
      const res = await server.fetch(
        "/api/signup",
        json({ fullName: "Bad Input", email, password: "pass-word-123", answers: { ...answers(), injuryDetails } }),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      expect(await server.app.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toEqual([]);
    },
  );

  it("the coach console's athlete record carries them beside the free text", async () => {
    const cookie = await adminCookie(server);
    const res = await server.fetch(`/api/admin/athletes?q=${encodeURIComponent(a.email)}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const page = (await res.json()) as AthleteListPage;
    expect(page.athletes).toHaveLength(1);
    expect(page.athletes[0]!.questionnaire).toMatchObject({ injuryHistory: answers().injuries, injuryDetails: PICKED });
  });

  it("answers saved before the picker existed read [] and re-saving them identically changes nothing", async () => {
    const b = await signUpAndVerify(server, mailbox, { fullName: "Older Answers" });
    // As a plan row written before issue #10 holds them: no injuryDetails key at all.
    const [plan] = await server.app.db
      .select({ id: trainingPlans.id, details: trainingPlans.planDetails })
      .from(trainingPlans)
      .where(eq(trainingPlans.userId, b.userId));
    const details = plan!.details as { customized_for: Record<string, unknown> };
    const { injuryDetails: _none, ...older } = details.customized_for;
    await server.app.db
      .update(trainingPlans)
      .set({ planDetails: { ...details, customized_for: older } })
      .where(eq(trainingPlans.id, plan!.id));
    expect((await meOf(b.cookie)).questionnaire.injuryDetails).toEqual([]);
    expect((await put(b.cookie, { answers: answers() })).status).toBe(200);
    expect((await plansOf(b.userId)).map((p) => p.id)).toEqual([plan!.id]);
  });
});
