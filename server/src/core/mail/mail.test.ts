import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { simpleParser } from "mailparser";
import { cookieFrom, json, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { passwordResetMail, verificationMail } from "./templates.ts";

/** Without SMTP_URL: every mail is a DATA_DIR/mail/*.eml file and its links are on stderr (0096). */
const printed: string[] = [];

// Registered first: the console is captured before the server starts and restored after it closed.
beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")));
});
afterAll(() => {
  vi.restoreAllMocks();
});
const { server } = setUpTestServer({ config: { smtpUrl: undefined } });

const mailDir = () => path.join(server.config.dataDir, "mail");
const emlFiles = () => {
  try {
    return readdirSync(mailDir()).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
};

describe("mail without SMTP", () => {
  it("sign-up writes the verification mail to DATA_DIR/mail and prints its link; the link works", async () => {
    const email = uniqueEmail("local");
    const res = await server.fetch(
      "/api/signup",
      json({ fullName: "Local Tester", email, password: "secret1", answers: answers() }),
    );
    expect(res.status).toBe(201);

    // Queued, then delivered by the outbox worker at once: the line is printed once the file is whole.
    await vi.waitFor(() => expect(printed.some((l) => l.includes(email))).toBe(true), { timeout: 15_000 });
    const files = emlFiles();
    expect(files).toHaveLength(1);
    const file = path.join(mailDir(), files[0]!);
    expect(statSync(file).mode & 0o077).toBe(0); // holds a live link: owner only
    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.subject).toBe("Verify your e-mail");
    expect((parsed.to as { text: string }).text).toBe(email);
    expect(parsed.html).toContain("Verify my e-mail");

    const line = printed.find((l) => l.includes(email));
    expect(line).toBeDefined();
    const prefix = `✉  Mail to ${email}: Verify your e-mail → ${server.config.publicUrl}/verify-email?token=`;
    expect(line!.startsWith(prefix)).toBe(true);
    const link = line!.slice(line!.indexOf("→ ") + 2);
    expect(parsed.text).toContain(link);

    const token = new URL(link).searchParams.get("token")!;
    const verified = await server.fetch("/api/verify-email", json({ token }));
    expect(verified.status).toBe(200);
    expect(cookieFrom(verified)).toMatch(/session_token=/);
  });

  it("a password reset mail goes the same way", async () => {
    const email = (await server.app.db.query.user.findFirst())!.email;
    const res = await server.fetch(
      "/api/auth/request-password-reset",
      json({ email, redirectTo: "/auth?type=recovery" }),
    );
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(printed.some((l) => l.includes("Reset your password"))).toBe(true), {
      timeout: 15_000,
    });
    const line = printed.find((l) => l.includes("Reset your password"))!;
    expect(line).toContain(`→ ${server.config.publicUrl}/auth?type=recovery&token=`);
    expect(emlFiles()).toHaveLength(2);
  });
});

describe("templates", () => {
  it("escape what they show and carry the link in text and HTML", () => {
    const link = "https://gameready.example/verify-email?token=a.b.c";
    for (const make of [verificationMail, passwordResetMail]) {
      const m = make({ name: `<img src=x onerror=alert(1)> Eve`, link, supportEmail: "support@gameready.example" });
      expect(m.text).toContain(link);
      expect(m.html).toContain(`href="${link}"`);
      expect(m.html).not.toContain("<img src=x");
      expect(m.html).toContain("support@gameready.example");
    }
  });
});

describe("the greeting never carries a link the sender chose (issue #14, finding 9)", () => {
  const mails = (name: string) =>
    [verificationMail, passwordResetMail].map((make) =>
      make({ name, link: "http://localhost:3000/verify-email?token=t", supportEmail: "help@example.com" }),
    );

  it.each([
    "https://evil.example/claim-your-prize",
    "evil.example Smith",
    "www.evil.example",
    "win@evil.example",
    "<a href=x>Asha</a>",
  ])("a name like %s is greeted as 'there' and never printed", (name) => {
    for (const m of mails(name)) {
      expect(m.text).toContain("Hi there,");
      for (const part of [m.text, m.html, m.subject]) expect(part).not.toMatch(/evil|href=x/);
    }
  });

  it.each([
    ["Zoë Lukasz", "Zoë"],
    ["Siobhán O'Brien-Smith", "Siobhán"],
    ["Ravi", "Ravi"],
  ])("a real name %s is greeted by its first word", (name, first) => {
    for (const m of mails(name)) expect(m.text).toContain(`Hi ${first},`);
  });
});
