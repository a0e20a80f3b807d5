import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatDose, formatEffort } from "#domain/plan/format";
import { generatePlan } from "#domain/plan/generator";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import { CHANGE_LINE, GUIDANCE_ALL_WEEKS, GUIDANCE_EARLY, WARM_UP_STEPS, WEEK_NOTE, guidedProgram } from "#server/testing/guided-program";
import { renderPhasePdf, text } from "./pdf.ts";
import { pdfText } from "#server/testing/pdf-text";

const juniorBowler: QuestionnaireAnswers = {
  ageGroup: "Under-16", competitionLevel: "Intermediate", height: 170, weight: 60, primaryRole: "Fast Bowler",
  abilities: { Strength: 2, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 2 }, trainingFrequency: "2 days/week",
  trainingDuration: "1-2 hours/day", injuries: "Sore lower back last season", injuryDetails: [], goals: ["Explosive Strength & Power"], equipment: "Bodyweight Only",
};
const adultBatter: QuestionnaireAnswers = {
  ...juniorBowler, ageGroup: "Adult", competitionLevel: "Advanced", primaryRole: "Batsman", trainingFrequency: "5+ days/week",
  trainingDuration: "2-3 hours/day", injuries: "", injuryDetails: [], goals: ["Speed & Agility"], equipment: "Full Gym",
};

