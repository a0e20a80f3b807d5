import type { Page } from "@playwright/test";
import { expect, seriousAxeViolations, test, type RunningServer } from "./fixtures.ts";
import { acceptCookies, signedInAthlete } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * A site that knows you are signed in (issue #16): the avatar menu instead of Login, by keyboard
 * and on a phone; sign-out from the menu lands home with the session gone; a stale hint falls
 * back to Login; the signed-in bar hydrates without a warning and without moving.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`header-${name}`) });
}

test.beforeEach(async ({ page }) => acceptCookies(page));

const bar = (page: Page) => page.getByRole("banner");
const accountButton = (page: Page, name = "Riya Sharma") =>
  bar(page).getByRole("button", { name: `Account menu for ${name}` });
const hint = (page: Page) => page.evaluate(() => localStorage.getItem("gameready.signedIn"));

/** Signed in through the real API and mail, then /profile, which tells this device (the hint). */
async function signIn(page: Page, server: RunningServer, name = "Riya Sharma") {
  const who = await signedInAthlete(page, server, name);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: `Ready, ${name.split(" ")[0]}?` })).toBeVisible();
  await expect(accountButton(page, name)).toBeVisible();
  expect(await hint(page)).toBe("1");
  return who;
}

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  expect(await hint(page)).toBeNull();
  const session = await page.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
}

test.describe("at 1280 px", () => {
  test("the avatar (initials, spec: first two letters) replaces Login; the menu works by keyboard and reads as a menu", async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await page.goto("/privacy");
    const button = accountButton(page);
    await expect(button).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(bar(page).getByRole("link", { name: "Reach Us" })).toBeVisible();
    await expect(button.locator("[aria-hidden]")).toHaveText("RI");
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Enter opens on the first item; arrows, Home and End move and wrap.
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Account menu for Riya Sharma" });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const items = menu.getByRole("menuitem");
    await expect(items).toHaveText(["Dashboard", "Today", "Training schedule", "Retake questionnaire", "Sign out"]);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(items.nth(4)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.nth(4)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(items.nth(0)).toBeFocused();
    await expect(page.getByText("Riya Sharma", { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "menu-1280");

    // Escape closes and gives focus back; ArrowUp opens on the last item; Tab closes and moves on.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items.nth(4)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();

    // A click outside closes; Enter on an item goes there.
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/training-schedule$/);
    await expect(menu).toBeHidden();
  });

  // Decision 0120: a signed-in page's first load carries the avatar button only; the open menu's
  // code comes when the pointer reaches the button, before the click.
  test("the open menu's code is fetched when the pointer reaches the avatar, not with the page", async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    // The pointer away from the bar, so that nothing but the hover below is an intent.
    await page.mouse.move(5, 700);
    await page.goto("/today", { waitUntil: "networkidle" });
    await expect(accountButton(page)).toBeVisible();
    const popup = (list: string[]) => list.filter((s) => /\/account-menu-popup-[\w-]+\.js$/.test(s));
    expect(popup(scripts)).toEqual([]);
    await accountButton(page).hover();
    await expect.poll(() => popup(scripts).length).toBeGreaterThan(0);
    await accountButton(page).click();
    await expect(page.getByRole("menu", { name: "Account menu for Riya Sharma" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  });

  test("Dashboard and Today lead to the athlete's pages", async ({ page, server }) => {
    await signIn(page, server);
    await page.goto("/cricket");
    await accountButton(page).click();
    await page.getByRole("menuitem", { name: "Today" }).click();
    await expect(page).toHaveURL(/\/today$/);
    // The navigation renders in a transition and closes the menu when it lands: wait for the page.
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await accountButton(page).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("Sign out from the menu on an athlete page lands home, signed out everywhere", async ({ page, server }) => {
    await signIn(page, server);
    await page.goto("/training-schedule");
    await accountButton(page).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    await expectSignedOut(page);
  });

  test("Sign out from the menu on the home page itself", async ({ page, server }) => {
    await signIn(page, server);
    await page.goto("/");
    await accountButton(page).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(bar(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expectSignedOut(page);
  });

  test("the dashboard's own Sign Out is the header's: the bar, the hint and the session all go", async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expectSignedOut(page);
  });

  test("the dashboard's Sign Out without a connection says so and keeps the athlete signed in", async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await page.route("**/api/auth/sign-out", (route) => route.abort("internetdisconnected"));
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Sign out failed. Check your connection and try again.",
    );
    await expect(page).toHaveURL(/\/profile$/);
    expect(await hint(page)).toBe("1");
    await page.unroute("**/api/auth/sign-out");
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expectSignedOut(page);
  });

  test("a hint left from a session that has ended: the bar falls back to Login and forgets it", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("e2e-hint")) {
        sessionStorage.setItem("e2e-hint", "1");
        localStorage.setItem("gameready.signedIn", "1");
      }
    });
    await page.goto("/privacy");
    await expect(bar(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: /Account menu/ })).toHaveCount(0);
    await expect.poll(() => hint(page)).toBeNull();
  });

  test("signed in, a prerendered page hydrates without a warning and the bar does not move", async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") messages.push(m.text());
    });
    // Where Reach Us and the links sit in the prerendered page, before any script has run ...
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto("/privacy", { waitUntil: "commit" });
    const reach = bar(page).getByRole("link", { name: "Reach Us" });
    const home = bar(page).getByRole("link", { name: "Home", exact: true });
    await expect(reach).toBeVisible();
    const before = { reach: await reach.boundingBox(), home: await home.boundingBox() };
    // ... and once the avatar is in.
    await expect(accountButton(page)).toBeVisible();
    expect(await reach.boundingBox()).toEqual(before.reach);
    expect((await home.boundingBox())?.y).toBe(before.home?.y);
    expect(messages.filter((m) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(m))).toEqual([]);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the avatar sits beside the menu button; the phone menu has the account part and signs out", async ({
    page,
    server,
  }) => {
    await signIn(page, server, "Arjun Mehta");
    await page.goto("/cricket");
    await expect(accountButton(page, "Arjun Mehta")).toBeVisible();
    await expect(accountButton(page, "Arjun Mehta").locator("[aria-hidden]")).toHaveText("AR");
    await shot(page, "bar-390");

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByText("Arjun Mehta", { exact: true })).toBeVisible();
    await expect(menu.locator("a, button")).toHaveText([
      "Home",
      "Train & Learn",
      "Dashboard",
      "Today",
      "Training schedule",
      "Retake questionnaire",
      "Sign out",
      "Reach Us",
    ]);
    await expect(menu.getByRole("link", { name: "Log into Dashboard" })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "phone-menu-390");

    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Log into Dashboard" })).toBeVisible();
    await expectSignedOut(page);
  });

  test("the avatar menu opens on a phone too, inside the screen, axe clean", async ({ page, server }) => {
    await signIn(page, server);
    await page.goto("/privacy");
    await accountButton(page).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "menu-390");
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expectSignedOut(page);
  });
});
