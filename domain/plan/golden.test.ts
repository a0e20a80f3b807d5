import { describe, expect, it } from "vitest";
import { answerGrid } from "./coach-rules.test-helper.ts";
import { GENERATOR_VERSION, generatePlan } from "./generator.ts";
import { fnv1a } from "./random.ts";

/**
 * Golden programs (docs/decisions/0119): a stored plan is re-created from its answers and its
 * generator version, so for a given GENERATOR_VERSION the output must never change, not by one
 * key's order. Speed work on the generator must keep these; a deliberate change of output bumps
 * GENERATOR_VERSION and pins new values. (Changing `answerGrid` itself also moves them.)
 *
 * Each value is the FNV-1a hash of the program's JSON and its length, taken from generator 3.1.0
 * (sessions composed as a coach composes them: a pull beside every press, one conditioning piece,
 * no movement twice, at least four exercises, titles from the content, no token doses, tempo on
 * easy body-weight lifts, a taper under its peak; warm-ups that keep to what the week's injuries allow; held dumbbells, bars and landmines load the hand and elbow, a sled and a resisted march the ankle; work an injury held back returns at half the sets in its first week; decision 0143). 3.0.0's: (what each exercise loads became complete, so every program's exercise regions moved, and injured
 * plans lost the loads their injury forbids until its return, a sore or uncleared low back its
 * impact, run-ups and ballistic work, a sore hand its rows, pulls, deadlifts and carries; the run-a-three is the fitness
 * test's 3 × 17.68 m with two turns, 53 m, decision 0138; 2.4.0's in decision 0135, 2.3.0's in 0134, 2.2.0's in 0128, 2.1.0's in
 * 0123; the 2.0.0 values were taken before decision 0119).
 */
const fingerprint = (json: string) => `${fnv1a(json).toString(16).padStart(8, "0")}:${json.length}`;

const GOLDEN: Record<number, string> = {
  0: "460acb48:59054", // Under-14 beginner batsman, 2 days, full gym
  1234: "4e9a173e:104513", // Under-16 fast bowler, Osgood-Schlatter
  2004: "9edd61df:99757", // Under-16 keeper, grade 2 hamstring tear
  2009: "1fc7fba7:106004", // lumbar spine from the picker and a stress fracture in the text
  2013: "d5084ea8:128466", // two picker regions, one current
  2015: "11cec5cf:105990", // a current shoulder, bodyweight only
  2345: "6b27ca3c:127393", // Under-19 beginner, Sever's disease, 5+ days
  3003: "2bf4f300:114746", // Under-19 advanced spinner
  4321: "1f6b742d:69550", // Under-23 professional, disc bulge, minimal kit
  5759: "f14ca46b:148764", // Adult professional keeper, 5+ days, bodyweight only
};

describe(`generator ${GENERATOR_VERSION}: golden programs`, () => {
  const grid = [...answerGrid()];

  it("gives exactly the pinned programs", () => {
    expect(GENERATOR_VERSION).toBe("3.1.0");
    const got = Object.fromEntries(
      Object.keys(GOLDEN).map((i) => [i, fingerprint(JSON.stringify(generatePlan(grid[Number(i)]!)))]),
    );
    expect(got).toEqual(GOLDEN);
  });

  it("gives exactly the pinned programs over every seventh answer set of the grid (823 plans)", () => {
    let chain = 0x811c9dc5;
    let plans = 0;
    for (const a of answerGrid(7)) {
      chain = fnv1a(chain.toString(16) + fnv1a(JSON.stringify(generatePlan(a))).toString(16));
      plans++;
    }
    expect({ plans, chain: chain.toString(16) }).toEqual({ plans: 823, chain: "c5bee2cd" });
  }, 120_000);
});
