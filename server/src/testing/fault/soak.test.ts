import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "#server/testing/database";
import { quarterMedians, runSoak } from "./soak.ts";

/**
 * The soak in short form (issue #7); `npm run soak` is the long one. Errors fail it; memory is
 * reported, and only a grossly unbounded growth fails (a loaded 2-core machine makes RSS noisy).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 12);
const ATHLETES = Number(process.env.SOAK_ATHLETES ?? 10);

describe(`soak (${testDatabaseKind})`, { timeout: 300_000 + SECONDS * 1000 }, () => {
  it(`${ATHLETES} simulated athletes for ${SECONDS} s: no errors`, async () => {
    const r = await runSoak({ seconds: SECONDS, athletes: ATHLETES });
    console.log(
      `soak (${r.database}): ${r.operations} operations in ${r.seconds} s (${r.opsPerSecond}/s) by ${r.athletes} athletes, ` +
        `${r.errors} errors, RSS ${r.rssStartMb} → ${r.rssEndMb} MB (peak ${r.rssPeakMb} MB, quarter medians ${r.rssQuartersMb.join(" → ")}); ` +
        JSON.stringify(r.byOperation),
    );
    expect(r.firstErrors).toEqual([]);
    expect(r.errors).toBe(0);
    expect(r.byOperation.pdf ?? 0).toBeGreaterThan(0);
    expect(r.rssEndMb, "server memory grossly unbounded").toBeLessThan(Math.max(4 * r.rssStartMb, 1024));
    expect(
      r.rssQuartersMb.every((m) => m > 0),
      "RSS was sampled in every quarter of the run",
    ).toBe(true);
  });
});

describe("quarterMedians", () => {
  it("takes the median of each quarter of the run, so growth shows as a rising series", () => {
    const MB = 1024 * 1024;
    const samples = Array.from({ length: 40 }, (_, i) => ({
      at: 1000 + i * 100,
      rss: (100 + Math.floor(i / 10) * 10 + (i % 2)) * MB,
    }));
    expect(quarterMedians(samples, 1000, 5000)).toEqual([101, 111, 121, 131]);
  });
});
