import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, test } from "./fixtures.ts";
import {
  ANSWERS,
  acceptCookies,
  coachUploadsPdf,
  PASSWORD,
  pngBytes,
  seedAnswers,
  signedInAthlete,
  signUpByApi,
  storedAnswers,
  uniqueEmail,
  verificationLink,
} from "./support/athletes.ts";
import { hydrated } from "./support/settle.ts";

/**
 * The account pages and the athlete pages one rule at a time (spec §2, §4, §5, §8; issue #3):
 * every validation message, every error mapping, the redirects, the dashboard and schedule.
 */

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * The toast with this title and (when given) this description. An earlier toast with the same title
 * may still be on screen (Sonner pauses its timer while the pointer is over it), so match both.
 */
async function expectToast(page: Page, title: string, description?: string) {
  const withTitle = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect((description ? withTitle.filter({ hasText: description }) : withTitle).first()).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillSignUp(page: Page, v: { fullName: string; email: string; password: string; confirm: string }) {
  await field(page, "Full Name").fill(v.fullName);
  await field(page, "Email").fill(v.email);
  await field(page, "Password").fill(v.password);
  await field(page, "Confirm Password").fill(v.confirm);
}

test.describe("/cricket-signup", () => {
  test("Assessment Complete: every validation message, show/hide toggles, 'Login here'", async ({ page }) => {
    await seedAnswers(page);
    let posted = 0;
    page.on("request", (r) => void (r.url().endsWith("/api/signup") && posted++));
    await page.goto("/cricket-signup");
    await expect(page.getByRole("heading", { level: 1, name: "Assessment Complete" })).toBeVisible();
    await expect(page.getByText("Elite Cricket Training - Fast Bowler")).toBeVisible();

    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toHaveCount(2);
    await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");

    await field(page, "Full Name").fill("A");
    await expect(page.getByText("Full name is required")).toBeVisible();
    await field(page, "Full Name").fill("Al");
    await expect(page.getByText("Full name is required")).toHaveCount(0);
    await field(page, "Email").fill("not-an-email");
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await field(page, "Email").fill("al@example.test");
    await expect(page.getByText("Invalid email address")).toHaveCount(0);
    await field(page, "Password").fill("abc12");
    await expect(page.getByText("Password must be at least 6 characters")).toHaveCount(2);
    await field(page, "Password").fill("abc123");
    await expect(page.getByText("Password must be at least 6 characters")).toHaveCount(1);
    await field(page, "Confirm Password").fill("abc124");
    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
    await expect(field(page, "Confirm Password")).toHaveAttribute("aria-invalid", "true");
    await field(page, "Confirm Password").fill("abc123");
    await expect(page.getByRole("alert")).toHaveCount(0);

    // Each password has its own named toggle.
    await expect(field(page, "Password")).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(field(page, "Password")).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(field(page, "Password")).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show confirm password" }).click();
    await expect(field(page, "Confirm Password")).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide confirm password" })).toHaveAttribute("aria-pressed", "true");

    expect(posted, "nothing is sent while the form is invalid").toBe(0);
    await page.getByRole("link", { name: "Login here" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back, Champion" })).toBeVisible();
  });

  test("without saved answers: 'Complete questionnaire first' and back to the questionnaire", async ({ page }) => {
    await page.goto("/cricket-signup");
    await expectToast(
      page,
      "Complete questionnaire first",
      "Please complete the 7-question assessment before creating an account.",
    );
    // Said on the page too: the questionnaire route has no toaster of its own.
    await expect(page.getByRole("heading", { level: 1, name: "Complete questionnaire first" })).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
    await expect(page.getByRole("heading", { level: 1, name: "Build Your Performance Plan" })).toBeVisible();
  });

  test("errors: already registered (409), the server's message, the 'Sign up failed' fallback", async ({
    page,
    server,
    request,
  }) => {
    // A verified account (an unverified address is signed up again, issue #14), made in its own cookie jar.
    const taken = uniqueEmail("taken");
    await signUpByApi(request, server, taken);
    const token = new URL(await verificationLink(server, taken)).searchParams.get("token");
    const verified = await request.post(`${server.url}/api/verify-email`, {
      data: { token },
      headers: { origin: server.url },
    });
    expect(verified.status()).toBe(200);
    await seedAnswers(page);
    await page.goto("/cricket-signup");

    await fillSignUp(page, { fullName: "Riya Sharma", email: taken, password: PASSWORD, confirm: PASSWORD });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Sign Up Error", "This email is already registered. Try logging in instead.");
    expect(await storedAnswers(page), "the answers stay until the server holds them").not.toBeNull();

    // Answers the server refuses: its first validation message is shown as is.
    await page.evaluate(
      (a) => localStorage.setItem("questionnaireData", JSON.stringify({ ...a, height: "50" })),
      ANSWERS,
    );
    await field(page, "Email").fill(uniqueEmail("short"));
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Sign Up Error", "Height must be between 100-250 cm");

    // No answer at all (offline): the fallback.
    await page.route("**/api/signup", (r) => r.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Sign Up Error", "Sign up failed");
    await expect(page.getByRole("heading", { level: 1, name: "Assessment Complete" })).toBeVisible();
  });
});

test.describe("/auth", () => {
  test("login: validation, invalid credentials, the 'Authentication failed' fallback, the toggle to 'Join the Elite'", async ({
    page,
  }) => {
    await page.goto("/auth");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back, Champion" })).toBeVisible();
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

    await field(page, "Email").fill(uniqueEmail("nobody"));
    await field(page, "Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectToast(page, "Authentication Error", "Invalid email or password. Check your credentials.");
    await expect(page).toHaveURL(/\/auth$/);

    await page.route("**/api/auth/sign-in/email", (r) => r.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectToast(page, "Authentication Error", "Authentication failed");

    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Join the Elite" })).toBeVisible();
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back, Champion" })).toBeVisible();
  });

  test("forgot password: 'Email Required', 'Check your email!' (same for any address), the failure messages", async ({
    page,
  }) => {
    await page.goto("/auth");
    await hydrated(page);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expectToast(page, "Email Required", "Please enter your email address first.");

    await field(page, "Email").fill(uniqueEmail("unknown"));
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expectToast(page, "Check your email!");

    await page.route("**/api/auth/request-password-reset", (r) =>
      r.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many requests. Please try again later." }),
      }),
    );
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expectToast(page, "Too many requests. Please try again later.");
    await page.unroute("**/api/auth/request-password-reset");
    await page.route("**/api/auth/request-password-reset", (r) => r.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expectToast(page, "Failed to send reset email");
  });

  test("sign-up mode: 'Passwords do not match. Please try again.', needs saved answers, then asks to check the inbox", async ({
    page,
    server,
  }) => {
    const email = uniqueEmail("auth-signup");
    await page.goto("/auth");
    await hydrated(page);
    await page.getByRole("button", { name: "Create an account" }).click();
    await fillSignUp(page, { fullName: "Sam Carter", email, password: PASSWORD, confirm: "different-1" });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match. Please try again.")).toBeVisible();

    // No saved answers: back to the questionnaire.
    await field(page, "Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(
      page,
      "Complete questionnaire first",
      "Please complete the 7-question assessment before creating an account.",
    );
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);

    await page.evaluate((a) => localStorage.setItem("questionnaireData", JSON.stringify(a)), ANSWERS);
    await page.goto("/auth");
    await hydrated(page);
    await page.getByRole("button", { name: "Create an account" }).click();
    await fillSignUp(page, { fullName: "Sam Carter", email, password: PASSWORD, confirm: PASSWORD });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await storedAnswers(page)).toBeNull();
    await verificationLink(server, email);
  });

  test("signing in before verifying says so and sends the mail again on request", async ({ page, server }) => {
    const email = uniqueEmail("unverified");
    await signUpByApi(page.request, server, email);
    await verificationLink(server, email);
    const mails = () => server.mailbox.messages.filter((m) => m.to.includes(email)).length;
    expect(mails()).toBe(1);

    await page.goto("/auth");
    await hydrated(page);
    await field(page, "Email").fill(email);
    await field(page, "Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expectToast(page, "Authentication Error", "not verified yet");
    const notice = page.getByRole("alert").filter({ hasText: "Your email address is not verified yet." });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(email);
    await expect(page).toHaveURL(/\/auth$/);

    await notice.getByRole("button", { name: "Resend verification email" }).click();
    await expectToast(page, "Verification email sent");
    await expect.poll(mails).toBe(2);
  });

  test("recovery mode: the mismatch message, and a forged reset link is refused", async ({ page }) => {
    await page.goto("/auth?type=recovery&token=forged-token");
    await expect(page.getByRole("heading", { level: 1, name: "Set a New Password" })).toBeVisible();
    await field(page, "New Password").fill("new-pass-1");
    await field(page, "Confirm New Password").fill("new-pass-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords do not match. Please try again.")).toBeVisible();
    await field(page, "Confirm New Password").fill("new-pass-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Authentication Error", "This reset link is invalid or has already been used.");
    await expect(page.getByRole("heading", { level: 1, name: "Set a New Password" })).toBeVisible();
  });

  test("two reset links: once the newer is used, the older is refused (issue #14)", async ({
    page,
    server,
    request,
  }) => {
    const email = uniqueEmail("twolinks");
    await signUpByApi(request, server, email);
    const token = new URL(await verificationLink(server, email)).searchParams.get("token");
    const origin = { origin: server.url };
    expect((await request.post(`${server.url}/api/verify-email`, { data: { token }, headers: origin })).status()).toBe(
      200,
    );
    const resets = () =>
      server.mailbox.messages.filter((m) => m.to.includes(email) && m.subject === "Reset your password");
    for (const n of [1, 2]) {
      const res = await request.post(`${server.url}/api/auth/request-password-reset`, {
        data: { email, redirectTo: "/auth?type=recovery" },
        headers: origin,
      });
      expect(res.status()).toBe(200);
      await expect.poll(() => resets().length).toBe(n);
    }
    const [older, newer] = resets().map((m) => m.links.find((l) => l.includes("type=recovery"))!);
    const setPassword = async (link: string) => {
      await page.goto(link);
      await field(page, "New Password").fill("brand-new-pass-1");
      await field(page, "Confirm New Password").fill("brand-new-pass-1");
      await page.getByRole("button", { name: "Update Password" }).click();
    };
    await setPassword(newer!);
    await expectToast(page, "Password updated successfully!");
    await setPassword(older!);
    await expectToast(page, "Authentication Error", "This reset link is invalid or has already been used.");
  });
});

test("redirects: athlete pages send visitors to /auth; /auth and /cricket-signup send athletes to /profile", async ({
  page,
  server,
}) => {
  for (const path of ["/profile", "/training-schedule"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back, Champion" })).toBeVisible();
  }
  await signedInAthlete(page, server, "Lena Ortiz");
  for (const path of ["/auth", "/cricket-signup"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("region", { name: "Lena Ortiz" })).toBeVisible();
  }
});

test("answers finished while signed in are saved to the account from /cricket-signup (spec §4, §8)", async ({
  page,
  server,
}) => {
  await signedInAthlete(page, server, "Omar Khan");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Elite Cricket Training - Fast Bowler" })).toBeVisible();

  await page.evaluate(
    (a) => localStorage.setItem("questionnaireData", JSON.stringify({ ...a, height: "50" })),
    ANSWERS,
  );
  await page.goto("/cricket-signup");
  await expectToast(page, "Failed to save questionnaire: Height must be between 100-250 cm");
  await expect(page).toHaveURL(/\/cricket-signup$/);

  await page.evaluate(
    (a) => localStorage.setItem("questionnaireData", JSON.stringify({ ...a, primaryRole: "Spin Bowler" })),
    ANSWERS,
  );
  await page.goto("/cricket-signup");
  await expectToast(page, "Questionnaire saved successfully!");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Elite Cricket Training - Spin Bowler" })).toBeVisible();
  expect(await storedAnswers(page)).toBeNull();
});

test("/verify-email: no token, a forged token and a reused link each show 'Verification Error' and go to /auth", async ({
  page,
  server,
}) => {
  await page.goto("/verify-email");
  await expectToast(page, "Verification Error", "Please click the verification link from your email again.");
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto("/verify-email?token=forged.token.value");
  await expectToast(page, "Verification Error", "This verification link is not valid.");
  await expect(page).toHaveURL(/\/auth$/);

  const email = uniqueEmail("reuse");
  await signUpByApi(page.request, server, email);
  const link = await verificationLink(server, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Verified!" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.context().clearCookies();
  await page.goto(link);
  await expectToast(page, "Verification Error", "This verification link has already been used.");
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe("/profile", () => {
  test("ID card with initials; avatar upload checked in the browser and by the server, then shown on the card", async ({
    page,
    server,
  }) => {
    await signedInAthlete(page, server, "Kai Tanaka");
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Kai Tanaka" });
    await expect(card.getByRole("img", { name: "Kai Tanaka's initials" })).toHaveText("KA");
    await expect(card.getByText("Explosive Strength & Power")).toBeVisible();
    const input = page.getByLabel("Upload profile picture");
    let uploads = 0;
    page.on("request", (r) => void (r.url().endsWith("/api/me/avatar") && uploads++));

    await input.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
    });
    await expectToast(page, "File size must be less than 2MB");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Please upload an image file (JPEG, PNG, WebP or GIF)");
    expect(uploads, "refused before any upload").toBe(0);

    // A page renamed to .png passes the browser's check; the server reads the bytes and says no.
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/me/avatar"));
    await input.setInputFiles({
      name: "evil.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain("Please upload an image file (JPEG, PNG, WebP or GIF)");
    await expectToast(page, "Please upload an image file (JPEG, PNG, WebP or GIF)");
    await expect(card.getByRole("img", { name: "Kai Tanaka's initials" })).toBeVisible();

    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await pngBytes() });
    await expectToast(page, "Profile picture updated!");
    const photo = card.getByRole("img", { name: "Kai Tanaka", exact: true });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole("img", { name: "Kai Tanaka", exact: true })).toBeVisible();
  });

  test("'Failed to load profile data' when the API cannot answer", async ({ page, server }) => {
    await signedInAthlete(page, server);
    await page.route("**/api/me", (r) => r.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    await page.goto("/profile");
    // Three retries with back-off first (spec §9).
    await expect(page.getByText("Failed to load profile data")).toBeVisible({ timeout: 20_000 });
    await page.unroute("**/api/me");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Elite Cricket Training - Fast Bowler" })).toBeVisible();
  });
});

test.describe("/training-schedule", () => {
  test("each phase offers the generated plan's PDF; a coach upload replaces it for that phase, saved as Phase-1.pdf", async ({
    page,
    server,
  }) => {
    const athlete = await signedInAthlete(page, server);
    await page.goto("/profile");
    await page.getByRole("link", { name: "Access Schedule" }).click();
    await expect(page).toHaveURL(/\/training-schedule$/);
    await expect(page.getByRole("heading", { level: 1, name: "Training Schedule" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Phase 1/ })).toContainText("Phase 1");
    await expect(page.getByText("Weeks 1-4", { exact: true })).toBeVisible();
    await expect(page.getByText("Weeks 5-8", { exact: true })).toBeVisible();
    const card = (n: number) => page.getByRole("region", { name: new RegExp(`^Phase ${n}`) });
    // The plan was generated when the answers were saved: both phases are ready, no hint.
    await expect(card(1)).toContainText("Generated plan");
    await expect(card(2)).toContainText("Generated plan");
    const hint = page.getByText("Your personalized PDF will appear here once your coach uploads it");
    await expect(hint).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download Phase 1 PDF" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Download Phase 2 PDF" })).toBeEnabled();

    await coachUploadsPdf(page.request, server, athlete.userId, 1);
    await page.reload();
    await expect(card(1)).toContainText("From your coach");
    await expect(card(1)).not.toContainText("Generated plan");
    await expect(card(2)).toContainText("Generated plan");
    const phase1 = page.getByRole("button", { name: "Download Phase 1 PDF" });
    await expect(phase1).toBeEnabled();

    const [download] = await Promise.all([page.waitForEvent("download"), phase1.click()]);
    expect(download.suggestedFilename()).toBe("Phase-1.pdf");
    const bytes = await download.createReadStream().then(async (s) => {
      const chunks: Buffer[] = [];
      for await (const c of s) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expectToast(page, "Phase 1 downloaded successfully");

    await page.route("**/api/me/training-pdfs/1", (r) => r.abort("internetdisconnected"));
    await phase1.click();
    await expectToast(page, "Failed to download PDF");

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("the coach hint shows only where nothing is available (an athlete without a plan)", async ({ page, server }) => {
    await signedInAthlete(page, server);
    // Every athlete made through sign-up has a plan. These are the server's answers for one
    // without (server/src/features/plan/schedule-routes.test.ts, "an athlete without a plan").
    await page.route("**/api/me/training-pdfs", (r) =>
      r.fulfill({
        json: { phases: [1, 2].map((phase) => ({ phase, available: false, source: null, uploadedAt: null })) },
      }),
    );
    await page.route("**/api/me/plan", (r) =>
      r.fulfill({
        status: 404,
        json: {
          error: { message: "No training plan yet: complete the questionnaire to get your plan.", code: "NO_PLAN" },
        },
      }),
    );
    await page.goto("/training-schedule");
    await expect(page.getByText("Your personalized PDF will appear here once your coach uploads it")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Download Phase 1 PDF" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Download Phase 2 PDF" })).toBeDisabled();
    await expect(page.getByText("Awaiting coach")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Take the assessment" })).toBeVisible();
  });

  test("'Failed to load training schedule' when the API cannot answer", async ({ page, server }) => {
    await signedInAthlete(page, server);
    await page.route("**/api/me/training-pdfs", (r) =>
      r.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await page.goto("/training-schedule");
    await expect(page.getByText("Failed to load training schedule")).toBeVisible({ timeout: 20_000 });
  });
});

for (const width of [1280, 390]) {
  test(`no serious accessibility violations and no sideways scrolling at ${width} px: /cricket-signup, /auth, /profile, /training-schedule`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedAnswers(page);
    const check = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      expect(await seriousAxeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    };
    await check("/cricket-signup", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Assessment Complete" })).toBeVisible();
      await page.getByRole("button", { name: "Create Account" }).click(); // with its messages showing
      await expect(page.getByText("Full name is required")).toBeVisible();
    });
    await check("/auth", () =>
      expect(page.getByRole("heading", { level: 1, name: "Welcome Back, Champion" })).toBeVisible(),
    );
    await signedInAthlete(page, server);
    await check("/profile", () =>
      expect(page.getByRole("heading", { name: "Elite Cricket Training - Fast Bowler" })).toBeVisible(),
    );
    await check("/training-schedule", () =>
      expect(page.getByRole("button", { name: "Download Phase 1 PDF" })).toBeVisible(),
    );
  });
}
