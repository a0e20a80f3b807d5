import { describe, expect, it } from "vitest";
import { FAST_GROWTH_CM_PER_YEAR, growthLine, growthNote, growthRate } from "./growth.ts";

describe("a junior's growth rate", () => {
  it("is the latest height against the last one at least eight weeks before, in cm a year", () => {
    const g = growthRate([
      { date: "2026-01-10", heightCm: 150 },
      { date: "2026-01-10", heightCm: null },
      { date: "2026-05-10", heightCm: 152 },
      { date: "2026-07-10", heightCm: 154.5 },
      { date: "2026-08-01", heightCm: 155 }, // three weeks after the last: too close to compare with it
    ]);
    expect(g).toMatchObject({ fromDate: "2026-05-10", toDate: "2026-08-01", fromCm: 152, toCm: 155 });
    expect(g!.cmPerYear).toBe(13.2);
    expect(g!.fast).toBe(true);
    expect(growthLine(g!)).toMatch(/^You are growing fast: 13.2 cm a year \(152 → 155 cm\)\./);
    expect(growthLine(g!, true)).toMatch(/^Growing fast: 13.2 cm a year \(152 → 155 cm\)\. .*ask about knee/);
  });

  it("is not fast below the threshold, and says so", () => {
    const g = growthRate([
      { date: "2025-08-01", heightCm: 170 },
      { date: "2026-08-01", heightCm: 173 },
    ])!;
    expect(g.cmPerYear).toBe(3);
    expect(g.fast).toBe(false);
    expect(growthLine(g)).toBe(
      `Growing 3 cm a year (170 → 173 cm): not a growth spurt (${FAST_GROWTH_CM_PER_YEAR} cm a year or more).`,
    );
  });

  it("needs two heights eight weeks apart", () => {
    expect(growthRate([])).toBeNull();
    expect(growthRate([{ date: "2026-01-10", heightCm: 150 }])).toBeNull();
    expect(
      growthRate([
        { date: "2026-01-10", heightCm: 150 },
        { date: "2026-02-20", heightCm: 151 },
      ]),
    ).toBeNull();
  });
});

describe("the plan's growing-fast guidance", () => {
  const junior = {
    title: "Under-14: technique first",
    lines: [
      "Train with a coach.",
      "Growing fast? Tell your coach: growth spurts change how much load the body tolerates.",
    ],
    sources: ["Faigenbaum et al., NSCA position statement on youth resistance training 2009"],
  };
  const fast = growthRate([
    { date: "2026-01-10", heightCm: 150 },
    { date: "2026-07-10", heightCm: 155 },
  ]);
  const slow = growthRate([
    { date: "2026-01-10", heightCm: 150 },
    { date: "2026-07-10", heightCm: 151 },
  ]);

  it("answers the junior note's question with the measured rate", () => {
    const note = growthNote(junior, fast)!;
    expect(note.lines[0]).toBe("Train with a coach.");
    expect(note.lines[1]).toMatch(/^You are growing fast: 10.1 cm a year/);
    expect(note.sources.at(-1)).toContain("Abbassi");
    expect(growthNote(junior, slow)!.lines[1]).toMatch(/^Growing 2 cm a year/);
    expect(junior.lines[1]).toMatch(/^Growing fast\?/); // the plan's own note is not changed
  });

  it("leaves the note as the plan wrote it without a rate, and adds one for a fast Under-19", () => {
    expect(growthNote(junior, null)).toBe(junior);
    expect(growthNote(null, fast)?.title).toBe("Growing fast");
    expect(growthNote(null, slow)).toBeNull();
  });
});
