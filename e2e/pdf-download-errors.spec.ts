import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { acceptCookies, coachUploadsPdf, signedInAthlete } from "./support/athletes.ts";

/**
 * A coach's PDF the database lists but storage lacks (issue #15): the schedule says so and tells
 * the athlete what to do; the generated PDF is never downloaded in its place (decision 0092).
 */
test.beforeEach(async ({ page }) => acceptCookies(page));

test("a missing coach PDF: the schedule shows the server's message and nothing is downloaded", async ({
  page,
  server,
}) => {
  const athlete = await signedInAthlete(page, server);
  await coachUploadsPdf(page.request, server, athlete.userId, 1);
  // As on a second server with its own disk: the row is shared, the file is not.
  rmSync(path.join(server.dataDir, "files", "training-pdfs", athlete.userId), { recursive: true, force: true });

  await page.goto("/training-schedule");
  const card = page.getByRole("region", { name: /^Phase 1/ });
  await expect(card).toContainText("From your coach");
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.getByRole("button", { name: "Download Phase 1 PDF" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Your coach's PDF for phase 1" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Please ask your coach to upload it again.");
  expect(downloads).toBe(0);

  // Phase 2 is still the generated plan, and downloads.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Phase 2 PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Phase-2.pdf");
});
