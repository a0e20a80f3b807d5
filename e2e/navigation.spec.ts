import type { Page } from "@playwright/test";
import { NAV_HIDE_THRESHOLD_PX, NAV_STYLED_THRESHOLD_PX, TAGLINE } from "#domain/site";
import { E2E_ADMIN_KEY, E2E_SUPPORT_EMAIL, expect, seriousAxeViolations, test } from "./fixtures.ts";
import { answers } from "#server/testing/factory";
import { signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { nextFrames } from "./support/settle.ts";

const ALERT = "Please fill in the questionnaire to access your dashboard";
const SUPPORT_MAILTO = `mailto:${E2E_SUPPORT_EMAIL}`;

/** Answers as the questionnaire stores them under questionnaireData when complete. */
const COMPLETE_ANSWERS = answers();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
});

const header = (page: Page) => page.getByRole("banner");
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
const headerTop = async (page: Page) => (await header(page).boundingBox())!.y;

test.describe("desktop navigation bar", () => {
  test("has the logo, tagline, links, Login and Reach Us", async ({ page }) => {
    await page.goto("/privacy");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: /GameReady/ })).toHaveAttribute("href", "/");
    await expect(nav.getByText(TAGLINE)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Train & Learn" })).toHaveAttribute("href", "/#start-your-path");
    await expect(nav.getByRole("button", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("link", { name: "Reach Us" })).toHaveAttribute("href", SUPPORT_MAILTO);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("Train & Learn from another page goes to the landing's Start Your Path", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Train & Learn" }).click();
    await expect(page).toHaveURL(/\/#start-your-path$/);
    await expect(page.locator("#start-your-path")).toBeInViewport();
  });

  test("Login goes to /auth", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test(`gets its styled state after ${NAV_STYLED_THRESHOLD_PX} px, hides on scroll down past ${NAV_HIDE_THRESHOLD_PX} px and returns on scroll up`, async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("#start-your-path")).toBeAttached();
    const bar = header(page);
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(bar).toHaveAttribute("data-styled", "false");
    const plain = await background();

    await scrollTo(page, NAV_STYLED_THRESHOLD_PX + 10);
    await expect(bar).toHaveAttribute("data-styled", "true");
    await expect.poll(background).not.toBe(plain);
    expect(await headerTop(page)).toBe(0);

    await scrollTo(page, NAV_HIDE_THRESHOLD_PX - 10); // down, but not past 100 px: stays
    await nextFrames(page); // a (wrong) hide would have started to move the bar
    expect(await headerTop(page)).toBe(0);

    await scrollTo(page, 600); // down past 100 px: hides
    await expect.poll(() => headerTop(page)).toBeLessThanOrEqual(-60);
    await expect(bar).not.toBeInViewport();

    await scrollTo(page, 500); // up: comes back
    await expect.poll(() => headerTop(page)).toBe(0);
    await expect(bar).toHaveAttribute("data-styled", "true");

    await scrollTo(page, 900); // down again: hides again
    await expect.poll(() => headerTop(page)).toBeLessThanOrEqual(-60);

    await scrollTo(page, 0); // back at the top: shown and plain
    await expect.poll(() => headerTop(page)).toBe(0);
    await expect(bar).toHaveAttribute("data-styled", "false");
  });

  test("is operable by keyboard: Tab reaches every item with a visible focus ring", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected = [
      nav.getByRole("link", { name: /GameReady/ }),
      nav.getByRole("link", { name: "Home", exact: true }),
      nav.getByRole("link", { name: "Train & Learn" }),
      nav.getByRole("button", { name: "Dashboard" }),
      nav.getByRole("link", { name: "Login" }),
      nav.getByRole("link", { name: "Reach Us" }),
    ];
    await page.keyboard.press("Tab"); // skip link
    for (const item of expected) {
      await page.keyboard.press("Tab");
      await expect(item).toBeFocused();
      expect(await item.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    }
  });
});

