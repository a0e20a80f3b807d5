import { describe, expect, it } from "vitest";
import { GENERATOR_VERSION, generatePlan } from "./generator.ts";
import { ProgramSchema } from "./types.ts";
import fixtures from "./fixtures/programs-1.0.0.json" with { type: "json" };

/**
 * Plans stored by generator 1.0.0 (saved from the old code before the 2.0.0 changes) still
 * parse and come back unchanged, so they render exactly as before; the same answers retaken
 * get the new version.
 */
const stored = fixtures as Array<{ answers: unknown; program: unknown }>;

describe("stored 1.0.0 plans", () => {
  it("parse with ProgramSchema and are unchanged by parsing", () => {
    expect(stored.length).toBe(3);
    for (const s of stored) {
      const parsed = ProgramSchema.parse(s.program);
      expect(parsed.generatorVersion).toBe("1.0.0");
      expect(parsed).toEqual(s.program);
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(s.program));
      expect(parsed.weeks[0]!.sessions[0]!.injuryGuidance).toBeUndefined();
      expect(parsed.notes.week).toBeUndefined();
    }
  });

  it("the same answers retaken get the current generator, with the 2.0.0+ fields", () => {
    for (const s of stored) {
      const fresh = generatePlan(s.answers as Parameters<typeof generatePlan>[0]);
      expect(fresh.generatorVersion).toBe(GENERATOR_VERSION);
      expect(fresh.notes.week?.lines.length).toBeGreaterThan(0);
      expect(fresh.weeks[0]!.sessions[0]!.warmUp.steps).toHaveLength(4);
    }
  });
});
