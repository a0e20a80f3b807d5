import { expect } from "vitest";
import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { JUNIOR_RPE_CAP } from "./dosing.ts";
import { EXERCISES_BY_ID, isPossibleWith } from "./exercise-library.ts";
import { sessionsFor } from "./athlete.ts";
import { weekWork } from "./compose.ts";
import { isJunior, needsJuniorBowlingGuidance } from "./guidance.ts";
import { loads } from "./exercise-library.ts";
import { hasReportedInjury, readInjuries, saysNoInjury, severity } from "./injuries.ts";
import { WARM_UP_MINUTES, estimateSessionMinutes, sessionCapMinutes } from "./timing.ts";
import type { Program, Week } from "./types.ts";

/**
 * Every rule of issue #5 a generated program must satisfy, for any answers. Checks collect
 * plain messages (one `expect` per program keeps 1,440-plan loops fast).
 */
export function expectProgramInvariants(a: QuestionnaireAnswers, p: Program): void {
  expect(programViolations(a, p)).toEqual([]);
}

class Checker {
  readonly bad: string[] = [];
  ok(cond: boolean, what: string) {
    if (!cond) this.bad.push(what);
  }
}

export function programViolations(a: QuestionnaireAnswers, p: Program): string[] {
  const c = new Checker();
  const cap = sessionCapMinutes(a.trainingDuration, a.ageGroup);
  const all = p.weeks.flatMap((w) => w.sessions.flatMap((s) => s.exercises));

  // 8 weeks, sessions per week = frequency (5+ means 5), capped for juniors (issue #10: U14/U16 3, U19 4).
  c.ok(p.weeks.map((w) => w.week).join() === "1,2,3,4,5,6,7,8", "8 weeks");
  const cap5 = { "Under-14": 3, "Under-16": 3, "Under-19": 4 }[a.ageGroup as string] ?? 5;
  for (const w of p.weeks)
    c.ok(
      w.sessions.length === Math.min(sessionsFor(a.trainingFrequency), cap5),
      `week ${w.week}: ${w.sessions.length} sessions`,
    );

  // Every session fits the duration, and its estimate is the honest sum of its parts.
  for (const s of p.weeks.flatMap((w) => w.sessions)) {
    c.ok(s.estimatedMinutes <= cap, `${s.title}: ${s.estimatedMinutes} min > ${cap}`);
    c.ok(s.estimatedMinutes === estimateSessionMinutes(WARM_UP_MINUTES, s.exercises), `${s.title}: estimate`);
  }

  // Only exercises the athlete's equipment allows.
  for (const e of all)
    c.ok(isPossibleWith(EXERCISES_BY_ID.get(e.exerciseId)!, a.equipment), `${e.name} needs more than ${a.equipment}`);

  // Effort rises through weeks 1-3; week 4 is lighter than week 3 in volume and effort; week 8 tapers.
  const [w1, w2, w3, w4, w5, w6, w7, w8] = p.weeks as [Week, Week, Week, Week, Week, Week, Week, Week];
  c.ok(w1.targetRpe < w2.targetRpe && w2.targetRpe < w3.targetRpe, "effort rises weeks 1-3");
  c.ok(w4.volumeIndex < w3.volumeIndex && weekWork(w4) < weekWork(w3), "week 4 volume < week 3");
  c.ok(w4.targetRpe < w3.targetRpe, "week 4 effort < week 3");
  c.ok(weekWork(w8) < weekWork(w7) && w8.targetRpe < w7.targetRpe, "week 8 tapers");

  // Phase 1 strength work: 3-6 sets of 8-20 reps in weeks 1-3; work an injury held back comes
  // back at half the sets in its first week, and says so.
  for (const e of [w1, w2, w3].flatMap((w) => w.sessions.flatMap((s) => s.exercises))) {
    if (e.category !== "strength" || e.dose.kind !== "reps") continue;
    const firstWeekBack = /half the sets in its first week back/.test(e.change ?? "");
    c.ok(
      e.sets >= (firstWeekBack ? 2 : 3) && e.sets <= 6 && e.dose.reps >= 8 && e.dose.reps <= 20,
      `${e.name}: ${e.sets}x${e.dose.reps} in phase 1`,
    );
  }

  // Phase 2 has power work (jumps, throws, sprints) every week 5-7, unless an injury now or recently
  // (severity 2-3) rules out the explosive work for its regions until weeks 5-7 (issue #10).
  const seriouslyInjured =
    !(saysNoInjury(a.injuries) && !a.injuryDetails?.length) && readInjuries(a).some((r) => severity(r) >= 2);
  for (const w of seriouslyInjured ? [] : [w5, w6, w7]) {
    const power = w.sessions
      .flatMap((s) => s.exercises)
      .filter((e) => e.category === "power" || e.category === "plyometric");
    c.ok(power.length > 0, `week ${w.week}: no power work`);
  }

  // Junior bowling guidance for every fast bowler under 19, and for nobody else.
  const bowling = needsJuniorBowlingGuidance(a.ageGroup, a.primaryRole);
  c.ok((p.notes.juniorBowling !== null) === bowling, "junior bowling guidance iff fast bowler under 19");
  if (bowling && p.notes.juniorBowling) {
    const text = p.notes.juniorBowling.lines.join(" ");
    const days =
      a.ageGroup === "Under-19"
        ? /at most 4 days a week, and no more than 2 days in a row/
        : /at most 3 days a week, and never on two days in a row/;
    c.ok(days.test(text) && /ECB match directive/.test(text), "bowling guidance text");
  }

  // Juniors: technique-first note, junior-suitable exercises only (no heavy barbell), effort capped.
  c.ok((p.notes.junior !== null) === isJunior(a.ageGroup), "junior note iff U14/U16");
  if (isJunior(a.ageGroup)) {
    const cap = JUNIOR_RPE_CAP[a.ageGroup as keyof typeof JUNIOR_RPE_CAP];
    for (const e of all) {
      const ex = EXERCISES_BY_ID.get(e.exerciseId)!;
      c.ok(ex.junior && !ex.qualities.includes("max-strength") && e.rpe <= cap, `${e.name} @${e.rpe} for a junior`);
    }
  }

  // Injuries: the note to clear the plan with a professional; flags only where an injured region is still loaded.
  const readings = saysNoInjury(a.injuries) && !a.injuryDetails?.length ? [] : readInjuries(a);
  if (hasReportedInjury(a.injuries) || readings.length > 0) {
    c.ok(
      /physiotherapist or doctor/.test(p.notes.injury?.lines.join(" ") ?? "") &&
        p.notes.injury?.regions.join() === readings.map((r) => r.region).join(),
      "injury note",
    );
  } else {
    c.ok(p.notes.injury === null, "no injury note without an injury");
  }
  const active = readings.filter((r) => severity(r) >= 1).map((r) => r.region);
  for (const e of all) {
    const affected = active.filter((r) => loads(EXERCISES_BY_ID.get(e.exerciseId)!, r));
    c.ok(e.flags.map((f) => f.region).join() === affected.join(), `${e.name}: flags`);
  }

  // Loads by effort, never by percentages of a one-rep maximum.
  c.ok(!/1RM|% of/i.test(JSON.stringify(p)), "no percentages of 1RM");
  return c.bad;
}
