import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { user } from "#server/core/db/schema";
import { RESET_SUBJECT } from "#server/core/mail/templates";
import { cookieFrom, json, nthMailTo, tokenFromMail, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { resetLimits } from "#server/testing/security/helpers";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * Pre-registration (issue #14 finding 8): a stranger signs up someone else's address with the
 * stranger's password. Once the address's owner acts (signs up, or resets the password), the
 * stranger's password, name and answers are gone, and the links mailed for the stranger's sign-up
 * verify nothing.
 */
const { server, mailbox } = setUpTestServer({ mailbox: true });
// Each test signs in more often than better-auth's per-address minute allows.
beforeEach(() => resetLimits(server));

const ATTACKER = { fullName: "Mallory Stranger", password: "attacker-pass-1", answers: answers({ height: "199" }) };
const VICTIM = {
  fullName: "Vera Owner",
  password: "victims-own-pass-1",
  answers: answers({ primaryRole: "Spin Bowler", height: "166" }),
};

const signUpAs = (email: string, who: typeof ATTACKER) =>
  server.fetch("/api/signup", json({ email, fullName: who.fullName, password: who.password, answers: who.answers }));
const verifyLink = async (email: string, n: number) =>
  tokenFromMail(await nthMailTo(mailbox, email, n), "/verify-email?").token;
const verify = (token: string) => server.fetch("/api/verify-email", json({ token }));
const signIn = (email: string, password: string) => server.fetch("/api/auth/sign-in/email", json({ email, password }));
const bodyOf = async (res: Response) => (await res.json()) as { error: { message: string; code: string } };
const meOf = async (cookie: string) =>
  (await (await server.fetch("/api/me", { headers: { cookie } })).json()) as {
    user: { name: string };
    questionnaire: { height: unknown; primaryRole: unknown };
  };

describe("an unverified address signed up again by its owner", () => {
  it("replaces the stranger's password, name and answers; the owner's newest link verifies", async () => {
    const email = uniqueEmail("victim");
    const first = await signUpAs(email, ATTACKER);
    const second = await signUpAs(email, VICTIM);
    // The same answer as a fresh sign-up: nothing tells the owner (or anyone) that it existed.
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());

    const res = await verify(await verifyLink(email, 1));
    expect(res.status).toBe(200);
    const me = await meOf(cookieFrom(res));
    expect(me.user.name).toBe(VICTIM.fullName);
    expect(me.questionnaire).toMatchObject({ height: 166, primaryRole: "Spin Bowler" });

    expect((await signIn(email, ATTACKER.password)).status).toBe(401);
    expect((await signIn(email, VICTIM.password)).status).toBe(200);
  });

  it("the stranger's link stops working once the owner signed up again (and signs nobody in)", async () => {
    const email = uniqueEmail("victim");
    expect((await signUpAs(email, ATTACKER)).status).toBe(201);
    const strangersLink = await verifyLink(email, 0);
    expect((await signUpAs(email, VICTIM)).status).toBe(201);
    const owners = await verifyLink(email, 1);

    const old = await verify(strangersLink);
    expect(old.status).toBe(400);
    expect(await bodyOf(old)).toEqual({
      error: {
        message:
          "This verification link was replaced by a newer sign-up for this address. Please use the link in the latest e-mail.",
        code: "TOKEN_REPLACED",
      },
    });
    expect(old.headers.getSetCookie().join("")).not.toContain("session_token");
    const [row] = await server.app.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row!.v).toBe(false);
    // A resend mails a link of the owner's sign-up, which works; the stranger's still does not.
    expect((await server.fetch("/api/auth/send-verification-email", json({ email }))).status).toBe(200);
    const resent = await verifyLink(email, 2);
    expect((await verify(resent)).status).toBe(200);
    expect((await verify(owners)).status).toBe(400);
    expect((await signIn(email, VICTIM.password)).status).toBe(200);
  });

  it("a verified address still answers 409 and keeps its password", async () => {
    const email = uniqueEmail("owner");
    expect((await signUpAs(email, VICTIM)).status).toBe(201);
    expect((await verify(await verifyLink(email, 0))).status).toBe(200);
    const again = await signUpAs(email, ATTACKER);
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).error.code).toBe("USER_ALREADY_EXISTS");
    expect((await signIn(email, ATTACKER.password)).status).toBe(401);
    expect((await signIn(email, VICTIM.password)).status).toBe(200);
  });
});

describe("an unverified address whose owner resets the password", () => {
  it("the stranger's password is gone; the owner's works once the address is verified", async () => {
    const email = uniqueEmail("victim");
    expect((await signUpAs(email, ATTACKER)).status).toBe(201);
    const link = await verifyLink(email, 0);
    expect(
      (await server.fetch("/api/auth/request-password-reset", json({ email, redirectTo: "/auth?type=recovery" })))
        .status,
    ).toBe(200);
    const mail = await mailbox.waitFor(email, (m) => m.subject === RESET_SUBJECT);
    const { token } = tokenFromMail(mail, "type=recovery");
    const reset = await server.fetch("/api/auth/reset-password", json({ token, newPassword: VICTIM.password }));
    expect(reset.status).toBe(200);

    // Wrong password: 401; the right one on an unverified account: 403 EMAIL_NOT_VERIFIED.
    expect((await signIn(email, ATTACKER.password)).status).toBe(401);
    expect((await signIn(email, VICTIM.password)).status).toBe(403);
    expect((await verify(link)).status).toBe(200);
    expect((await signIn(email, ATTACKER.password)).status).toBe(401);
    expect((await signIn(email, VICTIM.password)).status).toBe(200);
  });
});
