import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { JUNIOR_RPE_CAP, WEEK_SHAPES, prescribe, weekRpe, type DoseContext, type WeekShape } from "./dosing.ts";
import { emphasisFor, FILLERS, roleTags, type Emphasis } from "./emphasis.ts";
import { EXERCISES, equipmentRank, isPossibleWith, type Exercise } from "./exercise-library.ts";
import { injuryNote, isJunior, juniorBowlingNote, juniorNote, needsJuniorBowlingGuidance, safetyNote } from "./guidance.ts";
import { hasReportedInjury, matchInjuryRegions, normaliseInjuryText } from "./injuries.ts";
import { answersHash, seededRandom } from "./random.ts";
import { contrastFor, templatesFor, type SessionKind, type SessionTemplate, type Slot } from "./templates.ts";
import { SETUP_SECONDS_PER_EXERCISE, WARM_UP_MINUTES, estimateSessionMinutes, sessionCapMinutes, workSecondsPerSet, type TimedItem } from "./timing.ts";
import type { BodyRegion, ExerciseInfo, Prescription, Program, Session, Week } from "./types.ts";

/**
 * The 8-week plan generator (issue #5; docs/decisions/0030-plan-generator.md). Pure and
 * deterministic: the same answers always give the same program for a given version. Bump the
 * version whenever the output for some answers would change; stored plans keep theirs.
 */
export const GENERATOR_VERSION = "1.0.0";

interface Athlete {
  answers: QuestionnaireAnswers;
  junior: boolean;
  cap: number;
  dose: DoseContext;
  roles: ReturnType<typeof roleTags>;
  injuryRegions: BodyRegion[];
  rand: () => number;
}

interface Item {
  slot: Slot;
  exercise: Exercise;
}

export function generatePlan(answers: QuestionnaireAnswers): Program {
  const hash = answersHash(answers);
  const junior = isJunior(answers.ageGroup);
  const rpeCap = junior ? JUNIOR_RPE_CAP[answers.ageGroup as keyof typeof JUNIOR_RPE_CAP] : 10;
  const athlete: Athlete = {
    answers,
    junior,
    cap: sessionCapMinutes(answers.trainingDuration, answers.ageGroup),
    dose: { level: answers.competitionLevel, junior, rpeCap, endurance: answers.goals.includes("Match Endurance") },
    roles: roleTags(answers.primaryRole),
    injuryRegions: matchInjuryRegions(answers.injuries),
    rand: seededRandom(parseInt(hash, 16)),
  };
  const sessionsPerWeek = sessionsFor(answers.trainingFrequency);
  const templates = templatesFor(sessionsPerWeek);
  const emphasis = emphasisFor(answers);
  const slotsBySession = distribute(templates, emphasis);

  const week1Used = new Set<string>();
  const phase1 = slotsBySession.map((slots) => choose(athlete, slots, new Map(), new Set(), week1Used));
  const mains = new Map(phase1.flat().filter((i) => i.slot.role === "main").map((i) => [i.slot.key, i.exercise] as const));
  const used1 = new Set(phase1.flat().map((i) => i.exercise.id));
  const week2Used = new Set<string>();
  const phase2 = slotsBySession.map((slots) =>
    choose(athlete, [...slots, ...slots.filter((s) => s.role === "main").map(contrastFor)], mains, used1, week2Used),
  );
  const fitted = { 1: phase1.map((items) => fit(athlete, items, 1)), 2: phase2.map((items) => fit(athlete, items, 2)) };

  const weeks = WEEK_SHAPES.map((shape) => buildWeek(athlete, shape, templates, fitted[shape.phase]));
  const week1Work = weekWork(weeks[0]!);
  for (const w of weeks) w.volumeIndex = Math.round((100 * weekWork(w)) / week1Work);

  const exercises: Record<string, ExerciseInfo> = {};
  for (const e of [...fitted[1], ...fitted[2]].flat().map((i) => i.exercise)) {
    exercises[e.id] = { name: e.name, category: e.category, pattern: e.pattern, equipment: e.equipment, easier: e.easier, harder: e.harder, regions: e.regions };
  }

  const injuryText = normaliseInjuryText(answers.injuries);
  return {
    generatorVersion: GENERATOR_VERSION,
    answersHash: hash,
    profile: {
      ageGroup: answers.ageGroup,
      competitionLevel: answers.competitionLevel,
      primaryRole: answers.primaryRole,
      goals: [...answers.goals],
      equipment: answers.equipment,
      trainingFrequency: answers.trainingFrequency,
      trainingDuration: answers.trainingDuration,
      sessionsPerWeek,
      maxSessionMinutes: athlete.cap,
      emphasis: [...(junior ? ["Technique first"] : []), ...emphasis.labels],
    },
    notes: {
      safety: safetyNote(),
      junior: junior ? juniorNote(answers.ageGroup, rpeCap) : null,
      juniorBowling: needsJuniorBowlingGuidance(answers.ageGroup, answers.primaryRole) ? juniorBowlingNote(answers.ageGroup) : null,
      injury: hasReportedInjury(injuryText) ? injuryNote(injuryText, athlete.injuryRegions) : null,
    },
    phases: [
      {
        phase: 1,
        title: "Phase 1: general strength and movement quality",
        weeks: [1, 2, 3, 4],
        summary: `3-6 sets of 8-20 reps at moderate loads, effort rising from RPE ${weeks[0]!.targetRpe} to ${weeks[2]!.targetRpe}; week 4 unloads.`,
      },
      {
        phase: 2,
        title: "Phase 2: strength to power",
        weeks: [5, 6, 7, 8],
        summary: "Heavier main lifts alternated with jumps, throws and sprints; week 8 tapers toward the season.",
      },
    ],
    weeks,
    exercises,
  };
}

