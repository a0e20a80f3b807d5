import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { signJWT } from "better-auth/crypto";
import { cookieFrom, json, nthMailTo, signUp, tokenFromMail, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { pendingSignups, profiles, questionnaireResponses, trainingPlans, user } from "#server/core/db/schema";
import { PLAN_DURATION_MONTHS, PLAN_PRICE_AMOUNT } from "#domain/plan-record";
import { GENERATOR_VERSION, generatePlan } from "#domain/plan/generator";
import { QuestionnaireAnswersSchema } from "#domain/questionnaire";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { unpackProgram } from "#server/core/athlete-record/program-storage";

const { server, mailbox } = setUpTestServer({ mailbox: true });

/** The values the mapping test below spells out column by column. */
const ROHIT = answers({
  competitionLevel: "Intermediate",
  height: "178",
  weight: "70",
  abilities: { Strength: 3, Speed: 4, Endurance: 2, Agility: 5, Flexibility: 1 },
  trainingDuration: "1-2 hours/day",
  injuries: "Side strain in 2024",
  goals: ["Speed & Agility", "Match Endurance"],
});
const valid = () => ({ fullName: "Asha Patel", email: uniqueEmail("asha"), password: "secret1", answers: answers() });
const post = (path: string, body: unknown) => server.fetch(path, json(body));
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; code?: string } }).error;
const verify = (token: string, cookie?: string) =>
  server.fetch("/api/verify-email", {
    ...json({ token }),
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });

async function rowsFor(userId: string) {
  const db = server.app.db;
  return {
    profiles: await db.select().from(profiles).where(eq(profiles.userId, userId)),
    responses: await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, userId)),
    plans: await db.select().from(trainingPlans).where(eq(trainingPlans.userId, userId)),
    pending: await db.select().from(pendingSignups).where(eq(pendingSignups.userId, userId)),
  };
}
const userIdOf = async (email: string) =>
  (await server.app.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

describe("POST /api/signup: validation (spec §5 messages)", () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["bad e-mail", { email: "not-an-email" }, "Invalid email address"],
    ["missing e-mail", { email: undefined }, "Invalid email address"],
    ["short password", { password: "12345" }, "Password must be at least 6 characters"],
    ["short name", { fullName: "A" }, "Full name is required"],
    ["blank name", { fullName: "   " }, "Full name is required"],
    ["missing answers", { answers: undefined }, "Complete questionnaire first"],
    ["height out of range", { answers: { ...answers(), height: "260" } }, "Height must be between 100-250 cm"],
    [
      "three goals",
      { answers: { ...answers(), goals: ["Speed & Agility", "Match Endurance", "Complete Athletic Development"] } },
      "Maximum 2 goals allowed",
    ],
    [
      "ability unrated",
      { answers: { ...answers(), abilities: { ...answers().abilities, Speed: 0 } } },
      "Speed rating required",
    ],
  ];
  for (const [what, change, message] of cases) {
    it(`${what} → 400 '${message}'`, async () => {
      const res = await post("/api/signup", { ...valid(), ...change });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    });
  }

  it("a body that is not an object → 400, nothing created", async () => {
    const before = (await server.app.db.select().from(user)).length;
    for (const body of [[], "x", 3]) expect((await post("/api/signup", body)).status).toBe(400);
    expect((await server.app.db.select().from(user)).length).toBe(before);
  });
});

