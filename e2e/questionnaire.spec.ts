import type { Locator, Page } from "@playwright/test";
import { expect, seriousAxeViolations, test } from "./fixtures.ts";
import { seedDraft, signedInAthlete } from "./support/athletes.ts";

/** The questionnaire (spec §2, §4, §5; issue #2): every step gate, Back, Complete, storage, a11y. */

const URL_PATH = "/cricket-questionnaire";

test.beforeEach(async ({ page }) => {
  // A stored cookie choice keeps the consent banner from covering the form's buttons.
  await page.addInitScript(() => {
    if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", "accepted");
  });
});

const nextButton = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const completeButton = (page: Page) => page.getByRole("button", { name: "Complete", exact: true });
const backButton = (page: Page) => page.getByRole("button", { name: "Back", exact: true });

async function expectStep(page: Page, n: number) {
  await expect(page.getByText(`Step ${n} of 10`, { exact: true })).toBeVisible();
  const bar = page.getByRole("progressbar", { name: "Questionnaire progress" });
  await expect(bar).toHaveAttribute("aria-valuenow", String(n));
  await expect(bar).toHaveAttribute("aria-valuemax", "10");
  await expect(bar).toHaveAttribute("aria-valuetext", `Step ${n} of 10`);
}

async function storedAnswers(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("questionnaireData") ?? "null"));
}