test.describe("Dashboard", () => {
  test("signed out without answers: the alert, then the questionnaire", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.accept();
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
    expect(dialogs).toEqual([`alert: ${ALERT}`]);
  });

  test("signed out with incomplete answers in this browser: still the alert and the questionnaire", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.addInitScript(
      (a) => localStorage.setItem("questionnaireData", JSON.stringify({ ...a, goals: [] })),
      COMPLETE_ANSWERS,
    );
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
    expect(dialogs).toEqual([ALERT]);
  });

  test("signed out with completed answers in this browser: /auth, no alert", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.addInitScript((a) => localStorage.setItem("questionnaireData", JSON.stringify(a)), COMPLETE_ANSWERS);
    await page.goto("/");
    const session = page.waitForRequest((r) => r.url().endsWith("/api/auth/get-session"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Dashboard" }).click();
    await session; // it asks the server, not a lookup by an empty user id
    await expect(page).toHaveURL(/\/auth$/);
    expect(dialogs).toEqual([]);
  });

  test("signed in: goes to /profile, no alert, whatever this browser holds", async ({ page, server }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    // A real athlete: signed up and verified through the API and the mailed link.
    await signedInAthlete(page, server);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(dialogs).toEqual([]);
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("toggles the menu with its exact items; Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeHidden();
    await expect(page.getByText(TAGLINE).first()).toBeVisible();
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(menu).toBeVisible();
    const items = menu.locator("a, button");
    await expect(items).toHaveText(["Home", "Train & Learn", "Dashboard", "Log into Dashboard", "Reach Us"]);
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(menu.getByRole("link", { name: "Train & Learn" })).toHaveAttribute("href", "/#sports-selection");
    await expect(menu.getByRole("link", { name: "Log into Dashboard" })).toHaveAttribute("href", "/auth");
    await expect(menu.getByRole("link", { name: "Reach Us" })).toHaveAttribute("href", SUPPORT_MAILTO);
    await expect(items.first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter"); // the toggle works from the keyboard too
    await expect(menu).toBeVisible();
  });

  test("Train & Learn scrolls to the sports selection and closes the menu", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Train & Learn" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page).toHaveURL(/\/#sports-selection$/);
    await expect(page.locator("#sports-selection")).toBeInViewport();
  });

  test("Dashboard in the menu: the alert, then the questionnaire", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("button", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/cricket-questionnaire$/);
    expect(dialogs).toEqual([ALERT]);
  });

  test("Log into Dashboard goes to /auth", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Log into Dashboard" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("footer", () => {
  test("has the tagline, quick links, social, e-mail and website links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(TAGLINE)).toBeVisible();
    const quick = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    await expect(quick).toHaveText(["Home", "Train & Learn", "About", "Contact", "Privacy", "Terms"]);
    const hrefs = await quick.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/programs", "/#about", "#contact", "/privacy", "/terms"]);
    const contact = footer.locator("#contact");
    await expect(contact.getByRole("link", { name: E2E_SUPPORT_EMAIL })).toHaveAttribute("href", SUPPORT_MAILTO);
    await expect(contact.getByRole("link", { name: "gameready.example", exact: true })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(contact.getByRole("link", { name: /instagram/i })).toHaveAttribute(
      "href",
      /^https:\/\/www\.instagram\.com\//,
    );
  });

  test("quick links lead where they say", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, url] of [
      ["Train & Learn", /\/programs$/],
      ["Privacy", /\/privacy$/],
      ["Terms", /\/terms$/],
      ["Home", /\/$/],
    ] as const) {
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
  });

  test("About and Contact reach their targets, from the landing and from another page", async ({ page }) => {
    await page.goto("/terms");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator("#about")).toBeInViewport();

    await page.goto("/terms");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page.locator("#contact")).toBeInViewport();

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page.locator("#about")).toBeInViewport();
  });

  test("does not advertise Admin Access (decision 0101); the route stays for coaches", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/^Quick links$/i)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Admin Access" })).toHaveCount(0);
    await expect(page.locator('a[href="/admin-access"]')).toHaveCount(0);
    await page.goto("/admin-access");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  });
});

test.describe("the coach console's own shell (issue #16)", () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px: a slim console bar, no site navigation, Reach Us or footer; Sign out in the bar`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/admin-access");
      await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
      const bar = page.getByRole("navigation", { name: "Coach console" });
      await expect(bar.getByText("Coach console")).toBeVisible();
      await expect(bar.getByRole("link", { name: "GameReady home" })).toHaveAttribute("href", "/");
      await expect(bar.getByRole("link", { name: "Back to site" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Reach Us" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: screenshotPath(`header-console-access-${width}`) });

      await page.getByLabel("Access key").fill(E2E_ADMIN_KEY);
      await page.getByRole("button", { name: "Verify Access" }).click();
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      const signOut = bar.getByRole("button", { name: "Sign out" });
      await expect(signOut).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`header-console-dashboard-${width}`) });

      await signOut.click();
      await expect(page).toHaveURL(/\/admin-access$/);
      await expect(bar.getByRole("link", { name: "Back to site" })).toBeVisible();
      await page.goto("/admin-dashboard");
      await expect(page).toHaveURL(/\/admin-access$/);
      await expect(page.getByText("Please verify admin access first")).toBeVisible();
    });
  }
});