describe("sign-up → mail → verify", () => {
  it("creates an unverified account holding the answers and sends the mail over SMTP", async () => {
    const body = valid();
    const res = await post("/api/signup", body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: "verification-sent", email: body.email });
    const mail = await mailbox.waitFor(body.email);
    expect(mail.subject).toBe("Verify your e-mail");
    const { link } = tokenFromMail(mail, "/verify-email?");
    expect(link.startsWith(`${server.config.publicUrl}/verify-email?token=`)).toBe(true);
    expect(mail.html).toContain("Verify my e-mail");

    const id = await userIdOf(body.email);
    const rows = await rowsFor(id);
    expect(rows.pending).toHaveLength(1);
    expect(rows.profiles).toHaveLength(0); // the athlete count counts verified athletes only
    expect(rows.responses).toHaveLength(0);
  });

  it("a registered (verified) e-mail → 409 USER_ALREADY_EXISTS, whatever its case", async () => {
    // An unverified address is signed up again instead (pre-registration.test.ts).
    const body = valid();
    expect((await post("/api/signup", body)).status).toBe(201);
    expect((await verify(tokenFromMail(await mailbox.waitFor(body.email), "/verify-email?").token)).status).toBe(200);
    for (const email of [body.email, body.email.toUpperCase()]) {
      const res = await post("/api/signup", { ...body, email });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({
        message: "This email is already registered. Try logging in instead.",
        code: "USER_ALREADY_EXISTS",
      });
    }
  });

  it("signing in before verifying → 403 EMAIL_NOT_VERIFIED", async () => {
    const { email, password } = await signUp(server, mailbox);
    const res = await post("/api/auth/sign-in/email", { email, password });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
    expect(cookieFrom(res)).not.toContain("session_token");
  });

  it("following the link signs in and writes profile, response and plan with the spec's mapping", async () => {
    const { email, token } = await signUp(server, mailbox, { fullName: "Rohit Kumar", answers: ROHIT });
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "verified", email, signedInAs: null });
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await server.fetch("/api/auth/get-session", { headers: { cookie: cookieFrom(res) } });
    expect(((await session.json()) as { user: { email: string; emailVerified: boolean } }).user).toMatchObject({
      email,
      emailVerified: true,
    });

    const id = await userIdOf(email);
    const rows = await rowsFor(id);
    expect(rows.pending).toHaveLength(0);
    expect(rows.profiles).toHaveLength(1);
    expect(rows.profiles[0]).toMatchObject({ fullName: "Rohit Kumar", email, avatarUrl: null });
    expect(rows.responses).toHaveLength(1);
    expect(rows.responses[0]).toMatchObject({
      sport: "cricket",
      ageGroup: "Under-19",
      height: 178,
      weight: 70,
      experience: "Intermediate",
      role: "Fast Bowler",
      battingAbility: 3, // Strength
      bowlingAbility: 4, // Speed
      fieldingAbility: 5, // Agility
      trainingFrequency: "4 days/week",
      injuryHistory: "Side strain in 2024",
      goals: ["Speed & Agility", "Match Endurance"],
      equipment: ["Full Gym"],
    });
    expect(rows.plans).toHaveLength(1);
    const plan = rows.plans[0]!;
    expect(plan).toMatchObject({
      planName: "Elite Cricket Training - Fast Bowler",
      sport: "cricket",
      durationMonths: PLAN_DURATION_MONTHS,
      priceAmount: PLAN_PRICE_AMOUNT,
      isActive: true,
    });
    expect(PLAN_DURATION_MONTHS).toBe(3);
    expect(PLAN_PRICE_AMOUNT).toBe(2999);
    expect(plan.planDetails).toEqual({
      role: "Fast Bowler",
      goals: ["Speed & Agility", "Match Endurance"],
      experience: "Intermediate",
      abilities: ROHIT.abilities,
      customized_for: { ...ROHIT, height: 178, weight: 70, injuryDetails: [] },
    });
    // Generated in the same transaction (issue #5, decision 0031): there before any view of the plan.
    expect(plan.generatorVersion).toBe(GENERATOR_VERSION);
    expect(unpackProgram(plan.program, plan.programPacked)).toEqual(
      generatePlan(QuestionnaireAnswersSchema.parse(ROHIT)),
    );
  });

  it("a link works once: the reused link signs nobody in and creates nothing", async () => {
    const { email, token } = await signUp(server, mailbox);
    expect((await verify(token)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = await verify(token);
      expect(again.status).toBe(400);
      expect(await errorOf(again)).toEqual({
        message: "This verification link has already been used. Please log in.",
        code: "TOKEN_USED",
      });
      expect(again.headers.getSetCookie().join("")).not.toMatch(/session_token=[^;]/);
    }
    const rows = await rowsFor(await userIdOf(email));
    expect([rows.profiles.length, rows.responses.length, rows.plans.length]).toEqual([1, 1, 1]);
  });

  it("the same link sent twice at once: exactly one succeeds", async () => {
    const { email, token } = await signUp(server, mailbox);
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const rows = await rowsFor(await userIdOf(email));
    expect([rows.profiles.length, rows.responses.length, rows.plans.length]).toEqual([1, 1, 1]);
  });

  it("an older link of a verified account is refused too (resend, then both links)", async () => {
    const first = await signUp(server, mailbox);
    // Links are signed per second: move the in-process clock on instead of sleeping through one.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 1100);
      const resend = await post("/api/auth/send-verification-email", { email: first.email });
      expect(resend.status).toBe(200);
      const second = await nthMailTo(mailbox, first.email, 1);
      const { token: newer } = tokenFromMail(second, "/verify-email?");
      expect(newer).not.toBe(first.token);
      expect((await verify(newer)).status).toBe(200);
      const old = await verify(first.token);
      expect(old.status).toBe(400);
      expect((await errorOf(old)).code).toBe("TOKEN_USED");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a forged link → 400 INVALID_TOKEN; an expired one → 400 TOKEN_EXPIRED", async () => {
    const { email, token } = await signUp(server, mailbox);
    const forged = [
      "not-a-token",
      token.slice(0, -4) + "AAAA",
      await signJWT({ email }, "another-secret-another-secret-another-1", 3600),
    ];
    for (const t of forged) {
      const res = await verify(t);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        message: "This verification link is not valid. Please click the verification link from your email again.",
        code: "INVALID_TOKEN",
      });
    }
    const expired = await signJWT({ email }, server.config.authSecret, -60);
    const res = await verify(expired);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("TOKEN_EXPIRED");
    expect((await verify("")).status).toBe(400);
    // None of them used up the real link.
    expect((await verify(token)).status).toBe(200);
  });

  it("better-auth's own sign-up and GET verify links are not reachable (accounts only come with answers)", async () => {
    const res = await post("/api/auth/sign-up/email", { name: "X Y", email: uniqueEmail(), password: "secret1" });
    expect(res.status).toBe(404);
    const { token } = await signUp(server, mailbox);
    expect((await server.fetch(`/api/auth/verify-email?token=${token}`)).status).toBe(404);
    expect((await server.fetch(`/api/auth/sign-in/../verify-email?token=${token}`)).status).toBe(404);
  });
});