export function sessionsFor(frequency: QuestionnaireAnswers["trainingFrequency"]): number {
  return { "2 days/week": 2, "3 days/week": 3, "4 days/week": 4, "5+ days/week": 5 }[frequency];
}

/**
 * Emphasis slots go, highest priority first, to the least-loaded session of a fitting kind that
 * does not train the same thing yet; a slot that `replaces` a core slot takes its place instead.
 */
function distribute(templates: SessionTemplate[], { slots: emphasis, extraSetFamilies }: Emphasis): Slot[][] {
  const slots = templates.map((t) =>
    t.slots.map((s) => (extraSetFamilies.includes(s.family) ? { ...s, extraSets: (s.extraSets ?? 0) + 1 } : s)),
  );
  const added = templates.map(() => 0);
  const fits = (t: SessionTemplate, kinds: SessionKind[] | undefined) => t.kinds.includes("full") || t.kinds.some((k) => kinds?.includes(k));
  const hasFamily = (i: number, family: string) => slots[i]!.some((x) => x.family === family);
  for (const s of emphasis) {
    const host = s.replaces ? slots.findIndex((list) => list.some((x) => x.key === s.replaces)) : -1;
    if (host >= 0) {
      const list = slots[host]!;
      const at = list.findIndex((x) => x.key === s.replaces);
      list[at] = { ...s, role: list[at]!.role, priority: Math.max(s.priority, list[at]!.priority) };
      continue;
    }
    // Prefer a fitting session without this family yet, then any session without it, then double up.
    const load = (i: number) => added[i]! + (fits(templates[i]!, s.kinds) ? 0 : 10) + (hasFamily(i, s.family) ? 100 : 0);
    const target = templates.reduce((best, _, i) => (load(i) < load(best) ? i : best), 0);
    slots[target]!.push(s);
    added[target]!++;
  }
  slots.forEach((list, i) => list.push(...FILLERS.filter((f) => !hasFamily(i, f.family)).map((f): Slot => ({ role: "accessory", ...f }))));
  return slots;
}

