import { z } from "zod";
import type { QuestionnaireAnswers } from "../questionnaire.ts";
import {
  type ActiveInjury,
  activeInjuries,
  adaptForInjuries,
  awaitsClearance,
  FASTEST_OR_HEAVIEST,
  REGION_NAME,
} from "./adapt.ts";
import { firstClearedWeek, shortDate, TAPER_WEEK } from "./clearance-api.ts";
import type { ClearedFrom } from "./athlete.ts";
import { buildGradually, copyWeek, offFeetFor, rampedBy, returnsAsBuilt, takeOut, taperBelowPeak } from "./compose.ts";
import { athleteFor } from "./athlete.ts";
import { EXERCISES_BY_ID } from "./exercise-library.ts";
import { generatePlan } from "./generator.ts";
import { BODY_REGIONS, type BodyRegion, type Prescription, type Program, type Week } from "./types.ts";

/**
 * A physio's clearance as a layer over the stored plan (docs/decisions/0142-injury-clearance.md).
 * An injury that is current or recent and not cleared keeps its region's explosive work out of the
 * whole block (adapt.ts). When the athlete (or their coach) records "my physio has cleared my
 * <region>" on a date, the plan as served uses, from the week after the one holding that date,
 * the weeks the generator makes for the same answers with that region cleared. Weeks before stay
 * as they were. The stored program is never rewritten; like the coach's changes (adjustments.ts)
 * this is pure and applied when the plan is served.
 */

export const ClearanceSchema = z.object({
  region: z.enum(BODY_REGIONS),
  /** The day the physio cleared it, "YYYY-MM-DD". */
  clearedOn: z.iso.date(),
});
export type Clearance = z.infer<typeof ClearanceSchema>;

/** The regions whose explosive work waits for a physio's clearance in these answers. */
export function regionsAwaitingClearance(answers: QuestionnaireAnswers): BodyRegion[] {
  return activeInjuries(answers)
    .filter(awaitsClearance)
    .map((r) => r.region);
}

/** The same answers with `regions` cleared by a physio (a region read from the text alone joins the picker). */
export function answersCleared(answers: QuestionnaireAnswers, regions: readonly BodyRegion[]): QuestionnaireAnswers {
  const readings = activeInjuries(answers);
  const details = answers.injuryDetails.map((d) => (regions.includes(d.region) ? { ...d, cleared: true } : { ...d }));
  for (const region of regions) {
    if (details.some((d) => d.region === region)) continue;
    const r = readings.find((x) => x.region === region);
    if (r) details.push({ region, recency: r.recency, cleared: true });
  }
  return { ...answers, injuryDetails: details };
}

/** On an exercise the clearance brought back. */
export const clearanceSummary = (c: Clearance) =>
  `Back after your physio's clearance of the ${REGION_NAME[c.region]} on ${shortDate(c.clearedOn)}`;
/** On a week the clearance re-planned. */
const weekSummary = (c: Clearance) =>
  `Planned after your physio's clearance of the ${REGION_NAME[c.region]} on ${shortDate(c.clearedOn)}`;

/**
 * The clearance's first week is the first week back for all it brings back, whatever calendar week
 * another injury's return fell on: explosive work at half the sets and one effort level lower, and
 * the fastest and heaviest of it (flying sprints, depth jumps, loaded jumps) a week later where
 * the session can spare it (a graded return, Ardern et al., BJSM 2016).
 */