async function open(page: Page) {
  await page.goto(URL_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Build Your Performance Plan" })).toBeVisible();
  await expectStep(page, 1);
}

/** Presses Tab until the target has focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} with Tab`);
}

const EXPECTED_MOUSE_ANSWERS = {
  ageGroup: "Under-19",
  competitionLevel: "Advanced",
  height: "180",
  weight: "75",
  primaryRole: "Fast-Bowling All-rounder",
  abilities: { Strength: 4, Speed: 5, Endurance: 3, Agility: 2, Flexibility: 1 },
  trainingFrequency: "4 days/week",
  trainingDuration: "2-3 hours/day",
  injuries: "Lower back stiffness after long spells",
  injuryDetails: [],
  goals: ["Speed & Agility", "Match Endurance"],
  equipment: "Minimal Equipment (dumbbells, bands)",
};

test("walks all 10 steps with the mouse: every gate, goal limit, measurement messages, Complete, stored answers, /cricket-signup", async ({
  page,
}) => {
  await open(page);
  const next = nextButton(page);

  // Step 1: age group.
  await expect(next).toBeDisabled();
  await expect(page.getByRole("group", { name: "What's your age group?" }).getByRole("radio")).toHaveCount(5);
  await page.getByText("Under-19", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Under-19" })).toBeChecked();
  await next.click();

  // Step 2: competition level.
  await expectStep(page, 2);
  await expect(next).toBeDisabled();
  for (const level of ["Beginner", "Intermediate", "Advanced", "Professional"])
    await expect(page.getByRole("radio", { name: level })).toBeVisible();
  await page.getByText("Advanced", { exact: true }).click();
  await next.click();

  // Step 3: height and weight must both be non-empty; the ranges are checked on Next.
  await expectStep(page, 3);
  const height = page.getByLabel("Height (cm)");
  const weight = page.getByLabel("Weight (kg)");
  await expect(next).toBeDisabled();
  await height.fill("50");
  await expect(next).toBeDisabled();
  await weight.fill("75");
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText("Height must be between 100-250 cm")).toBeVisible();
  await expect(height).toHaveAttribute("aria-invalid", "true");
  await expectStep(page, 3);
  await height.fill("17a");
  await next.click();
  await expect(page.getByText("Height must be a valid number")).toBeVisible();
  await height.fill("180");
  await expect(page.getByText(/Height must be/)).toHaveCount(0);
  await weight.fill("201");
  await next.click();
  await expect(page.getByText("Weight must be between 30-200 kg")).toBeVisible();
  await weight.fill("7.5");
  await next.click();
  await expect(page.getByText("Weight must be a valid number")).toBeVisible();
  await expectStep(page, 3);
  await weight.fill("");
  await expect(next).toBeDisabled();
  await weight.fill("75");
  await expect(page.getByText(/Weight must be/)).toHaveCount(0);
  await next.click();

  // Step 4: primary role.
  await expectStep(page, 4);
  await expect(next).toBeDisabled();
  await expect(page.getByRole("radio")).toHaveCount(6);
  await page.getByText("Fast-Bowling All-rounder", { exact: true }).click();
  await next.click();

  // Step 5: all five abilities rated 1-5.
  await expectStep(page, 5);
  const ratings = EXPECTED_MOUSE_ANSWERS.abilities;
  const names = ["Weak", "Developing", "Solid", "Strong", "Elite"];
  for (const [ability, n] of Object.entries(ratings)) {
    await expect(next).toBeDisabled();
    const group = page.getByRole("group", { name: ability, exact: true });
    await expect(group.getByRole("radio")).toHaveCount(5);
    await group
      .locator("label")
      .nth(n - 1)
      .click();
    await expect(group.getByRole("radio", { name: `${n} ${names[n - 1]}` })).toBeChecked();
  }
  await expect(next).toBeEnabled();
  await next.click();

  // Step 6: training frequency.
  await expectStep(page, 6);
  await expect(next).toBeDisabled();
  await page.getByText("4 days/week", { exact: true }).click();
  await next.click();

  // Step 7: training duration.
  await expectStep(page, 7);
  await expect(next).toBeDisabled();
  await page.getByText("2-3 hours/day", { exact: true }).click();
  await next.click();

  // Step 8: injuries are optional (always valid), with a live counter out of 1000.
  await expectStep(page, 8);
  await expect(next).toBeEnabled();
  const injuries = page.getByRole("textbox", { name: /Injury history/ });
  await expect(page.getByText("0/1000 characters")).toBeVisible();
  await injuries.fill(EXPECTED_MOUSE_ANSWERS.injuries);
  await expect(page.getByText(`${EXPECTED_MOUSE_ANSWERS.injuries.length}/1000 characters`)).toBeVisible();
  await expect(injuries).toHaveAttribute("maxlength", "1000");
  await next.click();

  // Step 9: one or two goals; the others are disabled at two.
  await expectStep(page, 9);
  await expect(next).toBeDisabled();
  await expect(page.getByText("Selected: 0/2", { exact: true })).toBeVisible();
  const goal = (name: string) => page.getByRole("checkbox", { name });
  await page.getByText("Speed & Agility", { exact: true }).click();
  await expect(page.getByText("Selected: 1/2", { exact: true })).toBeVisible();
  await expect(next).toBeEnabled();
  await page.getByText("Match Endurance", { exact: true }).click();
  await expect(page.getByText("Selected: 2/2", { exact: true })).toBeVisible();
  await expect(goal("Explosive Strength & Power")).toBeDisabled();
  await expect(goal("Complete Athletic Development")).toBeDisabled();
  await expect(goal("Speed & Agility")).toBeEnabled();
  await expect(goal("Match Endurance")).toBeEnabled();
  await page.getByText("Complete Athletic Development", { exact: true }).click({ force: true });
  await expect(goal("Complete Athletic Development")).not.toBeChecked();
  await expect(page.getByText("Selected: 2/2", { exact: true })).toBeVisible();
  // Unchecking one frees the others again.
  await page.getByText("Match Endurance", { exact: true }).click();
  await expect(page.getByText("Selected: 1/2", { exact: true })).toBeVisible();
  await expect(goal("Explosive Strength & Power")).toBeEnabled();
  await page.getByText("Match Endurance", { exact: true }).click();
  await page.getByText("Speed & Agility", { exact: true }).click();
  await page.getByText("Match Endurance", { exact: true }).click();
  await expect(page.getByText("Selected: 0/2", { exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByText("Speed & Agility", { exact: true }).click();
  await page.getByText("Match Endurance", { exact: true }).click();
  await next.click();

  // Step 10: equipment; the button now reads Complete.
  await expectStep(page, 10);
  await expect(nextButton(page)).toHaveCount(0);
  await expect(completeButton(page)).toBeDisabled();
  await page.getByText("Minimal Equipment (dumbbells, bands)", { exact: true }).click();
  await expect(completeButton(page)).toBeEnabled();
  expect(await storedAnswers(page)).toBeNull();
  await completeButton(page).click();

  // Signed out: to the sign-up page, the answers kept locally under questionnaireData.
  await expect(page).toHaveURL(/\/cricket-signup$/);
  expect(await storedAnswers(page)).toEqual(EXPECTED_MOUSE_ANSWERS);
});

test("walks all 10 steps by keyboard only (Tab, arrows, Space, Enter)", async ({ page }) => {
  await open(page);
  const next = nextButton(page);
  const press = (key: string) => page.keyboard.press(key);
  const choose = async (firstOption: string, arrows: number) => {
    await tabTo(page, page.getByRole("radio", { name: firstOption, exact: true }));
    if (arrows === 0) await press("Space");
    for (let i = 0; i < arrows; i++) await press("ArrowDown");
  };
  const submit = async () => {
    await tabTo(page, next);
    await press("Enter");
  };

  // 1: arrows move and select within the radio group.
  await choose("Under-14", 4);
  await expect(page.getByRole("radio", { name: "Adult" })).toBeChecked();
  await submit();
  await expectStep(page, 2);
  // Focus lands on the new question.
  await expect(page.getByRole("heading", { level: 2, name: "What level do you compete at?" })).toBeFocused();
  await choose("Beginner", 0);
  await submit();

  // 3: typing then Enter submits the step.
  await expectStep(page, 3);
  await tabTo(page, page.getByLabel("Height (cm)"));
  await page.keyboard.type("250");
  await press("Tab");
  await expect(page.getByLabel("Weight (kg)")).toBeFocused();
  await page.keyboard.type("30");
  await press("Enter");

  await expectStep(page, 4);
  await choose("Batsman", 5);
  await expect(page.getByRole("radio", { name: "Wicketkeeper - Batsman" })).toBeChecked();
  await submit();

  // 5: each ability group is one Tab stop; arrows choose the rating.
  await expectStep(page, 5);
  await tabTo(page, page.getByRole("group", { name: "Strength", exact: true }).getByRole("radio", { name: "1 Weak" }));
  await press("Space");
  for (const arrows of [1, 2, 3, 4]) {
    await press("Tab");
    for (let i = 0; i < arrows; i++) await press("ArrowRight");
  }
  await expect(
    page.getByRole("group", { name: "Flexibility", exact: true }).getByRole("radio", { name: "5 Elite" }),
  ).toBeChecked();
  await submit();

  await expectStep(page, 6);
  await choose("2 days/week", 3);
  await submit();
  await expectStep(page, 7);
  await choose("1-2 hours/day", 3);
  await submit();

  // 8: optional; skip it.
  await expectStep(page, 8);
  await submit();

  // 9: Space toggles checkboxes; disabled ones are skipped by Tab.
  await expectStep(page, 9);
  await tabTo(page, page.getByRole("checkbox", { name: "Explosive Strength & Power" }));
  await press("Space");
  await press("Tab");
  await press("Tab");
  await expect(page.getByRole("checkbox", { name: "Match Endurance" })).toBeFocused();
  await press("Space");
  await expect(page.getByText("Selected: 2/2", { exact: true })).toBeVisible();
  await press("Tab");
  await expect(backButton(page)).toBeFocused();
  await submit();

  await expectStep(page, 10);
  await choose("Full Gym", 2);
  await tabTo(page, completeButton(page));
  await press("Enter");

  await expect(page).toHaveURL(/\/cricket-signup$/);
  expect(await storedAnswers(page)).toEqual({
    ageGroup: "Adult",
    competitionLevel: "Beginner",
    height: "250",
    weight: "30",
    primaryRole: "Wicketkeeper - Batsman",
    abilities: { Strength: 1, Speed: 2, Endurance: 3, Agility: 4, Flexibility: 5 },
    trainingFrequency: "5+ days/week",
    trainingDuration: "4+ hours/day",
    injuries: "",
    injuryDetails: [],
    goals: ["Explosive Strength & Power", "Match Endurance"],
    equipment: "Bodyweight Only",
  });
});

test("Back returns to the previous step with its answer, and to /cricket from step 1", async ({ page }) => {
  await open(page);
  await page.getByText("Under-16", { exact: true }).click();
  await nextButton(page).click();
  await page.getByText("Professional", { exact: true }).click();
  await nextButton(page).click();
  await expectStep(page, 3);

  await backButton(page).click();
  await expectStep(page, 2);
  await expect(page.getByRole("radio", { name: "Professional" })).toBeChecked();
  await backButton(page).click();
  await expectStep(page, 1);
  await expect(page.getByRole("radio", { name: "Under-16" })).toBeChecked();
  await backButton(page).click();
  await expect(page).toHaveURL(/\/cricket$/);
});

test("the draft and the step survive a reload", async ({ page }) => {
  await open(page);
  await page.getByText("Under-23", { exact: true }).click();
  await nextButton(page).click();
  await page.getByText("Intermediate", { exact: true }).click();
  await nextButton(page).click();
  await page.getByLabel("Height (cm)").fill("172");

  await page.reload();
  await expectStep(page, 3);
  await expect(page.getByLabel("Height (cm)")).toHaveValue("172");
  await expect(page.getByLabel("Weight (kg)")).toHaveValue("");
  await expect(nextButton(page)).toBeDisabled();
  await backButton(page).click();
  await expect(page.getByRole("radio", { name: "Intermediate" })).toBeChecked();
  await backButton(page).click();
  await expect(page.getByRole("radio", { name: "Under-23" })).toBeChecked();
});

/** A draft at step 10 written straight into session storage (as a reload would restore it). */
async function openWithDraft(page: Page, patch: Record<string, unknown>, step = 10) {
  await seedDraft(page, { step, draft: { ...EXPECTED_MOUSE_ANSWERS, ...patch } });
  await page.goto(URL_PATH);
  await expectStep(page, step);
}

test("Complete re-checks every saving rule: a height out of range goes back to step 3 and nothing is stored", async ({
  page,
}) => {
  await openWithDraft(page, { height: "50" });
  await completeButton(page).click();
  await expectStep(page, 3);
  await expect(page.getByRole("alert").filter({ hasText: "Height must be between 100-250 cm" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${URL_PATH}$`));
  expect(await storedAnswers(page)).toBeNull();
});

test("Complete when signed in saves the answers to the account: toast, /profile, local copy cleared", async ({
  page,
  server,
}) => {
  // A real athlete (signed up as a Fast Bowler), signed in in this browser.
  await signedInAthlete(page, server);
  await openWithDraft(page, {});
  await completeButton(page).click();
  // The account has a plan: Complete asks before replacing it (issue #16, decision 0101).
  await page
    .getByRole("region", { name: "Replace your current plan?" })
    .getByRole("button", { name: "Save and replace plan" })
    .click();
  await expect(page.getByText("Questionnaire saved successfully!")).toBeVisible();
  await page.waitForURL(/\/profile$/);
  expect(await storedAnswers(page)).toBeNull();
  // The server holds the new answers and a plan for the new role.
  const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as {
    questionnaire: { primaryRole?: string; role?: string } | null;
    plan: { planName: string } | null;
  };
  expect(me.plan?.planName).toBe("Elite Cricket Training - Fast-Bowling All-rounder");
});

test("Complete when signed in but saving fails: the spec's failure toast, then /cricket-signup", async ({
  page,
  server,
}) => {
  await signedInAthlete(page, server);
  // Fault injection: the save request fails on its way to the server.
  await page.route("**/api/me/questionnaire", (route) =>
    route.fulfill({ status: 503, json: { error: { message: "Service unavailable" } } }),
  );
  await openWithDraft(page, {});
  await completeButton(page).click();
  await page
    .getByRole("region", { name: "Replace your current plan?" })
    .getByRole("button", { name: "Save and replace plan" })
    .click();
  await expect(page.getByText(/^Failed to save questionnaire: /)).toBeVisible();
  await page.waitForURL(/\/cricket-signup$/);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`no serious or critical axe violations at ${viewport.width} px (steps 1, 3 with a message, 5, 8, 9 at the goal limit, 10)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page);
    expect(await seriousAxeViolations(page), "step 1").toEqual([]);

    await openWithDraft(page, { height: "50" }, 3);
    await nextButton(page).click();
    await expect(page.getByText("Height must be between 100-250 cm")).toBeVisible();
    expect(await seriousAxeViolations(page), "step 3").toEqual([]);

    for (const step of [5, 8, 9, 10]) {
      await openWithDraft(page, {}, step);
      expect(await seriousAxeViolations(page), `step ${step}`).toEqual([]);
    }
    await expect(page.getByRole("button", { name: "Complete" })).toBeVisible();

    // Touch targets on phones: every answer and both buttons at least 44 px tall.
    if (viewport.width < 500) {
      await openWithDraft(page, {}, 5);
      for (const box of [await backButton(page).boundingBox(), await nextButton(page).boundingBox()]) {
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      const option = page.getByRole("group", { name: "Strength", exact: true }).locator("label").first();
      expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
}