/** Picks one exercise per slot: possible with the kit, junior-safe, role-fitting, varied. */
function choose(a: Athlete, slots: Slot[], pinned: Map<string, Exercise>, usedBefore: Set<string>, usedThisWeek: Set<string>): Item[] {
  const items: Item[] = [];
  const inSession = new Set<string>();
  for (const slot of [...slots].sort((x, y) => y.priority - x.priority)) {
    const fixed = pinned.get(slot.key);
    const pool = fixed
      ? [fixed]
      : EXERCISES.filter((e) => isPossibleWith(e, a.answers.equipment) && (!a.junior || e.junior) && slot.match(e) && !inSession.has(e.id));
    let best: Exercise | undefined;
    let bestScore = -Infinity;
    for (const e of pool) {
      const rank = equipmentRank(e.equipment);
      const score =
        (e.roles.some((r) => a.roles.includes(r)) ? 3 : 0) +
        (slot.prefer?.(e) ?? 0) +
        (a.junior ? 1.5 * (2 - rank) : slot.role === "accessory" ? 0.3 * rank : rank) -
        (usedThisWeek.has(e.id) ? 4 : 0) -
        (usedBefore.has(e.id) && slot.role === "accessory" ? 1 : 0) +
        a.rand() * 1.2;
      if (score > bestScore) {
        best = e;
        bestScore = score;
      }
    }
    if (!best || inSession.has(best.id)) continue;
    inSession.add(best.id);
    usedThisWeek.add(best.id);
    items.push({ slot, exercise: best });
  }
  return items;
}

/** Drops the lowest-priority work until every week of the phase fits the session cap. */
function fit(a: Athlete, chosen: Item[], phase: 1 | 2): Item[] {
  const shapes = WEEK_SHAPES.filter((w) => w.phase === phase);
  // Each item's minutes-relevant seconds per week, computed once.
  let items = chosen.map((item) => ({ item, seconds: shapes.map((w) => itemSeconds(dosed(a, item, w))) }));
  const longest = () =>
    Math.max(...shapes.map((_, w) => estimateSessionMinutes(WARM_UP_MINUTES, []) + Math.ceil(items.reduce((sum, i) => sum + i.seconds[w]!, 0) / 60)));
  while (items.length > 2 && longest() > a.cap) {
    let lowest = 0;
    items.forEach((it, i) => {
      if (it.item.slot.priority <= items[lowest]!.item.slot.priority) lowest = i;
    });
    items = items.filter((_, i) => i !== lowest);
  }
  return order(items.map((i) => i.item));
}

/** One exercise's share of estimateSessionMinutes, in seconds. */
function itemSeconds(t: TimedItem): number {
  return t.sets * (workSecondsPerSet(t.category, t.dose) + t.restSeconds) + SETUP_SECONDS_PER_EXERCISE;
}

const ORDER: Record<Exercise["category"], number> = {
  speed: 0, plyometric: 1, power: 1, strength: 3, prehab: 4, trunk: 5, conditioning: 6, mobility: 7,
};

/** Speed and jumps first, then main lifts (each with its explosive partner), then the rest. */
function order(items: Item[]): Item[] {
  const rank = (i: Item) => (i.slot.role === "main" ? 2 : i.slot.role === "contrast" ? 2 : ORDER[i.exercise.category]);
  const sorted = [...items].sort((x, y) => rank(x) - rank(y) || y.slot.priority - x.slot.priority);
  const out: Item[] = [];
  for (const it of sorted) {
    if (it.slot.role === "contrast") continue;
    out.push(it);
    const partner = sorted.find((p) => p.slot.key === `${it.slot.key}-contrast`);
    if (partner) out.push(partner);
  }
  // A contrast whose main lift was trimmed stays, on its own.
  for (const it of sorted) if (!out.includes(it)) out.splice(0, 0, it);
  return out;
}

function dosed(a: Athlete, item: Item, shape: WeekShape) {
  return { category: item.exercise.category, ...prescribe(item.exercise, item.slot.role, shape, a.dose, item.slot.extraSets ?? 0) };
}

