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
 * Each value is the FNV-1a hash of the program's JSON and its length, taken from generator 3.8.0.
 * What each version changed is in its decision record (3.8.0: docs/decisions/0153; 3.7.0: docs/decisions/0152; 3.6.0: 0151; 3.5.0: 0150; 3.4.0: 0146 and 0147; 3.3.0: 0142; 3.2.0: 0144).
 */
const fingerprint = (json: string) => `${fnv1a(json).toString(16).padStart(8, "0")}:${json.length}`;

const GOLDEN: Record<number, string> = {
  0: "84c0c5a8:65687", // Under-14 beginner batsman, 2 days, full gym
  1234: "aa73d484:105945", // Under-16 fast bowler, Osgood-Schlatter
  2004: "38dc5d45:108110", // Under-16 keeper, grade 2 hamstring tear
  2009: "f60c98ca:113134", // lumbar spine from the picker and a stress fracture in the text
  2013: "faef8da5:135113", // two picker regions, one current
  2015: "bb508331:118819", // a current shoulder, bodyweight only
  2345: "702a6a55:134787", // Under-19 beginner, Sever's disease, 5+ days
  3003: "376062ea:120556", // Under-19 advanced spinner
  4321: "9ad0975c:67731", // Under-23 professional, disc bulge, minimal kit
  5759: "8607c7df:151718", // Adult professional keeper, 5+ days, bodyweight only
};

describe(`generator ${GENERATOR_VERSION}: golden programs`, () => {
  const grid = [...answerGrid()];

  it("gives exactly the pinned programs", () => {
    expect(GENERATOR_VERSION).toBe("3.8.0");
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
    expect({ plans, chain: chain.toString(16) }).toEqual({ plans: 823, chain: "afd348c" });
  }, 120_000);
});
