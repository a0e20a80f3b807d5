import { E2E_SUPPORT_EMAIL, test, expect } from "./fixtures.ts";

// The content pages of the public site (spec §2). Cookie choice stored so the banner stays out
// of the way; the banner has its own tests.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
});

test.describe("/cricket", () => {
  test("offers Build My Plan and Learn & Grow", async ({ page }) => {
    await page.goto("/cricket");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your path");
    const build = page.getByRole("link", { name: /Build My Plan/ });
    const learn = page.getByRole("link", { name: /Learn & Grow/ }).filter({ hasText: "Explore articles" });
    await expect(build).toHaveAttribute("href", "/cricket-questionnaire");
    await expect(learn).toHaveAttribute("href", "/cricket-learn");
  });

  test("Build My Plan opens the questionnaire", async ({ page }) => {
    await page.goto("/cricket");
    await page.getByRole("link", { name: /Build My Plan/ }).click();
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
    await expect(page.getByRole("heading", { name: "Build Your Performance Plan" })).toBeVisible();
  });

  test("Learn & Grow opens the learn section", async ({ page }) => {
    await page.goto("/cricket");
    await page
      .getByRole("link", { name: /Learn & Grow/ })
      .filter({ hasText: "Explore articles" })
      .click();
    await expect(page).toHaveURL(/\/cricket-learn$/);
    await expect(page.getByRole("link", { name: /Learn Your Body/ })).toBeVisible();
  });
});

test.describe("/badminton-coming-soon", () => {
  test("lists what badminton plans will cover and goes back home", async ({ page }) => {
    await page.goto("/badminton-coming-soon");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Badminton");
    await expect(page.getByText("Coming soon", { exact: true })).toBeVisible();
    const items = page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(4);
    for (const [i, topic] of [
      "Court movement and footwork",
      "Jump and agility",
      "Racket speed",
      "Sport-specific conditioning",
    ].entries()) {
      await expect(items.nth(i)).toContainText(topic);
    }
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("/programs", () => {
  test("explains the three steps and the 8-week, two-phase structure", async ({ page }) => {
    await page.goto("/programs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const steps = page.getByRole("region", { name: "Three steps" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Pick your sport");
    await expect(steps.nth(1)).toContainText("Answer the questionnaire");
    await expect(steps.nth(2)).toContainText("Get your custom plan");
    await expect(page.getByRole("heading", { name: "8 weeks, two phases" })).toBeVisible();
    await expect(page.getByText("Phase 1 · Weeks 1-4")).toBeVisible();
    await expect(page.getByText("Phase 2 · Weeks 5-8")).toBeVisible();
    await page.getByRole("link", { name: "Build My Plan" }).click();
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
  });
});

test.describe("/privacy", () => {
  test("says what is stored, why, for how long, and who to contact", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const main = page.getByRole("main");
    for (const heading of [
      "What we store",
      "Why we use it",
      "How long we keep it",
      "Who sees it",
      "Young athletes",
      "Contact",
    ]) {
      await expect(main.getByRole("heading", { name: new RegExp(heading) })).toBeVisible();
    }
    for (const text of [
      "full name",
      "hash of your password",
      "height, weight",
      "health data",
      "profile picture",
      "Training PDFs",
      "Session cookies",
      "cookieConsent",
      "questionnaireData",
      "selectedSport",
      "within 30 days",
      "after 7 days",
      "Server logs:",
      "under 16",
      "parent or guardian",
      "We do not sell your data",
      "third-party trackers",
    ]) {
      await expect(main, text).toContainText(text);
    }
    await expect(main.getByRole("link", { name: E2E_SUPPORT_EMAIL }).first()).toHaveAttribute(
      "href",
      `mailto:${E2E_SUPPORT_EMAIL}`,
    );
  });
});

test.describe("/terms", () => {
  test("covers medical advice, young athletes, the price and acceptable use", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    const main = page.getByRole("main");
    await expect(main).toContainText("not medical advice");
    await expect(main).toContainText("physio or doctor");
    await expect(main).toContainText("under 16 need a parent or guardian's consent");
    await expect(main).toContainText("supervision");
    // What a consent link can prove, in plain words.
    await expect(main).toContainText("shows only that someone who can read that inbox agreed");
    await expect(main).toContainText("does not prove who they are, their age, or that they are the athlete's parent");
    await expect(main).toContainText("+tag");
    await expect(main).toContainText("changing the age group in the questionnaire does not remove the need for it");
    // The price in the words every page uses: minor units with the plan's currency (decision 0104).
    await expect(main).toContainText("a price of ₹29.99 for a 3-month term, which covers your 8-week program");
    await expect(main).not.toContainText("2999");
    await expect(main.getByRole("heading", { name: /Acceptable use/ })).toBeVisible();
  });
});

test.describe("404", () => {
  test("says the page was not found, logs the path once, and links home", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect
      .poll(() => errors.filter((e) => e.startsWith("404 Error")))
      .toEqual(["404 Error: User attempted to access non-existent route: /no-such-page"]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("logs each new unknown path when navigating between them", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && msg.text().startsWith("404 Error")) errors.push(msg.text());
    });
    await page.goto("/first-missing");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.evaluate(() => {
      history.pushState({}, "", "/second-missing");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect
      .poll(() => errors)
      .toEqual([
        "404 Error: User attempted to access non-existent route: /first-missing",
        "404 Error: User attempted to access non-existent route: /second-missing",
      ]);
  });
});
