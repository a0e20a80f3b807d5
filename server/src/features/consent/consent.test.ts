import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PARENT_EMAIL_OWN_INBOX, PARENT_EMAIL_REQUIRED, PARENT_EMAIL_SAME } from "#domain/account";
import {
  cricketLogs,
  parentalConsents,
  questionnaireResponses,
  sessionLogs,
  user,
  verification,
} from "#server/core/db/schema";
import { CONSENT_REQUIRED, PARENT_EMAIL_BEFORE_AGE_CHANGE } from "#server/core/consent/state";
import { consentMail, json, signUpAndVerify, uniqueEmail } from "#server/testing/athletes";
import { adminCookie, makePng } from "#server/testing/coach-console";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { CONSENT_MAILS_PER_HOUR, LINK_MESSAGES } from "./routes.ts";

/**
 * Parental consent for Under-14 and Under-16 (issue #16, decision 0102): a real server on a real
 * port, the mails received by the in-process SMTP server. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
const { server, mailbox } = setUpTestServer({ mailbox: true });

const U16 = () => answers({ ageGroup: "Under-16" });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; code?: string } }).error;
const get = (path: string, cookie?: string) => server.fetch(path, { headers: cookie ? { cookie } : {} });
const post = (path: string, body: unknown, cookie?: string) =>
  server.fetch(path, {
    ...json(body),
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });
const consentState = async (cookie: string) =>
  (await (await get("/api/me/consent", cookie)).json()) as { state: string; parentEmail: string | null };
const avatar = async (cookie: string) => {
  const f = new FormData();
  f.append("file", new Blob([new Uint8Array(await makePng())], { type: "image/png" }), "me.png");
  return server.fetch("/api/me/avatar", { method: "POST", body: f, headers: { cookie } });
};
const userByEmail = async (email: string) => (await server.app.db.select().from(user).where(eq(user.email, email)))[0];

describe("sign-up asks a junior for a parent's address", () => {
  it.each(["Under-14", "Under-16"] as const)(
    "an %s without one is refused and nothing is created",
    async (ageGroup) => {
      const email = uniqueEmail("junior");
      const res = await post("/api/signup", {
        fullName: "Jo Junior",
        email,
        password: "secret1",
        answers: answers({ ageGroup }),
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(PARENT_EMAIL_REQUIRED);
      expect(await userByEmail(email)).toBeUndefined();
    },
  );

  it("refuses the athlete's own address, whatever its case", async () => {
    const email = uniqueEmail("junior");
    const res = await post("/api/signup", {
      fullName: "Jo Junior",
      email,
      password: "secret1",
      answers: U16(),
      parentEmail: email.toUpperCase(),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(PARENT_EMAIL_SAME);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("an adult needs none: a parent address sent anyway is not stored and consent is not required", async () => {
    const a = await signUpAndVerify(server, mailbox, {
      answers: answers({ ageGroup: "Adult" }),
      parentEmail: uniqueEmail("p"),
    });
    expect(await server.app.db.select().from(parentalConsents).where(eq(parentalConsents.userId, a.userId))).toEqual(
      [],
    );
    expect((await consentState(a.cookie)).state).toBe("not-required");
    expect((await post("/api/me/consent/resend", {}, a.cookie)).status).toBe(409);
  });
});

describe("the consent round trip", () => {
  it("mails the parent once the athlete is verified; the link gives consent once; the junior is held back until then", async () => {
    const parentEmail = uniqueEmail("parent");
    const jo = await signUpAndVerify(server, mailbox, {
      fullName: "Jo Junior",
      answers: U16(),
      parentEmail,
      parentConsent: false,
    });
    expect(await consentState(jo.cookie)).toMatchObject({ state: "pending", parentEmail });

    const { mail, token } = await consentMail(mailbox, parentEmail);
    expect(mail.subject).toMatch(/consent/i);
    expect(mail.text).toContain("Jo (Under-16)");

    // Before consent: the plan is there, the log and a photo are not.
    expect((await get("/api/me/plan", jo.cookie)).status).toBe(200);
    expect((await get("/api/me/training", jo.cookie)).status).toBe(200);
    expect((await server.fetch("/api/me/training", { method: "HEAD", headers: { cookie: jo.cookie } })).status).toBe(
      200,
    );
    const del = await server.fetch(`/api/me/training/sessions/${randomUUID()}`, {
      method: "DELETE",
      headers: { cookie: jo.cookie },
    });
    expect(del.status).toBe(403);
    expect(await errorOf(del)).toEqual({ message: CONSENT_REQUIRED, code: "PARENTAL_CONSENT_REQUIRED" });
    expect((await avatar(jo.cookie)).status).toBe(403);

    // The page's view of the link changes nothing.
    const link = await get(`/api/consent/link?token=${encodeURIComponent(token)}`);
    expect(await link.json()).toEqual({ state: "valid", message: null, athleteName: "Jo", ageGroup: "Under-16" });
    expect((await consentState(jo.cookie)).state).toBe("pending");

    // Two clicks at once: one consent.
    const [a, b] = await Promise.all([post("/api/consent/give", { token }), post("/api/consent/give", { token })]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((await consentState(jo.cookie)).state).toBe("given");

    const again = await post("/api/consent/give", { token });
    expect(await errorOf(again)).toEqual({ message: LINK_MESSAGES.USED, code: "CONSENT_LINK_USED" });
    expect(await (await get(`/api/consent/link?token=${encodeURIComponent(token)}`)).json()).toMatchObject({
      state: "used",
      message: LINK_MESSAGES.USED,
    });

    // After consent: a log entry is an ordinary 404 for an unknown id, a photo is accepted.
    const del2 = await server.fetch(`/api/me/training/sessions/${randomUUID()}`, {
      method: "DELETE",
      headers: { cookie: jo.cookie },
    });
    expect(del2.status).not.toBe(403);
    expect((await avatar(jo.cookie)).status).toBe(200);
    expect((await post("/api/me/consent/resend", {}, jo.cookie)).status).toBe(409);
  });

  it("a resend replaces the older link; a corrected address gets the new one; the rate limit holds", async () => {
    const first = uniqueEmail("parent");
    const jo = await signUpAndVerify(server, mailbox, { answers: U16(), parentEmail: first, parentConsent: false });
    const old = await consentMail(mailbox, first);

    const same = await post("/api/me/consent/resend", { parentEmail: jo.email.toUpperCase() }, jo.cookie);
    expect(same.status).toBe(400);
    expect((await errorOf(same)).message).toBe(PARENT_EMAIL_SAME);

    const corrected = uniqueEmail("guardian");
    const res = await post("/api/me/consent/resend", { parentEmail: corrected }, jo.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ state: "pending", parentEmail: corrected });
    const fresh = await consentMail(mailbox, corrected);

    const stale = await post("/api/consent/give", { token: old.token });
    expect(await errorOf(stale)).toEqual({ message: LINK_MESSAGES.REPLACED, code: "CONSENT_LINK_REPLACED" });

    for (let i = 1; i < CONSENT_MAILS_PER_HOUR; i++)
      expect((await post("/api/me/consent/resend", {}, jo.cookie)).status).toBe(200);
    const limited = await post("/api/me/consent/resend", {}, jo.cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

    // The newest mail's link still works (each resend replaced the one before it).
    const newest = await consentMail(mailbox, corrected, CONSENT_MAILS_PER_HOUR - 1);
    expect(newest.token).not.toBe(fresh.token);
    expect((await post("/api/consent/give", { token: newest.token })).status).toBe(200);
  });

  it("refuses a parent address that reaches the junior's own inbox (+tag, case), at sign-up and on resend", async () => {
    const email = uniqueEmail("junior");
    const tagged = (address: string, tag: string) => address.replace("@", `+${tag}@`);
    const refused = await post("/api/signup", {
      fullName: "Jo Junior",
      email,
      password: "secret1",
      answers: U16(),
      parentEmail: tagged(email, "mum").toUpperCase(),
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(PARENT_EMAIL_OWN_INBOX);
    expect(await userByEmail(email)).toBeUndefined();

    const parentEmail = uniqueEmail("parent");
    const jo = await signUpAndVerify(server, mailbox, { answers: U16(), parentEmail, parentConsent: false });
    await consentMail(mailbox, parentEmail);
    const own = jo.email.split("@")[0]!.toLowerCase();
    const sent = () => mailbox.messages.filter((m) => m.to.some((to) => to.startsWith(`${own}+`))).length;
    const before = sent();
    for (const parent of [tagged(jo.email, "consent"), tagged(jo.email, "x").toUpperCase()]) {
      const res = await post("/api/me/consent/resend", { parentEmail: parent }, jo.cookie);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ message: PARENT_EMAIL_OWN_INBOX, code: "VALIDATION" });
    }
    // Nothing changed: the address on record is the parent's, no mail went to the junior's inbox.
    expect(await consentState(jo.cookie)).toMatchObject({ state: "pending", parentEmail });
    expect(sent()).toBe(before);
  });

  it("an expired link says so and gives nothing", async () => {
    const parentEmail = uniqueEmail("parent");
    const jo = await signUpAndVerify(server, mailbox, { answers: U16(), parentEmail, parentConsent: false });
    const { token } = await consentMail(mailbox, parentEmail);
    const past = new Date(Date.now() - 60_000);
    await server.app.db
      .update(verification)
      .set({ expiresAt: past })
      .where(like(verification.identifier, `parental-consent:${token}`));
    await server.app.db
      .update(parentalConsents)
      .set({ linkExpiresAt: past })
      .where(eq(parentalConsents.userId, jo.userId));

    const res = await post("/api/consent/give", { token });
    expect(await errorOf(res)).toEqual({ message: LINK_MESSAGES.EXPIRED, code: "CONSENT_LINK_EXPIRED" });
    expect((await consentState(jo.cookie)).state).toBe("pending");
  });

  it("a forged or malformed token is invalid", async () => {
    // Shapes near a real token's too: 36 characters of hex and dashes that are not a UUID once
    // reached the uuid column and answered 500.
    const notUuid = [`${"0".repeat(36)}.${"a".repeat(32)}`, `${"-".repeat(36)}.${"a".repeat(32)}`];
    for (const token of ["nope", `${randomUUID()}.${"a".repeat(32)}`, ...notUuid]) {
      const res = await post("/api/consent/give", { token });
      expect(await errorOf(res)).toEqual({ message: LINK_MESSAGES.INVALID, code: "CONSENT_LINK_INVALID" });
      const link = await get(`/api/consent/link?token=${encodeURIComponent(token)}`);
      expect(link.status).toBe(200);
      expect(await link.json()).toMatchObject({ state: "invalid" });
    }
  });
});

describe("a junior who signed up before this change", () => {
  it("is asked for a parent's address on the dashboard and held back until consent", async () => {
    const jo = await signUpAndVerify(server, mailbox, { answers: U16(), parentConsent: false });
    await server.app.db.delete(parentalConsents).where(eq(parentalConsents.userId, jo.userId));
    expect(await consentState(jo.cookie)).toMatchObject({ state: "needs-parent-email", parentEmail: null });
    expect((await avatar(jo.cookie)).status).toBe(403);

    const none = await post("/api/me/consent/resend", {}, jo.cookie);
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe(PARENT_EMAIL_REQUIRED);

    const parentEmail = uniqueEmail("parent");
    expect((await post("/api/me/consent/resend", { parentEmail }, jo.cookie)).status).toBe(200);
    const { token } = await consentMail(mailbox, parentEmail);
    expect((await post("/api/consent/give", { token })).status).toBe(200);
    expect((await consentState(jo.cookie)).state).toBe("given");
  });
});

describe("a change of age group once consent was asked for", () => {
  const put = (path: string, body: unknown, cookie: string) =>
    server.fetch(path, { ...json(body), method: "PUT", headers: { "content-type": "application/json", cookie } });
  const saveAgeGroup = (cookie: string, ageGroup: "Adult" | "Under-19" | "Under-14" | "Under-16") =>
    put("/api/me/questionnaire", { answers: answers({ ageGroup }) }, cookie);
  const today = () => new Date(server.clock.now()).toISOString().slice(0, 10);
  const logTraining = (cookie: string) => {
    const id = randomUUID();
    return put(
      `/api/me/training/sessions/${id}`,
      {
        id,
        date: today(),
        week: 1,
        day: 1,
        status: "done",
        skipReason: null,
        sessionRpe: 6,
        minutes: 50,
        sets: [],
        editedAt: new Date(server.clock.now() - 60_000).toISOString(),
      },
      cookie,
    );
  };
  const entriesOf = async (userId: string) =>
    (await server.app.db.select().from(sessionLogs).where(eq(sessionLogs.userId, userId))).length +
    (await server.app.db.select().from(cricketLogs).where(eq(cricketLogs.userId, userId))).length;
  const coachSees = async (userId: string) => {
    const res = await get("/api/admin/athletes?pageSize=100", await adminCookie(server));
    const { athletes } = (await res.json()) as {
      athletes: Array<{ userId: string; parentalConsent: { state: string } }>;
    };
    return athletes.find((a) => a.userId === userId)?.parentalConsent.state;
  };

  it.each(["Adult", "Under-19"] as const)(
    "saving %s does not lift it: nothing is logged meanwhile and the coach sees pending until the parent answers",
    async (older) => {
      const parentEmail = uniqueEmail("parent");
      const jo = await signUpAndVerify(server, mailbox, { answers: U16(), parentEmail, parentConsent: false });

      expect((await saveAgeGroup(jo.cookie, older)).status).toBe(200);
      expect(await consentState(jo.cookie)).toMatchObject({ state: "pending", parentEmail });
      const refused = await logTraining(jo.cookie);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).code).toBe("PARENTAL_CONSENT_REQUIRED");
      expect(await coachSees(jo.userId)).toBe("pending");

      expect((await saveAgeGroup(jo.cookie, "Under-14")).status).toBe(200);
      expect(await entriesOf(jo.userId)).toBe(0);
      expect((await consentState(jo.cookie)).state).toBe("pending");

      // The genuine way out: the parent's answer. Consent given stays given whatever the age group.
      const { token } = await consentMail(mailbox, parentEmail);
      expect((await post("/api/consent/give", { token })).status).toBe(200);
      expect((await logTraining(jo.cookie)).status).toBe(200);
      expect((await saveAgeGroup(jo.cookie, older)).status).toBe(200);
      expect((await consentState(jo.cookie)).state).toBe("not-required");
      expect(await coachSees(jo.userId)).toBe("not-required");
    },
  );

  it("a junior with no parent's address on record cannot save an adult age group until they give one", async () => {
    const jo = await signUpAndVerify(server, mailbox, { answers: U16(), parentConsent: false });
    await server.app.db.delete(parentalConsents).where(eq(parentalConsents.userId, jo.userId));

    const res = await saveAgeGroup(jo.cookie, "Adult");
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ message: PARENT_EMAIL_BEFORE_AGE_CHANGE, code: "PARENT_EMAIL_NEEDED" });
    const [stored] = await server.app.db
      .select({ ageGroup: questionnaireResponses.ageGroup })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.userId, jo.userId));
    expect(stored?.ageGroup).toBe("Under-16");
    expect((await consentState(jo.cookie)).state).toBe("needs-parent-email");
    expect((await logTraining(jo.cookie)).status).toBe(403);

    // With an address on record the save goes through, and the wait stays.
    expect((await post("/api/me/consent/resend", { parentEmail: uniqueEmail("parent") }, jo.cookie)).status).toBe(200);
    expect((await saveAgeGroup(jo.cookie, "Adult")).status).toBe(200);
    expect((await consentState(jo.cookie)).state).toBe("pending");
    expect(await entriesOf(jo.userId)).toBe(0);
  });
});

describe("the coach console", () => {
  it("shows each athlete's consent state in the athlete list", async () => {
    const jo = await signUpAndVerify(server, mailbox, { answers: U16(), parentConsent: false });
    const kim = await signUpAndVerify(server, mailbox, { answers: answers({ ageGroup: "Under-14" }) });
    const ada = await signUpAndVerify(server, mailbox, { answers: answers({ ageGroup: "Adult" }) });
    const res = await get("/api/admin/athletes?pageSize=100", await adminCookie(server));
    expect(res.status).toBe(200);
    const { athletes } = (await res.json()) as {
      athletes: Array<{ userId: string; parentalConsent: { state: string; givenAt: string | null } }>;
    };
    const of = (id: string) => athletes.find((a) => a.userId === id)?.parentalConsent;
    expect(of(jo.userId)).toEqual({ state: "pending", givenAt: null });
    expect(of(kim.userId)).toMatchObject({ state: "given", givenAt: expect.any(String) });
    expect(of(ada.userId)).toEqual({ state: "not-required", givenAt: null });
  });
});