describe("sign-up runs in one line (decision 0070)", () => {
  it("the answers are kept before the one verification mail leaves", async () => {
    const mail = server.app.mail;
    const send = mail.send;
    const keptWhenSent: boolean[] = [];
    mail.send = async (m) => {
      const [account] = await server.app.db.select({ id: user.id }).from(user).where(eq(user.email, m.to));
      keptWhenSent.push(account !== undefined && (await rowsFor(account.id)).pending.length === 1);
      return send.call(mail, m);
    };
    const body = valid();
    try {
      expect((await post("/api/signup", body)).status).toBe(201);
    } finally {
      mail.send = send;
    }
    expect(keptWhenSent).toEqual([true]);
    await mailbox.waitFor(body.email);
    expect(mailbox.messages.filter((m) => m.to.includes(body.email))).toHaveLength(1);
  });
});

// A mail that cannot even be queued (issue #15: the outbox holds it while SMTP is down, 0096).
describe("mail cannot be queued at sign-up", () => {
  it("the athlete is told (503 MAIL_FAILED), and no unverifiable account is left behind", async () => {
    const mail = server.app.mail;
    const send = mail.send;
    // The outbox refusing the mail (database error, or MAIL_OUTBOX_LIMIT reached).
    mail.send = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" });
    };
    const body = valid();
    try {
      for (let i = 0; i < 2; i++) {
        const res = await post("/api/signup", body);
        expect(res.status).toBe(503); // not 409: the failed attempt left nothing behind
        expect(await errorOf(res)).toEqual({
          message: "We could not send the verification e-mail just now. Please try again in a few minutes.",
          code: "MAIL_FAILED",
        });
      }
      expect(await server.app.db.select().from(user).where(eq(user.email, body.email))).toHaveLength(0);
    } finally {
      mail.send = send;
    }
    // The relay is back: the same sign-up simply works.
    expect((await post("/api/signup", body)).status).toBe(201);
    expect((await rowsFor(await userIdOf(body.email))).pending).toHaveLength(1);
  });
});

describe("resend", () => {
  it("answers 200 for known and unknown addresses; mails only the unverified account", async () => {
    const { email } = await signUp(server, mailbox);
    const unknown = uniqueEmail("nobody");
    const a = await post("/api/auth/send-verification-email", { email });
    const b = await post("/api/auth/send-verification-email", { email: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    const mail = await nthMailTo(mailbox, email, 1);
    expect(
      tokenFromMail(mail, "/verify-email?").link.startsWith(`${server.config.publicUrl}/verify-email?token=`),
    ).toBe(true);
    expect(mailbox.messages.some((m) => m.to.includes(unknown))).toBe(false);
  });
});

describe("malformed bodies never make a 5xx", () => {
  it("our routes and the exposed better-auth routes answer 4xx to junk", async () => {
    const paths = [
      "/api/signup",
      "/api/verify-email",
      "/api/auth/sign-in/email",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/sign-out",
    ];
    const bodies = [
      "null",
      "[]",
      '"x"',
      "42",
      "{}",
      '{"email":5,"password":[],"token":{},"newPassword":null}',
      "{bad json",
      '{"token":"' + "a".repeat(5000) + '"}',
    ];
    for (const path of paths) {
      for (const body of bodies) {
        const res = await server.fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body });
        if (path !== "/api/auth/sign-out")
          expect(res.status, `${path} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${body.slice(0, 40)}`).toBeLessThan(500);
        const text = await res.text();
        expect(text).not.toMatch(/at .*\.(ts|js|mjs):\d+/); // no stack trace
      }
    }
  });
});
