import { WEEK_SHAPES } from "./dosing.ts";
import { ESSENTIAL_KEYS, FILLERS, type Emphasis } from "./emphasis.ts";
import { GRIP_FREE_PULLS, HANDS_FREE_PRESS, OFF_FEET, adaptForInjuries, type ActiveInjury } from "./adapt.ts";
import {
  EXERCISES,
  NEEDS_TRAINING_AGE,
  NOT_IN_WEEK_ONE_FOR_NOVICES,
  SAME_DRILL_AS,
  equipmentRank,
  exercise,
  type ExerciseId,
  isFastBowlerOnly,
  isKeeperOnly,
  isPossibleWith,
  type Exercise,
} from "./exercise-library.ts";
import { CORE, type SessionKind, type SessionTemplate, type Slot } from "./templates.ts";
import {
  SETUP_SECONDS_PER_EXERCISE,
  WARM_UP_MINUTES,
  estimateSessionMinutes,
  workSecondsPerSet,
  type TimedItem,
} from "./timing.ts";
import type { Athlete, Item } from "./athlete.ts";
import { isBodyWeightLift, placedDose } from "./place.ts";

/**
 * Choosing: the exercise for each slot of each session, per phase, from the pool the athlete may
 * do (kit, age, training age, injuries), and trimming each session to its time cap.
 */

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

