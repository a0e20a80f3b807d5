import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { JUNIOR_RPE_CAP, WEEK_SHAPES, prescribe, weekRpe, type DoseContext, type WeekShape } from "./dosing.ts";
import { emphasisFor, ESSENTIAL_KEYS, FILLERS, roleTags, type Emphasis } from "./emphasis.ts";
import {
  GRIP_FREE_PULL,
  activeInjuries,
  adaptForInjuries,
  injuryGuidance,
  warmUpTopSpeed,
  type ActiveInjury,
} from "./adapt.ts";
import {
  EASIER_ID,
  EXERCISES,
  EXERCISES_BY_ID,
  NEEDS_TRAINING_AGE,
  NOT_IN_WEEK_ONE_FOR_NOVICES,
  NOT_SPRINTS,
  SAME_DRILL_AS,
  equipmentRank,
  exercise,
  type ExerciseId,
  isFastBowlerOnly,
  isKeeperOnly,
  isPossibleWith,
  loads,
  type Exercise,
} from "./exercise-library.ts";
import {
  JUNIOR_SESSION_CAP,
  injuryNote,
  isJunior,
  juniorBowlingNote,
  juniorNote,
  needsJuniorBowlingGuidance,
  safetyNote,
  weekNote,
} from "./guidance.ts";
import { hasReportedInjury, normaliseInjuryText, saysNoInjury } from "./injuries.ts";
import { sessionWarmUp, type WarmUpAllowed } from "./warm-up.ts";
import { answersHash, seededRandom } from "./random.ts";
import { CORE, contrastFor, templatesFor, type SessionKind, type SessionTemplate, type Slot } from "./templates.ts";
import {
  SETUP_SECONDS_PER_EXERCISE,
  WARM_UP_MINUTES,
  estimateSessionMinutes,
  sessionCapMinutes,
  workSecondsPerSet,
  type TimedItem,
} from "./timing.ts";
import type { ExerciseInfo, Prescription, Program, Session, Week } from "./types.ts";

/**
 * The 8-week plan generator (issue #5; docs/decisions/0030-plan-generator.md). Pure and
 * deterministic: the same answers always give the same program for a given version. Bump the
 * version whenever the output for some answers would change; stored plans keep theirs.
 */
export const GENERATOR_VERSION = "3.3.0";

export interface Athlete {
  answers: QuestionnaireAnswers;
  junior: boolean;
  cap: number;
  dose: DoseContext;
  roles: ReturnType<typeof roleTags>;
  /** Every injured region read from the picker and the text (severity 0 = old, guidance only). */
  injuries: ActiveInjury[];
  /** Beginners and under-19s: a technique-first pool and week 1 (issue #10). */
  novice: boolean;
  /** Trained adults (Advanced/Professional, Under-23 or Adult): Olympic lifts and depth jumps allowed. */
  trained: boolean;
  /** No heavy barbell lifts (phase 2 pins phase 1's main lifts, so: none in the block). */
  noHeavy: boolean;
  /**
   * Past beginner and rating their own strength 3 or more: a pull-up and a full pike push-up are
   * within reach. Without that base the pull is a pulldown and the pike starts against a bench.
   */
  strengthBase: boolean;
  /**
   * Past beginner, Under-23 or Adult, with dumbbells or a gym: strength work carries a load. Body
   * weight alone cannot bring a trained adult to RPE 6-8 in 8-12 reps (decision 0135).
   */
  lifts: boolean;
  rand: () => number;
}

interface Item {
  slot: Slot;
  exercise: Exercise;
}

export function generatePlan(answers: QuestionnaireAnswers): Program {
  const hash = answersHash(answers);
  const athlete = athleteFor(answers);
  const junior = athlete.junior;
  const rpeCap = athlete.dose.rpeCap;
  const sessionsPerWeek = sessionsFor(answers.trainingFrequency, answers.ageGroup);
  const templates = templatesFor(sessionsPerWeek);
  const emphasis = withRebuild(emphasisFor(answers), athlete.injuries);
  const slotsBySession = distribute(templates, emphasis);
  const pool1 = prescribable(athlete, 1);
  const pool2 = prescribable(athlete, 2);

  const phase1 = oneConditioningEach(chooseWeek(athlete, slotsBySession, new Map(), new Set(), pool1));
  const mains = new Map<string, Exercise>();
  const used1 = new Set<string>();
  for (const items of phase1)
    for (const i of items) {
      if (i.slot.role === "main") mains.set(i.slot.key, i.exercise);
      used1.add(i.exercise.id);
    }
  const phase2 = oneConditioningEach(
    chooseWeek(
      athlete,
      slotsBySession.map((slots) => [...slots, ...slots.filter((s) => s.role === "main").map(contrastFor)]),
      loadedOnceAllowed(athlete, hingeMovedOn(mains, pool2)),
      used1,
      pool2,
    ),
  );
  const fitted = { 1: phase1.map((items) => fit(athlete, items, 1)), 2: phase2.map((items) => fit(athlete, items, 2)) };
  for (const [phase, chosen] of [[1, phase1] as const, [2, phase2] as const]) {
    keepWeekly(athlete, chosen, fitted[phase], phase, (e) => e.category === "conditioning");
  }

  shapeConditioning(athlete, fitted[1], 1);
  shapeConditioning(athlete, fitted[2], 2);
  // Phase 2's words promise heavier lifts only when its main lifts carry a load.
  const loadedMains = fitted[2].some((items) =>
    items.some((i) => i.slot.role === "main" && i.exercise.equipment !== "Bodyweight Only"),
  );
  const hasNordics = [fitted[1], fitted[2]].some((phase) =>
    phase.some((items) => items.some((i) => i.exercise.id === "nordic-curl")),
  );
  const guidance = athlete.injuries.length ? injuryGuidance(athlete.injuries, { hasNordics }) : null;
  const extras = { 1: extrasFor(pool1, phase1, fitted[1]), 2: extrasFor(pool2, phase2, fitted[2]) };
  const weeks = WEEK_SHAPES.map((shape) =>
    buildWeek(athlete, shape, fitted[shape.phase], extras[shape.phase], guidance),
  );
  governSprinting(weeks);
  taperBelowPeak(weeks);
  for (const w of weeks) w.focus = weekFocus(w, loadedMains);
  const phase2Explosive = explosiveWords({
    ...weeks[4]!,
    sessions: weeks.slice(4, 7).flatMap((w) => w.sessions),
  });
  const week1Work = weekWork(weeks[0]!);
  for (const w of weeks) w.volumeIndex = Math.round((100 * weekWork(w)) / week1Work);

  const exercises: Record<string, ExerciseInfo> = {};
  const ids = new Set<string>();
  for (const w of weeks) for (const s of w.sessions) for (const e of s.exercises) ids.add(e.exerciseId);
  for (const id of ids) {
    const e = EXERCISES_BY_ID.get(id)!;
    exercises[e.id] = {
      name: e.name,
      category: e.category,
      pattern: e.pattern,
      equipment: e.equipment,
      easier: e.easier,
      harder: e.harder,
      regions: [...e.regions],
    };
  }

  // The emphasis line only promises what every week of both phases delivers.
  const everyWeek = (label: string) =>
    [1, 2].every((ph) => fitted[ph as 1 | 2].some((items) => items.some((i) => i.slot.label === label)));
  const injuryText = normaliseInjuryText(answers.injuries);
  const hardLegDays = templates
    .map((t, i) => (t.kinds.some((k) => k === "lower" || k === "speed" || k === "full") ? i : -1))
    .filter((i) => i >= 0);
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
      emphasis: [...(junior || athlete.novice ? ["Technique first"] : []), ...emphasis.labels.filter(everyWeek)],
    },
    notes: {
      safety: safetyNote(),
      junior: junior ? juniorNote(answers.ageGroup, rpeCap) : null,
      juniorBowling: needsJuniorBowlingGuidance(answers.ageGroup, answers.primaryRole)
        ? juniorBowlingNote(answers.ageGroup)
        : null,
      injury:
        hasReportedInjury(injuryText) || athlete.injuries.length > 0 ? injuryNote(injuryText, athlete.injuries) : null,
      week: weekNote({
        age: answers.ageGroup,
        role: answers.primaryRole,
        asked: sessionsFor(answers.trainingFrequency),
        sessions: sessionsPerWeek,
        capMinutes: athlete.cap,
        duration: answers.trainingDuration,
        hardLegDays,
      }),
    },
    phases: [
      {
        phase: 1,
        title: "Phase 1: general strength and movement quality",
        weeks: [1, 2, 3, 4],
        summary: `3-6 sets of 8-12 reps at moderate loads, effort rising from RPE ${weeks[0]!.targetRpe} to ${weeks[2]!.targetRpe}; week 4 unloads.`,
      },
      {
        phase: 2,
        title: "Phase 2: strength to power",
        weeks: [5, 6, 7, 8],
        summary: `${loadedMains ? "Heavier main lifts" : "Harder versions of the main lifts (slower, single-leg)"}${phase2Explosive ? ` alternated with ${phase2Explosive}` : ""}; week 8 tapers toward the season.`,
      },
    ],
    weeks,
    exercises,
  };
}

