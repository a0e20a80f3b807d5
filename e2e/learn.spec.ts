import { LEARN_CATEGORIES, LEARN_SPORTS, SPORTS, ARTICLES_PER_TOPIC } from "#domain/site";
import { test, expect } from "./fixtures.ts";

const sportName = (slug: string) => SPORTS.find((s) => s.slug === slug)!.name;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
});

test("/cricket-learn links to the three categories", async ({ page }) => {
  await page.goto("/cricket-learn");
  for (const c of LEARN_CATEGORIES) {
    await expect(page.getByRole("link", { name: new RegExp(c.title) })).toHaveAttribute("href", `/learn/${c.slug}`);
  }
  await page.getByRole("link", { name: /Master Your Mind/ }).click();
  await expect(page).toHaveURL(/\/learn\/master-your-mind$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Master Your Mind");
});

for (const category of LEARN_CATEGORIES) {
  test(`/learn/${category.slug}: sport picker in order, every sport page with five articles and a back link`, async ({
    page,
  }) => {
    await page.goto(`/learn/${category.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.title);
    const cards = page.getByRole("main").getByRole("list").last().getByRole("link");
    await expect(cards).toHaveCount(6);
    const names = LEARN_SPORTS.map(sportName);
    expect(names).toEqual(["Cricket", "Basketball", "Badminton", "Running", "Javelin", "Football"]);
    for (const [i, sport] of LEARN_SPORTS.entries()) {
      await expect(cards.nth(i)).toContainText(names[i]!);
      await expect(cards.nth(i)).toHaveAttribute("href", `/learn/${category.slug}/${sport}`);
    }

    const seenTitles = new Set<string>();
    for (const sport of LEARN_SPORTS) {
      await page.goto(`/learn/${category.slug}/${sport}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sportName(sport));
      const articles = page.getByRole("article");
      await expect(articles).toHaveCount(ARTICLES_PER_TOPIC);
      for (let i = 0; i < ARTICLES_PER_TOPIC; i++) {
        const a = articles.nth(i);
        await expect(a.getByRole("heading", { level: 2 })).not.toBeEmpty();
        if (sport === "cricket") {
          // Issue #16: cricket's articles are written; each card opens its page.
          await expect(a).not.toContainText("Coming soon");
          await expect(a.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
            "href",
            new RegExp(`^/learn/${category.slug}/cricket/[a-z0-9-]+$`),
          );
        } else {
          await expect(a).toContainText("Coming soon");
          await expect(a.getByRole("link")).toHaveCount(0);
        }
        seenTitles.add(`${sport}:${await a.getByRole("heading", { level: 2 }).textContent()}`);
      }
      const back = page.getByRole("link", { name: `Back to ${category.title}` });
      await expect(back).toHaveAttribute("href", `/learn/${category.slug}`);
    }
    expect(seenTitles.size).toBe(LEARN_SPORTS.length * ARTICLES_PER_TOPIC);
  });
}

test("the sport picker shows the landing's sport icons", async ({ page }) => {
  await page.goto("/learn/get-inspired");
  const cards = page.getByRole("main").getByRole("list").last().getByRole("link");
  await expect(cards).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(cards.nth(i).locator("svg.icon path")).toHaveCount(1);
  // The same drawing as the landing's sports grid (web/src/components/sport-icon.tsx).
  const pickerCricket = await cards.first().locator("svg.icon path").getAttribute("d");
  await page.goto("/#sports-selection");
  await expect(page.getByTestId("sport-card-cricket").locator("svg.icon path").first()).toHaveAttribute(
    "d",
    pickerCricket!,
  );
});

test("a sport card opens its articles and the back link returns to the picker", async ({ page }) => {
  await page.goto("/learn/learn-your-body");
  await page.getByRole("link", { name: /Javelin/ }).click();
  await expect(page).toHaveURL(/\/learn\/learn-your-body\/javelin$/);
  await expect(page.getByRole("article").first()).toContainText("The Muscles Behind Javelin");
  await page.getByRole("link", { name: "Back to Learn Your Body" }).click();
  await expect(page).toHaveURL(/\/learn\/learn-your-body$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learn Your Body");
});

test("articles speak to their sport", async ({ page }) => {
  await page.goto("/learn/master-your-mind/basketball");
  await expect(page.getByRole("main")).toContainText("free throws");
  await page.goto("/learn/learn-your-body/running");
  await expect(page.getByRole("main")).toContainText("shins");
});

for (const path of [
  "/learn/unknown-category",
  "/learn/unknown-category/cricket",
  "/learn/learn-your-body/curling",
  "/learn/get-inspired/cricket/extra",
]) {
  test(`${path} is the 404 page and logs the path`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && msg.text().startsWith("404 Error")) errors.push(msg.text());
    });
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => errors).toEqual([`404 Error: User attempted to access non-existent route: ${path}`]);
  });
}
