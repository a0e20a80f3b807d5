import { REGION_NAME } from "./adapt.ts";
import { prescribe, WEEK_SHAPES, type Prescribed, type SlotRole } from "./dosing.ts";
import type { Exercise } from "./exercise-library.ts";
import { loads } from "./exercise-library.ts";
import type { Athlete } from "./athlete.ts";
import type { Dose } from "./types.ts";

/**
 * Guard rails on a coach's dose, as a strength coach says them (docs/decisions/0139-coach-guard-rails.md).
 * The limits are the generator's own: what `prescribe` gives this athlete for this exercise, so the
 * plan and the coach's page can never disagree about what a junior may do.
 * - A junior's cap is HARD: never more sets, reps (or seconds, metres), total contacts or sprint
 *   metres, or effort than the generator gives an athlete of that age anywhere in the block.
 * - Everything else is a WARNING the coach may override with a reason: a dose far above what the
 *   plan gives in that week, an effort well above the week's, more work for an injured region.
 */

const ROLES: readonly SlotRole[] = ["main", "contrast", "accessory"];
/** Extra sets the generator adds for an emphasis and a role family: the most a slot ever gets. */
const EXTRA_SETS = [0, 1, 2] as const;
/** "Far above": more than half as much work again as the plan's most for that exercise that week. */
export const FAR_ABOVE = 1.5;
/** "Well above" the week's effort: more than this many levels over the plan's effort for it. */
export const EFFORT_MARGIN = 1;

export const amountOf = (d: Dose) => (d.kind === "reps" ? d.reps : d.kind === "time" ? d.seconds : d.metres);
const unitWord = (d: Dose) => (d.kind === "reps" ? "reps" : d.kind === "time" ? "seconds" : "metres");

export interface DoseLimit {
  sets: number;
  amount: number;
  /** Sets × amount: jump contacts, sprint metres, seconds under load. */
  work: number;
  rpe: number;
}

function limitOf(doses: readonly Prescribed[]): DoseLimit {
  return {
    sets: Math.max(...doses.map((d) => d.sets)),
    amount: Math.max(...doses.map((d) => amountOf(d.dose))),
    work: Math.max(...doses.map((d) => d.sets * amountOf(d.dose))),
    rpe: Math.max(...doses.map((d) => d.rpe)),
  };
}

/** The most the generator gives this athlete of this exercise in the given weeks, in any slot. */
export function generatorLimit(a: Athlete, e: Exercise, weeks: readonly number[], roles = ROLES): DoseLimit {
  const doses = weeks.flatMap((w) =>
    roles.flatMap((role) => EXTRA_SETS.map((extra) => prescribe(e, role, WEEK_SHAPES[w - 1]!, a.dose, extra))),
  );
  return limitOf(doses);
}

const ALL_WEEKS = WEEK_SHAPES.map((s) => s.week);

export interface CoachDose {
  sets: number;
  amount: number;
  rpe: number;
}

/** A junior's hard cap, in plain words, or null when the dose is within it. */
export function juniorCapRefusal(a: Athlete, e: Exercise, dose: Dose, d: CoachDose): string | null {
  if (!a.junior) return null;
  const cap = generatorLimit(a, e, ALL_WEEKS);
  const age = a.answers.ageGroup;
  const unit = unitWord(dose);
  const over: string[] = [];
  if (d.sets > cap.sets) over.push(`${cap.sets} sets`);
  if (d.amount > cap.amount) over.push(`${cap.amount} ${unit} a set`);
  if (d.sets * d.amount > cap.work && d.sets <= cap.sets && d.amount <= cap.amount)
    over.push(`${cap.work} ${e.category === "plyometric" ? "contacts" : unit} in all`);
  if (d.rpe > a.dose.rpeCap) over.push(`effort ${a.dose.rpeCap}`);
  if (over.length === 0) return null;
  return `${age} limit for ${e.name}: at most ${over.join(", ")}. The plan never goes past it for their age, and neither can a coach: lower the dose.`;
}

export interface Warning {
  /** The rule broken, in a coach's words. */
  rule: string;
  /** What this change does against it. */
  detail: string;
}

/** Regions of the athlete's current injuries (severity 1 or more) this exercise loads. */
export function injuredRegionsLoaded(a: Athlete, e: Exercise): string[] {
  return a.injuries.filter((r) => r.sev >= 1 && loads(e, r.region)).map((r) => REGION_NAME[r.region]);
}

/**
 * What a coach's dose breaks, for the coach to confirm with a reason. `present` is the dose the
 * athlete has now in that slot (after the plan's own easing for injuries).
 */
export function doseWarnings(
  a: Athlete,
  e: Exercise,
  week: number,
  role: SlotRole,
  present: { sets: number; dose: Dose; rpe: number },
  d: CoachDose,
): Warning[] {
  const out: Warning[] = [];
  const plan = generatorLimit(a, e, [week], [role]);
  const work = d.sets * d.amount;
  const unit = unitWord(present.dose);
  if (work > plan.work * FAR_ABOVE)
    out.push({
      rule: "Dose far above the phase's",
      detail: `${d.sets} × ${d.amount} ${unit} is ${work} ${unit} of ${e.name}; the plan gives at most ${plan.work} in week ${week}.`,
    });
  if (d.rpe > plan.rpe + EFFORT_MARGIN)
    out.push({
      rule: week === 1 ? "High effort in week 1" : "Effort well above the week's",
      detail: `Effort ${d.rpe} for ${e.name}; the plan's effort for it in week ${week} is ${plan.rpe}${week === 1 ? ": the first week sets the baseline and efforts build from there" : ""}.`,
    });
  const injured = injuredRegionsLoaded(a, e);
  const more =
    d.rpe > present.rpe ||
    d.sets * d.amount > present.sets * amountOf(present.dose) ||
    d.amount > amountOf(present.dose);
  if (injured.length && more)
    out.push({
      rule: "More load on an injured region",
      detail: `${e.name} loads the injured ${injured.join(" and ")}; this is more than the plan's eased dose in week ${week}.`,
    });
  return out;
}

export const warningText = (w: Warning) => `${w.rule}: ${w.detail}`;
