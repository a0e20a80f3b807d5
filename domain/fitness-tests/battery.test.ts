import { describe, expect, it } from "vitest";
import { checkValue, FITNESS_TESTS, formatValue, parseValue, testById } from "./battery.ts";
import { dueNow, dueWindows, referenceBand, windowDone } from "./due.ts";
import { NewResultSchema } from "./schema.ts";

const test = (id: string) => testById(id)!;

describe("the battery", () => {
  it("has the issue's cricket tests, each with a protocol", () => {
    expect(FITNESS_TESTS.map((t) => t.id)).toEqual([
      "sprint-20m",
      "sprint-10m",
      "run-a-three",
      "time-trial-2km",
      "broad-jump",
      "plank",
    ]);
    for (const t of FITNESS_TESTS) {
      expect(t.protocol.steps.length, t.id).toBeGreaterThan(0);
      expect(t.protocol.equipment.length, t.id).toBeGreaterThan(0);
      expect(t.protocol.counts, t.id).not.toBe("");
      expect(t.min, t.id).toBeLessThan(t.max);
    }
  });

  // Each test refuses an implausible value with its own message and keeps the edges.
  it.each([
    ["time-trial-2km", 30, "2 km under 5:00 is close to the world record (4:44.79)"],
    ["time-trial-2km", 1500, "2 km over 20:00 is a walk"],
    ["sprint-20m", 0.9, "A 20 m sprint under 2.50 s"],
    ["sprint-20m", 12, "A 20 m sprint over 8 s"],
    ["sprint-10m", 1.2, "A 10 m split under 1.40 s"],
    ["sprint-10m", 6, "A 10 m split over 5 s"],
    ["run-a-three", 4, "Three runs (about 53 m with two turns) in under 6 s"],
    ["run-a-three", 40, "Three runs over 25 s"],
    ["broad-jump", 20, "A broad jump under 50 cm"],
    ["broad-jump", 400, "A broad jump over 370 cm"],
    ["plank", 2, "A plank under 5 s"],
    ["plank", 1000, "A plank over 15:00"],
  ])("%s refuses %d", (id, value, message) => {
    expect(checkValue(test(id), value)).toContain(message);
    const parsed = NewResultSchema.safeParse({ testId: id, date: "2026-05-01", value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(message);
  });

  it("keeps every value at the bounds and refuses broken numbers", () => {
    for (const t of FITNESS_TESTS) {
      expect(checkValue(t, t.min), t.id).toBeNull();
      expect(checkValue(t, t.max), t.id).toBeNull();
      expect(checkValue(t, Number.NaN), t.id).toBe(`Enter the result in ${t.unitWords}.`);
    }
    expect(checkValue(test("broad-jump"), 195.5)).toBe("Enter whole centimetres.");
    expect(checkValue(test("plank"), 60.5)).toBe("Enter whole seconds.");
    expect(checkValue(test("sprint-20m"), 3.123)).toBe("Enter at most two decimals.");
    expect(checkValue(test("sprint-20m"), 3.12)).toBeNull();
  });

  it("refuses an unknown test and a date that does not exist", () => {
    expect(NewResultSchema.safeParse({ testId: "bleep", date: "2026-05-01", value: 3 }).error?.issues[0]?.message).toBe(
      "Pick one of the tests.",
    );
    expect(
      NewResultSchema.safeParse({ testId: "plank", date: "2026-02-30", value: 60 }).error?.issues[0]?.message,
    ).toBe("That date does not exist.");
  });

  it("reads and writes times as people type them", () => {
    expect(parseValue(test("time-trial-2km"), "7:45")).toBe(465);
    expect(parseValue(test("time-trial-2km"), "465")).toBe(465);
    expect(parseValue(test("sprint-20m"), "3,12")).toBe(3.12);
    expect(parseValue(test("sprint-20m"), "fast")).toBeNaN();
    expect(parseValue(test("plank"), "1:75")).toBeNaN();
    expect(formatValue(test("time-trial-2km"), 465)).toBe("7:45");
    expect(formatValue(test("sprint-20m"), 3.1)).toBe("3.10 s");
    expect(formatValue(test("broad-jump"), 195)).toBe("195 cm");
  });
});

describe("when tests are due", () => {
  const windows = dueWindows("2026-05-04", ["2026-06-10"]);

  it("is due in week 1, week 8 and the week from each coach's date", () => {
    expect(windows.map((w) => [w.label, w.from, w.to])).toEqual([
      ["Week 1", "2026-05-04", "2026-05-10"],
      ["Scheduled by your coach", "2026-06-10", "2026-06-16"],
      ["Week 8", "2026-06-22", "2026-06-28"],
    ]);
    expect(dueNow(windows, "2026-05-10").map((w) => w.kind)).toEqual(["week-1"]);
    expect(dueNow(windows, "2026-05-11")).toEqual([]);
    expect(dueNow(windows, "2026-06-12").map((w) => w.kind)).toEqual(["coach"]);
    expect(dueNow(windows, "2026-06-22").map((w) => w.kind)).toEqual(["week-8"]);
  });

  it("counts a window done once a result is dated inside it", () => {
    expect(windowDone(windows[0]!, ["2026-05-11"])).toBe(false);
    expect(windowDone(windows[0]!, ["2026-05-06"])).toBe(true);
  });
});

describe("published references", () => {
  it("gives the broad jump's medians for junior age groups only", () => {
    const ref = test("broad-jump").reference;
    expect(referenceBand(ref, "Under-16")).toMatchObject({ ages: [14, 15], boys: [186, 195], girls: [150, 152.1] });
    expect(referenceBand(ref, "Under-14")).toMatchObject({ ages: [11, 13], boys: [147, 175] });
    expect(referenceBand(ref, "Adult")).toBeNull();
    expect(referenceBand(ref, "Under-23")).toBeNull();
  });

  it("has no reference where no trustworthy source was found", () => {
    for (const id of ["sprint-20m", "sprint-10m", "run-a-three", "time-trial-2km", "plank"])
      expect(referenceBand(test(id).reference, "Under-16"), id).toBeNull();
  });
});
