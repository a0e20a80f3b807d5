import PDFDocument from "pdfkit";
import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import { answers, TEST_PASSWORD, uniqueEmail } from "#server/testing/factory";
import { E2E_ADMIN_KEY, expect, type RunningServer } from "../fixtures.ts";

/** Athletes for the account, dashboard and schedule specs, made through the real API and mail. */

/** The factory's sample athlete (server/src/testing/factory.ts): an Under-19 fast bowler, no injury. */
export const ANSWERS: QuestionnaireAnswersInput = answers();

export const PASSWORD = TEST_PASSWORD;

export { uniqueEmail };

/** 'November 2026' for today: what 'Member since' shows for an account made now. */
export const thisMonth = () => new Date().toLocaleDateString("en-US", { month: "long", year: "numeric" });

/** The cookie banner must not cover forms; a stored choice keeps it away. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", "accepted");
  });
}

const draftsSeeded = new WeakMap<Page, number>();

/**
 * Puts a questionnaire draft (and its step) in session storage on the next page load, before the
 * page's scripts run; later loads keep whatever the app made of it. Writing it after the page
 * opened races hydration: the prerendered page shows before React mounts, and the mounted form
 * mirrors its own draft over the one written. Each call's draft applies once, in call order.
 */
export async function seedDraft(page: Page, state: { step: number; draft: unknown }) {
  const seq = (draftsSeeded.get(page) ?? 0) + 1;
  draftsSeeded.set(page, seq);
  await page.addInitScript(
    ([s, n]) => {
      if (Number(sessionStorage.getItem("e2e-draft-seq") ?? 0) >= n) return;
      sessionStorage.setItem("e2e-draft-seq", String(n));
      sessionStorage.setItem("questionnaireDraft", JSON.stringify(s));
    },
    [state, seq] as const,
  );
}

/** Puts answers under questionnaireData once per tab (later clears by the app stay cleared). */
export async function seedAnswers(page: Page, answers: unknown = ANSWERS) {
  await page.addInitScript((a) => {
    if (sessionStorage.getItem("e2e-answers-seeded")) return;
    sessionStorage.setItem("e2e-answers-seeded", "1");
    localStorage.setItem("questionnaireData", JSON.stringify(a));
  }, answers);
}

export const storedAnswers = (page: Page) => page.evaluate(() => localStorage.getItem("questionnaireData"));

/** State-changing calls need our Origin (CSRF guard); a browser adds it, a test must. */
const post = (request: APIRequestContext, server: RunningServer, path: string, data: unknown) =>
  request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });

/** POST /api/signup as the page would; the verification mail goes to the test's SMTP server. */
export async function signUpByApi(
  request: APIRequestContext,
  server: RunningServer,
  email: string,
  fullName = "Riya Sharma",
) {
  const res = await post(request, server, "/api/signup", { fullName, email, password: PASSWORD, answers: ANSWERS });
  expect(res.status(), await res.text()).toBe(201);
}

/** The verification link from the mail the server sent to `email`. */
export async function verificationLink(server: RunningServer, email: string) {
  const mail = await server.mailbox.waitFor(email, (m) => m.links.some((l) => l.includes("/verify-email?token=")));
  return mail.links.find((l) => l.includes("/verify-email?token="))!;
}

/**
 * A verified athlete signed in in this page's browser context: signed up by the API, the
 * mailed link's token posted like the /verify-email page does (sets the session cookie).
 */
export async function signedInAthlete(page: Page, server: RunningServer, fullName = "Riya Sharma") {
  const email = uniqueEmail();
  await signUpByApi(page.request, server, email, fullName);
  const token = new URL(await verificationLink(server, email)).searchParams.get("token");
  const res = await post(page.request, server, "/api/verify-email", { token });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get(`${server.url}/api/me`);
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { user: { id: string } };
  return { email, fullName, userId: body.user.id };
}

/** The coach uploads a phase PDF for the athlete (issue #4's console API, admin key of the fixture). */
export async function coachUploadsPdf(request: APIRequestContext, server: RunningServer, userId: string, phase: 1 | 2) {
  const login = await post(request, server, "/api/admin/session", { key: E2E_ADMIN_KEY });
  expect(login.status(), await login.text()).toBe(200);
  const res = await request.post(`${server.url}/api/admin/athletes/${userId}/pdfs/${phase}`, {
    headers: { origin: server.url },
    multipart: {
      file: { name: `phase-${phase}.pdf`, mimeType: "application/pdf", buffer: await pdfBytes(`Phase ${phase}`) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

function pdfBytes(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(24).text(text);
    doc.end();
  });
}

/** A small real PNG (a neon square) for the avatar upload. */
export const pngBytes = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 139, g: 92, b: 246 } } })
    .png()
    .toBuffer();