function stepBackIn(week: Week, region: BodyRegion): void {
  const back = (e: Prescription) =>
    e.clearance?.region === region && ["speed", "plyometric", "power"].includes(e.category);
  const fastest = (e: Prescription) => back(e) && FASTEST_OR_HEAVIEST(EXERCISES_BY_ID.get(e.exerciseId)!);
  takeOut(week, fastest);
  for (const e of week.sessions.flatMap((s) => s.exercises)) {
    if (!back(e) || /half the sets|lighter volume/.test(e.change ?? "")) continue;
    e.sets = e.sets > 2 ? Math.max(2, Math.round(e.sets / 2)) : e.sets;
    const eased = /one effort level lower/.test(e.change ?? "");
    if (!eased) e.rpe = Math.max(1, e.rpe - 1);
    const words = `${eased ? "" : "one effort level lower, "}half the sets in its first week back after the clearance`;
    e.change = e.change
      ? `${e.change.replace(/\.$/, "")}; ${words}.`
      : `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  }
}

/** The latest clearance recorded per region (rows oldest first): a correction is a new row. */
export function currentClearances(rows: readonly Clearance[]): Clearance[] {
  const latest = new Map<BodyRegion, Clearance>();
  for (const r of rows) latest.set(r.region, r);
  return [...latest.values()];
}

/**
 * Whether the clearance is why an exercise is in the week: with the injuries as they were, the
 * plan dropped, swapped or changed it, and with the region cleared it does not.
 */
export function broughtBack(
  exerciseId: string,
  week: number,
  before: readonly ActiveInjury[],
  after: readonly ActiveInjury[],
  answers: QuestionnaireAnswers,
): boolean {
  const e = EXERCISES_BY_ID.get(exerciseId);
  if (!e) return false;
  const was = adaptForInjuries(e, week, before, answers.equipment);
  const now = adaptForInjuries(e, week, after, answers.equipment);
  return was.drop !== now.drop || was.exercise.id !== now.exercise.id || was.change.join() !== now.change.join();
}

/**
 * The plan as served after the clearances in force. Only clearances of regions that wait for one
 * in these answers count (a clearance of a region the answers already clear changes nothing).
 * Several clearances stack in date order: from each one's first week on, every region cleared by
 * then is cleared. `generate` is the generator (a parameter so tests can count calls).
 */
export function applyClearances(
  stored: Program,
  answers: QuestionnaireAnswers,
  clearances: readonly Clearance[],
  startDate: string,
  generate: (a: QuestionnaireAnswers, clearedFrom: ClearedFrom) => Program = generatePlan,
): Program {
  const waiting = regionsAwaitingClearance(answers);
  const due = currentClearances(clearances)
    .filter((c) => waiting.includes(c.region))
    .sort((x, y) => x.clearedOn.localeCompare(y.clearedOn));
  if (due.length === 0) return stored;
  const program = structuredClone(stored);
  let injuriesBefore = activeInjuries(answers);
  let replanned = 9;
  for (let i = 0; i < due.length; i++) {
    const c = due[i]!;
    const from = firstClearedWeek(startDate, c.clearedOn);
    // The taper brings back nothing new: a clearance in week 7 or 8 returns the work in the next block.
    if (from >= TAPER_WEEK) continue;
    replanned = Math.min(replanned, from);
    const regions = due.slice(0, i + 1).map((x) => x.region);
    const clearedAnswers = answersCleared(answers, regions);
    // Each cleared region's work returns from its clearance's first week, not from the calendar
    // week it would have come back had it been cleared all along: the athlete never trained it.
    const clearedFrom: ClearedFrom = {};
    for (const x of due.slice(0, i + 1)) clearedFrom[x.region] ??= firstClearedWeek(startDate, x.clearedOn);
    // The generator breaks its ties the same way with or without the clearance (Athlete.jitter):
    // the cleared plan differs from the stored one in the region's work and what it displaces.
    const cleared = generate(clearedAnswers, clearedFrom);
    const injuriesAfter = activeInjuries(clearedAnswers, regions);
    const summary = clearanceSummary(c);
    for (const week of cleared.weeks) {
      if (week.week < from) continue;
      const at = program.weeks.findIndex((w) => w.week === week.week);
      if (at < 0) continue;
      const before = program.weeks[at]!;
      const next = copyWeek(week);
      next.clearance = before.clearance ? `${before.clearance}; ${weekSummary(c)}` : weekSummary(c);
      // Marked: what the clearance brings back, an exercise the week did not hold and the injury
      // kept out. One the week held already (a dead bug dosed a little differently) is not
      // "back", nor one the freed room moved in (the week says it was re-planned).
      const held = new Map<string, Prescription>(
        before.sessions.flatMap((s) => s.exercises.map((e) => [e.exerciseId, e] as const)),
      );
      for (const e of next.sessions.flatMap((s) => s.exercises)) {
        const was = held.get(e.exerciseId);
        if (was?.clearance) e.clearance = was.clearance;
        else if (!was && broughtBack(e.exerciseId, week.week, injuriesBefore, injuriesAfter, answers)) {
          e.clearance = { region: c.region, clearedOn: c.clearedOn, summary };
          // Work the clearance brings back was not trained from another injury's calendar return:
          // it is back from the clearance's first week.
          if (e.change)
            e.change = e.change.replace(/Back (in )?from week (\d+)/g, (m, within: string | undefined, n) =>
              Number(n) < from ? `Back ${within ?? ""}from week ${from}` : m,
            );
        }
      }
      if (week.week === from) stepBackIn(next, c.region);
      program.weeks[at] = next;
    }
    for (const [id, ex] of Object.entries(cleared.exercises)) program.exercises[id] ??= ex;
    injuriesBefore = injuriesAfter;
  }
  // The cleared plan built its runs and jumps up from its own first weeks; the athlete built up
  // from the weeks they trained with the injury. Measured against those, the returning work starts
  // small and climbs a third a week, and the taper stays below the week before it.
  if (replanned <= 8) {
    buildGradually(program.weeks, activeInjuries(answers), replanned, offFeetFor(athleteFor(answers)));
    taperBelowPeak(program.weeks);
  }
  const ramped = rampedBy(activeInjuries(answers));
  returnsAsBuilt(program.weeks, (e) => !ramped(e));
  return program;
}
