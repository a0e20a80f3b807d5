import { describe, expect, it } from "vitest";
import { checkValue, FITNESS_TESTS, formatValue, readValue, testById } from "./battery.ts";
import { changeWords, compare, smallestClearChange } from "./change.ts";
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
    ["run-a-three", 4, "Three runs (53 m with two turns) in under 6 s"],
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
    const trial = test("time-trial-2km");
    for (const typed of ["7:45", "7m45s", "7m 45s", "7 min 45 s", "465s", "465 s"])
      expect(readValue(trial, typed), typed).toEqual({ value: 465 });
    expect(readValue(trial, "8 min")).toEqual({ value: 480 });
    expect(readValue(test("plank"), "90")).toEqual({ value: 90 });
    expect(readValue(test("plank"), "1:30")).toEqual({ value: 90 });
    expect(readValue(test("sprint-20m"), "3,12")).toEqual({ value: 3.12 });
    expect(readValue(test("sprint-20m"), "3.12 s")).toEqual({ value: 3.12 });
    expect(readValue(test("broad-jump"), "195 cm")).toEqual({ value: 195 });
    expect(readValue(test("broad-jump"), "195 s").error).toBe("Enter the result in centimetres.");
    expect(readValue(test("sprint-20m"), "fast").error).toBe("Enter the result in seconds.");
    expect(readValue(test("plank"), "1:75").error).toBe("Enter the time as minutes and seconds, e.g. 1:30.");
    expect(formatValue(trial, 465)).toBe("7:45");
    expect(formatValue(test("sprint-20m"), 3.1)).toBe("3.10 s");
    expect(formatValue(test("broad-jump"), 195)).toBe("195 cm");
  });

  // Digits with no colon on a clock test have two readings: refused with both, never guessed.
  it.each([
    [
      "745",
      '"745" could mean 7:45 or 745 seconds (12:25): type it as minutes and seconds, e.g. 7:45, or as 745s for seconds.',
    ],
    ["1230", '"1230" could mean 12:30 or 1230 seconds (20:30)'],
    [
      "790",
      '"790" could mean 790 seconds (13:10): type it as minutes and seconds, e.g. 13:10, or as 790s for seconds.',
    ],
    ["7.45", '"7.45" could mean 7:45 or 7.45 minutes (7:27): type it as minutes and seconds, e.g. 7:45.'],
  ])("the 2 km refuses the ambiguous %s", (typed, message) => {
    expect(readValue(test("time-trial-2km"), typed).error).toContain(message);
    const parsed = NewResultSchema.safeParse({ testId: "time-trial-2km", date: "2026-05-01", value: typed });
    expect(parsed.error?.issues[0]?.message).toContain(message);
    expect(parsed.error?.issues[0]?.path).toEqual(["value"]);
  });

  it("every clock test refuses three bare digits, and every other test reads them as a number", () => {
    for (const t of FITNESS_TESTS) {
      const read = readValue(t, "130");
      if (t.clock) expect(read.error, t.id).toContain('"130" could mean 1:30 or 130 seconds (2:10)');
      else expect(read, t.id).toEqual({ value: 130 });
    }
  });

  it("the schema reads typed text and numbers alike, with an optional height", () => {
    expect(NewResultSchema.parse({ testId: "time-trial-2km", date: "2026-05-01", value: "7:45" })).toEqual({
      testId: "time-trial-2km",
      date: "2026-05-01",
      value: 465,
      heightCm: null,
    });
    expect(
      NewResultSchema.parse({ testId: "sprint-20m", date: "2026-05-01", value: 3.12, heightCm: 161.5 }).heightCm,
    ).toBe(161.5);
    expect(
      NewResultSchema.safeParse({ testId: "sprint-20m", date: "2026-05-01", value: 3.12, heightCm: 16.5 }).error
        ?.issues[0]?.message,
    ).toBe("A standing height under 100 cm: check it is in centimetres, e.g. 165.");
  });
});

describe("each test's typical error", () => {
  // Every test in the battery declares the noise of a retest with its source, so a new test
  // cannot be added without one.
  it.each(FITNESS_TESTS.map((t) => [t.id, t] as const))("%s declares a typical error with a source", (_, t) => {
    expect(t.typicalError.amount).toBeGreaterThan(0);
    expect(t.typicalError.basis.length).toBeGreaterThan(20);
    expect(t.typicalError.source).toMatch(/\d{4}/);
    expect(t.typicalError.url).toMatch(/^https:\/\//);
    // Smaller than the plausible range, or every change would read as noise.
    expect(smallestClearChange(t, t.min)).toBeLessThan((t.max - t.min) / 4);
  });

  it.each(FITNESS_TESTS.map((t) => [t.id, t] as const))(
    "%s reads a change within its typical error as no clear change, and one beyond it as a change",
    (_, t) => {
      const from = (t.min + t.max) / 2;
      const te = smallestClearChange(t, from);
      const step = t.step;
      const within = Math.floor(te / step) * step; // the largest move the form can enter that is not beyond it
      const beyond = (Math.floor(te / step) + 1) * step;
      const toward = t.better === "lower" ? -1 : 1;
      expect(compare(t, from, from + toward * within).kind).toBe("unclear");
      expect(compare(t, from, from - toward * within).kind).toBe("unclear");
      expect(compare(t, from, from + toward * beyond).kind).toBe("better");
      expect(compare(t, from, from - toward * beyond).kind).toBe("worse");
      expect(changeWords(t, [from, from + toward * within])).toMatch(/^No clear change from your first result/);
      expect(changeWords(t, [from, from + toward * beyond])).toMatch(/than your first result \(better\)\.$/);
    },
  );

  it("a hand-timed 3.62 → 3.60 s is no clear change; 3.62 → 3.45 s is faster", () => {
    expect(changeWords(test("sprint-20m"), [3.62, 3.6])).toBe(
      "No clear change from your first result: 0.02 s is within this test's typical error (0.14 s).",
    );
    expect(changeWords(test("sprint-20m"), [3.62, 3.45])).toBe("0.17 s faster than your first result (better).");
    expect(changeWords(test("run-a-three"), [9.8, 9.41])).toBe("0.39 s faster than your first result (better).");
    expect(changeWords(test("broad-jump"), [188, 191])).toMatch(/^No clear change/);
    expect(changeWords(test("broad-jump"), [188, 200])).toBe("12 cm further than your first result (better).");
    expect(changeWords(test("time-trial-2km"), [465, 460])).toMatch(/^No clear change/);
    expect(changeWords(test("time-trial-2km"), [465, 450])).toBe("15 s faster than your first result (better).");
    expect(changeWords(test("plank"), [90, 60])).toBe("30 s shorter than your first result (not better yet).");
    expect(changeWords(test("plank"), [90, 90])).toBe("The same as your first result.");
    expect(changeWords(test("plank"), [90])).toBeNull();
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