export function hingeMovedOn(mains: Map<string, Exercise>, pool: Set<Exercise>): Map<string, Exercise> {
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
export function loadedOnceAllowed(a: Athlete, mains: Map<string, Exercise>): Map<string, Exercise> {
  if (!a.lifts || !a.injuries.some((r) => r.sev >= 1)) return mains;
  return new Map([...mains].filter(([, e]) => !isBodyWeightLift(e)));
}

/**
 * A region injured now or recently gets its own strength slot in every session that can hold it:
 * controlled, non-explosive work that loads the region, so it is rebuilt rather than only rested.
 */
export function withRebuild(e: Emphasis, injuries: readonly ActiveInjury[]): Emphasis {
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
        // The region's own rehab first (calf raises and balance for an ankle, the adductor squeeze
        // and Copenhagen plank for a groin, the wall sit's long holds for a knee, Rio et al., BJSM
        // 2015; wrist holds and curls for a hand or elbow). A hamstring is rebuilt with Nordic curls
        // (slower eccentric work first: `place`), as the hamstring slot of emphasis.ts chooses them
        // (decision 0134); a shoulder with its rotator cuff, the rehab its guidance promises.
        prefer: (x) =>
          (x.category === "prehab" || x.category === "trunk" ? 1 : 0) +
          (x.rehabFor.includes(r.region) ? 6 : 0) +
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
export function distribute(templates: SessionTemplate[], { slots: emphasis, extraSetFamilies }: Emphasis): Slot[][] {
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
export function shapeConditioning(a: Athlete, sessions: Item[][], phase: 1 | 2): void {
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
export function prescribable(a: Athlete, phase: 1 | 2): Set<Exercise> {
  return new Set(EXERCISES.filter((e) => canPrescribe(a, e, phase)));
}

/**
 * The library's exercises a slot's rule matches, in library order. A rule looks only at the
 * exercise, so its matches are worked out once per rule (the templates' and emphases' rules are
 * module constants) instead of once per slot of every plan.
 */
const MATCHES = new WeakMap<Slot["match"], readonly Exercise[]>();

export function matches(match: Slot["match"]): readonly Exercise[] {
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
export function chooseWeek(
  a: Athlete,
  sessions: Slot[][],
  pinned: Map<string, Exercise>,
  usedBefore: Set<string>,
  allowed: Set<Exercise>,
  phase: 1 | 2,
): Item[][] {
  const usedThisWeek = new Set<string>();
  const firm = (s: Slot) => keepSlot(s) >= 1000;
  const first = sessions.map((slots, i) =>
    choose(a, slots.filter(firm), pinned, usedBefore, usedThisWeek, allowed, new Set(), `${phase}|${i}`),
  );
  return sessions.map((slots, i) => {
    const firmItems = first[i]!;
    const inSession = new Set(firmItems.map((it) => it.exercise.id));
    const rest = slots.filter((s) => !firm(s));
    return [...firmItems, ...choose(a, rest, pinned, usedBefore, usedThisWeek, allowed, inSession, `${phase}|${i}`)];
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
  /** Phase and session: the same slot in another session breaks its ties its own way. */
  salt: string,
): Item[] {
  const items: Item[] = [];
  for (const slot of [...slots].sort((x, y) => y.priority - x.priority)) {
    const fixed = pinned.get(slot.key);
    const pool = fixed
      ? [fixed]
      : loadedFirst(
          a,
          slot,
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
        a.jitter(`${salt}|${slot.key}|${e.id}`) * 1.2;
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
function loadedFirst(a: Athlete, slot: Slot, pool: Exercise[]): Exercise[] {
  if (!a.lifts) return pool;
  // What the slot asks for by name stays (a sore patellar tendon's wall sit).
  const loaded = pool.filter((e) => !isBodyWeightLift(e) || (slot.prefer?.(e) ?? 0) >= 6);
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
  // A stand-in or rehab drill is for the injury that calls for it (the hands-free press for a sore
  // hand, elbow or shoulder): anyone else presses with their hands.
  if (e.onlyWithInjuryTo.length > 0 && !a.injuries.some((r) => r.sev >= 1 && e.onlyWithInjuryTo.includes(r.region)))
    return false;
  // Only an injury of severity 1 or more changes or drops an exercise (adaptForInjuries).
  if (!a.injuries.some((r) => r.sev >= 1)) return true;
  const weeks = phase === 1 ? [1, 2, 3, 4] : [5, 6, 7, 8];
  return !weeks.every((w) => {
    const x = adaptForInjuries(e, w, a.injuries, a.answers.equipment);
    // A pull swapped for a grip-free pull, or conditioning taken off the feet, still fills its slot:
    // the week keeps a pull, and conditioning, the athlete can do.
    return (
      x.drop ||
      (x.exercise.id !== e.id &&
        !(e.movement === "pull" && GRIP_FREE_PULLS.includes(x.exercise.id as ExerciseId)) &&
        !(e.category === "conditioning" && OFF_FEET.includes(x.exercise.id as ExerciseId)) &&
        !(e.movement === "push" && x.exercise.id === HANDS_FREE_PRESS))
    );
  });
}

/** Drops fillers and extras first, then core accessories, and role, goal and main work last, until every week of the phase fits the cap. */
export function fit(a: Athlete, chosen: Item[], phase: 1 | 2): Item[] {
  const shapes = WEEK_SHAPES.filter((w) => w.phase === phase);
  // Each item's minutes-relevant seconds per week, computed once.
  let items = chosen.map((item) => ({
    item,
    seconds: shapes.map((w) => {
      const p = placedDose(a, item, w);
      if (!p) return 0;
      // Timed intervals count at the four efforts they may shorten to (buildSession), so a bike
      // standing in for a few runs does not push the session's press or pull out.
      const shortest = item.exercise.category === "conditioning" && p.dose.kind === "time";
      return itemSeconds(item.exercise.category, shortest ? { ...p, sets: Math.min(p.sets, 4) } : p);
    }),
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
 * Something `want` names in every week: when trimming to the session cap
 * took the week's last one, the first session that chose one is trimmed again with it kept, so
 * something less needed goes instead.
 */
export function keepWeekly(
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
    // Role and goal work (or a weekly need kept before this one) already fills this session to
    // its cap: try the next.
    const needs = chosen[s]!.filter((i) => i.slot.key.startsWith(WEEKLY) && fitted[s]!.includes(i));
    if (!refit.includes(kept) || !needs.every((i) => refit.includes(i))) continue;
    fitted[s] = refit;
    // Marked in the choices too, so keeping the next weekly need does not trim this one again.
    chosen[s] = chosen[s]!.map((i) => (i === it ? kept : i));
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
export function keep(i: Item): number {
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
export function order(items: Item[]): Item[] {
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
