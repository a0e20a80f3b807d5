import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { PASSWORD, signedInAthlete, signUpByApi, uniqueEmail, verificationLink } from "./support/athletes.ts";
import { hydrated, settle } from "./support/settle.ts";

/**
 * Prerendered pages that hydrate (issue #13, docs/decisions/0090): the text is there with
 * JavaScript off, React adopts the HTML without a mismatch (no warning, no node replaced), and
 * the page works after hydration. Run on a fresh `npm run build`.
 */

// Each prerendered page and its main heading.
const PAGES: [string, string][] = [
  ["/", "The gym should serve the game."],
  ["/cricket", "Choose your path"],
  ["/cricket-learn", "Train your body. Sharpen your mind."],
  ["/learn/learn-your-body", "Learn Your Body"],
  ["/learn/master-your-mind", "Master Your Mind"],
  ["/learn/get-inspired/cricket", "Cricket"],
  ["/learn/master-your-mind/badminton", "Badminton"],
  ["/badminton-coming-soon", "Badminton"],
  ["/programs", "The gym should serve the game"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/this-page-does-not-exist", "Oops! Page not found"],
  ["/cricket-questionnaire", "Build Your Performance Plan"],
  ["/cricket-signup", "Assessment Complete"],
  ["/auth", "Welcome Back, Champion"],
  ["/verify-email", "Verifying..."],
  ["/profile", "Your Dashboard"],
  ["/training-schedule", "Training Schedule"],
  ["/today", "Today"],
  ["/workload", "Workload"],
];
// Athlete pages send a visitor to /auth once the session answers: that redirect is their "works"
// (as /cricket-signup's is the way back to the questionnaire).
const ATHLETE_PAGES = new Set(["/profile", "/training-schedule", "/today", "/workload"]);

// What React says when hydration fails, in development and production builds.
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|423|425)/i;
// Expected noise: the 404 page logs the path (spec §2); the browser logs the API's 401s.
const EXPECTED = /^404 Error: User attempted|Failed to load resource/;

/**
 * Console errors and warnings; and the prerendered <h1> as the parser made it, so the test can
 * tell whether React adopted it (a mismatch throws the server's nodes away and renders new ones).
 */
async function watch(page: Page) {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(m.text());
  });
  page.on("pageerror", (e) => messages.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { serverH1: Element | null; leftAdopted?: boolean };
    w.serverH1 = null;
    const hasFiber = (e: Element) => Object.keys(e).some((k) => k.startsWith("__reactFiber"));
    const observer = new MutationObserver(() => {
      if (!w.serverH1) w.serverH1 = document.querySelector("#root h1");
      // A page that moves on at once (/verify-email without a token goes to /auth): whether
      // React had adopted the heading when it left.
      if (w.serverH1 && !w.serverH1.isConnected && w.leftAdopted === undefined) {
        w.leftAdopted = hasFiber(w.serverH1);
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return messages;
}

/** Whether React hydrated the server's <h1> (its fiber is on it) and it is still in the page. */
async function adopted(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const h1 = (window as unknown as { serverH1: Element | null }).serverH1;
    return !!h1 && (!h1.isConnected || Object.keys(h1).some((k) => k.startsWith("__reactFiber")));
  });
  return page.evaluate(() => {
    const w = window as unknown as { serverH1: Element; leftAdopted?: boolean };
    return w.serverH1.isConnected || w.leftAdopted === true;
  });
}

for (const [path, heading] of PAGES) {
  test(`${path}: text without JavaScript, hydration without a warning, works after`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // 1. JavaScript off: the prerendered HTML alone.
    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noJs.newPage();
    const res = await plain.goto(path);
    expect(res?.status()).toBe(path === "/this-page-does-not-exist" ? 404 : 200);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(plain.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await noJs.close();

    // 2. JavaScript on: hydrated in place. The API waits until that is checked, so what the
    // page does with its answers (a redirect, the live count) comes after.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    const messages = await watch(page);
    await page.goto(path);
    expect(await adopted(page), "React kept the prerendered heading").toBe(true);
    await settle(page);
    release();
    await page.waitForLoadState("networkidle");
    await settle(page);
    expect(messages.filter((m) => HYDRATION_TROUBLE.test(m))).toEqual([]);
    expect(messages.filter((m) => !EXPECTED.test(m))).toEqual([]);

    // 3. It works: the router takes a click without reloading the page.
    if (ATHLETE_PAGES.has(path)) {
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back, Champion");
      return;
    }
    if (path === "/cricket-signup") {
      // No answers on this device: back to the questionnaire (spec §5).
      await expect(page).toHaveURL(/\/cricket-questionnaire$/, { timeout: 15_000 });
      return;
    }
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const [target, next] = path === "/auth" ? ["Home", "Home"] : ["Login", "Welcome Back, Champion"];
    await page.getByRole("banner").getByRole("link", { name: target, exact: true }).click();
    if (next !== "Home") await expect(page.getByRole("heading", { level: 1 })).toHaveText(next);
    else await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
}

test("what a returning visitor's device holds fills in after hydration, without a mismatch", async ({
  page,
  server,
}) => {
  // Signed in before, a sport picked, halfway through the questionnaire: none of it is in the
  // prerendered HTML, all of it shows once the page runs. The session is real: a hint the server
  // does not back is dropped once the session answers (issue #16, decision 0101).
  await signedInAthlete(page, server);
  await page.addInitScript(() => {
    localStorage.setItem("cookieConsent", "accepted");
    localStorage.setItem("gameready.signedIn", "1");
    localStorage.setItem("selectedSport", "badminton");
    sessionStorage.setItem("questionnaireDraft", JSON.stringify({ step: 3, draft: { ageGroup: "adult" } }));
  });
  const messages = await watch(page);
  await page.goto("/cricket-questionnaire");
  expect(await adopted(page), "React kept the prerendered heading").toBe(true);
  await expect(page.getByRole("banner").getByRole("link", { name: "Today", exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: /Account menu/ })).toBeVisible();
  await expect(page.getByText("Step 3 of 10")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await settle(page);
  expect(messages.filter((m) => !EXPECTED.test(m))).toEqual([]);
});

test("a page opened with a query string shows its HTML, then renders what the query asks (/auth?type=recovery)", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
  const messages = await watch(page);
  await page.goto("/auth?type=recovery&token=forged");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set a New Password");
  await page.waitForLoadState("networkidle");
  await settle(page);
  expect(messages.filter((m) => !EXPECTED.test(m))).toEqual([]);
});

test("what a visitor types before the page's script runs is kept: the forms use it once React is in", async ({
  page,
  request,
  server,
}) => {
  const email = uniqueEmail("early");
  await signUpByApi(request, server, email);
  const token = new URL(await verificationLink(server, email)).searchParams.get("token");
  const verified = await request.post(`${server.url}/api/verify-email`, {
    data: { token },
    headers: { origin: server.url },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  // The page's scripts wait until the visitor has typed, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
  // Not "domcontentloaded": that waits for the page's (module) scripts.
  await page.goto("/auth", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back, Champion" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const reactOn = () => Object.keys(document.querySelector("#root h1")!).some((k) => k.startsWith("__react"));
  expect(await page.evaluate(reactOn), "the scripts are held").toBe(false);
  release();
  await hydrated(page);
  // Not "Email Required" or "Invalid email address": the typed address and password are used.
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByText("Check your email!")).toBeVisible();
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
