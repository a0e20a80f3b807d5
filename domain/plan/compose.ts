import { WEEK_SHAPES, prescribe, weekRpe, type WeekShape } from "./dosing.ts";
import {
  OFF_FEET,
  offFeetChange,
  type ActiveInjury,
  adaptForInjuries,
  hasImpact,
  tendon,
  warmUpTopSpeed,
} from "./adapt.ts";
import {
  EXERCISES,
  EXERCISES_BY_ID,
  SAME_DRILL_AS,
  exercise,
  type ExerciseId,
  isPossibleWith,
  loads,
  type Exercise,
} from "./exercise-library.ts";
import { sessionWarmUp, type WarmUpAllowed } from "./warm-up.ts";
import type { Slot } from "./templates.ts";
import { WARM_UP_MINUTES, estimateSessionMinutes, workSecondsPerSet } from "./timing.ts";
import type { BodyRegion, Prescription, Session, Week } from "./types.ts";
import type { Athlete, Item } from "./athlete.ts";
import { keep, order } from "./choose.ts";
import { place, isBodyWeightLift, isPress, isPull, type Placed } from "./place.ts";
import { TOP_UP_LABEL, sessionTitle, isSprint } from "./explain.ts";

/**
 * Composing: each week's sessions built from the chosen and dosed exercises, kept balanced by
 * construction (a pull beside every press, one conditioning piece, no movement twice, at least
 * four exercises), and weeks shaped against each other (sprint metres build, the taper stays
 * under its peak).
 */

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
export function buildWeek(
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
  // Intervals shorten before a lift goes: a bike or circuit standing in for a few runs comes at its
  // full dose, and four efforts still condition where the session's press or pull would be lost.
  for (const x of placed.filter((x) => x.exercise.category === "conditioning" && x.p.dose.kind === "time"))
    while (x.p.sets > MIN_INTERVALS && minutes(placed) > a.cap) x.p.sets -= 1;
  while (placed.length > 1 && minutes(placed) > a.cap) {
    const lowest = placed.reduce((lo, x) => (keep(x.item) < keep(lo.item) ? x : lo));
    placed = placed.filter((x) => x !== lowest);
  }
  placed = compose(a, shape, placed, spare, extras, (list) => minutes(list) <= a.cap);
  if (a.junior && a.answers.competitionLevel === "Beginner") capContacts(placed, NOVICE_JUNIOR_CONTACTS);
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
  const exercises: Prescription[] = placed.map((x, i) => prescription(a, x, labels[i]!));
  // A slot is named only when what fills it this week is still its kind of work: a held grip
  // swapped for prone Y-T-W raises does not rebuild the hand, nor a swapped cuff exercise train the cuff.
  const named = placed
    .filter((x) => x.item.slot.priority >= 40 && x.item.slot.match(x.exercise))
    .map((x) => [x.item.slot.label, x.exercise.id] as const);
  const focus = focusLine(named);
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
  const session: Session = {
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
  FOCUS.set(session, named);
  return session;
}

/** A placed exercise as the plan prints it, flagged for every injured region it still loads. */
function prescription(a: Athlete, x: Placed, block: string): Prescription {
  return {
    exerciseId: x.exercise.id,
    name: x.exercise.name,
    category: x.exercise.category,
    block,
    sets: x.p.sets,
    dose: x.p.dose,
    rpe: x.p.rpe,
    rir: x.p.rir,
    restSeconds: x.p.restSeconds,
    cue: x.cue,
    flags: a.injuries
      .filter((r) => r.sev >= 1 && loads(x.exercise, r.region))
      .map((r) => ({
        region: r.region,
        message: `Loads your ${r.region}${x.change.length ? " even after the change shown" : ""}: stop if pain rises above 3/10.`,
      }))
      .filter((f, j, all) => all.findIndex((g) => g.region === f.region) === j),
    ...(x.change.length ? { change: `${[...new Set(x.change)].join("; ")}.` } : {}),
  };
}

/**
 * Conditioning off the feet in place of a run the leg's build-up has cut to a token (`buildGradually`):
 * the bike, a circuit or brisk walking, whichever the kit and every injury allow, at its own full dose.
 */
export type OffFeet = (
  week: number,
  run: Prescription,
  why: string,
  session: readonly Prescription[],
) => Prescription | null;
export function offFeetFor(a: Athlete): OffFeet {
  return (week, run, why, session) => {
    const others = session.filter((e) => e !== run);
    const shape = WEEK_SHAPES[week - 1]!;
    for (const id of OFF_FEET) {
      const e = exercise(id);
      if (!isPossibleWith(e, a.answers.equipment)) continue;
      const slot: Slot = {
        key: `off-feet-${id}`,
        label: "Conditioning",
        role: "accessory",
        priority: 5,
        family: "conditioning",
        match: () => true,
      };
      const x = place(a, shape, { slot, exercise: e });
      if (!x || x.exercise.id !== id) continue;
      x.change.unshift(offFeetChange(e, run.name, `while ${why}`));
      // Shorter where the session would overrun its time (never under four efforts).
      const fits = () =>
        estimateSessionMinutes(WARM_UP_MINUTES, [...others, { category: e.category, ...x.p }]) <= a.cap;
      while (x.p.sets > MIN_INTERVALS && !fits()) x.p.sets -= 1;
      if (!fits()) continue;
      return prescription(a, x, run.block);
    }
    return null;
  };
}

/**
 * What each session's focus line names, and the exercise that earns each name: a later pass that
 * takes an exercise out (keepOnly) takes its name out of the line too, so the line says what the
 * session holds.
 */
const FOCUS = new WeakMap<Session, ReadonlyArray<readonly [label: string, exerciseId: string]>>();
/**
 * A copy of a week that keeps what each session's focus line names, so a later pass on the copy
 * (the served plan after a clearance) still takes a removed exercise's name out of the line.
 */
export function copyWeek(w: Week): Week {
  const copy = structuredClone(w);
  w.sessions.forEach((s, i) => {
    const named = FOCUS.get(s);
    if (named) FOCUS.set(copy.sessions[i]!, named);
  });
  return copy;
}

/** Every slot label the session still delivers (its focus line shows the first five). */
export const sessionLabels = (s: Session): string[] => [...new Set((FOCUS.get(s) ?? []).map(([label]) => label))];
const focusLine = (named: ReadonlyArray<readonly [string, string]>) =>
  [...new Set(named.map(([label]) => label))].slice(0, 5).join(" · ");

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
 * A session as a coach puts it together: no exercise or movement twice (the later,
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
  if (out.some((x) => isPress(x.exercise)) && !balanced(out)) {
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
    if (!clash && (!isPress(x.exercise) || balanced([...out, x])) && fits([...out, x])) out.push(x);
  }
  while (out.length < MIN_EXERCISES) {
    const x = firstFitting(extras.fillers, out);
    if (!x) break;
    out.push(x);
  }
  return order(out.map((x) => x.item)).map((item) => out.find((x) => x.item === item)!);
}

const MIN_EXERCISES = 4;
/** The fewest efforts of a timed conditioning piece that still conditions. */
const MIN_INTERVALS = 4;

/**
 * Foot contacts a session of jumps, hops and landings may hold for an under-16 beginner: about
 * 80-100 (the NSCA's beginner range; Faigenbaum et al. 2009; Lloyd et al. 2014).
 */
const NOVICE_JUNIOR_CONTACTS = 100;
/** A hop held for time: about two contacts a second. */
const CONTACTS_PER_SECOND = 2;

/** A plyometric prescription's foot contacts. */
function footContacts(p: Dosed): number {
  const per = p.dose.kind === "reps" ? p.dose.reps : p.dose.kind === "time" ? p.dose.seconds * CONTACTS_PER_SECOND : 0;
  return p.sets * per * (p.dose.perSide ? 2 : 1);
}

/** The session's jumping doses come down until their contacts fit (`trimLargest`). */
function capContacts(placed: Placed[], max: number): void {
  const plyos = placed.filter((x) => x.exercise.category === "plyometric").map((x) => x.p);
  trimLargest(plyos, footContacts, max);
}

/** What trimming changes: a dose's sets and its reps, seconds or metres. */
type Dosed = Pick<Prescription, "sets" | "dose"> & { exerciseId?: string; category?: Prescription["category"] };

/**
 * Takes a set off the largest dose that has more than two (no token doses), else shortens the
 * largest that can be (`shorten`), until the doses' total `size` is at most `max`; returns what it cut.
 */
function trimLargest<T extends Dosed>(doses: T[], size: (d: T) => number, max: number): Set<T> {
  const cut = new Set<T>();
  const total = () => doses.reduce((n, d) => n + size(d), 0);
  while (total() > max) {
    const next = [...doses].sort((x, y) => size(y) - size(x)).find((d) => d.sets > 2 || shorten(d));
    if (!next) break;
    if (next.sets > 2) next.sets -= 1;
    else next.dose = shorten(next)!;
    cut.add(next);
  }
  return cut;
}

/**
 * A session's presses have a pull beside them: a rowing or pulling lift, or, when every press is at
 * body weight (a sore hand's forearm wall press, push-ups), upper-back work such as prone Y-T-W raises.
 */
function balanced(out: Placed[]): boolean {
  if (out.some((x) => isPull(x.exercise))) return true;
  const light = out.filter((x) => isPress(x.exercise)).every((x) => isBodyWeightLift(x.exercise));
  return light && out.some((x) => x.exercise.movement === "pull" && x.exercise.category !== "conditioning");
}

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

export function extrasFor(pool: Set<Exercise>, chosen: Item[][], fitted: Item[][]): Extras {
  const inPool = [...pool];
  return {
    spare: chosen.map((items, i) => items.filter((it) => !fitted[i]!.some((f) => f.exercise.id === it.exercise.id))),
    pulls: inPool.filter(isPull),
    fillers: inPool
      .filter((e) => TOP_UP_ORDER.includes(e.category))
      .sort((x, y) => TOP_UP_ORDER.indexOf(x.category) - TOP_UP_ORDER.indexOf(y.category)),
  };
}

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

/**
 * A session's conditioning is one piece: a second one chosen for it moves to a session
 * of the week that has none, or goes.
 */
export function oneConditioningEach(sessions: Item[][]): Item[][] {
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

/**
 * The taper does no more of any exercise than the peak week did, and no harder (week 8 against
 * week 7), and starts nothing fast or explosive that phase 2 has not already held.
 */
export function taperBelowPeak(weeks: Week[]): void {
  const peak = weeks.find((w) => w.kind === "power" && w.week === 7);
  const taper = weeks.find((w) => w.kind === "taper");
  if (!peak || !taper) return;
  const held = new Set(
    weeks
      .filter((w) => w.phase === 2 && w !== taper)
      .flatMap((w) => w.sessions.flatMap((s) => s.exercises.map((e) => e.exerciseId))),
  );
  const explosive = (e: Prescription) => ["power", "plyometric", "speed"].includes(e.category);
  // Fast or explosive work new to the taper leaves it; where its session cannot spare it, the peak
  // week's own exercise of that session takes its place.
  takeOut(taper, (e) => explosive(e) && !held.has(e.exerciseId));
  taper.sessions.forEach((s, i) => {
    const fromPeak = (peak.sessions[i]?.exercises ?? []).filter(
      (x) => !s.exercises.some((e) => e.exerciseId === x.exerciseId),
    );
    s.exercises = s.exercises.map((e) => {
      if (!explosive(e) || held.has(e.exerciseId)) return e;
      const x = fromPeak.find((p) => p.category === e.category) ?? fromPeak.find((p) => !explosive(p));
      if (!x) return e;
      fromPeak.splice(fromPeak.indexOf(x), 1);
      return {
        ...structuredClone(x),
        block: e.block,
        sets: Math.max(2, x.sets - 1),
        rpe: Math.min(x.rpe, taper.targetRpe),
      };
    });
    retitle(s);
  });
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

/**
 * Runs, hops and jumps build week on week, in one pass over the weeks so each week is measured
 * against the weeks before it as they finally stand:
 * - high-speed running: a week's sprint metres stay within 1.5 × the most done in any earlier week
 *   (+20 m), and a first week of sprinting within 200 m; over that, sprint sets are cut, longest
 *   drills first (Gabbett, BJSM 2016: avoid spikes in high-speed running);
 * - an injured leg's foot strikes rise at most about a third over its biggest week so far (or 40
 *   strikes on a small base), so the weeks a return brings work back (the first week of phase 2, a
 *   peak week) never double them, and its first week of any starts within `FIRST_WEEK_BACK`
 *   (Gabbett, BJSM 2016; tendon loading progressed by symptoms, Silbernagel et al., AJSM 2007);
 * - all running on the feet stays within 1.5 × (or 400 m over) the biggest week so far;
 * - cutting and turning on an injured leg wait for a week that ran straight;
 * - the taper is never an injured leg's heaviest week: it does no more than the week before, and
 *   brings back nothing that week did not hold.
 * Weeks before `from` (already trained, when a clearance re-plans the rest) are measured, not changed.
 */
export function buildGradually(
  weeks: Week[],
  injuries: readonly ActiveInjury[],
  from = 1,
  offFeet: OffFeet = () => null,
): void {
  const legs = injuries.filter((r) => r.sev >= 2 && r.recency !== "old");
  const mostStrikes = legs.map(() => 0);
  const lastStrikes = legs.map(() => 0);
  let mostSprint = 0;
  let ranStraight = false;
  let mostRun = 0;
  const strikesOf = (w: Week, r: ActiveInjury) =>
    w.sessions.flatMap((s) => s.exercises).filter((e) => strikesOn(e, r.region));
  for (const w of weeks) {
    if (w.week >= from) {
      // Cutting and turning on an injured leg come after a week of straight running (adapt.ts).
      if (!ranStraight) takeOut(w, (e) => turns(e) && legs.some((r) => strikesOn(e, r.region)));
      legs.forEach((r, i) => {
        const most = mostStrikes[i]!;
        const side = r.side && r.side !== "both" ? `${r.side} ` : "";
        // Conditioning the runs cannot hold at a real dose moves off the feet (or waits).
        const moveOff = (e: Prescription) => {
          const s = w.sessions.find((x) => x.exercises.includes(e));
          const to = s
            ? offFeet(
                w.week,
                e,
                `your ${side}${r.region} takes only a few runs this week, too few to condition you`,
                s.exercises,
              )
            : null;
          if (s && to) s.exercises = s.exercises.map((x) => (x === e ? to : x));
          return to !== null;
        };
        if (w.kind === "taper" && lastStrikes[i] === 0) {
          for (const e of strikesOf(w, r).filter((x) => x.category === "conditioning")) moveOff(e);
          takeOut(w, (e) => strikesOn(e, r.region));
          return;
        }
        const ramp = most === 0 ? FIRST_WEEK_BACK : Math.max(Math.ceil(most * (1 + INJURED_RAMP)), most + SMALL_RISE);
        const allowed = w.kind === "taper" ? Math.min(ramp, lastStrikes[i]!) : ramp;
        for (const e of trimLargest(strikesOf(w, r), footStrikes, allowed))
          addChange(
            e,
            w.kind === "taper"
              ? `Kept below last week's running and jumping in the taper, for your ${side}${r.region}`
              : most === 0
                ? `Fewer sets in the first week this work loads your ${side}${r.region}`
                : `Kept within about a third more running and jumping than your biggest week so far, for your ${side}${r.region}`,
          );
        // First when the week is still over at its smallest doses, then where trimming cut it to a
        // few short runs.
        for (let on = strikesOf(w, r); sum(on, footStrikes) > allowed; on = strikesOf(w, r)) {
          const run = on.find((e) => e.category === "conditioning" && e.dose.kind === "distance");
          if (run && moveOff(run)) continue;
          // At its smallest doses and still over: the biggest drill waits for a later week (one stays).
          if (on.length <= 1 || !dropBiggest(w, on, footStrikes)) break;
        }
        for (const e of strikesOf(w, r).filter(tokenRun)) moveOff(e);
        takeOut(w, (e) => strikesOn(e, r.region) && tokenRun(e));
      });
      mostSprint = Math.max(mostSprint, capSprints(w, mostSprint));
      // All running on the feet: no week over half as much again as the biggest so far (+400 m),
      // and a first week of running after weeks without any within 600 m.
      const runCap = mostRun > 0 ? Math.max(Math.floor(mostRun * 1.5), mostRun + 400) : w.week > 1 ? 600 : 0;
      if (runCap > 0) {
        trimLargest(w.sessions.flatMap((s) => s.exercises).filter(runsOnTheFeet), (e) => e.sets * metresOf(e), runCap);
        for (const s of w.sessions)
          s.exercises = s.exercises.map(
            (e) =>
              (tokenRun(e) &&
                offFeet(
                  w.week,
                  e,
                  "your running builds up again from weeks without it, too few runs yet to condition you",
                  s.exercises,
                )) ||
              e,
          );
      }
      for (const s of w.sessions) s.estimatedMinutes = estimateSessionMinutes(WARM_UP_MINUTES, s.exercises);
    } else mostSprint = Math.max(mostSprint, sprintMetres(w));
    mostRun = Math.max(mostRun, runMetres(w));
    ranStraight ||= w.sessions.some((s) => s.exercises.some((e) => runsStraight(e)));
    // As the week now stands: the sprint cap may have taken a drill out.
    legs.forEach((r, i) => {
      lastStrikes[i] = sum(strikesOf(w, r), footStrikes);
      mostStrikes[i] = Math.max(mostStrikes[i]!, lastStrikes[i]!);
    });
  }
}

/**
 * Cuts one week's sprints to the metres `most` earlier weeks allow; returns the week's metres.
 * Never below two sets (no token doses): past that the distance shortens, and a drill that is its
 * distance (a three between the wickets) that still does not fit leaves the week.
 */
function capSprints(w: Week, most: number): number {
  const allowed = most > 0 ? Math.floor(most * 1.5) + 20 : 200;
  const sprints = () => w.sessions.flatMap((s) => s.exercises).filter(isSprint);
  const metres = () => sprintMetres(w);
  while (metres() > allowed) {
    const all = sprints();
    const longest = all.filter((e) => e.sets > 2).sort((x, y) => y.sets * metresOf(y) - x.sets * metresOf(x))[0];
    const far = all.filter((e) => shorten(e)).sort((x, y) => metresOf(y) - metresOf(x))[0];
    if (longest) longest.sets--;
    else if (far) far.dose = shorten(far)!;
    else {
      // Every sprint at its shortest: the longest a session can spare leaves the week.
      if (!dropBiggest(w, all, (e) => e.sets * metresOf(e))) break;
    }
  }
  return metres();
}

const sprintMetres = (w: Week) =>
  sum(w.sessions.flatMap((s) => s.exercises).filter(isSprint), (e) => e.sets * metresOf(e));
const pattern = (e: Prescription) => EXERCISES_BY_ID.get(e.exerciseId)?.pattern;
const turns = (e: Prescription) => pattern(e) === "change-of-direction";
const landsOnFeet = (e: Prescription) => hasImpact(EXERCISES_BY_ID.get(e.exerciseId)!);
/** A run on the feet in a straight line (not the bike, rower or a circuit). */
const runsStraight = (e: Prescription) => (pattern(e) === "sprint" || pattern(e) === "run") && landsOnFeet(e);
/** Runs and sprints on the feet, measured in metres (not the bike, rower or a sled). */
const runsOnTheFeet = (e: Prescription) => e.dose.kind === "distance" && landsOnFeet(e);
const runMetres = (w: Week) =>
  sum(w.sessions.flatMap((s) => s.exercises).filter(runsOnTheFeet), (e) => e.sets * metresOf(e));
const metresOf = (e: Prescription) => (e.dose.kind === "distance" ? e.dose.metres : 0);
const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);

/** Whether a prescription lands a foot strike on a region: a run, hop or jump that loads it by impact. */
const strikesOn = (e: Prescription, region: BodyRegion): boolean =>
  (EXERCISES_BY_ID.get(e.exerciseId)?.loadsHow[region] ?? []).includes("impact");

/** Adds a sentence to what a prescription says changed. */
function addChange(e: Prescription, sentence: string): void {
  e.change = `${e.change ? `${e.change.replace(/\.$/, "")}; ` : ""}${sentence}.`;
}

/** About one foot strike per 1.5 m run; a run-up delivery is about 12 strides. */
const METRES_PER_STRIKE = 1.5;
const STRIKES_PER_DELIVERY = 12;
/** A week's foot strikes on an injured region may rise by this share over its biggest week so far. */
const INJURED_RAMP = 0.3;
const SMALL_RISE = 40;
/** Runs, hops and jumps on a leg whose weekly foot strikes `buildGradually` sets. */
export const rampedBy =
  (injuries: readonly ActiveInjury[]) =>
  (e: Prescription): boolean =>
    injuries.some((r) => r.sev >= 2 && r.recency !== "old" && strikesOn(e, r.region));

/** An injured leg's first week of runs, hops and jumps: about 150 low contacts or 225 m of running. */
const FIRST_WEEK_BACK = 150;
/** A three between the wickets is its distance: it loses sets, never metres. */
const FIXED_DISTANCE: readonly string[] = ["run-a-three", "runs-between-wickets"];

/** A conditioning run under 100 m in all: too little to condition, once trimming has cut it. */
const tokenRun = (e: Prescription) =>
  e.category === "conditioning" && e.dose.kind === "distance" && e.sets * e.dose.metres < 100;

/** The foot strikes of one prescription: landings of jumps and hops, strides of runs. */
function footStrikes(e: Prescription): number {
  if (e.dose.kind === "distance") return (e.sets * e.dose.metres) / METRES_PER_STRIKE;
  if (e.category === "conditioning" && e.dose.kind === "reps") return e.sets * e.dose.reps * STRIKES_PER_DELIVERY;
  return footContacts(e);
}

/**
 * The next shorter dose of a run, hop or jump (never below 10 m, 10 s or 3 reps; a conditioning run
 * never below 20 m, where a shorter one is a sprint start, not conditioning), or none.
 */
function shorten(e: Dosed): Prescription["dose"] | null {
  const d = e.dose;
  if (e.exerciseId && FIXED_DISTANCE.includes(e.exerciseId)) return null;
  if (d.kind === "distance" && d.metres > (e.category === "conditioning" ? 20 : 10))
    return { ...d, metres: d.metres - 5 };
  if (d.kind === "time" && d.seconds > 10) return { ...d, seconds: Math.max(10, d.seconds - 5) };
  if (d.kind === "reps" && d.reps > 3) return { ...d, reps: d.reps - 1 };
  return null;
}

/** Work seconds of a week (sets × work per set): the basis of the volume index. */
export function weekWork(week: Week): number {
  let sum = 0;
  for (const s of week.sessions) for (const e of s.exercises) sum += e.sets * workSecondsPerSet(e.category, e.dose);
  return sum;
}

/**
 * A sore knee or Achilles tendon is never run, hopped or jumped on two days in a row: its foot
 * strikes go on the first of two back-to-back gym days only (the weekdays of GYM_DAYS), so high
 * tendon loads are at least 48 hours apart (Cook & Purdam, BJSM 2009; Silbernagel et al., AJSM 2007).
 */
export function spaceTendonLoads(
  weeks: Week[],
  injuries: readonly ActiveInjury[],
  weekdays: readonly number[],
  offFeet: OffFeet = () => null,
): void {
  const sore = injuries.filter((r) => tendon(r) && r.sev >= 2).map((r) => r.region);
  if (sore.length === 0) return;
  const strikes = (e: Prescription) => sore.some((region) => strikesOn(e, region));
  const roomy = (s: Session) => s.exercises.filter((e) => !strikes(e)).length >= MIN_EXERCISES;
  for (const w of weeks) {
    let loaded: Session | null = null;
    let loadedDay = -9;
    w.sessions.forEach((s, i) => {
      const day = weekdays[i] ?? -9;
      if (day - loadedDay === 1 && loaded && s.exercises.some(strikes)) {
        // The second day's conditioning goes on off the feet.
        s.exercises = s.exercises.map(
          (e) =>
            (strikes(e) &&
              e.category === "conditioning" &&
              offFeet(
                w.week,
                e,
                `your ${sore.join(" and ")} takes no runs the day after a day of them`,
                s.exercises,
              )) ||
            e,
        );
      }
      if (day - loadedDay === 1 && loaded && s.exercises.some(strikes)) {
        // The second day loses its runs and jumps; a second day too short to lose them keeps
        // them, and the day before gives up its own instead.
        if (roomy(s) || !roomy(loaded)) keepOnly(s, (e) => !strikes(e));
        else keepOnly(loaded, (e) => !strikes(e));
      }
      if (s.exercises.some(strikes)) {
        loaded = s;
        loadedDay = day;
      }
    });
  }
}

/**
 * "Back from week N" names the week the athlete first does the work again: where the plan as built
 * first holds the exercise later than the week its injury allowed (phase 2's exercise, or a week
 * whose session could not fit it), the note names that later week, and that week is the short first
 * week back: half the sets, or the taper's volume. `stepDown` says where it may still be stepped: after
 * the build-up, not the runs and jumps of an injured leg, whose weeks the build-up has set.
 */
export function returnsAsBuilt(
  weeks: readonly Week[],
  stepDown: boolean | ((e: Prescription) => boolean) = true,
): void {
  const steps = (e: Prescription) => (typeof stepDown === "function" ? stepDown(e) : stepDown);
  const firstFrom = (id: string, from: number) =>
    weeks.find((w) => w.week >= from && w.sessions.some((s) => s.exercises.some((e) => e.exerciseId === id)))?.week ??
    from;
  const RETURN = /\b(Back (?:in )?from week|back for your [^,;.]* from week) (\d+)/;
  for (const w of weeks)
    for (const e of w.sessions.flatMap((s) => s.exercises)) {
      if (!e.change) continue;
      let halve = false;
      e.change = `${e.change
        .replace(/\.$/, "")
        .split("; ")
        .map((sentence) => {
          const m = RETURN.exec(sentence);
          if (!m) return sentence;
          const first = firstFrom(e.exerciseId, Number(m[2]));
          if (first <= Number(m[2])) return sentence;
          const moved = sentence.replace(RETURN, `${m[1]} ${first}`);
          // This is its first week back: the step down it would have had in the week its injury allowed.
          if (first !== w.week || /first week back/.test(sentence)) return moved;
          if (!steps(e) && w.kind !== "taper") return moved;

          halve = true;
          return `${moved}, ${w.kind === "taper" ? "at the taper's lighter volume" : "half the sets"} in its first week back`;
        })
        .join("; ")}.`;
      if (halve && w.kind !== "taper") e.sets = Math.max(2, Math.ceil(e.sets / 2));
    }
  for (const s of weeks.flatMap((w) => w.sessions))
    s.estimatedMinutes = estimateSessionMinutes(WARM_UP_MINUTES, s.exercises);
}

/** A session's title, focus line and minutes, from what it now holds. */
function retitle(s: Session): void {
  s.title = `Day ${s.day}: ${sessionTitle(s.exercises.map((e) => EXERCISES_BY_ID.get(e.exerciseId)!))}`;
  const named = FOCUS.get(s);
  if (named) {
    const left = named.filter(([, id]) => s.exercises.some((e) => e.exerciseId === id));
    FOCUS.set(s, left);
    s.focus = focusLine(left);
  }
  s.estimatedMinutes = estimateSessionMinutes(WARM_UP_MINUTES, s.exercises);
}

/** Takes the biggest of `candidates` by `size` out of a week, from a session that can spare it; false when none can. */
function dropBiggest(w: Week, candidates: readonly Prescription[], size: (e: Prescription) => number): boolean {
  const roomy = (e: Prescription) =>
    w.sessions.some((s) => s.exercises.includes(e) && s.exercises.length > MIN_EXERCISES);
  const biggest = candidates.filter(roomy).sort((x, y) => size(y) - size(x))[0];
  if (biggest) takeOut(w, (e) => e === biggest);
  return biggest !== undefined;
}

/** Takes what `out` names out of a week, from the sessions that keep their minimum content. */
export function takeOut(w: Week, out: (e: Prescription) => boolean): void {
  for (const s of w.sessions)
    if (s.exercises.filter((e) => !out(e)).length >= MIN_EXERCISES) keepOnly(s, (e) => !out(e));
}

/**
 * A built session without what `keep` rejects, saying what is left: its letters run on without
 * gaps, its title and minutes follow. A session is never emptied.
 */
function keepOnly(s: Session, keep: (e: Prescription) => boolean): void {
  const next = s.exercises.filter(keep);
  if (next.length === 0 || next.length === s.exercises.length) return;
  const letters = [...new Set(next.map((e) => e.block.charAt(0)))];
  s.exercises = next.map((e) => ({
    ...e,
    block: String.fromCharCode(65 + letters.indexOf(e.block.charAt(0))) + e.block.slice(1),
  }));
  retitle(s);
}
