import type { Page } from "@playwright/test";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_ITEMS, MIN_ATHLETE_COUNT, SELECTED_SPORT_STORAGE_KEY } from "#domain/site";
import { EXPLAINER_STEP_MS } from "#web/features/landing/landing-timing.ts";
import { E2E_SUPPORT_EMAIL, expect, seriousAxeViolations, test } from "./fixtures.ts";
import { nextFrames, settle } from "./support/settle.ts";

/** Fake timers, paused: the page's timers only fire when the test moves the clock. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-01T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-03-01T10:00:01Z"));
}

const noCookieBanner = (page: Page) => page.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));

test.describe("landing page", () => {
  test("has the pitch and every section, with the anchors the site links to", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/the gym should serve the game/i);
    for (const name of ["The Problem", "What We Do", "What We Believe", "Start Your Path"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.locator("#start-your-path").getByRole("heading", { name: "Start Your Path" })).toBeVisible();
    await expect(page.locator("#sports-selection").getByRole("heading", { name: /choose your sport/i })).toBeVisible();
    await expect(page.locator("#about").getByRole("heading", { name: "What We Do" })).toBeVisible();
    await expect(page.locator("#contact").getByRole("link", { name: E2E_SUPPORT_EMAIL })).toBeVisible();
  });

  test("anchor links scroll to their section, also when already on / with that hash", async ({ page }) => {
    await noCookieBanner(page);
    await page.goto("/");
    const target = page.locator("#start-your-path");
    await expect(target).not.toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "Start Your Path" }).click();
    await expect(page).toHaveURL(/\/#start-your-path$/);
    await expect(target).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(target).not.toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "Start Your Path" }).click();
    await expect(target).toBeInViewport();

    await page.getByRole("main").getByRole("link", { name: "Choose your sport" }).click();
    await expect(page.locator("#sports-selection")).toBeInViewport();
  });

  test("a page load with an anchor lands on that section", async ({ page }) => {
    await noCookieBanner(page);
    await page.goto("/#sports-selection");
    await expect(page.locator("#sports-selection")).toBeInViewport();
    await page.goto("/#about");
    await expect(page.locator("#about")).toBeInViewport();
  });

  test("the three-step explainer highlights one step at a time and moves on", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    const steps = page.getByTestId("path-steps").getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await settle(page); // the explainer's first timer is armed (its effect has run) at this instant
    await expect(steps.nth(0)).toContainText("Pick a sport");
    await expect(steps.nth(1)).toContainText("Answer a questionnaire");
    await expect(steps.nth(2)).toContainText("Get a custom plan");

    for (const active of [0, 1, 2, 0]) {
      await expect(page.locator('[data-testid="path-steps"] > li[aria-current="step"]')).toHaveCount(1);
      await expect(steps.nth(active)).toHaveAttribute("aria-current", "step");
      // The active step is visibly scaled up; the others are not.
      // Polled: the scale animates (a CSS transition), so right after a change it is mid-way.
      await expect
        .poll(async () => {
          const scales = await steps.evaluateAll((els) => els.map((el) => getComputedStyle(el).scale));
          return scales.map((s, i) => (s !== "none" && s !== "1" ? i : -1)).filter((i) => i >= 0);
        })
        .toEqual([active]);
      await page.clock.runFor(EXPLAINER_STEP_MS);
    }
  });

  test(`the sports carousel has ${CAROUSEL_ITEMS} items and advances every ${CAROUSEL_INTERVAL_MS} ms`, async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/");
    const carousel = page.getByTestId("sports-carousel");
    const slides = carousel.getByTestId("carousel-slide");
    await expect(slides).toHaveCount(3);
    const active = carousel.locator('[data-testid="carousel-slide"][data-active="true"]');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText("Cricket");

    for (const next of [1, 2, 0]) {
      await page.clock.runFor(CAROUSEL_INTERVAL_MS - 50);
      await settle(page); // a (wrong) render due now would have happened
      await expect(carousel).toHaveAttribute("data-active-index", String((next + 2) % 3));
      await page.clock.runFor(50);
      await expect(carousel).toHaveAttribute("data-active-index", String(next));
      await expect(slides.nth(next)).toHaveAttribute("data-active", "true");
      await expect(slides.nth(next)).toHaveAttribute("aria-hidden", "false");
    }
  });

  test("the carousel can be paused and driven by its dots", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    const carousel = page.getByTestId("sports-carousel");
    await carousel.getByRole("button", { name: "Pause carousel" }).click();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expect(carousel).toHaveAttribute("data-active-index", "0");
    await carousel.getByRole("button", { name: /show slide 3/i }).click();
    await expect(carousel).toHaveAttribute("data-active-index", "2");
    await carousel.getByRole("button", { name: "Play carousel" }).click();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(carousel).toHaveAttribute("data-active-index", "0");
  });

  test(`the athletes-joined badge shows the server's count, never below ${MIN_ATHLETE_COUNT}`, async ({
    page,
    request,
  }) => {
    const server = (await (await request.get("/api/athletes/count")).json()) as { count: number };
    await page.goto("/");
    const badge = page.getByTestId("athlete-count");
    await expect(badge).toHaveText(String(Math.max(MIN_ATHLETE_COUNT, server.count)));
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(MIN_ATHLETE_COUNT);
  });

  test("the badge clamps to 31, takes pushed counts, and keeps the last count when the stream fails", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    // One handler for the whole test, switched by `stream`: swapping handlers left a moment in
    // which a reconnect reached the real server and its real count (31) replaced the 64.
    let stream: "empty" | "push" | "fail" = "empty";
    await page.route("**/api/athletes/count", (r) => r.fulfill({ json: { count: 3 } }));
    await page.route("**/api/athletes/count/events", (r) =>
      stream === "push"
        ? r.fulfill({ contentType: "text/event-stream", body: 'retry: 200\nevent: count\ndata: {"count":64}\n\n' })
        : stream === "empty"
          ? r.fulfill({ contentType: "text/event-stream", body: "retry: 200\n\n" })
          : r.fulfill({ status: 503, body: "" }),
    );
    await page.goto("/");
    const badge = page.getByTestId("athlete-count");
    await expect(badge).toHaveText("31"); // the server said 3
    stream = "push"; // the next reconnect pushes a count
    await expect(badge).toHaveText("64");

    // The stream now fails for good: the last count stays and the failure is logged.
    const logged = errors.length;
    stream = "fail";
    await expect.poll(() => errors.slice(logged).some((e) => /Live athlete count unavailable/.test(e))).toBe(true);
    await settle(page);
    await expect(badge).toHaveText("64");
  });

  test("a pushed count is never overwritten by the older one-off read that answers after it", async ({ page }) => {
    let answerRead: () => void = () => {};
    const readAnswered = new Promise<void>((resolve) => (answerRead = resolve));
    await page.route("**/api/athletes/count", async (r) => {
      await readAnswered; // held until the stream has pushed a newer count
      await r.fulfill({ json: { count: 40 } });
    });
    await page.route("**/api/athletes/count/events", (r) =>
      r.fulfill({ contentType: "text/event-stream", body: 'retry: 60000\nevent: count\ndata: {"count":41}\n\n' }),
    );
    const read = page.waitForResponse("**/api/athletes/count");
    await page.goto("/");
    const badge = page.getByTestId("athlete-count");
    await expect(badge).toHaveText("41");
    answerRead();
    await read;
    await settle(page);
    await expect(badge).toHaveText("41");
  });

  test("the badge renders 31 when the count cannot be read at all", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.route("**/api/athletes/count**", (r) => r.abort());
    await page.goto("/");
    await expect(page.getByTestId("athlete-count")).toHaveText("31");
    await expect.poll(() => errors.some((e) => /athlete count/i.test(e))).toBe(true);
  });

  test("the badge's arrival and a new count do not move the page", async ({ page }) => {
    await noCookieBanner(page);
    // The count arrives late, from the read and from the stream alike: held until the page is measured.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route("**/api/athletes/count", async (r) => {
      await arrived;
      await r.fulfill({ json: { count: 12345 } });
    });
    await page.route("**/api/athletes/count/events", async (r) => {
      await arrived;
      await r.fulfill({
        contentType: "text/event-stream",
        body: 'retry: 60000\nevent: count\ndata: {"count":12345}\n\n',
      });
    });
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    const cardBefore = await page.getByTestId("sports-carousel").boundingBox();
    arrive();
    await expect(page.getByTestId("athlete-count")).toHaveText("12345");
    expect(await heading.boundingBox()).toEqual(before);
    expect(await page.getByTestId("sports-carousel").boundingBox()).toEqual(cardBefore);
  });

  test.describe("sport cards", () => {
    test("Cricket stores the sport, goes to /cricket, and the choice survives a reload", async ({ page }) => {
      await page.addInitScript((key) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem(key, "badminton");
          sessionStorage.setItem("seeded", "1");
        }
      }, SELECTED_SPORT_STORAGE_KEY);
      await page.goto("/#sports-selection");
      await page
        .getByTestId("sport-card-cricket")
        .getByRole("button", { name: /cricket/i })
        .click();
      await expect(page).toHaveURL(/\/cricket$/);
      expect(await page.evaluate((k) => localStorage.getItem(k), SELECTED_SPORT_STORAGE_KEY)).toBe("cricket");
      await page.reload();
      expect(await page.evaluate((k) => localStorage.getItem(k), SELECTED_SPORT_STORAGE_KEY)).toBe("cricket");
    });

    test("Badminton is marked COMING SOON, stores the sport and goes to /badminton-coming-soon", async ({ page }) => {
      await page.goto("/#sports-selection");
      const card = page.getByTestId("sport-card-badminton");
      await expect(card).toContainText("COMING SOON");
      await card.getByRole("button", { name: /badminton/i }).click();
      await expect(page).toHaveURL(/\/badminton-coming-soon$/);
      expect(await page.evaluate((k) => localStorage.getItem(k), SELECTED_SPORT_STORAGE_KEY)).toBe("badminton");
      await page.reload();
      expect(await page.evaluate((k) => localStorage.getItem(k), SELECTED_SPORT_STORAGE_KEY)).toBe("badminton");
    });

    for (const sport of ["running", "football", "javelin", "basketball"]) {
      test(`${sport} is COMING SOON and inert`, async ({ page }) => {
        await noCookieBanner(page);
        await page.goto("/#sports-selection");
        const card = page.getByTestId(`sport-card-${sport}`);
        await expect(card).toContainText("COMING SOON");
        await expect(card.locator("a, button, [tabindex], [role=button], [role=link]")).toHaveCount(0);
        const before = await page.evaluate((k) => localStorage.getItem(k), SELECTED_SPORT_STORAGE_KEY);
        await card.click();
        await nextFrames(page);
        await expect(page).toHaveURL(/\/#sports-selection$/);
        expect(await page.evaluate((k) => localStorage.getItem(k), SELECTED_SPORT_STORAGE_KEY)).toBe(before);
      });
    }

    test("the live cards are reachable and operable by keyboard", async ({ page }) => {
      await noCookieBanner(page);
      await page.goto("/#sports-selection");
      const cricket = page.getByTestId("sport-card-cricket").getByRole("button");
      await cricket.focus();
      await expect(cricket).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByTestId("sport-card-badminton").getByRole("button")).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/cricket$/);
    });
  });

  for (const width of [1280, 390]) {
    test(`axe finds no serious or critical violations on / at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.locator("#sports-selection")).toBeAttached();
      await expect(page.getByRole("region", { name: "Cookies on GameReady" })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