/**
 * A hinge learned with a bridge or a dowel moves on in phase 2 (generator 2.3.0, decision 0134):
 * to a single-leg Romanian deadlift (with a dumbbell where the kit has one), or for the dowel
 * drill a kettlebell deadlift, the first of them the athlete may do in phase 2 (kit, age,
 * injuries: `pool`). Without one the phase-1 hinge stays, as every other main lift does.
 */
const HINGE_MOVES_ON_TO: Partial<Record<ExerciseId, ExerciseId[]>> = {
  "glute-bridge": ["db-single-leg-rdl", "single-leg-rdl"],
  "single-leg-glute-bridge": ["db-single-leg-rdl", "single-leg-rdl"],
  "dowel-hip-hinge": ["db-single-leg-rdl", "single-leg-rdl", "kb-deadlift"],
};

function hingeMovedOn(mains: Map<string, Exercise>, pool: Set<Exercise>): Map<string, Exercise> {
  const next = (HINGE_MOVES_ON_TO[mains.get(CORE.hinge.key)?.id as ExerciseId] ?? [])
    .map(exercise)
    .find((e) => pool.has(e));
  return next ? new Map(mains).set(CORE.hinge.key, next) : mains;
}

/**
 * Phase 2 keeps phase 1's main lifts, except a body-weight one an athlete who lifts had only
 * because an injury ruled the loaded lifts out then (a hand that could not grip): phase 2 chooses
 * again, a loaded lift first, now that the injury allows it.
 */
function loadedOnceAllowed(a: Athlete, mains: Map<string, Exercise>): Map<string, Exercise> {
  if (!a.lifts || !a.injuries.some((r) => r.sev >= 1)) return mains;
  return new Map([...mains].filter(([, e]) => !isBodyWeightLift(e)));
}

/** Everything the choices and doses depend on, read from the answers (also used by the coach's swaps, adjustments.ts). */
export function athleteFor(answers: QuestionnaireAnswers): Athlete {
  const hash = answersHash(answers);
  const junior = isJunior(answers.ageGroup);
  const rpeCap = junior ? JUNIOR_RPE_CAP[answers.ageGroup as keyof typeof JUNIOR_RPE_CAP] : 10;
  const novice =
    answers.competitionLevel === "Beginner" || ["Under-14", "Under-16", "Under-19"].includes(answers.ageGroup);
  return {
    answers,
    junior,
    cap: sessionCapMinutes(answers.trainingDuration, answers.ageGroup),
    dose: { level: answers.competitionLevel, junior, rpeCap, endurance: answers.goals.includes("Match Endurance") },
    roles: roleTags(answers.primaryRole),
    injuries: saysNoInjury(answers.injuries) && !answers.injuryDetails?.length ? [] : activeInjuries(answers),
    novice,
    trained:
      (answers.competitionLevel === "Advanced" || answers.competitionLevel === "Professional") &&
      (answers.ageGroup === "Under-23" || answers.ageGroup === "Adult"),
    noHeavy:
      answers.competitionLevel === "Beginner" ||
      junior ||
      (answers.ageGroup === "Under-19" && answers.competitionLevel === "Intermediate"),
    lifts: !novice && equipmentRank(answers.equipment) > 0,
    strengthBase: answers.competitionLevel !== "Beginner" && answers.abilities.Strength >= 3,
    rand: seededRandom(parseInt(hash, 16)),
  };
}

/** Gym sessions a week: the answer, capped for juniors (Under-14 and Under-16 at 3, Under-19 at 4). */
export function sessionsFor(
  frequency: QuestionnaireAnswers["trainingFrequency"],
  age?: QuestionnaireAnswers["ageGroup"],
): number {
  const asked = { "2 days/week": 2, "3 days/week": 3, "4 days/week": 4, "5+ days/week": 5 }[frequency];
  return Math.min(asked, (age && JUNIOR_SESSION_CAP[age]) ?? 5);
}

/**
 * A region injured now or recently gets its own strength slot in every session that can hold it:
 * controlled, non-explosive work that loads the region, so it is rebuilt rather than only rested.
 */
