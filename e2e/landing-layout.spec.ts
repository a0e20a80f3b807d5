import type { Locator, Page } from "@playwright/test";
import { expect, seriousAxeViolations, test } from "./fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";
import { nextFrames } from "./support/settle.ts";

// Issue #16 "Polish the landing": each layout fault a visitor saw gets a check that fails if it
// comes back, plus the role artwork (decorative) and screenshots at 1280 and 390 px.

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error("no box: not rendered");
  return { left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height, width: b.width, height: b.height };
};

const noCookieBanner = (page: Page) => page.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));

/** The landing with every section loaded (the sections under the hero are their own chunk). */
async function openLanding(page: Page) {
  await page.goto("/");
  await page.mouse.wheel(0, 1); // a first scroll asks for the sections below the fold
  await expect(page.getByTestId("roles-band")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

test.describe("landing layout at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the explainer's connectors sit in the gaps between the steps, never across a card", async ({ page }) => {
    // The highlight moves on by itself and scales its step by 4%; measured mid-transition a card's
    // edge is anywhere (a CI run saw 16 px). Reduced motion makes each change instant.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await noCookieBanner(page);
    await openLanding(page);
    const steps = page.getByTestId("path-steps").locator(":scope > li");
    const connectors = page.getByTestId("path-connector");
    await expect(connectors).toHaveCount(2);
    for (const i of [0, 1]) {
      const line = await box(connectors.nth(i));
      const here = await box(steps.nth(i));
      const next = await box(steps.nth(i + 1));
      // The active step is scaled by 4%: allow for its few pixels either side.
      expect(line.left).toBeGreaterThanOrEqual(here.right - 12);
      expect(line.right).toBeLessThanOrEqual(next.left + 12);
      // ...and it ends before the next step's number badge, level with it.
      const badge = await box(steps.nth(i + 1).locator("span.tile"));
      expect(line.right).toBeLessThan(badge.left);
      expect(line.top).toBeGreaterThan(badge.top);
      expect(line.bottom).toBeLessThan(badge.bottom);
    }
  });

  test("space under the hero and above the footer stays small", async ({ page }) => {
    await noCookieBanner(page);
    await openLanding(page);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    const heroContent = await box(hero.locator(".shell > *").first());
    const cardContent = await box(page.getByTestId("sports-carousel"));
    const problemEyebrow = await box(page.locator("#problem-title").locator("xpath=..").locator(".eyebrow"));
    // From the lower of the hero's two columns to The Problem's first line (was about 250 px).
    expect(problemEyebrow.top - Math.max(heroContent.bottom, cardContent.bottom)).toBeLessThan(160);

    const lastCard = await box(page.locator("#sports-selection li").last());
    const footer = await box(page.locator("footer"));
    expect(footer.top - lastCard.bottom).toBeLessThan(150); // was about 200 px
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("The Problem's numbers sit inside their cards; each card has its own icon, not an error's", async ({
      page,
    }) => {
      await noCookieBanner(page);
      await openLanding(page);
      const cards = page.locator('section[aria-labelledby="problem-title"] ol > li');
      await expect(cards).toHaveCount(3);
      const icons = new Set<string>();
      for (const i of [0, 1, 2]) {
        const card = await box(cards.nth(i));
        const number = cards.nth(i).getByTestId("problem-number");
        await expect(number).toHaveText(`0${i + 1}`);
        const n = await box(number);
        expect(n.left).toBeGreaterThanOrEqual(card.left);
        expect(n.right).toBeLessThanOrEqual(card.right);
        expect(n.top).toBeGreaterThanOrEqual(card.top);
        expect(n.bottom).toBeLessThanOrEqual(card.bottom);

        const icon = cards.nth(i).getByTestId("problem-icon");
        await expect(icon).toHaveAttribute("aria-hidden", "true");
        icons.add((await icon.locator("path").getAttribute("d")) ?? "");
        // Not the site's error colour (--color-danger, #fb7185 = rgb(251, 113, 133)).
        expect(await icon.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(251, 113, 133)");
      }
      expect(icons.size).toBe(3);
    });

    test("the role artwork is there and decorative; axe clean; screenshots", async ({ page }) => {
      test.setTimeout(120_000); // axe and five screenshots of a long page, on a shared machine
      await noCookieBanner(page);
      await openLanding(page);
      const figures = page.getByTestId("roles-band").locator("svg[data-art]");
      await expect(figures).toHaveCount(3);
      for (const kind of ["bowler", "keeper", "batter"]) {
        const art = page.getByTestId("roles-band").locator(`svg[data-art="${kind}"]`);
        await expect(art).toBeVisible();
        await expect(art).toHaveAttribute("aria-hidden", "true");
        // Drawn inline: no image is fetched for it, and no bitmap is embedded.
        expect(await art.locator("image").count()).toBe(0);
      }
      for (const name of ["The quick", "The keeper", "The batter"]) {
        await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await nextFrames(page);
      await page.screenshot({ path: screenshotPath(`landing-top-${width}`) });
      await page.screenshot({ path: screenshotPath(`landing-${width}-full`), fullPage: true });
      for (const [id, name] of [
        ['section[aria-labelledby="problem-title"]', "problem"],
        ['[data-testid="roles-band"]', "roles"],
        ["#start-your-path", "path"],
      ] as const) {
        // The fixed navigation would sit over the section's middle in an element shot.
        await page
          .locator(id)
          .screenshot({ path: screenshotPath(`landing-${width}-${name}`), style: "header{display:none}" });
      }
    });
  });
}

test.describe("on a 390 px phone, first load", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cookie banner leaves the hero's figures and the athletes badge uncovered", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies on GameReady" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Decline" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Privacy" })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await nextFrames(page);
    const panel = await box(banner.locator(":scope > div"));
    const badge = await box(page.getByTestId("athlete-count").locator("xpath=ancestor::div[1]"));
    const figures = await box(page.locator("#hero-title").locator("xpath=..").locator("ul"));
    expect(badge.bottom).toBeLessThanOrEqual(panel.top);
    expect(figures.bottom).toBeLessThanOrEqual(panel.top);
    expect(panel.height).toBeLessThan(170); // compact on a phone (was about 250 px)
    await page.screenshot({ path: screenshotPath(`landing-390-cookie-banner`) });
  });
});
