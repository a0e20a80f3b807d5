import { PRIMARY_ROLES } from "#domain/questionnaire-form";
import { expect, seriousAxeViolations, test } from "./fixtures.ts";
import { acceptCookies, seedDraft } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

// Issue #16: the cricket roles drawn for GameReady on /cricket and on the questionnaire's role
// step (one figure per option, decorative: the options keep the spec's labels and behaviour).

const DRAFT = {
  ageGroup: "Under-19",
  competitionLevel: "Advanced",
  height: "178",
  weight: "72",
  primaryRole: "",
  abilities: { Strength: 0, Speed: 0, Endurance: 0, Agility: 0, Flexibility: 0 },
  trainingFrequency: "",
  trainingDuration: "",
  injuries: "",
  injuryDetails: [],
  goals: [],
  equipment: "",
};

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(({ page }) => acceptCookies(page));

    test("/cricket shows the bowler, the keeper and the batter, decorative; axe clean; screenshot", async ({
      page,
    }) => {
      await page.goto("/cricket");
      const figures = page.getByTestId("cricket-figures");
      for (const kind of ["bowler", "keeper", "batter"]) {
        const art = figures.locator(`svg[data-art="${kind}"]`);
        await expect(art).toBeVisible();
        await expect(art).toHaveAttribute("aria-hidden", "true");
      }
      await expect(figures).toContainText("Bowl");
      await expect(page.getByRole("link", { name: /Build My Plan/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`landing-cricket-${width}`), fullPage: true });
    });

    test("the role step: each option its own figure, the spec's labels, choosing still works by keyboard", async ({
      page,
    }) => {
      await seedDraft(page, { step: 4, draft: DRAFT });
      await page.goto("/cricket-questionnaire");
      await expect(page.getByText("Step 4 of 10", { exact: true })).toBeVisible();
      const group = page.getByRole("group", { name: "What's your primary role?" });
      const drawn = new Set<string>();
      for (const role of PRIMARY_ROLES) {
        // The accessible name is exactly the spec's option: the artwork adds nothing to it.
        const radio = group.getByRole("radio", { name: role, exact: true });
        await expect(radio).toHaveCount(1);
        const art = group
          .locator("label")
          .filter({ has: page.getByRole("radio", { name: role, exact: true }) })
          .locator("svg[data-art]");
        await expect(art).toBeVisible();
        await expect(art).toHaveAttribute("aria-hidden", "true");
        const accents = await art.locator("[data-accent]").evaluateAll((els) => els.map((e) => e.dataset.accent));
        drawn.add(`${await art.getAttribute("data-art")}+${accents.join("+")}`);
      }
      expect(drawn.size).toBe(PRIMARY_ROLES.length); // no two options share a picture

      const keeper = group.getByRole("radio", { name: "Wicketkeeper - Batsman", exact: true });
      await keeper.focus();
      await page.keyboard.press("Space");
      await expect(keeper).toBeChecked();
      await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
      await page.keyboard.press("ArrowUp");
      await expect(group.getByRole("radio", { name: "Spin-Bowling All-rounder", exact: true })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`landing-role-step-${width}`), fullPage: true });
    });
  });
}
