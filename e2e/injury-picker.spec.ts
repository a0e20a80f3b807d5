import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN_KEY, expect, seriousAxeViolations, test } from "./fixtures.ts";
import { acceptCookies, seedDraft, storedAnswers, uniqueEmail } from "./support/athletes.ts";
import { screenshotPath } from "./support/screenshots.ts";

/**
 * Step 8's optional structured injury picker (issue #10), beside the spec's free text: by
 * keyboard only, held in the draft and questionnaireData, sent with the sign-up, stored, and
 * shown to the coach. Screenshots at 390 and 1280 px in the results folder (support/screenshots.ts).
 */

const PASSWORD = "keep-wicket-123";

/** Every answer but step 8's, as the form holds them (draft shape), at step 8. */
const DRAFT = {
  ageGroup: "Under-19",
  competitionLevel: "Advanced",
  height: "176",
  weight: "68",
  primaryRole: "Wicketkeeper - Batsman",
  abilities: { Strength: 3, Speed: 4, Endurance: 3, Agility: 5, Flexibility: 3 },
  trainingFrequency: "3 days/week",
  trainingDuration: "1-2 hours/day",
  injuries: "",
  injuryDetails: [],
  goals: ["Speed & Agility"],
  equipment: "Full Gym",
};

const EXPECTED = [
  { region: "trunk/side", recency: "old", cleared: false },
  { region: "hamstring", recency: "recent", cleared: true },
];

async function openAtStep8(page: Page) {
  await seedDraft(page, { step: 8, draft: DRAFT });
  await page.goto("/cricket-questionnaire");
  await expect(page.getByText("Step 8 of 10", { exact: true })).toBeVisible();
}