const hasPdftoppm = (() => {
  try {
    execFileSync("pdftoppm", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("renderPhasePdf", () => {
  it.each([1, 2] as const)("phase %i carries the athlete, the phase, every session and the notes", async (phase) => {
    const program = generatePlan(juniorBowler);
    const pdf = await renderPhasePdf({ athleteName: "Asha Patel", program, phase });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text: t } = await pdfText(pdf);
    expect(t).toContain("Athlete: Asha Patel");
    expect(t).toContain("Plan: Elite Cricket Training - Fast Bowler");
    expect(t).toContain(`Phase ${phase} · weeks ${phase === 1 ? "1-4" : "5-8"} of 8`);
    for (const week of program.weeks.filter((w) => w.phase === phase)) {
      expect(t).toContain(`Week ${week.week} ·`);
      for (const s of week.sessions) expect(t).toContain(s.title);
    }
    for (const week of program.weeks.filter((w) => w.phase !== phase)) expect(t).not.toContain(`Week ${week.week} ·`);
    expect(t).toContain("Clear this program with a physiotherapist or doctor");
    expect(t).toContain('You wrote: "Sore lower back last season"');
    expect(t).toContain("Injury check (lumbar spine)");
    expect(t).toContain("Cricket Australia, under-17s: bowl on at most 3 days a week, and never on two days in a row.");
    expect(t).toContain("Train safely");
  });

  it("shows every exercise of a five-day phase with its dose, effort and rest", async () => {
    const program = generatePlan(adultBatter);
    const { text: t, pages } = await pdfText(await renderPhasePdf({ athleteName: "Sam Taylor", program, phase: 2 }));
    // Several pages (the page breaks and "Page N of M" are exercised), yet each session once (issue #10).
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(4);
    for (const e of program.weeks[4]!.sessions.flatMap((s) => s.exercises)) expect(t).toContain(e.name);
    expect(t).toMatch(/RPE 7\.5 · \d in reserve/);
    expect(t).toContain("Page 1 of");
    expect(t).not.toContain("Junior fast bowling");
    expect(t).not.toContain("You told us about an injury");
  });

  it("keeps names in the standard fonts' characters", async () => {
    expect(text("Zoë O’Brien")).toBe("Zoë O’Brien");
    expect(text("Łukasz Żurek")).toBe("Lukasz Zurek");
    expect(text("Ravi शर्मा")).toMatch(/^Ravi \?+$/);
    const { text: t } = await pdfText(await renderPhasePdf({ athleteName: "Zoë Łukasz", program: generatePlan(adultBatter), phase: 1 }));
    expect(t).toContain("Athlete: Zoë Lukasz");
  });

  /** How many times `needle` occurs in `haystack`. */
  const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;
  const fourDays = { ...juniorBowler, trainingFrequency: "4 days/week", equipment: "Full Gym" } as const;

  // Issue #10: the phase was printed week by week, the same sessions four times (about 10 pages).
  it.each([1, 2] as const)("phase %i of a 4-session plan prints each session once, its weeks as columns, in at most 4 pages", async (phase) => {
    const program = generatePlan(fourDays);
    const { text: t, pages } = await pdfText(await renderPhasePdf({ athleteName: "Asha Patel", program, phase }));
    expect(pages).toBeLessThanOrEqual(4);
    const weeks = program.weeks.filter((w) => w.phase === phase);
    expect(weeks[0]!.sessions).toHaveLength(4);
    for (const s of weeks[0]!.sessions) expect(occurrences(t, s.title), s.title).toBe(1);
    // Each exercise once in the grid, not once per week: before the easier/harder list, a name occurs
    // only as often as week 1's own names and cues contain it (an exercise can be in two sessions).
    const grid = t.slice(0, t.indexOf("Easier and harder versions"));
    const week1 = weeks[0]!.sessions.flatMap((s) => s.exercises);
    for (const e of week1) expect(occurrences(grid, e.name), e.name).toBe(week1.reduce((n, x) => n + occurrences(`${x.name} ${x.cue}`, e.name), 0));
    // The progression reads across one row: the first exercise's dose and effort, week after week, before the next exercise.
    const [a, b] = weeks[0]!.sessions[0]!.exercises;
    let at = t.indexOf(a!.name);
    for (const w of weeks) {
      const e = w.sessions[0]!.exercises[0]!;
      for (const part of [formatDose(e), formatEffort(e)]) {
        const next = t.indexOf(part, at);
        expect(next, `${part} (week ${w.week})`).toBeGreaterThan(at);
        at = next;
      }
    }
    expect(t.indexOf(b!.name, t.indexOf(a!.name))).toBeGreaterThan(at);
    expect(t).toContain("write load & effort in each box");
  });

  it("a week is not reprinted: a stored 1.0.0 plan shows each injury check once per exercise, not once per week", async () => {
    const program = generatePlan(juniorBowler);
    const { text: t } = await pdfText(await renderPhasePdf({ athleteName: "Asha Patel", program, phase: 1 }));
    const week1 = program.weeks[0]!;
    const flaggedSlots = week1.sessions.reduce((n, s) => n + s.exercises.filter((e) => e.flags.length > 0).length, 0);
    expect(flaggedSlots).toBeGreaterThan(0);
    expect(occurrences(t, "Injury check (lumbar spine)")).toBe(flaggedSlots);
  });

  it("a 2.0.0 plan: injury guidance once per session (week-limited lines say so), warm-up steps, why changed, the week note", async () => {
    const program = guidedProgram(generatePlan(fourDays));
    const { text: t, pages } = await pdfText(await renderPhasePdf({ athleteName: "Asha Patel", program, phase: 1 }));
    expect(pages).toBeLessThanOrEqual(4);
    const sessions = program.weeks[0]!.sessions.length;
    expect(occurrences(t, "Injury guidance for this session")).toBe(sessions);
    expect(occurrences(t, GUIDANCE_ALL_WEEKS)).toBe(sessions);
    expect(occurrences(t, `Weeks 1-2: ${GUIDANCE_EARLY}`)).toBe(sessions);
    expect(occurrences(t, CHANGE_LINE)).toBe(sessions);
    expect(t).toContain(`1. ${WARM_UP_STEPS[0]}`);
    expect(t).toContain(`4. ${WARM_UP_STEPS[3]}`);
    expect(t).toContain(WEEK_NOTE.title);
    // The still-loading exercise gets a short pointer to the guidance, not a warning of its own.
    expect(t).not.toContain("Injury check (");
    expect(occurrences(t, "Loads your lower back: see the guidance")).toBe(sessions);
  });

  // Evidence for a person to look at (issue #5): page 2 of phase 1 as a PNG in /tmp/h6-shots.
  it.skipIf(!hasPdftoppm)("renders a page to PNG", async () => {
    mkdirSync("/tmp/h6-shots", { recursive: true });
    writeFileSync("/tmp/h6-shots/phase-1.pdf", await renderPhasePdf({ athleteName: "Asha Patel", program: generatePlan(juniorBowler), phase: 1 }));
    execFileSync("pdftoppm", ["-f", "2", "-l", "2", "-r", "80", "-png", "-singlefile", "/tmp/h6-shots/phase-1.pdf", "/tmp/h6-shots/phase-1-page-2"]);
    expect(existsSync("/tmp/h6-shots/phase-1-page-2.png")).toBe(true);
    expect(statSync("/tmp/h6-shots/phase-1-page-2.png").size).toBeGreaterThan(10_000);
    // And the compact 2.0.0 layout (issue #10): /tmp/h6-shots/guided-phase-1-page-2.png.
    writeFileSync("/tmp/h6-shots/guided-phase-1.pdf", await renderPhasePdf({ athleteName: "Asha Patel", program: guidedProgram(generatePlan(fourDays)), phase: 1 }));
    execFileSync("pdftoppm", ["-f", "2", "-l", "2", "-r", "80", "-png", "-singlefile", "/tmp/h6-shots/guided-phase-1.pdf", "/tmp/h6-shots/guided-phase-1-page-2"]);
    expect(statSync("/tmp/h6-shots/guided-phase-1-page-2.png").size).toBeGreaterThan(10_000);
  });
});
