import { TEST_PASSWORD, cookieFrom, json, tokenFromMail, uniqueEmail } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import type { Mailbox } from "#server/testing/mailbox";

/** Anything with the spawned server's fetch (its URL changes across restarts). */
export interface Target {
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
}

export const answersWithHeight = (height: number) => ({ ...answers(), height: String(height) });

/**
 * One simulated athlete driving the real API as the web app does. Each has its own client
 * address in X-Forwarded-For (the server runs with TRUST_PROXY=true), as real athletes arrive
 * from their own addresses: the per-address rate limits stay as they are.
 */
export class SimAthlete {
  readonly email: string;
  readonly ip: string;
  readonly password = TEST_PASSWORD;
  cookie = "";
  token: string | undefined;

  constructor(index: number, label = "sim") {
    this.email = uniqueEmail(label);
    this.ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  }

  private init(init: RequestInit = {}): RequestInit {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.ip);
    if (this.cookie) headers.set("cookie", this.cookie);
    return { ...init, headers, signal: init.signal ?? AbortSignal.timeout(30_000) };
  }

  signUp(t: Target, height: number): Promise<Response> {
    return t.fetch(
      "/api/signup",
      this.init(
        json({
          fullName: "Sim Athlete",
          email: this.email,
          password: this.password,
          answers: answersWithHeight(height),
        }),
      ),
    );
  }

  /** The verification token from the mail (sent before the 201 answers). */
  async readToken(mailbox: Mailbox, timeoutMs = 10_000): Promise<string> {
    const mail = await mailbox.waitFor(this.email, (m) => m.links.some((l) => l.includes("/verify-email?")), timeoutMs);
    this.token = tokenFromMail(mail, "/verify-email?").token;
    return this.token;
  }

  async verify(t: Target): Promise<Response> {
    const res = await t.fetch("/api/verify-email", this.init(json({ token: this.token })));
    if (res.status === 200) this.cookie = cookieFrom(res);
    return res;
  }

  async signIn(t: Target): Promise<Response> {
    const res = await t.fetch(
      "/api/auth/sign-in/email",
      this.init(json({ email: this.email, password: this.password })),
    );
    if (res.status === 200) this.cookie = cookieFrom(res);
    return res;
  }

  save(t: Target, height: number): Promise<Response> {
    return t.fetch(
      "/api/me/questionnaire",
      this.init({ ...json({ answers: answersWithHeight(height) }), method: "PUT" }),
    );
  }

  dashboard(t: Target): Promise<Response> {
    return t.fetch("/api/me", this.init());
  }

  get(t: Target, pathname: string): Promise<Response> {
    return t.fetch(pathname, this.init());
  }

  upload(t: Target, pathname: string, data: Buffer, name: string, type: string): Promise<Response> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(data)], { type }), name);
    return t.fetch(pathname, this.init({ method: "POST", body: form }));
  }
}