async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} with Tab`);
}

const regions = (page: Page) => page.getByRole("group", { name: /^Where is or was the injury\?/ });
const detailsOf = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("by keyboard only: two regions, how recent, cleared; saved with the sign-up; shown to the coach", async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  await openAtStep8(page);
  const press = (key: string) => page.keyboard.press(key);
  const next = page.getByRole("button", { name: "Next", exact: true });

  // The picker is optional: Next is enabled before anything is picked.
  await expect(next).toBeEnabled();
  await expect(regions(page).getByRole("checkbox")).toHaveCount(11);

  // Two regions, Space on each checkbox.
  await tabTo(page, regions(page).getByRole("checkbox", { name: /^Side \/ trunk/ }));
  await press("Space");
  await tabTo(page, regions(page).getByRole("checkbox", { name: "Hamstring" }));
  await press("Space");
  await expect(regions(page).getByRole("checkbox", { checked: true })).toHaveCount(2);

  // Each picked region asks how recent and whether a physio cleared it; the cautious answer first.
  const trunk = detailsOf(page, "Side / trunk");
  const hamstring = detailsOf(page, "Hamstring");
  await expect(trunk.getByRole("radio", { name: "Current: hurts now or under 6 weeks ago" })).toBeChecked();
  await expect(trunk.getByRole("radio", { name: "No / not seen" })).toBeChecked();

  // Side / trunk: over 6 months ago (arrows move within the group), not cleared.
  await tabTo(page, trunk.getByRole("radio", { name: /^Current/ }));
  await press("ArrowDown");
  await press("ArrowDown");
  await expect(trunk.getByRole("radio", { name: "Over 6 months ago, recovered" })).toBeChecked();
  // Hamstring: 6 weeks to 6 months, cleared.
  await tabTo(page, hamstring.getByRole("radio", { name: /^Current/ }));
  await press("ArrowDown");
  await expect(hamstring.getByRole("radio", { name: "6 weeks to 6 months ago" })).toBeChecked();
  await press("Tab");
  await expect(hamstring.getByRole("radio", { name: "No / not seen" })).toBeFocused();
  await press("ArrowUp");
  await expect(hamstring.getByRole("radio", { name: "Yes, cleared" })).toBeChecked();

  expect(await seriousAxeViolations(page), "step 8 with the picker open").toEqual([]);

  // The draft survives a reload with the picks.
  await page.reload();
  await expect(detailsOf(page, "Hamstring").getByRole("radio", { name: "Yes, cleared" })).toBeChecked();

  // On through steps 9 and 10 to Complete, by keyboard.
  for (const step of [9, 10]) {
    await tabTo(page, next);
    await press("Enter");
    await expect(page.getByText(`Step ${step} of 10`, { exact: true })).toBeVisible();
  }
  await tabTo(page, page.getByRole("button", { name: "Complete", exact: true }));
  await press("Enter");
  await expect(page).toHaveURL(/\/cricket-signup$/);
  expect(JSON.parse((await storedAnswers(page)) ?? "null").injuryDetails).toEqual(EXPECTED);

  // Sign-up sends them with the answers; the mailed link verifies.
  const email = uniqueEmail("picker");
  await page.getByLabel("Full Name").fill("Kiran Keeper");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const mail = await server.mailbox.waitFor(email, (m) => m.links.some((l) => l.includes("/verify-email?token=")));
  await page.goto(mail.links.find((l) => l.includes("/verify-email?token="))!);
  await expect(page).toHaveURL(/\/profile$/);
  const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as {
    questionnaire: { injuryDetails: unknown };
  };
  expect(me.questionnaire.injuryDetails).toEqual(EXPECTED);

  // The coach console shows them beside the free text.
  const coach = await browser.newContext({ baseURL: server.url });
  await coach.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
  const coachPage = await coach.newPage();
  await coachPage.goto("/admin-access");
  await coachPage.getByLabel("Access key").fill(E2E_ADMIN_KEY);
  await coachPage.getByRole("button", { name: "Verify Access" }).click();
  await expect(coachPage).toHaveURL(/\/admin-dashboard$/);
  await coachPage.getByRole("tab", { name: "All Athletes" }).click();
  await coachPage.getByLabel("Search athletes").fill(email);
  await coachPage.getByRole("button", { name: /^Kiran Keeper/ }).click();
  const picked = coachPage.getByRole("list", { name: "Injured body regions" });
  await expect(picked.getByRole("listitem")).toHaveCount(2);
  await expect(picked.getByRole("listitem").nth(0)).toHaveText(
    "Side / trunk · Over 6 months ago, recovered · not cleared by a physio",
  );
  await expect(picked.getByRole("listitem").nth(1)).toHaveText(
    "Hamstring · 6 weeks to 6 months ago · cleared by a physio",
  );
  await expect(coachPage.getByText("No description written", { exact: true })).toBeVisible();
  await coachPage.screenshot({ path: screenshotPath(`coach-injuries-1280`), fullPage: true });
  await coach.close();
});

for (const width of [390, 1280]) {
  test(`step 8 at ${width} px: axe clean, no sideways scrolling, unpicking removes a region; screenshot`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAtStep8(page);
    expect(await seriousAxeViolations(page), "step 8 before picking").toEqual([]);
    await regions(page).getByText("Knee", { exact: true }).click();
    await regions(page).getByText("Calf / Achilles", { exact: true }).click();
    await detailsOf(page, "Knee").getByText("6 weeks to 6 months ago").click();
    await expect(detailsOf(page, "Knee").getByRole("radio", { name: "6 weeks to 6 months ago" })).toBeChecked();
    expect(await seriousAxeViolations(page), "step 8 with two regions").toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "scrolls sideways").toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath(`step-8-${width}`), fullPage: true });
    // Unpicking a region drops its questions and its answer.
    await regions(page).getByText("Calf / Achilles", { exact: true }).click();
    await expect(detailsOf(page, "Calf / Achilles")).toHaveCount(0);
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem("questionnaireDraft") ?? "null"));
    expect(draft.draft.injuryDetails).toEqual([{ region: "knee", recency: "recent", cleared: false }]);
  });
}
