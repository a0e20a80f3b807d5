import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDose, formatEffort } from "#domain/plan/format";
import { generatePlan } from "#domain/plan/generator";
import { ProgramSchema, type Program } from "#domain/plan/types";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import { renderPhasePdf, text } from "./pdf.ts";
import { pdfText } from "#server/testing/pdf-text";

const juniorBowler: QuestionnaireAnswers = {
  ageGroup: "Under-16",
  competitionLevel: "Intermediate",
  height: 170,
  weight: 60,
  primaryRole: "Fast Bowler",
  abilities: { Strength: 2, Speed: 3, Endurance: 3, Agility: 3, Flexibility: 2 },
  trainingFrequency: "2 days/week",
  trainingDuration: "1-2 hours/day",
  injuries: "Sore lower back last season",
  injuryDetails: [],
  goals: ["Explosive Strength & Power"],
  equipment: "Bodyweight Only",
};
const adultBatter: QuestionnaireAnswers = {
  ...juniorBowler,
  ageGroup: "Adult",
  competitionLevel: "Advanced",
  primaryRole: "Batsman",
  trainingFrequency: "5+ days/week",
  trainingDuration: "2-3 hours/day",
  injuries: "",
  injuryDetails: [],
  goals: ["Speed & Agility"],
  equipment: "Full Gym",
};

/**
 * Real 1.0.0 programs, stored when generator 1.0.0 made them (domain/plan/fixtures): plans saved
 * before 2.0.0 still render. [1] is an Under-16 bodyweight fast bowler with a lower-back injury.
 */
const stored = JSON.parse(
  readFileSync(new URL("../../../../domain/plan/fixtures/programs-1.0.0.json", import.meta.url), "utf8"),
) as Array<{ answers: unknown; program: unknown }>;
const storedJuniorBowler: Program = ProgramSchema.parse(stored[1]!.program);

/** An injured athlete for generator 2.0.0 (issue #10): a current hamstring tear, four gym days. */
const injuredKeeper: QuestionnaireAnswers = {
  ...adultBatter,
  competitionLevel: "Intermediate",
  primaryRole: "Wicketkeeper - Batsman",
  trainingFrequency: "4 days/week",
  injuries: "Grade 2 hamstring tear 4 weeks ago",
  goals: ["Complete Athletic Development"],
};

/** How many times `needle` occurs in `haystack`. */
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/**
 * At most a page for the notes, a page per session and a page for the easier/harder list. The
 * old week-by-week layout reprinted every session four times (about 10 pages for 4 sessions).
 * The first bound (4 pages) was measured on a fabricated 2.0.0 plan whose exercises never change;
 * real 2.0.0 plans change exercises across weeks (injury rebuilds, running returning in week 3),
 * so a session's grid has more rows and real phases take 5-6 pages (issue #10 follow-up).
 */