function withRebuild(e: Emphasis, injuries: readonly ActiveInjury[]): Emphasis {
  const rebuild = injuries
    .filter((r) => r.sev >= 2 && r.condition !== "growth-related")
    .map(
      (r): Slot => ({
        key: `rebuild-${r.region}`,
        family: `rebuild-${r.region}`,
        label: `Rebuild the ${r.region}`,
        role: "accessory",
        priority: 59,
        protected: true,
        kinds: ["lower", "upper", "conditioning", "full"],
        match: (x) =>
          x.regions.includes(r.region) &&
          ["strength", "trunk", "prehab"].includes(x.category) &&
          !x.qualities.includes("max-strength") &&
          x.unit !== "distance",
        // A hamstring is rebuilt with Nordic curls (slower eccentric work first: `place`), as the
        // hamstring slot of emphasis.ts chooses them (decision 0134); a shoulder with its rotator
        // cuff, the rehab its guidance promises.
        prefer: (x) =>
          (x.category === "prehab" || x.category === "trunk" ? 1 : 0) +
          (r.region === "hamstring" && x.id === "nordic-curl" ? 6 : 0) +
          (r.region === "shoulder" && x.qualities.includes("rotator-cuff") ? 6 : 0),
      }),
    );
  return { ...e, slots: [...rebuild, ...e.slots] };
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
  const fits = (t: SessionTemplate, kinds: SessionKind[] | undefined) =>
    t.kinds.includes("full") || t.kinds.some((k) => kinds?.includes(k));
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
    const load = (i: number) =>
      added[i]! + (fits(templates[i]!, s.kinds) ? 0 : 10) + (hasFamily(i, s.family) ? 100 : 0);
    const target = templates.reduce((best, _, i) => (load(i) < load(best) ? i : best), 0);
    slots[target]!.push(s);
    added[target]!++;
  }
  slots.forEach((list, i) => {
    list.push(...FILLERS.filter((f) => !hasFamily(i, f.family)).map((f): Slot => ({ role: "accessory", ...f })));
  });
  return slots;
}

const CRICKET_SHAPED = new Set<ExerciseId>([
  "runs-between-wickets",
  "bowling-spell-repeats",
  "keeper-crouch-circuit",
  "bowling-run-up-strides",
]);

/**
 * Conditioning is shaped like cricket: when a phase's conditioning holds no cricket-shaped drill,
 * its most important conditioning item becomes one (runs between the wickets; a fast bowler's
 * overs of run-ups; a keeper's crouch circuit), if the athlete's kit, age and injuries allow it.
 */
function shapeConditioning(a: Athlete, sessions: Item[][], phase: 1 | 2): void {
  const cond = sessions.flatMap((items) => items.filter((i) => i.exercise.category === "conditioning"));
  if (cond.length === 0 || cond.some((i) => CRICKET_SHAPED.has(i.exercise.id))) return;
  const wanted: ExerciseId[] = a.roles.includes("fast bowler")
    ? ["bowling-spell-repeats", "runs-between-wickets"]
    : a.roles.includes("keeper")
      ? ["runs-between-wickets", "keeper-crouch-circuit"]
      : ["runs-between-wickets"];
  const target = cond.sort((x, y) => keep(y) - keep(x))[0]!;
  const session = sessions.find((items) => items.includes(target))!;
  for (const id of wanted) {
    const e = exercise(id);
    if (!canPrescribe(a, e, phase) || session.some((i) => i.exercise.id === id)) continue;
    // The same drill under its other name (a run-a-three speed drill) gives way to another drill of its slot.
    const twin = session.find((i) => SAME_DRILL_AS[i.exercise.id] === id);
    if (twin) {
      const other = matches(twin.slot.match).find(
        (x) =>
          x.id !== id &&
          SAME_DRILL_AS[x.id] !== id &&
          canPrescribe(a, x, phase) &&
          !session.some((i) => i.exercise === x),
      );
      if (!other) continue;
      twin.exercise = other;
    }
    target.exercise = e;
    return;
  }
}

/** The exercises this athlete may be given in a phase (canPrescribe), worked out once per phase. */
function prescribable(a: Athlete, phase: 1 | 2): Set<Exercise> {
  return new Set(EXERCISES.filter((e) => canPrescribe(a, e, phase)));
}

/**
 * The library's exercises a slot's rule matches, in library order. A rule looks only at the
 * exercise, so its matches are worked out once per rule (the templates' and emphases' rules are
 * module constants) instead of once per slot of every plan.
 */
const MATCHES = new WeakMap<Slot["match"], readonly Exercise[]>();
function matches(match: Slot["match"]): readonly Exercise[] {
  let found = MATCHES.get(match);
  if (!found) {
    found = EXERCISES.filter(match);
    MATCHES.set(match, found);
  }
  return found;
}

/**
 * A week's choices, in two rounds: first every session's slots that trimming to time keeps (main
 * lifts, their contrast partners, role and goal work), then the rest. A filler that trimming
 * later drops must not take the exercise a role slot wants elsewhere in the week (it once took
 * the Nordic curl from the hamstring slot of an under-14 batter's plan, decision 0128).
 */
function chooseWeek(
  a: Athlete,
  sessions: Slot[][],
  pinned: Map<string, Exercise>,
  usedBefore: Set<string>,
  allowed: Set<Exercise>,
): Item[][] {
  const usedThisWeek = new Set<string>();
  const firm = (s: Slot) => keepSlot(s) >= 1000;
  const first = sessions.map((slots) =>
    choose(a, slots.filter(firm), pinned, usedBefore, usedThisWeek, allowed, new Set()),
  );
  return sessions.map((slots, i) => {
    const firmItems = first[i]!;
    const inSession = new Set(firmItems.map((it) => it.exercise.id));
    const rest = slots.filter((s) => !firm(s));
    return [...firmItems, ...choose(a, rest, pinned, usedBefore, usedThisWeek, allowed, inSession)];
  });
}

