import { describe, expect, it } from "vitest";
import { clearDraft, type Draft, loadDraft, numberOrNull, saveDraft, setLogOf } from "./draft.ts";

describe("numberOrNull: a number field's text", () => {
  it("reads a blank field as no value", () => {
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull("   ")).toBeNull();
  });

  it("reads whole and decimal numbers, with a decimal point or comma, around spaces", () => {
    expect(numberOrNull("12")).toBe(12);
    expect(numberOrNull(" 12 ")).toBe(12);
    expect(numberOrNull("62.5")).toBe(62.5);
    expect(numberOrNull("62,5")).toBe(62.5);
    expect(numberOrNull(".5")).toBe(0.5);
    expect(numberOrNull("0")).toBe(0);
  });

  it("hands a negative number on as typed, for the schema to refuse in words", () => {
    expect(numberOrNull("-3")).toBe(-3);
  });

  it.each([
    "abc",
    "12kg",
    "1 2",
    "1,2,5",
    "1.2.3",
    "Infinity",
    "NaN",
    "-",
    ".",
    // What Number() reads but no one types as reps or kilograms: refused, not read as 16, 1000, 3.
    "0x10",
    "1e3",
    "0b11",
    "0o7",
  ])("refuses %j as not a number (NaN), never as a blank or another number", (text) => {
    expect(numberOrNull(text)).toBeNaN();
  });
});

describe("setLogOf: one set as the log stores it", () => {
  it("is an unticked set with nothing entered when the athlete never touched it", () => {
    expect(setLogOf("squat", 2, undefined)).toEqual({
      exerciseId: "squat",
      set: 2,
      done: false,
      reps: null,
      loadKg: null,
    });
  });

  it("carries the tick, the reps and the load typed", () => {
    expect(setLogOf("squat", 0, { done: true, reps: "8", loadKg: "62,5" })).toEqual({
      exerciseId: "squat",
      set: 0,
      done: true,
      reps: 8,
      loadKg: 62.5,
    });
  });
});

describe("the session draft kept on the device", () => {
  const draft: Draft = {
    userId: "athlete-a",
    week: 2,
    day: 3,
    startedAt: "2026-03-02T10:00:00.000Z",
    sets: { "squat#0": { done: true, reps: "8", loadKg: "60" } },
  };

  it("comes back after a reload for the same athlete and plan session", () => {
    saveDraft(draft);
    expect(loadDraft("athlete-a", 2, 3)).toEqual(draft);
  });

  it("is not offered for another athlete, week or day", () => {
    saveDraft(draft);
    expect(loadDraft("athlete-b", 2, 3)).toBeNull();
    expect(loadDraft("athlete-a", 1, 3)).toBeNull();
    expect(loadDraft("athlete-a", 2, 1)).toBeNull();
  });

  it("is gone once cleared (the session saved)", () => {
    saveDraft(draft);
    clearDraft();
    expect(loadDraft("athlete-a", 2, 3)).toBeNull();
  });

  it("is ignored when storage holds something that is not a draft", () => {
    localStorage.setItem("gameready.training.draft.v1", "{not json");
    expect(loadDraft("athlete-a", 2, 3)).toBeNull();
  });
});
