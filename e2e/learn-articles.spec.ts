import { LEARN_CATEGORIES } from "#domain/site";
import type { ArticleBody } from "#web/features/learn/article-types.ts";
import { CRICKET_ARTICLES } from "#web/features/learn/cricket-articles.ts";
import { expect, seriousAxeViolations, test } from "./fixtures.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * The cricket articles of Learn & Grow (issue #16, decision 0103): each opens from its card, has
 * its heading and sources, reads at 390 and 1280 px without sideways scrolling or serious axe
 * violations, and its text is in the prerendered HTML before any script runs. Run on a fresh
 * `npm run build`. Screenshots: learn-*.png in the results folder (support/screenshots.ts).
 */
const pathOf = (a: (typeof CRICKET_ARTICLES)[number]) => `/learn/${a.category}/cricket/${a.slug}`;
const bodyOf = async (slug: string): Promise<ArticleBody> =>
  (await import(`../web/src/features/learn/articles/${slug}.ts`)).default;
const firstParagraph = (body: ArticleBody) => body.blocks.find((b) => "p" in b) as { p: string };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
});

for (const category of LEARN_CATEGORIES) {
  test(`${category.title}: every cricket card opens its article, with its heading and sources`, async ({ page }) => {
    for (const a of CRICKET_ARTICLES.filter((x) => x.category === category.slug)) {
      await page.goto(`/learn/${category.slug}/cricket`);
      await page.getByRole("link", { name: a.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pathOf(a)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.title);
      await expect(page).toHaveTitle(`${a.title} · GameReady`);
      const body = await bodyOf(a.slug);
      await expect(page.getByRole("main")).toContainText(firstParagraph(body).p.slice(0, 80));
      const sources = page.getByRole("region", { name: "Sources" }).getByRole("listitem");
      await expect(sources).toHaveCount(body.sources.length);
      expect(body.sources.length).toBeGreaterThanOrEqual(1);
      await expect(sources.first()).toContainText(body.sources[0]!.authors);
      // Back to the list, and onwards to another article of the category without a reload.
      await expect(page.getByRole("link", { name: `Back to ${category.title}: Cricket` })).toHaveAttribute(
        "href",
        `/learn/${category.slug}/cricket`,
      );
    }
  });
}

for (const a of CRICKET_ARTICLES) {
  test(`${pathOf(a)}: axe clean and no sideways scrolling at 390 and 1280 px`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pathOf(a));
      await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
      expect(await seriousAxeViolations(page), `${width} px`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test("an article's text and sources are in the HTML without JavaScript, and hydrate without a warning", async ({
  browser,
  baseURL,
  page,
}) => {
  const a = CRICKET_ARTICLES.find((x) => x.slug === "fast-bowling-workload-and-your-back")!;
  const body = await bodyOf(a.slug);
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noJs.newPage();
  expect((await plain.goto(pathOf(a)))?.status()).toBe(200);
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(a.title);
  await expect(plain.getByRole("main")).toContainText(firstParagraph(body).p);
  await expect(plain.getByRole("main")).toContainText(body.sources[0]!.title);
  await noJs.close();

  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(m.text());
  });
  page.on("pageerror", (e) => messages.push(e.message));
  await page.goto(pathOf(a));
  await page.waitForLoadState("networkidle");
  expect(messages.filter((m) => /hydrat|did not match|Minified React error/i.test(m))).toEqual([]);
  // Hydrated: the router takes a click to another article without reloading the page.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole("link", { name: "Sleep: The Recovery Session You Do in Bed" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sleep: The Recovery Session You Do in Bed");
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("by keyboard: a cricket card's link takes focus and Enter opens the article", async ({ page }) => {
  await page.goto("/learn/get-inspired/cricket");
  const first = CRICKET_ARTICLES.find((a) => a.category === "get-inspired")!;
  // Tab from the back link (the first link in the page's content) to the first card.
  await page.getByRole("link", { name: "Back to Get Inspired" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: first.title, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${pathOf(first)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
});

test("an unknown cricket article, or an article under another sport, is the 404 page", async ({ page }) => {
  for (const path of [
    "/learn/learn-your-body/cricket/no-such-article",
    "/learn/master-your-mind/cricket/fast-bowling-workload-and-your-back",
    "/learn/learn-your-body/football/fast-bowling-workload-and-your-back",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" }), path).toBeVisible();
  }
});

test("screenshots of the Learn pages at 390 and 1280 px", async ({ page }) => {
  const pages: [string, string][] = [
    ["picker", "/learn/learn-your-body"],
    ["cricket-list", "/learn/master-your-mind/cricket"],
    ["article", "/learn/learn-your-body/cricket/fast-bowling-workload-and-your-back"],
    ["article-inspired", "/learn/get-inspired/cricket/bradman-and-the-water-tank"],
    ["placeholders", "/learn/learn-your-body/javelin"],
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.screenshot({ path: screenshotPath(`learn-${name}-${width}`), fullPage: true });
    }
  }
});