const maxPages = (sessions: number) => sessions + 2;

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
    // Generator 2.0.0: the lower back is handled once per session, not by a warning on each exercise.
    expect(occurrences(t, "Injury guidance for this session")).toBe(
      program.weeks.find((w) => w.phase === phase)!.sessions.length,
    );
    expect(t).toMatch(/Lumbar spine \(current/);
    expect(t).not.toContain("Injury check (");
    expect(t).toContain("Cricket Australia, under-17s: bowl on at most 3 days a week, and never on two days in a row.");
    expect(t).toContain("Train safely");
  });

  it("shows every exercise of a five-day phase with its dose, effort and rest", async () => {
    const program = generatePlan(adultBatter);
    const { text: t, pages } = await pdfText(await renderPhasePdf({ athleteName: "Sam Taylor", program, phase: 2 }));
    // Several pages (the page breaks and "Page N of M" are exercised), yet each session once (issue #10).
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(maxPages(program.weeks[4]!.sessions.length));
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
    const { text: t } = await pdfText(
      await renderPhasePdf({ athleteName: "Zoë Łukasz", program: generatePlan(adultBatter), phase: 1 }),
    );
    expect(t).toContain("Athlete: Zoë Lukasz");
  });

  // An adult: generator 2.0.0 caps an Under-16's gym week at 3 sessions (issue #10).
  const fourDays = {
    ...juniorBowler,
    ageGroup: "Adult",
    trainingFrequency: "4 days/week",
    equipment: "Full Gym",
  } as const;

  // Issue #10: the phase was printed week by week, the same sessions four times (about 10 pages).
  it.each([1, 2] as const)(
    "phase %i of a 4-session plan prints each session once, its weeks as columns, in at most 6 pages",
    async (phase) => {
      const program = generatePlan(fourDays);
      const { text: t, pages } = await pdfText(await renderPhasePdf({ athleteName: "Asha Patel", program, phase }));
      expect(pages).toBeLessThanOrEqual(maxPages(4));
      const weeks = program.weeks.filter((w) => w.phase === phase);
      expect(weeks[0]!.sessions).toHaveLength(4);
      for (const s of weeks[0]!.sessions) expect(occurrences(t, s.title), s.title).toBe(1);
      // Each exercise once in the grid, not once per week: before the easier/harder list, a name occurs
      // only as often as the session rows' names, cues and "Adapted" lines contain it (one row per
      // exercise of a session in any week of the phase; an exercise can be in two sessions).
      // A name the column wraps after its hyphen ("push-" / "up") reads back as "push- up": still one name.
      const grid = t.slice(0, t.indexOf("Easier and harder versions")).replace(/(\w)- (\w)/g, "$1-$2");
      const rows = weeks[0]!.sessions.flatMap((_, i) => {
        const byId = new Map<string, { name: string; text: string[] }>();
        for (const e of weeks.flatMap((w) => w.sessions[i]?.exercises ?? [])) {
          const row = byId.get(e.exerciseId) ?? { name: e.name, text: [e.name, e.cue] };
          if (e.change && !row.text.includes(e.change)) row.text.push(e.change);
          byId.set(e.exerciseId, row);
        }
        return [...byId.values()];
      });
      for (const e of rows)
        expect(occurrences(grid, e.name), e.name).toBe(
          rows.reduce((n, x) => n + occurrences(x.text.join(" "), e.name), 0),
        );
      // The progression reads across one row: the first exercise's dose and effort, week after week, before the next exercise.
      const [a, b] = weeks[0]!.sessions[0]!.exercises;
      let at = t.indexOf(a!.name);
      // (Followed by the exercise, not the slot: in 2.0.0 a later week can open with another exercise.)
      for (const w of weeks) {
        const e = w.sessions[0]!.exercises.find((x) => x.exerciseId === a!.exerciseId);
        if (!e) continue;
        for (const part of [formatDose(e), formatEffort(e)]) {
          const next = t.indexOf(part, at);
          expect(next, `${part} (week ${w.week})`).toBeGreaterThan(at);
          at = next;
        }
      }
      expect(t.indexOf(b!.name, t.indexOf(a!.name))).toBeGreaterThan(at);
      expect(t).toContain("write load & effort in each box");
    },
  );

  it("a week is not reprinted: a stored 1.0.0 plan shows each injury check once per exercise, not once per week", async () => {
    const program = storedJuniorBowler;
    expect(program.generatorVersion).toBe("1.0.0");
    const { text: t } = await pdfText(await renderPhasePdf({ athleteName: "Asha Patel", program, phase: 1 }));
    const week1 = program.weeks[0]!;
    const flaggedSlots = week1.sessions.reduce((n, s) => n + s.exercises.filter((e) => e.flags.length > 0).length, 0);
    expect(flaggedSlots).toBeGreaterThan(0);
    expect(occurrences(t, "Injury check (lumbar spine)")).toBe(flaggedSlots);
    expect(t).not.toContain("Injury guidance for this session");
  });

  it("a real plan (generator 2.0.0 or later) for a hamstring tear: injury guidance once per session, warm-up steps, why changed, the week note", async () => {
    const program = generatePlan(injuredKeeper);
    expect(program.generatorVersion).toMatch(/^[2-9]\./);
    const { text: t, pages } = await pdfText(await renderPhasePdf({ athleteName: "Kiran Keeper", program, phase: 1 }));
    expect(pages).toBeLessThanOrEqual(maxPages(program.weeks[0]!.sessions.length));
    const weeks = program.weeks.filter((w) => w.phase === 1);
    const sessions = weeks[0]!.sessions;
    expect(sessions.length).toBe(4);
    expect(occurrences(t, "Injury guidance for this session")).toBe(sessions.length);
    // Each guidance line once per session it belongs to; a line held only in some weeks says which.
    const lines = new Map<string, number>();
    sessions.forEach((s, i) => {
      for (const g of new Set(weeks.flatMap((w) => w.sessions[i]?.injuryGuidance ?? []))) {
        const inWeeks = weeks.filter((w) => w.sessions[i]?.injuryGuidance?.includes(g)).map((w) => w.week);
        const key =
          inWeeks.length === weeks.length
            ? g
            : `${inWeeks.length === 1 ? `Week ${inWeeks[0]}` : `Weeks ${inWeeks[0]}-${inWeeks.at(-1)}`}: ${g}`;
        lines.set(key, (lines.get(key) ?? 0) + 1);
      }
    });
    expect(lines.size).toBeGreaterThan(0);
    for (const [line, n] of lines) expect(occurrences(t, line), line).toBe(n);
    expect(t).toMatch(/hamstring/i);
    // The generator's "why changed" lines, under their exercise.
    const changed = weeks[0]!.sessions.flatMap((s) => s.exercises).filter((e) => e.change);
    expect(changed.length).toBeGreaterThan(0);
    for (const e of changed) {
      expect(t).toContain(e.change!);
      expect(t.indexOf("Adapted:", t.indexOf(e.name))).toBeGreaterThan(t.indexOf(e.name));
    }
    const steps = sessions[0]!.warmUp.steps!;
    expect(steps.length).toBeGreaterThan(1);
    expect(t).toContain(`1. ${steps[0]}`);
    // Every step of every week's warm-up is printed, a step shared by the weeks only once.
    for (const w of weeks) for (const step of w.sessions[0]!.warmUp.steps!) expect(t).toContain(step);
    const first = t.slice(t.indexOf(sessions[0]!.title), t.indexOf(sessions[1]!.title));
    expect(occurrences(first, steps[0]!)).toBe(1);
    expect(t).toContain(program.notes.week!.title);
    expect(t).toContain(program.notes.week!.lines[0]);
    // A still-loading exercise gets a short pointer to the guidance, not a warning of its own.
    expect(t).not.toContain("Injury check (");
    expect(t).toContain("Loads your hamstring: see the guidance");
  });

  // Evidence for a person to look at (issue #5): page 2 of phase 1 as PNGs in a fresh folder per run.
  it.skipIf(!hasPdftoppm)("renders a page to PNG", async () => {
    const dir = mkdtempSync(join(tmpdir(), "phase-pdf-"));
    const page2 = async (name: string, program: Program) => {
      writeFileSync(join(dir, `${name}.pdf`), await renderPhasePdf({ athleteName: "Asha Patel", program, phase: 1 }));
      execFileSync("pdftoppm", [
        "-f",
        "2",
        "-l",
        "2",
        "-r",
        "80",
        "-png",
        "-singlefile",
        join(dir, `${name}.pdf`),
        join(dir, `${name}-page-2`),
      ]);
      const png = join(dir, `${name}-page-2.png`);
      expect(existsSync(png)).toBe(true);
      expect(statSync(png).size).toBeGreaterThan(10_000);
    };
    await page2("stored-1.0.0-phase-1", storedJuniorBowler);
    // And the compact 2.0.0 layout with real guidance (issue #10).
    await page2("injured-keeper-phase-1", generatePlan(injuredKeeper));
    console.log(`phase PDF pages as PNG in ${dir}`);
  });
});
