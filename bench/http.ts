import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { answers } from "#server/testing/factory";
import { BENCH_ADMIN_KEY } from "./server.ts";

/** Bench clients of the real HTTP API: sign-ins, the admin key, a sign-up followed through its mail file. */

let nextAddress = 1;
/** A distinct client address per call (the server runs with TRUST_PROXY): no rate-limit bucket is shared. */
export function clientAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export async function post(
  url: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url + pathname, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": clientAddress(), ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await post(url, "/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

export async function adminCookie(url: string): Promise<string> {
  const res = await post(url, "/api/admin/session", { key: BENCH_ADMIN_KEY });
  if (res.status !== 200) throw new Error(`admin session: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** Quoted-printable soft breaks and =XX escapes (mails in DATA_DIR/mail are encoded so). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The verification token mailed to `email` (no SMTP_URL: the server writes .eml files). */
export async function verificationToken(dataDir: string, email: string, timeoutMs = 30_000): Promise<string> {
  const folder = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(folder)) {
      for (const f of readdirSync(folder)) {
        const mail = decodeQuotedPrintable(readFileSync(path.join(folder, f), "utf8"));
        if (!mail.includes(email)) continue;
        const m = /\/verify-email\?token=([^\s"'<>&]+)/.exec(mail);
        if (m) return decodeURIComponent(m[1]!);
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no verification mail to ${email} in ${folder}`);
}

export const BENCH_ANSWERS = [
  answers({ height: "180", weight: "72", goals: ["Speed & Agility", "Match Endurance"] }),
  answers({
    ageGroup: "Adult",
    competitionLevel: "Intermediate",
    height: "175",
    weight: "80",
    primaryRole: "Batsman",
    abilities: { Strength: 3, Speed: 3, Endurance: 4, Agility: 3, Flexibility: 3 },
    trainingFrequency: "3 days/week",
    trainingDuration: "1-2 hours/day",
    injuries: "Rolled ankle last season",
    goals: ["Explosive Strength & Power"],
    equipment: "Minimal Equipment (dumbbells, bands)",
  }),
];

/** A new athlete through the app (sign-up, mail, verify). Returns when verify answered; `t0` is just before it. */
export async function signUpThroughApp(
  url: string,
  dataDir: string,
  email: string,
): Promise<{ verify: () => Promise<number> }> {
  const res = await post(url, "/api/signup", {
    fullName: "Bench Athlete",
    email,
    password: "bench-password-123",
    answers: BENCH_ANSWERS[0],
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const token = await verificationToken(dataDir, email);
  return {
    async verify() {
      const t0 = performance.now();
      const v = await post(url, "/api/verify-email", { token });
      if (v.status !== 200) throw new Error(`verify-email: ${v.status} ${await v.text()}`);
      return t0;
    },
  };
}