/** Picks one exercise per slot: possible with the kit, junior-safe, role-fitting, varied. */
function choose(
  a: Athlete,
  slots: Slot[],
  pinned: Map<string, Exercise>,
  usedBefore: Set<string>,
  usedThisWeek: Set<string>,
  allowed: Set<Exercise>,
  inSession: Set<string>,
): Item[] {
  const items: Item[] = [];
  for (const slot of [...slots].sort((x, y) => y.priority - x.priority)) {
    const fixed = pinned.get(slot.key);
    const pool = fixed
      ? [fixed]
      : loadedFirst(
          a,
          matches(slot.match).filter(
            (e) => !inSession.has(e.id) && !inSession.has(SAME_DRILL_AS[e.id] ?? "") && allowed.has(e),
          ),
        );
    let best: Exercise | undefined;
    let bestScore = -Infinity;
    for (const e of pool) {
      const rank = equipmentRank(e.equipment);
      const score =
        (e.roles.some((r) => a.roles.includes(r)) ? 3 : 0) +
        (slot.prefer?.(e) ?? 0) +
        // Conditioning shaped like cricket first: runs between the wickets, overs of run-ups, the keeper's crouch.
        (CRICKET_SHAPED.has(e.id) ? 3 : 0) +
        (a.junior ? 1.5 * (2 - rank) : slot.role === "accessory" ? 0.3 * rank : rank) -
        (usedThisWeek.has(e.id) ? 4 : 0) -
        // Variety from phase to phase, but Nordic curls continue (decision 0134).
        (usedBefore.has(e.id) && slot.role === "accessory" && e.id !== "nordic-curl" ? 1 : 0) +
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

/**
 * An athlete who lifts (Athlete.lifts) gets a loaded lift, even one already in the week, before a
 * body-weight one that cannot be made hard enough: body-weight strength work stays in the pool only
 * when nothing else is left for the slot (decision 0135).
 */
function loadedFirst(a: Athlete, pool: Exercise[]): Exercise[] {
  if (!a.lifts) return pool;
  const loaded = pool.filter((e) => !isBodyWeightLift(e));
  return loaded.length > 0 ? loaded : pool;
}

/**
 * The generator's one filter of the library for an athlete and phase: possible with the kit,
 * junior-safe, and suited (below). The coach's swap suggestions use the same (adjustments.ts).
 */
export function canPrescribe(a: Athlete, e: Exercise, phase: 1 | 2): boolean {
  return isPossibleWith(e, a.answers.equipment) && (!a.junior || e.junior) && suits(a, e, phase);
}

/**
 * Whether an exercise belongs in this athlete's pool for the phase: keeper drills only for
 * keepers; Olympic lifts and depth jumps only with training age and only in phase 2; a
 * technique-first pool for novices (no loaded or high-impact jumps in phase 1, no heavy barbell
 * lifts for beginners, juniors and intermediate under-19s); nothing an injury rules out for the
 * whole phase (so a region-safe alternative is chosen instead).
 */
function suits(a: Athlete, e: Exercise, phase: 1 | 2): boolean {
  if (isKeeperOnly(e) && !a.roles.includes("keeper")) return false;
  if (isFastBowlerOnly(e) && !a.roles.includes("fast bowler")) return false;
  if (NEEDS_TRAINING_AGE.has(e.id) && (!a.trained || phase === 1)) return false;
  if (a.novice && phase === 1 && NOT_IN_WEEK_ONE_FOR_NOVICES.has(e.id)) return false;
  if (a.noHeavy && e.qualities.includes("max-strength")) return false;
  if (!a.strengthBase && e.id === "pull-up") return false;
  // Only an injury of severity 1 or more changes or drops an exercise (adaptForInjuries).
  if (!a.injuries.some((r) => r.sev >= 1)) return true;
  const weeks = phase === 1 ? [1, 2, 3, 4] : [5, 6, 7, 8];
  return !weeks.every((w) => {
    const x = adaptForInjuries(e, w, a.injuries, a.answers.equipment);
    // A pull swapped for the grip-free pull still fills the pull slot: the week keeps a pull the athlete can do.
    return x.drop || (x.exercise.id !== e.id && !(e.movement === "pull" && x.exercise.id === GRIP_FREE_PULL));
  });
}

/** Drops fillers and extras first, then core accessories, and role, goal and main work last, until every week of the phase fits the cap. */
function fit(a: Athlete, chosen: Item[], phase: 1 | 2): Item[] {
  const shapes = WEEK_SHAPES.filter((w) => w.phase === phase);
  // Each item's minutes-relevant seconds per week, computed once.
  let items = chosen.map((item) => ({
    item,
    seconds: shapes.map((w) => itemSeconds(item.exercise.category, dosed(a, item, w))),
  }));
  const longest = () =>
    Math.max(
      ...shapes.map(
        (_, w) =>
          estimateSessionMinutes(WARM_UP_MINUTES, []) +
          Math.ceil(items.reduce((sum, i) => sum + i.seconds[w]!, 0) / 60),
      ),
    );
  while (items.length > 2 && longest() > a.cap) {
    let lowest = 0;
    items.forEach((it, i) => {
      if (keep(it.item) <= keep(items[lowest]!.item)) lowest = i;
    });
    items = items.filter((_, i) => i !== lowest);
  }
  return order(items.map((i) => i.item));
}

/**
 * Something `want` names in every week (issue #27: conditioning): when trimming to the session cap
 * took the week's last one, the first session that chose one is trimmed again with it kept, so
 * something less needed goes instead.
 */
function keepWeekly(
  a: Athlete,
  chosen: Item[][],
  fitted: Item[][],
  phase: 1 | 2,
  want: (e: Exercise) => boolean,
): void {
  if (fitted.some((items) => items.some((i) => want(i.exercise)))) return;
  for (let s = 0; s < chosen.length; s++) {
    const it = chosen[s]!.filter((i) => want(i.exercise)).sort((x, y) => keep(y) - keep(x))[0];
    if (!it) continue;
    const kept: Item = { ...it, slot: { ...it.slot, key: `${WEEKLY}${it.slot.key}` } };
    const refit = fit(
      a,
      chosen[s]!.map((i) => (i === it ? kept : i)),
      phase,
    );
    // Role and goal work already fills this session to its cap: try the next.
    if (!refit.includes(kept)) continue;
    fitted[s] = refit;
    return;
  }
}
const WEEKLY = "weekly-";

/**
 * How hard trimming holds on to an item: role and goal work and main lifts outlast everything else.
 * Nordic curls, once chosen, outlast phase 2's explosive partners (generator 2.3.0, decision 0134):
 * what they build is lost within two weeks of stopping, and a low dose keeps it (Presland et al.,
 * Scand J Med Sci Sports 2018).
 */
function keep(i: Item): number {
  return i.exercise.id === "nordic-curl" ? Math.max(NORDIC_KEEP, keepSlot(i.slot)) : keepSlot(i.slot);
}
const NORDIC_KEEP = 2500;

function keepSlot(slot: Slot): number {
  if (ESSENTIAL_KEYS.has(slot.key) || slot.key.startsWith("rebuild-")) return 3000 + slot.priority;
  // The week's only conditioning: after role and goal work, before the main lifts.
  if (slot.key.startsWith(WEEKLY)) return 2999;
  // A pull outlasts the press it balances: a session never keeps a press and loses its pull.
  if (slot.family === "pull" && slot.priority >= CORE.pull.priority) return 2590;
  if (slot.role === "main") return 2500 + slot.priority;
  // Phase 2's explosive partner of a main lift: power work every week 5-7.
  if (slot.role === "contrast") return 2400 + slot.priority;
  return (slot.protected ? 1000 : 0) + slot.priority;
}

/** One exercise's share of estimateSessionMinutes, in seconds. */
function itemSeconds(category: TimedItem["category"], t: Omit<TimedItem, "category">): number {
  return t.sets * (workSecondsPerSet(category, t.dose) + t.restSeconds) + SETUP_SECONDS_PER_EXERCISE;
}

const ORDER: Record<Exercise["category"], number> = {
  speed: 0,
  plyometric: 1,
  power: 1,
  strength: 3,
  prehab: 4,
  trunk: 5,
  conditioning: 6,
  mobility: 7,
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
  return prescribe(item.exercise, item.slot.role, shape, a.dose, item.slot.extraSets ?? 0);
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

/** `guidance`: the athlete's injury guidance, the same every session (each session gets its own copy). */
function buildWeek(
  a: Athlete,
  shape: WeekShape,
  sessions: Item[][],
  extras: Extras,
  guidance: readonly string[] | null,
): Week {
  const rpe = weekRpe(shape, a.dose);
  return {
    week: shape.week,
    phase: shape.phase,
    kind: shape.kind,
    // Written from the week's content once every rule has shaped it (generatePlan).
    focus: "",
    targetRpe: rpe,
    volumeIndex: 0,
    sessions: sessions.map((items, i) => buildSession(a, shape, i + 1, items, extras.spare[i]!, extras, guidance)),
  };
}

interface Placed {
  item: Item;
  exercise: Exercise;
  /** A running rebuild's share of top speed this week. */
  speedPercent?: number;
  p: ReturnType<typeof prescribe>;
  change: string[];
  cue: string;
}

/** This week's version of one chosen item: injuries, novices' week 1, a new lift's first week. */
function place(a: Athlete, shape: WeekShape, item: Item): Placed | null {
  const target = weekRpe(shape, a.dose);
  const change: string[] = [];
  let exercise = item.exercise;
  // Olympic lifts and depth jumps are new skills: never in the first week of a block.
  if (NEEDS_TRAINING_AGE.has(exercise.id) && (shape.week === 1 || shape.week === 5)) {
    const easier = EXERCISES_BY_ID.get(EASIER_ID[exercise.id] ?? "");
    if (!easier) return null;
    change.push(
      `${easier.name} this week; the ${exercise.name.toLowerCase()} starts in week ${shape.week + 1}, never in a block's first week`,
    );
    exercise = easier;
  }
  const x = adaptForInjuries(exercise, shape.week, a.injuries, a.answers.equipment);
  if (x.drop) return null;
  // Growth-related pain: only the role, goal and pairing jumps and sprints stay (fewer of them); the extras go.
  if (x.extrasOut && !ESSENTIAL_KEYS.has(item.slot.key) && item.slot.role !== "contrast") return null;
  exercise = x.exercise;
  change.push(...x.change);
  if (change.length === 0 && needsHarderVersion(a, exercise))
    change.push(`Harder version: ${lowerFirst(exercise.harder)}, as body weight alone is too light for your training`);
  if (change.length === 0 && !a.strengthBase && exercise.id === "pike-push-up")
    change.push(`Easier version: ${lowerFirst(exercise.easier)}, until 8 good reps come easily`);
  const base = prescribe(exercise, item.slot.role, shape, a.dose, item.slot.extraSets ?? 0);
  const p = { ...base, dose: { ...base.dose } } as typeof base;
  if (x.rpeDelta < 0) {
    p.rpe = Math.max(2, Math.round(2 * (Math.min(p.rpe, target) + x.rpeDelta)) / 2);
    if (p.rir !== null) p.rir = Math.min(6, Math.max(p.rir, Math.round(10 - p.rpe)));
  }
  if (x.setsDelta < 0) p.sets = Math.max(1, p.sets + x.setsDelta);
  if (x.setsScale < 1) p.sets = Math.max(1, Math.round(p.sets * x.setsScale));
  if (x.repsScale < 1 && p.dose.kind === "reps") p.dose.reps = Math.max(2, Math.round(p.dose.reps * x.repsScale));
  if (x.repsScale < 1 && p.dose.kind === "time")
    p.dose.seconds = Math.max(10, Math.round(p.dose.seconds * x.repsScale));
  if (x.nordicReps !== undefined && p.dose.kind === "reps") {
    p.dose.reps = x.nordicReps;
    if (shape.week <= 2) p.sets = 2;
  }
  // No token doses: work counted in reps or metres is at least two sets; the reps are shared out instead.
  if (p.sets < 2 && p.dose.kind !== "time" && exercise.category !== "conditioning") {
    p.sets = 2;
    if (p.dose.kind === "reps" && p.dose.reps > 3) p.dose.reps = Math.ceil(p.dose.reps / 2);
  }
  if (x.speedPercent !== undefined) {
    // The speed sets the effort, so words and effort agree: ~70% of top speed is moderate, ~90% is
    // hard but not maximal. Another injury's easing lowers the speed, not the effort at that speed.
    const atSpeed = x.speedPercent <= 70 ? 5.5 : x.speedPercent <= 80 ? 6.5 : x.speedPercent <= 85 ? 7 : 7.5;
    p.rpe = Math.min(atSpeed, shape.kind === "taper" ? a.dose.rpeCap - 0.5 : a.dose.rpeCap);
    if (p.rir !== null) p.rir = Math.round(10 - p.rpe);
  }
  return { item, exercise, p, change, speedPercent: x.speedPercent, cue: slowedCue(exercise, p) };
}

/**
 * Body weight alone does not take a squat, hinge or lunge to RPE 7 in 8 or more reps: the tempo
 * does (3 s down, 1 s pause), so the effort asked for can be met.
 */
function slowedCue(e: Exercise, p: Placed["p"]): string {
  const easy =
    isBodyWeightLift(e) &&
    ["squat", "hinge", "lunge"].includes(e.movement) &&
    p.dose.kind === "reps" &&
    p.dose.reps >= 8 &&
    p.rpe >= 7 &&
    !/seconds? down|tempo/i.test(`${e.name} ${e.cue}`);
  return easy
    ? `Tempo 3-1-1: 3 s down, 1 s pause, up in 1 s; the slow lowering makes body weight hard enough. ${e.cue}`
    : e.cue;
}

/**
 * A body-weight lift given to an athlete past novice (no kit, or nothing loaded left for the slot)
 * names its harder version: body weight alone cannot bring a trained adult to the week's effort in
 * 8-12 reps. Never while it loads an injured region: that lift is not made harder (decision 0135).
 */
function needsHarderVersion(a: Athlete, e: Exercise): boolean {
  return !a.novice && isBodyWeightLift(e) && !a.injuries.some((r) => r.sev >= 1 && loads(e, r.region));
}

/** Strength work with nothing but body weight to load: the lifts decision 0135 is about. */
const isBodyWeightLift = (e: Exercise) => e.category === "strength" && e.equipment === "Bodyweight Only";

const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

function buildSession(
  a: Athlete,
  shape: WeekShape,
  day: number,
  chosen: Item[],
  spare: Item[],
  extras: Extras,
  guidance: readonly string[] | null,
): Session {
  let placed = chosen.map((it) => place(a, shape, it)).filter((x): x is Placed => x !== null);
  // Technique-first week 1 for novices: one jumping exercise per session, the most important one.
  if (a.novice && shape.week === 1) {
    const jumps = placed.filter(
      (x) =>
        (x.exercise.category === "plyometric" || x.exercise.category === "power") &&
        (x.exercise.pattern === "jump" || x.exercise.pattern === "hop"),
    );
    const kept = jumps.sort((x, y) => keep(y.item) - keep(x.item))[0];
    placed = placed.filter((x) => !jumps.includes(x) || x === kept);
  }
  // Swaps can change the minutes: trim this week's session to the cap, fillers first.
  const minutes = (list: Placed[]) =>
    estimateSessionMinutes(
      WARM_UP_MINUTES,
      list.map((x) => ({ category: x.exercise.category, ...x.p })),
    );
  while (placed.length > 1 && minutes(placed) > a.cap) {
    const lowest = placed.reduce((lo, x) => (keep(x.item) < keep(lo.item) ? x : lo));
    placed = placed.filter((x) => x !== lowest);
  }
  placed = compose(a, shape, placed, spare, extras, (list) => minutes(list) <= a.cap);
  if (placed.length === 0) {
    // Everything in this session was ruled out this week: mobility for the uninjured regions keeps the day.
    const mob = exercise("worlds-greatest-stretch");
    const slot = {
      key: "recovery-mobility",
      label: "Mobility",
      role: "accessory",
      priority: 1,
      family: "mobility",
      match: () => true,
    } as Slot;
    placed = [
      {
        item: { slot, exercise: mob },
        exercise: mob,
        p: prescribe(mob, "accessory", shape, a.dose, 0),
        change: ["Recovery session while your injury settles"],
        cue: mob.cue,
      },
    ];
  }
  const labels = blocks(placed.map((x) => x.item));
  const active = a.injuries.filter((r) => r.sev >= 1);
  const exercises: Prescription[] = placed.map((x, i) => ({
    exerciseId: x.exercise.id,
    name: x.exercise.name,
    category: x.exercise.category,
    block: labels[i]!,
    sets: x.p.sets,
    dose: x.p.dose,
    rpe: x.p.rpe,
    rir: x.p.rir,
    restSeconds: x.p.restSeconds,
    cue: x.cue,
    flags: active
      .filter((r) => loads(x.exercise, r.region))
      .map((r) => ({
        region: r.region,
        message: `Loads your ${r.region}${x.change.length ? " even after the change shown" : ""}: stop if pain rises above 3/10.`,
      }))
      .filter((f, j, all) => all.findIndex((g) => g.region === f.region) === j),
    ...(x.change.length ? { change: `${[...new Set(x.change)].join("; ")}.` } : {}),
  }));
  const focus = [...new Set(placed.filter((x) => x.item.slot.priority >= 40).map((x) => x.item.slot.label))]
    .slice(0, 5)
    .join(" · ");
  const warmUp = sessionWarmUp(
    placed.map((x) => x.exercise),
    a.answers.equipment,
    warmUpTopSpeed(a.injuries, shape.week),
    warmUpAllowed(
      a,
      shape.week,
      placed.some((x) => runsOnFeet(x.exercise)),
    ),
  );
  return {
    day,
    title: `Day ${day}: ${sessionTitle(placed.map((x) => x.exercise))}`,
    focus,
    warmUp: {
      minutes: WARM_UP_MINUTES,
      description: warmUp.description,
      steps: warmUp.steps,
    },
    ...(guidance ? { injuryGuidance: [...guidance] } : {}),
    estimatedMinutes: estimateSessionMinutes(WARM_UP_MINUTES, exercises),
    exercises,
  };
}

/** Running on the feet with nothing to push or pedal: the sprints, runs and skips (not the bike, rower, sled or banded march). */
const runsOnFeet = (e: Exercise) =>
  e.movement === "locomotion" &&
  e.implement === "body weight" &&
  (e.loadsHow["ankle/foot"]?.includes("impact") ?? false);

/** What this week's injuries leave a warm-up: the library's own drill for each, not ruled out or swapped (fewer is fine). */
function warmUpAllowed(a: Athlete, week: number, sessionRuns: boolean): WarmUpAllowed {
  const free = (id: ExerciseId) => {
    const x = adaptForInjuries(exercise(id), week, a.injuries, a.answers.equipment);
    return !x.drop && x.exercise.id === id;
  };
  if (!a.injuries.some((r) => r.sev >= 1)) return { running: true, hops: true, throws: true, hands: true };
  return {
    // A session that sprints or runs may warm up by running: its injuries allowed the drills themselves.
    running: sessionRuns || (free("a-skip") && free("skipping-rope")),
    hops: free("pogo-hops"),
    throws: free("mb-chest-pass"),
    hands: free("push-up"),
  };
}

/**
 * A session as a coach puts it together (issue #27): no exercise or movement twice (the later,
 * less important one goes), one conditioning piece, a press only beside a pull (a pull is added
 * when one fits, else the press goes), and at least four exercises: trunk, robustness and mobility
 * work the athlete may do this week, unchanged by any injury, fill a short session while it fits.
 */
function compose(
  a: Athlete,
  shape: WeekShape,
  placed: Placed[],
  spare: Item[],
  extras: Extras,
  fits: (list: Placed[]) => boolean,
): Placed[] {
  // An injured region's rebuild is never the one that gives way to a look-alike.
  const rank = (x: Placed) => keep(x.item) + (x.item.slot.key.startsWith("rebuild-") ? 10_000 : 0);
  const byKeep = [...placed].sort((x, y) => rank(y) - rank(x));
  const kept: Placed[] = [];
  for (const x of byKeep) {
    const repeats = kept.some((k) => sameMovement(k.exercise, x.exercise));
    const secondConditioning =
      x.exercise.category === "conditioning" && kept.some((k) => k.exercise.category === "conditioning");
    if (!repeats && !secondConditioning) kept.push(x);
  }
  let out = placed.filter((x) => kept.includes(x));
  // The first of `list` this week's version of which is unchanged by any injury, unlike what the
  // session holds, and fits beside `beside`: placed one at a time, only as far as needed.
  const firstFitting = (list: readonly Exercise[], beside: Placed[]): Placed | undefined => {
    for (const e of list) {
      if (beside.some((k) => sameMovement(k.exercise, e))) continue;
      const x = placeTopUp(a, shape, e);
      if (x && fits([...beside, x])) return x;
    }
    return undefined;
  };
  if (out.some((x) => isPress(x.exercise)) && !out.some((x) => isPull(x.exercise))) {
    const pull = firstFitting(extras.pulls, out);
    const unpressed = out.filter((x) => !isPress(x.exercise));
    // No room for both: the pull takes the press's place (pulling is what a bowler's shoulder needs more).
    const instead = pull ? undefined : firstFitting(extras.pulls, unpressed);
    out = pull ? [...out, pull] : instead ? [...unpressed, instead] : unpressed;
  }
  // What trimming took out comes back, most needed first, when this week's version leaves room
  // (an injury that cut jumps and sprints frees time for the strength work it keeps).
  // Not in an unloading or taper week: their lighter doses would take back more than the harder weeks hold.
  const refill = shape.kind === "build" || shape.kind === "power" ? spare : [];
  for (const it of [...refill].sort((x, y) => keep(y) - keep(x))) {
    const x = place(a, shape, it);
    // Strength and robustness only: jumps and sprints were cut on purpose (novices' week 1, injuries).
    if (!x || !["strength", "prehab", "trunk"].includes(x.exercise.category)) continue;
    const clash = out.some((k) => sameMovement(k.exercise, x.exercise));
    if (!clash && (!isPress(x.exercise) || out.some((k) => isPull(k.exercise))) && fits([...out, x])) out.push(x);
  }
  while (out.length < MIN_EXERCISES) {
    const x = firstFitting(extras.fillers, out);
    if (!x) break;
    out.push(x);
  }
  return order(out.map((x) => x.item)).map((item) => out.find((x) => x.item === item)!);
}

const MIN_EXERCISES = 4;
const TOP_UP_ORDER: Exercise["category"][] = ["trunk", "prehab", "mobility"];

/** What a phase's sessions may take beyond their own choices (compose). */
interface Extras {
  /** Per session, what trimming to the cap took out of it. */
  spare: Item[][];
  /** Pulls the athlete may do in the phase, to stand beside a press. */
  pulls: readonly Exercise[];
  /** Trunk, then robustness, then mobility work the athlete may do in the phase: a short session's top-up. */
  fillers: readonly Exercise[];
}

function extrasFor(pool: Set<Exercise>, chosen: Item[][], fitted: Item[][]): Extras {
  const inPool = [...pool];
  return {
    spare: chosen.map((items, i) => items.filter((it) => !fitted[i]!.some((f) => f.exercise.id === it.exercise.id))),
    pulls: inPool.filter(isPull),
    fillers: inPool
      .filter((e) => TOP_UP_ORDER.includes(e.category))
      .sort((x, y) => TOP_UP_ORDER.indexOf(x.category) - TOP_UP_ORDER.indexOf(y.category)),
  };
}
const isPress = (e: Exercise) => e.category === "strength" && e.movement === "push";
const isPull = (e: Exercise) => e.category === "strength" && e.movement === "pull";

/**
 * One movement under another implement or name (a calf raise with and without a dumbbell, a
 * Romanian deadlift with a barbell or dumbbells): the same pattern and qualities, or the same name
 * once the implement is taken out of it.
 */
function sameMovement(x: Exercise, y: Exercise): boolean {
  if (x.id === y.id || SAME_DRILL_AS[x.id] === y.id || SAME_DRILL_AS[y.id] === x.id) return true;
  const [kx, ky] = [MOVEMENT.get(x)!, MOVEMENT.get(y)!];
  return (kx.key !== null && kx.key === ky.key) || kx.bareName === ky.bareName;
}
/** Each exercise's movement, worked out once: its pattern and qualities (none for runs), and its name without the implement. */
const MOVEMENT: ReadonlyMap<Exercise, { key: string | null; bareName: string }> = new Map(
  EXERCISES.map((e) => [
    e,
    {
      key:
        e.category === "speed" || e.category === "conditioning"
          ? null
          : `${e.pattern}|${e.qualities
              .filter((q) => q !== "max-strength")
              .sort()
              .join(",")}`,
      bareName: e.name
        .toLowerCase()
        .replace(/\(.*?\)/g, "")
        .replace(
          e.implement === "body weight" ? /\b(bodyweight|body-weight)\b/g : new RegExp(`\\b${e.implement}\\b`, "g"),
          "",
        )
        .replace(/\s+/g, " ")
        .trim(),
    },
  ]),
);

/** A top-up exercise for this week, only as the library has it: one an injury changes or loads is not added. */
function placeTopUp(a: Athlete, shape: WeekShape, e: Exercise): Placed | null {
  if (a.injuries.some((r) => r.sev >= 1 && loads(e, r.region))) return null;
  const slot: Slot = {
    key: `top-up-${e.id}`,
    label: TOP_UP_LABEL[e.category] ?? e.name,
    role: "accessory",
    priority: 5,
    family: `top-up-${e.category}`,
    match: () => true,
  };
  const x = place(a, shape, { slot, exercise: e });
  return x && x.exercise.id === e.id && x.change.length === 0 ? x : null;
}
const TOP_UP_LABEL: Partial<Record<Exercise["category"], string>> = {
  strength: "Upper-body pull",
  trunk: "Trunk",
  prehab: "Robustness",
  mobility: "Mobility",
};

/** What a session holds, in the order a coach names it: the title promises nothing the session lacks. */
function sessionTitle(exercises: Exercise[]): string {
  const parts: string[] = [];
  const add = (part: string, when: (e: Exercise) => boolean) => {
    if (exercises.some(when) && !parts.includes(part)) parts.push(part);
  };
  add("speed", (e) => e.category === "speed");
  add("jumps and landing", (e) => e.category === "plyometric");
  add("power", (e) => e.category === "power");
  add("squat", (e) => e.category === "strength" && e.movement === "squat");
  add("hinge", (e) => e.category === "strength" && e.movement === "hinge");
  add("single leg", (e) => e.category === "strength" && e.pattern === "single-leg");
  add("push", isPress);
  add("pull", isPull);
  // A stretch that turns (an open book, a 90/90 switch) is mobility, not rotation work.
  add(
    "rotation",
    (e) =>
      e.category !== "mobility" &&
      (e.movement === "rotate" || (e.movement === "throw" && e.qualities.includes("rotation"))),
  );
  add("trunk", (e) => e.category === "trunk");
  add("robustness", (e) => e.category === "prehab");
  add("conditioning", (e) => e.category === "conditioning");
  add("mobility", (e) => e.category === "mobility");
  const shown = parts.slice(0, 4);
  const text = shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "mobility");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A session's conditioning is one piece (issue #27): a second one chosen for it moves to a session
 * of the week that has none, or goes.
 */
function oneConditioningEach(sessions: Item[][]): Item[][] {
  for (const items of sessions) {
    const cond = items.filter((i) => i.exercise.category === "conditioning").sort((x, y) => keep(y) - keep(x));
    for (const extra of cond.slice(1)) {
      items.splice(items.indexOf(extra), 1);
      const host = sessions.find(
        (other) =>
          other !== items &&
          !other.some((i) => i.exercise.category === "conditioning" || i.exercise.id === extra.exercise.id),
      );
      host?.push(extra);
    }
  }
  return sessions;
}

/** The taper does no more of any exercise than the peak week did, and no harder (week 8 against week 7). */
function taperBelowPeak(weeks: Week[]): void {
  const peak = weeks.find((w) => w.kind === "power" && w.week === 7);
  const taper = weeks.find((w) => w.kind === "taper");
  if (!peak || !taper) return;
  taper.sessions.forEach((s, i) => {
    for (const e of s.exercises) {
      const before = peak.sessions[i]?.exercises.find((x) => x.exerciseId === e.exerciseId);
      if (!before) continue;
      e.sets = Math.min(e.sets, before.sets);
      e.rpe = Math.min(e.rpe, before.rpe);
      if (e.dose.kind === "reps" && before.dose.kind === "reps")
        e.dose = { ...e.dose, reps: Math.min(e.dose.reps, before.dose.reps) };
      if (e.dose.kind === "time" && before.dose.kind === "time")
        e.dose = { ...e.dose, seconds: Math.min(e.dose.seconds, before.dose.seconds) };
      if (e.dose.kind === "distance" && before.dose.kind === "distance")
        e.dose = { ...e.dose, metres: Math.min(e.dose.metres, before.dose.metres) };
    }
    s.estimatedMinutes = estimateSessionMinutes(WARM_UP_MINUTES, s.exercises);
  });
}

/** The explosive work a week holds, in a coach's words ("jumps, throws and sprints"); "" when none. */
export function explosiveWords(week: Week): string {
  const all = week.sessions.flatMap((s) => s.exercises);
  const kinds = [
    all.some((e) => e.category === "plyometric") && "jumps",
    all.some((e) => e.category === "power" && EXERCISES_BY_ID.get(e.exerciseId)?.pattern === "throw") && "throws",
    all.some((e) => e.category === "power" && EXERCISES_BY_ID.get(e.exerciseId)?.pattern !== "throw") && "power lifts",
    all.some(isSprint) && "sprints",
  ].filter((k): k is string => !!k);
  return kinds.length <= 1 ? (kinds[0] ?? "") : `${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)}`;
}

/** The week's headline, written from what the week holds once every rule has shaped it. */
function weekFocus(week: Week, loadedMains: boolean): string {
  const rpe = week.targetRpe;
  const explosive = explosiveWords(week);
  switch (week.week) {
    case 1:
      return `Learn the movements: controlled tempo, moderate loads, RPE ${rpe}.`;
    case 2:
      return `Build: the same exercises with a little more effort, RPE ${rpe}.`;
    case 3:
      return `Hardest week of phase 1: an extra set on the main work, RPE ${rpe}.`;
    case 4:
      return `Unload: fewer sets and easier effort (RPE ${rpe}) so the body absorbs the work; it matches the easy week in Cricket Australia's bowling guidance.`;
    case 5:
      return `Strength to power: ${loadedMains ? "heavier main lifts" : "harder versions of the main lifts"}${explosive ? ` paired with ${explosive}` : ""}, RPE ${rpe}.`;
    case 6:
      return `${loadedMains ? "Heavier again: fewer reps" : "Harder again: slower lowering"} on the main lifts${explosive ? `, full intent on every rep of the ${explosive}` : ""}, RPE ${rpe}.`;
    case 7:
      return `Peak week: the ${loadedMains ? "heaviest" : "hardest"} lifts${explosive ? ` and sharpest ${explosive}` : ""} of the plan, RPE ${rpe}.`;
    default:
      return `Taper: about half the volume at RPE ${rpe}; ${explosive ? `keep the ${explosive} sharp` : "keep the quality high"} and arrive fresh for the season.`;
  }
}

const isSprint = (e: Prescription) =>
  e.category === "speed" && e.dose.kind === "distance" && !NOT_SPRINTS.includes(e.exerciseId as ExerciseId);

/**
 * High-speed running builds gradually: a week's sprint metres stay within 1.5 × the most done in
 * any earlier week (+20 m), and a first week of sprinting within 200 m. Over that, sprint sets are
 * cut, longest drills first (Gabbett, BJSM 2016: avoid spikes in high-speed running).
 */
function governSprinting(weeks: Week[]): void {
  let most = 0;
  for (const w of weeks) {
    const allowed = most > 0 ? Math.floor(most * 1.5) + 20 : 200;
    const sprints = w.sessions.flatMap((s) => s.exercises).filter(isSprint);
    const metres = () => sprints.reduce((n, e) => n + e.sets * metresOf(e), 0);
    while (metres() > allowed) {
      // Never below two sets (no token doses): past that the distance shortens.
      const longest = sprints.filter((e) => e.sets > 2).sort((x, y) => y.sets * metresOf(y) - x.sets * metresOf(x))[0];
      if (longest) longest.sets--;
      else {
        const far = sprints.filter((e) => metresOf(e) > 10).sort((x, y) => metresOf(y) - metresOf(x))[0];
        if (far?.dose.kind !== "distance") break;
        far.dose = { ...far.dose, metres: far.dose.metres - 5 };
      }
    }
    for (const s of w.sessions) s.estimatedMinutes = estimateSessionMinutes(WARM_UP_MINUTES, s.exercises);
    most = Math.max(most, metres());
  }
}
const metresOf = (e: Prescription) => (e.dose.kind === "distance" ? e.dose.metres : 0);

/** Work seconds of a week (sets × work per set): the basis of the volume index. */
export function weekWork(week: Week): number {
  let sum = 0;
  for (const s of week.sessions) for (const e of s.exercises) sum += e.sets * workSecondsPerSet(e.category, e.dose);
  return sum;
}
