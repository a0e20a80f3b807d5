import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Decision 0114: the landing hydrates without React Router (nav.tsx); the router chunk loads
// when a link is about to be followed, and the first navigation to another page hands the page
// over to it, in the same document. These count requests and documents, never time.

const ROUTER_CHUNK = /\/assets\/nav-router-app-[\w-]+\.js$/;

/** Every script and document the page requests from now on. */
function recordRequests(page: Page) {
  const scripts: string[] = [];
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    if (r.resourceType() === "document") documents.push(r.url());
  });
  return { scripts, documents };
}

/** A mark on the window: still there after a navigation only if the page was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test.describe("the landing without the router (decision 0114)", () => {
  test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem("cookieConsent", "declined")));

  test("its first load does not fetch the router; Login then opens /auth in the same document", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(requests.scripts.length).toBeGreaterThan(0);
    expect(requests.scripts.filter((s) => ROUTER_CHUNK.test(s))).toEqual([]);

    await markDocument(page);
    const before = requests.documents.length;
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(requests.scripts.filter((s) => ROUTER_CHUNK.test(s))).toHaveLength(1);
    expect(requests.documents.length).toBe(before);
    expect(await sameDocument(page)).toBe(true);

    // Back to the landing and on to another page: all in the router now, still no page load.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/the gym should serve the game/i);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(requests.documents.length).toBe(before);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a sport card (navigate, not a link) opens its page in the same document, at its top", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    await markDocument(page);
    const card = page.locator("#sports-selection").getByRole("button", { name: /cricket/i });
    await card.scrollIntoViewIfNeeded();
    const before = requests.documents.length;
    await card.click();
    await expect(page).toHaveURL(/\/cricket$/);
    expect(requests.documents.length).toBe(before);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the section links still scroll on the landing before the router is in", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Start Your Path" }).click();
    await expect(page).toHaveURL(/\/#start-your-path$/);
    await expect(page.locator("#start-your-path")).toBeInViewport();
    expect(requests.documents).toHaveLength(1);
  });
});
