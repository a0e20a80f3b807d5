import { needsParentalConsent } from "#domain/account";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import { athlete, uniqueEmail } from "./factory.ts";
import type { Mailbox, ReceivedMail } from "./mailbox.ts";
import type { TestServer } from "./server.ts";

/**
 * Athletes for tests, made through the real API: sign-up, the verification mail received over
 * SMTP, the link followed. Start the server with `startTestServer({ smtpUrl: mailbox.url })`.
 */

export { TEST_PASSWORD, uniqueEmail } from "./factory.ts";

export interface TestAthlete {
  userId: string;
  email: string;
  password: string;
  fullName: string;
  /** A Cookie header value carrying the session, for `server.fetch(path, { headers: { cookie } })`. */
  cookie: string;
}

/** `name=value; name2=value2` from a response's Set-Cookie headers (expired ones left out). */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c) && !/expires=thu, 01 jan 1970/i.test(c))
    .map((c) => c.split(";", 1)[0])
    .join("; ");
}

export const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The token of the first link in `mail` that contains `pathPart` (e.g. "/verify-email?"). */
export function tokenFromMail(mail: ReceivedMail, pathPart: string): { link: string; token: string } {
  const link = mail.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in mail "${mail.subject}": ${mail.links.join(", ")}`);
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`link without token: ${link}`);
  return { link, token };
}

/** The `n`-th mail (0-based) to `to`, waiting for it if it has not arrived yet. */
export function nthMailTo(mailbox: Mailbox, to: string, n: number, timeoutMs?: number): Promise<ReceivedMail> {
  const mine = () => mailbox.messages.filter((m) => m.to.includes(to.toLowerCase()));
  return mailbox.waitFor(to, (m) => mine().indexOf(m) === n, timeoutMs);
}

export interface SignUpOptions {
  email?: string;
  password?: string;
  fullName?: string;
  answers?: QuestionnaireAnswersInput;
  /** Under-14 and Under-16 (issue #16): a fresh parent address unless given. */
  parentEmail?: string;
  /** Juniors only: false leaves the parent's consent pending; by default the parent agrees. */
  parentConsent?: boolean;
}

/** POST /api/signup and the verification mail it produced (not yet followed). */
export async function signUp(server: TestServer, mailbox: Mailbox, opts: SignUpOptions = {}) {
  const { email, password, fullName, answers } = athlete(opts);
  const parentEmail = opts.parentEmail ?? (needsParentalConsent(answers.ageGroup) ? uniqueEmail("parent") : undefined);
  const res = await server.fetch("/api/signup", json({ fullName, email, password, answers, parentEmail }));
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const mail = await mailbox.waitFor(email, (m) => m.links.some((l) => l.includes("/verify-email?")));
  return { email, password, fullName, parentEmail, mail, ...tokenFromMail(mail, "/verify-email?") };
}

/** The parent's consent mail (sent once the athlete is verified) and its link's token. */
export async function consentMail(mailbox: Mailbox, parentEmail: string, n = 0) {
  const mail = await mailbox.waitFor(
    parentEmail,
    (m) =>
      m.links.some((l) => l.includes("/parental-consent?")) &&
      mailbox.messages.filter((x) => x.to.includes(parentEmail)).indexOf(m) >= n,
  );
  return { mail, ...tokenFromMail(mail, "/parental-consent?") };
}

/** A verified, signed-in athlete with saved answers and plan. */
export async function signUpAndVerify(
  server: TestServer,
  mailbox: Mailbox,
  opts: SignUpOptions = {},
): Promise<TestAthlete> {
  const { email, password, fullName, token, parentEmail } = await signUp(server, mailbox, opts);
  const res = await server.fetch("/api/verify-email", json({ token }));
  if (res.status !== 200) throw new Error(`verify-email answered ${res.status}: ${await res.text()}`);
  const cookie = cookieFrom(res);
  const me = await server.fetch("/api/me", { headers: { cookie } });
  if (me.status !== 200) throw new Error(`/api/me answered ${me.status}: ${await me.text()}`);
  const { user } = (await me.json()) as { user: { id: string } };
  if (
    parentEmail &&
    needsParentalConsent((opts.answers ?? athlete().answers).ageGroup) &&
    opts.parentConsent !== false
  ) {
    const consent = await consentMail(mailbox, parentEmail);
    const given = await server.fetch("/api/consent/give", json({ token: consent.token }));
    if (given.status !== 200) throw new Error(`consent answered ${given.status}: ${await given.text()}`);
  }
  return { userId: user.id, email, password, fullName, cookie };
}

/** POST /api/auth/sign-in/email; the session cookie, or throws with the answer. */
export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const res = await server.fetch("/api/auth/sign-in/email", json({ email, password }));
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return cookieFrom(res);
}