function blocks(items: Item[]): string[] {
  const labels: string[] = [];
  let letter = 0;
  items.forEach((it, i) => {
    const next = items[i + 1];
    if (it.slot.role === "main" && next?.slot.key === `${it.slot.key}-contrast`) {
      const l = String.fromCharCode(65 + letter++);
      labels.push(`${l}1`);
    } else if (it.slot.role === "contrast" && items[i - 1]?.slot.key === it.slot.key.replace(/-contrast$/, "")) {
      labels.push(`${labels[i - 1]!.slice(0, 1)}2`);
    } else {
      labels.push(String.fromCharCode(65 + letter++));
    }
  });
  return labels;
}

function buildWeek(a: Athlete, shape: WeekShape, templates: SessionTemplate[], sessions: Item[][]): Week {
  const rpe = weekRpe(shape, a.dose);
  return {
    week: shape.week,
    phase: shape.phase,
    kind: shape.kind,
    focus: weekFocus(shape, rpe),
    targetRpe: rpe,
    volumeIndex: 0,
    sessions: sessions.map((items, i) => buildSession(a, shape, templates[i]!, i + 1, items)),
  };
}

function buildSession(a: Athlete, shape: WeekShape, template: SessionTemplate, day: number, items: Item[]): Session {
  const labels = blocks(items);
  const exercises: Prescription[] = items.map((it, i) => {
    const p = dosed(a, it, shape);
    return {
      exerciseId: it.exercise.id,
      name: it.exercise.name,
      category: it.exercise.category,
      block: labels[i]!,
      sets: p.sets,
      dose: p.dose,
      rpe: p.rpe,
      rir: p.rir,
      restSeconds: p.restSeconds,
      cue: it.exercise.cue,
      flags: it.exercise.regions
        .filter((r) => a.injuryRegions.includes(r))
        .map((region) => ({ region, message: `Loads your ${region}: check with your physiotherapist before doing this.` })),
    };
  });
  const focus = [...new Set(items.filter((i) => i.slot.priority >= 40).map((i) => i.slot.label))].slice(0, 5).join(" · ");
  return {
    day,
    title: `Day ${day}: ${template.title}`,
    focus,
    warmUp: { minutes: WARM_UP_MINUTES, description: warmUp(template.kinds) },
    estimatedMinutes: estimateSessionMinutes(WARM_UP_MINUTES, exercises),
    exercises,
  };
}

function warmUp(kinds: SessionKind[]): string {
  if (kinds.includes("speed")) return "5 min easy jog or skipping, leg swings and lunges with a twist, A-skips, 3 build-up runs to 80%.";
  if (kinds.includes("upper")) return "5 min easy cardio, arm circles and band pull-aparts, 2 light sets of the first exercise.";
  return "5 min easy cardio, leg swings, world's greatest stretch, 2 light sets of the first exercise.";
}

function weekFocus(shape: WeekShape, rpe: number): string {
  switch (shape.week) {
    case 1:
      return `Learn the movements: controlled tempo, moderate loads, RPE ${rpe}.`;
    case 2:
      return `Build: the same exercises with a little more effort, RPE ${rpe}.`;
    case 3:
      return `Hardest week of phase 1: an extra set on the main work, RPE ${rpe}.`;
    case 4:
      return `Unload: fewer sets and easier effort (RPE ${rpe}) so the body absorbs the work; it matches the easy week in Cricket Australia's bowling guidance.`;
    case 5:
      return `Strength to power: heavier main lifts paired with jumps, throws and sprints, RPE ${rpe}.`;
    case 6:
      return `Heavier again: fewer reps on the main lifts, full intent on every explosive rep, RPE ${rpe}.`;
    case 7:
      return `Peak week: the heaviest lifts and sharpest power work of the plan, RPE ${rpe}.`;
    default:
      return `Taper: about half the volume at RPE ${rpe}; keep the speed and arrive fresh for the season.`;
  }
}

/** Work seconds of a week (sets × work per set): the basis of the volume index. */
export function weekWork(week: Week): number {
  return week.sessions.flatMap((s) => s.exercises).reduce((sum, e) => sum + e.sets * workSecondsPerSet(e.category, e.dose), 0);
}
