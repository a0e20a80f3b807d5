import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  PRIMARY_ROLES,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  type Goal,
  type InjuryDetail,
  type QuestionnaireAnswers,
} from "../questionnaire.ts";
import { EXERCISES_BY_ID } from "./exercise-library.ts";
import { generatePlan } from "./generator.ts";
import { readInjuries, severity } from "./injuries.ts";
import type { BodyRegion, Prescription, Program, Week } from "./types.ts";

/**
 * The coach's rulebook (issue #10): each rule reads a plan as a county-academy head of S&C
 * would and returns what they would refuse to sign (empty = signed). The rules are written
 * from the coach's side, independent of how the generator works, so they ran unchanged against
 * generator 1.0.0 (the "before" counts in docs/decisions/0032-plan-rules-for-coaches.md).
 */

export type Rule = (a: QuestionnaireAnswers, p: Program) => string[];

const ex = (id: string) => EXERCISES_BY_ID.get(id);
const lib = (p: Prescription) => ex(p.exerciseId);
const sessions = (w: Week) => w.sessions;
const items = (w: Week) => w.sessions.flatMap((s) => s.exercises);
const has = (p: Prescription, q: string) => (lib(p)?.qualities as string[] | undefined)?.includes(q) ?? false;
const explosive = (p: Prescription) => p.category === "power" || p.category === "plyometric" || p.category === "speed";
const heavy = (p: Prescription) => has(p, "max-strength");
const isSprint = (p: Prescription) =>
  p.category === "speed" &&
  p.dose.kind === "distance" &&
  !["a-skip", "sled-push", "band-resisted-march"].includes(p.exerciseId);

/**
 * Rehab and prehab work that protects a region rather than stressing it: never flagged for it.
 * Deliberately the coach's own list, not the library's `REHAB_FOR`: if a loaded lift were ever
 * added to the library's list to silence a flag, this rule still catches it.
 */
export const REHAB_FOR: Record<string, BodyRegion[]> = {
  "dead-bug": ["lumbar spine"],
  "front-plank": ["lumbar spine", "shoulder"],
  "bird-dog": ["lumbar spine"],
  "pallof-press": ["lumbar spine", "trunk/side"],
  "cable-pallof-press": ["lumbar spine", "trunk/side"],
  "band-external-rotation": ["shoulder"],
  "side-lying-external-rotation": ["shoulder"],
  "cable-external-rotation-90": ["shoulder"],
  "prone-ytw": ["shoulder"],
  "cat-camel": ["lumbar spine"],
  "glute-bridge": ["lumbar spine", "hamstring"],
};
/** The coach's own list of one drill under two names: a run-a-three is a runs-between-the-wickets rep. */
const SAME_DRILL: Array<[string, string]> = [["run-a-three", "runs-between-wickets"]];
const OLYMPIC_OR_DEPTH = new Set(["hang-power-clean", "depth-jump"]);
const LOADED_JUMPS = new Set(["trap-bar-jump", "db-jump-squat", "depth-jump", "hang-power-clean"]);
/** Jumps and lifts that drive the hip open fast: the coach's own list, not the library's regions. */
const BIG_JUMPS = new Set([
  "box-jump",
  "cmj-stick",
  "squat-jump",
  "broad-jump",
  "depth-jump",
  "trap-bar-jump",
  "db-jump-squat",
  "hang-power-clean",
]);
const KEEPER_DRILLS = new Set(["keeper-dive-recover", "keeper-crouch-circuit"]);
/**
 * Strength exercises done with body weight alone: a trained adult cannot reach RPE 6-8 in 8-12 reps
 * of these without a load. The coach's own list, not the library's equipment field.
 */
const BODY_WEIGHT_LIFTS = new Set([
  "push-up",
  "pike-push-up",
  "inverted-row",
  "bodyweight-squat",
  "tempo-pause-squat",
  "wall-sit",
  "split-squat",
  "reverse-lunge",
  "lateral-lunge",
  "step-up",
  "single-leg-rdl",
  "glute-bridge",
  "single-leg-glute-bridge",
  "dowel-hip-hinge",
]);
/** An over of run-ups and run-up strides: a fast bowler's run-up, which nobody else has. */
const RUN_UP_DRILLS = new Set(["bowling-spell-repeats", "bowling-run-up-strides"]);
const AXIAL_HEAVY = new Set([
  "back-squat",
  "front-squat",
  "trap-bar-deadlift",
  "barbell-rdl",
  "barbell-split-squat",
  "barbell-hip-thrust",
]);
const BALLISTIC_SPINE = new Set([
  "mb-overhead-slam",
  "mb-rotational-scoop",
  "mb-shotput",
  "kb-swing",
  "hang-power-clean",
  "landmine-rotation",
  "trap-bar-jump",
]);
const JUNIOR_CAP: Partial<Record<QuestionnaireAnswers["ageGroup"], number>> = {
  "Under-14": 3,
  "Under-16": 3,
  "Under-19": 4,
};
const FAST_ROLES = ["Fast Bowler", "Fast-Bowling All-rounder"];
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * How a coach sees an exercise load an injured region the injury forbids, in the coach's own
 * classes (not the library's `loads`, which this rule checks): feet striking the ground (runs,
 * sprints, skips, hops, jumps) load the ankle, calf and knee by impact; kneeling loads the knee's
 * front; work above the head and body weight on the hands load the shoulder; gripping, catching
 * and throwing a ball load the hand and elbow.
 */
/** Off the feet, or one foot always on the ground: no landing. */
export const NO_FOOT_STRIKE: ReadonlySet<string> = new Set([
  "bike-intervals",
  "rower-intervals",
  "sled-push",
  "band-resisted-march",
  "wall-drill",
  "brisk-walk-intervals",
]);
const KNEELING = new Set(["nordic-curl", "couch-stretch", "half-kneeling-db-press", "half-kneeling-band-lift"]);
const OVERHEAD = new Set([
  "pike-push-up",
  "half-kneeling-db-press",
  "landmine-press",
  "pull-up",
  "lat-pulldown",
  "mb-overhead-slam",
  "band-shoulder-dislocate",
  "half-kneeling-band-lift",
  "band-woodchop",
]);
const ON_THE_HANDS = new Set([
  "push-up",
  "pike-push-up",
  "explosive-incline-push-up",
  "plyo-push-up",
  "ab-wheel-rollout",
  "plank-shoulder-tap",
  "keeper-dive-recover",
  // Its push-ups and plank.
  "bodyweight-circuit",
  // On hands and knees.
  "bird-dog",
  "cat-camel",
]);
const BRACES_THE_SIDE = new Set(["side-plank", "copenhagen-plank", "suitcase-carry", "ab-wheel-rollout", "body-saw"]);
const ON_THE_FOREARMS = new Set(["body-saw", "side-plank", "copenhagen-plank"]);
const GRIPPED = new Set([
  "towel-wring",
  "plate-pinch",
  "farmers-carry",
  "suitcase-carry",
  "hang-power-clean",
  "front-squat",
  // Rows, pulls, deadlifts and swings hang the load from the hands; a rowing machine's handle too.
  "trap-bar-deadlift",
  "kb-deadlift",
  "db-rdl",
  "barbell-rdl",
  "db-single-leg-rdl",
  "kb-swing",
  "inverted-row",
  "band-row",
  "one-arm-db-row",
  "pull-up",
  "lat-pulldown",
  "seated-cable-row",
  "rower-intervals",
]);
/** Whatever the hand holds: the coach's list, and anything lifted with a dumbbell, bar, kettlebell, landmine, plate or ball. */
const HELD_IMPLEMENTS = ["dumbbell", "barbell", "kettlebell", "trap bar", "landmine", "weight plates", "medicine ball"];
const held = (p: Prescription) =>
  GRIPPED.has(p.exerciseId) ||
  // The forearm's own rebuild, eased and pain-free: the wrist curl is how a sore elbow comes back.
  (p.exerciseId !== "db-wrist-curls" && HELD_IMPLEMENTS.includes(lib(p)?.implement ?? ""));
/** A sore hand cannot hold a band, a cable handle or an ab wheel either, nor curl a dumbbell with the wrist. */
const heldInTheHand = (p: Prescription) =>
  held(p) ||
  p.exerciseId === "db-wrist-curls" ||
  // A banded march wears the band round the waist, a forearm band row over the forearms, hands open.
  (!["band-resisted-march", "forearm-band-row"].includes(p.exerciseId) &&
    ["band", "cable", "ab wheel"].includes(lib(p)?.implement ?? ""));
const footStrike = (p: Prescription) =>
  ["locomotion", "jump"].includes(lib(p)?.movement ?? "") && !NO_FOOT_STRIKE.has(p.exerciseId);
const FORBIDDEN: Partial<Record<BodyRegion, Array<[string, (p: Prescription) => boolean]>>> = {
  // A sled push or a banded march drives off the forefoot: not a foot strike for the knee, but the ankle takes it.
  "ankle/foot": [["impact", (p) => footStrike(p) || ["sled-push", "band-resisted-march"].includes(p.exerciseId)]],
  "calf/achilles": [["impact", footStrike]],
  knee: [
    ["impact", footStrike],
    ["kneeling", (p) => KNEELING.has(p.exerciseId) || /kneeling/i.test(p.name)],
  ],
  shoulder: [
    ["overhead work", (p) => OVERHEAD.has(p.exerciseId)],
    ["weight on the hands", (p) => ON_THE_HANDS.has(p.exerciseId) || ON_THE_FOREARMS.has(p.exerciseId)],
  ],
  "wrist/hand": [
    ["grip", heldInTheHand],
    ["weight on the hands", (p) => ON_THE_HANDS.has(p.exerciseId) || p.exerciseId === "sled-push"],
  ],
  elbow: [["grip", held]],
};
/**
 * The week a region takes that load again: explosive work's return by severity (week 7 for a
 * current injury, 5 for a recent one or a cleared current one, 3 when recent and cleared); running
 * for a calf from week 3, in its rebuild; kneeling on a knee with growth-related pain
 * (Osgood-Schlatter) not in this block. A current or recent injury no physio has cleared keeps
 * foot strikes and explosive work out for the block, whatever the calendar says: the clearance
 * unlocks them (decision 0142). Holding, kneeling, overhead work and weight on the hands are how
 * a coach reloads the region, so they keep the calendar.
 */
function returnWeek(r: ReturnType<typeof readInjuries>[number], how: string, p: Prescription): number {
  if (r.condition === "growth-related" && how === "kneeling") return 9;
  if (r.region === "calf/achilles" && lib(p)?.movement === "locomotion") return 3;
  if (uncleared(r) && (how === "impact" || explosive(p))) return 9;
  return { 0: 1, 1: 3, 2: 5, 3: 7 }[severity(r)];
}
/** Current or recent, and no physio has cleared it: its explosive work waits for the clearance. */
const uncleared = (r: { recency: string; cleared: boolean; condition?: string; region: string }) =>
  !r.cleared && r.recency !== "old" && r.condition !== "growth-related" && r.condition !== "overuse" && !soreTendon(r);
/**
 * A sore knee or Achilles tendon is loaded, not rested (Silbernagel et al. 2007): runs, hops and
 * landings go on, fewer; only the big jumps, loaded or depth jumps and loaded deep knee bends wait.
 * So is pain that builds with training with no injury behind it: a sore knee, shin splints,
 * plantar fasciitis (Rathleff et al., SJMSS 2015).
 */
const soreTendon = (r: { condition?: string; region: string }) =>
  (r.condition === "tendon" && (r.region === "knee" || r.region === "calf/achilles")) ||
  (r.condition === "overuse" && ["knee", "calf/achilles", "ankle/foot"].includes(r.region));
const tendonWaits = (p: Prescription) => {
  const e = lib(p);
  return (
    !!e &&
    ((e.category === "plyometric" && e.pattern === "jump") ||
      FASTEST_AND_HEAVIEST.has(p.exerciseId) ||
      (e.category === "mobility" && e.regions.includes("knee")))
  );
};

function regionLoaded(p: Prescription, r: BodyRegion): boolean {
  const e = lib(p);
  return !!e && e.regions.includes(r) && !(REHAB_FOR[p.exerciseId] ?? []).includes(r);
}

/**
 * A low back a coach keeps off the ground: sore now, or a stress fracture nobody has cleared (a
 * young fast bowler's current low-back pain counts as one). Every foot strike, run-up and
 * ballistic twist reaches it. A stress fracture, and a current back no physio has cleared, wait
 * for the clearance, the whole block (decision 0142); a cleared current back returns in week 5.
 */
function lockedBack(a: QuestionnaireAnswers): { back: number; cause: string } | undefined {
  const r = readInjuries(a).find((r) => r.region === "lumbar spine");
  if (!r) return undefined;
  const youngQuick = FAST_ROLES.includes(a.primaryRole) && ["Under-14", "Under-16", "Under-19"].includes(a.ageGroup);
  const fracture = !r.cleared && r.recency !== "old" && (r.condition === "bone stress" || youngQuick);
  if (fracture) return { back: 9, cause: "an uncleared stress fracture" };
  if (r.recency === "current") return { back: uncleared(r) ? 9 : 5, cause: "a current low-back injury" };
  return undefined;
}

const injured = (a: QuestionnaireAnswers, min: number) => readInjuries(a).filter((r) => severity(r) >= min);

/** The fastest and heaviest explosive work, as a coach lists it. */
const FASTEST_AND_HEAVIEST = new Set([
  "depth-jump",
  "flying-sprint",
  "hang-power-clean",
  "trap-bar-jump",
  "db-jump-squat",
  "plyo-push-up",
]);

/**
 * Each region's own rehab, as a physio would hand it over: calf raises and balance for an ankle,
 * calf raises for a calf or Achilles, the adductor squeeze and Copenhagen plank for a groin, a
 * long wall sit for a knee or thigh, wrist holds and curls for a hand or elbow.
 */
const OWN_REHAB: Record<BodyRegion, string[]> = {
  "ankle/foot": ["single-leg-calf-raise", "weighted-calf-raise", "single-leg-balance"],
  "calf/achilles": ["single-leg-calf-raise", "weighted-calf-raise", "seated-soleus-raise"],
  "groin/hip": ["copenhagen-plank", "adductor-squeeze"],
  knee: ["wall-sit"],
  "quad/thigh": ["wall-sit"],
  "wrist/hand": ["wrist-isometrics", "db-wrist-curls", "towel-wring", "plate-pinch"],
  elbow: ["wrist-isometrics", "db-wrist-curls"],
  hamstring: [
    "nordic-curl",
    "slider-hamstring-curl",
    "swiss-ball-leg-curl",
    "lying-leg-curl-eccentric",
    "glute-bridge",
    "single-leg-glute-bridge",
  ],
  shoulder: ["band-external-rotation", "side-lying-external-rotation", "cable-external-rotation-90", "prone-ytw"],
  "lumbar spine": ["dead-bug", "bird-dog", "front-plank", "pallof-press", "cable-pallof-press", "glute-bridge"],
  "trunk/side": ["pallof-press", "cable-pallof-press", "dead-bug"],
};
/** Foot strikes, as a coach counts them: landings of jumps and hops, a stride per 1.5 m run, about 12 per run-up delivery. */
const footStrikes = (e: Prescription) =>
  e.dose.kind === "distance"
    ? (e.sets * e.dose.metres) / 1.5
    : e.dose.kind === "reps"
      ? e.sets * e.dose.reps * (e.dose.perSide ? 2 : 1) * (e.category === "conditioning" ? 12 : 1)
      : e.sets * e.dose.seconds * 2 * (e.dose.perSide ? 2 : 1);
/** A dose that cannot come down further without becoming a token: two sets of its shortest. */
const smallest = (e: Prescription) =>
  e.sets <= 2 &&
  (e.dose.kind === "distance"
    ? e.dose.metres <= 10 || ["run-a-three", "runs-between-wickets"].includes(e.exerciseId)
    : e.dose.kind === "time"
      ? e.dose.seconds <= 10
      : e.dose.reps <= 3);

export const RULES: Record<string, Rule> = {
  "an injured region's own rehab is in every week": (a, p) => {
    const bad: string[] = [];
    for (const r of injured(a, 2).filter((r) => r.condition !== "growth-related"))
      for (const w of p.weeks)
        if (!items(w).some((e) => OWN_REHAB[r.region].includes(e.exerciseId)))
          bad.push(`week ${w.week}: nothing rebuilds the ${r.region}`);
    return bad;
  },
  "an injured leg's runs, hops and jumps rise by at most about a third a week over its biggest week so far": (a, p) => {
    const bad: string[] = [];
    for (const r of injured(a, 2).filter((r) => r.recency !== "old")) {
      let most = 0;
      for (const w of p.weeks) {
        const strikes = items(w).filter((e) => (lib(e)?.loadsHow[r.region] ?? []).includes("impact"));
        const n = strikes.reduce((t, e) => t + footStrikes(e), 0);
        // Over 30%, or a couple of short sets on a small base, is a spike unless every dose is already at its smallest.
        if (most > 0 && n > Math.max(most * 1.3, most + 40) + 1 && !strikes.every(smallest))
          bad.push(`week ${w.week}: ${r.region} foot strikes ${Math.round(most)} → ${Math.round(n)}`);
        most = Math.max(most, n);
      }
    }
    return bad;
  },
  "an injured leg's first week of runs, hops and jumps is short, and the taper is never its heaviest": (a, p) => {
    const bad: string[] = [];
    for (const r of injured(a, 2).filter((r) => r.recency !== "old")) {
      let most = 0;
      let last = 0;
      for (const w of p.weeks) {
        const strikes = items(w).filter((e) => (lib(e)?.loadsHow[r.region] ?? []).includes("impact"));
        const n = strikes.reduce((t, e) => t + footStrikes(e), 0);
        const settled = strikes.length <= 1 || strikes.every(smallest);
        // About 150 landings or 225 m of running to start; the taper no more than the week before it.
        if (most === 0 && n > 151 && !settled)
          bad.push(`week ${w.week}: ${r.region} starts at ${Math.round(n)} foot strikes`);
        if (w.kind === "taper" && n > last + 1 && !settled)
          bad.push(`taper: ${r.region} foot strikes ${Math.round(last)} → ${Math.round(n)}`);
        most = Math.max(most, n);
        last = n;
      }
    }
    return bad;
  },
  "all running builds: no week half as much again and 400 m over the biggest so far, a first week of running within 600 m":
    (_a, p) => {
      const onFeet = (e: Prescription) =>
        e.dose.kind === "distance" && Object.values(lib(e)?.loadsHow ?? {}).some((how) => how?.includes("impact"));
      const bad: string[] = [];
      let most = 0;
      for (const w of p.weeks) {
        const runs = items(w).filter(onFeet);
        const m = runs.reduce((n, e) => n + e.sets * (e.dose.kind === "distance" ? e.dose.metres : 0), 0);
        const cap = most > 0 ? Math.max(most * 1.5, most + 400) : w.week > 1 ? 600 : Infinity;
        if (m > cap + 1 && !runs.every(smallest)) bad.push(`week ${w.week}: running ${most} → ${m} m`);
        most = Math.max(most, m);
      }
      return bad;
    },
  "an injured leg cuts and turns only after a week of running straight": (a, p) => {
    const bad: string[] = [];
    const turns = (e: Prescription) => lib(e)?.pattern === "change-of-direction";
    const straight = (e: Prescription) =>
      !turns(e) &&
      (lib(e)?.pattern === "sprint" || lib(e)?.pattern === "run") &&
      Object.values(lib(e)?.loadsHow ?? {}).some((how) => how?.includes("impact"));
    for (const r of injured(a, 2).filter((r) => r.recency !== "old")) {
      let ranStraight = false;
      for (const w of p.weeks) {
        const cut = items(w).find((e) => turns(e) && (lib(e)?.loadsHow[r.region] ?? []).includes("impact"));
        if (cut && !ranStraight) {
          bad.push(`week ${w.week}: ${cut.name} for a ${r.region} with no straight running before it`);
          break;
        }
        ranStraight ||= items(w).some(straight);
      }
    }
    return bad;
  },
  "the taper starts nothing fast or explosive that phase 2 has not held": (_a, p) => {
    const held = new Set(p.weeks.slice(4, 7).flatMap((w) => items(w).map((e) => e.exerciseId)));
    const taper = p.weeks.find((w) => w.kind === "taper");
    return (taper ? items(taper) : [])
      .filter((e) => explosive(e) && !held.has(e.exerciseId))
      .map((e) => `week 8: ${e.name} is new`);
  },
  "no heavy pressing for a sore shoulder or elbow, and a held lift comes back moderate: 8+ reps at RPE 7 at most": (
    a,
    p,
  ) => {
    const bad: string[] = [];
    const moderate = (e: Prescription) => e.dose.kind !== "reps" || (e.dose.reps >= 8 && e.rpe <= 7);
    for (const w of p.weeks)
      for (const e of items(w))
        if (e.category === "strength" && /half the sets in its first week back/.test(e.change ?? "") && !moderate(e))
          bad.push(
            `week ${w.week}: ${e.name} back at ${e.sets} × ${e.dose.kind === "reps" ? e.dose.reps : "?"} @ RPE ${e.rpe}`,
          );
    for (const r of injured(a, 2).filter((r) => r.region === "shoulder" || r.region === "elbow")) {
      const back = r.cleared ? { 2: 5, 3: 7 }[severity(r) as 2 | 3] : 9;
      for (const w of p.weeks.filter((w) => w.week < back))
        for (const e of items(w))
          if (e.category === "strength" && lib(e)?.movement === "push" && !moderate(e))
            bad.push(
              `week ${w.week}: ${e.name} ${e.sets} × ${e.dose.kind === "reps" ? e.dose.reps : "?"} @ RPE ${e.rpe} for a sore ${r.region}`,
            );
    }
    return bad;
  },
  "an injured region's explosive work comes back in steps: never the fastest and heaviest in its first week back": (
    a,
    p,
  ) => {
    const bad: string[] = [];
    for (const r of injured(a, 1)) {
      const back = { 1: 3, 2: 5, 3: 7 }[severity(r) as 1 | 2 | 3];
      for (const w of p.weeks.filter((w) => w.week <= back))
        for (const e of items(w))
          if (
            FASTEST_AND_HEAVIEST.has(e.exerciseId) &&
            regionLoaded(e, r.region) &&
            // A hamstring, calf, thigh or groin rebuilds its running by speed, week by week: that is its steps.
            !(
              e.exerciseId === "flying-sprint" &&
              ["hamstring", "calf/achilles", "quad/thigh", "groin/hip"].includes(r.region)
            )
          )
            bad.push(`week ${w.week}: ${e.name} on the injured ${r.region}, back in week ${back}`);
    }
    return bad;
  },
  "doses an athlete can meet: the first rungs for juniors and beginners, juniors' sets capped, no pull-ups without a strength base, no body-weight lift for under 8 reps":
    (a, p) => {
      const bad: string[] = [];
      const newToIt = ["Under-14", "Under-16"].includes(a.ageGroup) || a.competitionLevel === "Beginner";
      const base = a.competitionLevel !== "Beginner" && a.abilities.Strength >= 3;
      if (["Under-14", "Under-16"].includes(a.ageGroup) && a.competitionLevel === "Beginner")
        for (const w of p.weeks)
          for (const s of sessions(w)) {
            const contacts = s.exercises
              .filter((e) => e.category === "plyometric")
              .reduce(
                (n, e) =>
                  n +
                  e.sets *
                    (e.dose.kind === "reps" ? e.dose.reps : e.dose.kind === "time" ? e.dose.seconds * 2 : 0) *
                    (e.dose.perSide ? 2 : 1),
                0,
              );
            if (contacts > 100) bad.push(`week ${w.week} ${s.title}: ${contacts} foot contacts for a junior beginner`);
          }
      for (const w of p.weeks)
        for (const e of items(w)) {
          const reps = e.dose.kind === "reps" ? e.dose.reps : 0;
          if (newToIt && e.exerciseId === "nordic-curl" && reps > 5)
            bad.push(`week ${w.week}: ${reps} Nordic curls a set for a junior or beginner`);
          if (newToIt && e.exerciseId === "copenhagen-plank" && e.dose.kind === "time" && e.dose.seconds > 20)
            bad.push(`week ${w.week}: a ${e.dose.seconds} s Copenhagen hold for a junior or beginner`);
          if (!base && e.exerciseId === "pull-up") bad.push(`week ${w.week}: pull-ups without a strength base`);
          // An under-14 or under-16 does 1-3 sets as a beginner, at most 4 after (Faigenbaum 2009; Lloyd 2014);
          // a beginner's session holds at most about 100 foot contacts of jumps, hops and landings.
          const setsCap = a.competitionLevel === "Beginner" ? 3 : 4;
          if (
            ["Under-14", "Under-16"].includes(a.ageGroup) &&
            ["strength", "power", "plyometric", "prehab", "trunk"].includes(e.category) &&
            e.sets > setsCap
          )
            bad.push(
              `week ${w.week}: ${e.name} ${e.sets} sets for an ${a.ageGroup} ${a.competitionLevel.toLowerCase()}`,
            );
          if (["pull-up", "pike-push-up"].includes(e.exerciseId) && reps > 8)
            bad.push(`week ${w.week}: ${e.name} ${e.sets} × ${reps}`);
          // Body weight cannot make a squat or a push-up hard in 4-6 reps.
          if (
            e.category === "strength" &&
            e.dose.kind === "reps" &&
            lib(e)?.equipment === "Bodyweight Only" &&
            !["pull-up", "pike-push-up"].includes(e.exerciseId) &&
            reps < 8
          )
            bad.push(`week ${w.week}: ${e.name} ${e.sets} × ${reps} at body weight`);
        }
      return bad;
    },
  "an injured region is unloaded early and rebuilt": (a, p) => {
    const bad: string[] = [];
    for (const r of injured(a, 2)) {
      for (const w of p.weeks)
        for (const s of sessions(w))
          if (!(s.injuryGuidance ?? []).some((g) => g.toLowerCase().includes(r.region)))
            bad.push(`week ${w.week} ${s.title}: no guidance for the ${r.region}`);
      for (const w of p.weeks.slice(0, 2))
        for (const e of items(w).filter((e) => regionLoaded(e, r.region))) {
          if (explosive(e) || heavy(e))
            bad.push(`week ${w.week}: ${e.name} is explosive or heavy for an injured ${r.region}`);
          else if (!e.change || e.rpe > w.targetRpe - 1)
            bad.push(`week ${w.week}: ${e.name} loads the ${r.region} at full effort without a change line`);
        }
      const later = p.weeks.slice(4, 7).some((w) => items(w).some((e) => lib(e)?.regions.includes(r.region)));
      if (!later) bad.push(`${r.region}: never rebuilt in phase 2`);
    }
    return bad;
  },
  "no plan loads an injured region before its return": (a, p) => {
    const bad: string[] = [];
    for (const r of injured(a, 1))
      for (const [how, test] of FORBIDDEN[r.region] ?? [])
        for (const w of p.weeks)
          for (const e of items(w))
            if (test(e) && w.week < returnWeek(r, how, e) && !(soreTendon(r) && how === "impact" && !tendonWaits(e)))
              bad.push(
                `week ${w.week}: ${e.name} puts ${how} on the injured ${r.region} before week ${returnWeek(r, how, e)}`,
              );
    return bad;
  },
  "a sore knee or Achilles tendon: runs and small jumps go on, fewer; big jumps and deep knee bends under load wait for its return":
    (a, p) => {
      const bad: string[] = [];
      // Never on two days in a row (Cook & Purdam 2009): the gym days are the week note's.
      const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
      const line = p.notes.week?.lines.find((l) => l.startsWith("Gym days:")) ?? "";
      const gymDays = days.map((d, i) => (line.includes(d) ? i : -1)).filter((i) => i >= 0);
      for (const r of injured(a, 2).filter(soreTendon))
        for (const w of p.weeks) {
          const struck = sessions(w).map((s) =>
            s.exercises.some((e) => (lib(e)?.loadsHow[r.region] ?? []).includes("impact")),
          );
          struck.forEach((hit, i) => {
            if (hit && i > 0 && struck[i - 1] && gymDays[i]! - gymDays[i - 1]! === 1)
              bad.push(`week ${w.week}: the ${r.region} tendon runs or jumps on two days in a row`);
          });
        }
      for (const r of injured(a, 2).filter(soreTendon)) {
        const back = { 0: 1, 1: 3, 2: 5, 3: 7 }[severity(r)];
        for (const w of p.weeks.slice(0, back - 1))
          for (const e of items(w))
            if (
              regionLoaded(e, r.region) &&
              tendonWaits(e) &&
              !(r.region === "calf/achilles" && lib(e)?.category === "mobility")
            )
              bad.push(`week ${w.week}: ${e.name} on a sore ${r.region} tendon before week ${back}`);
      }
      return bad;
    },
  "an uncleared current or recent injury: its explosive work waits for the physio's clearance, the whole block": (
    a,
    p,
  ) => {
    // The clearance unlocks it, not a calendar week. A running rebuild's sub-maximal runs (the
    // hamstring's, calf's, thigh's and groin's, decision 0144) are the rehab itself and stay.
    const bad: string[] = [];
    for (const r of injured(a, 1).filter(uncleared))
      for (const w of p.weeks)
        for (const e of items(w))
          if (
            explosive(e) &&
            regionLoaded(e, r.region) &&
            !(
              ["hamstring", "calf/achilles", "quad/thigh", "groin/hip"].includes(r.region) &&
              isSprint(e) &&
              e.exerciseId !== "flying-sprint"
            )
          )
            bad.push(`week ${w.week}: ${e.name} on an uncleared ${r.region}`);
    return bad;
  },
  "a sore low back or an uncleared stress fracture: no sprints, jumps, run-ups or ballistic spinal work before its return":
    (a, p) => {
      const locked = lockedBack(a);
      if (!locked) return [];
      const bad: string[] = [];
      for (const w of p.weeks.slice(0, locked.back - 1))
        for (const e of items(w))
          if (footStrike(e) || RUN_UP_DRILLS.has(e.exerciseId) || BALLISTIC_SPINE.has(e.exerciseId))
            bad.push(`week ${w.week}: ${e.name} with ${locked.cause}`);
      for (const w of p.weeks.slice(0, locked.back - 1))
        for (const s of sessions(w))
          if (/jog|skip|build-up run|pogo|hops|jumps/i.test((s.warmUp.steps ?? []).join(" ")))
            bad.push(`week ${w.week} ${s.title}: the warm-up runs or hops with ${locked.cause}`);
      const guidance = (p.weeks[0]?.sessions[0]?.injuryGuidance ?? []).join(" ");
      if (locked.back > 8 && !/clearance unlocks/.test(guidance))
        bad.push("the plan does not say what unlocks the running, jumping and bowling drills");
      return bad;
    },
  "only exercises that still load an injured region are flagged, never the rehab": (a, p) => {
    const regions = injured(a, 1).map((r) => r.region);
    const bad: string[] = [];
    for (const e of p.weeks.flatMap(items))
      for (const f of e.flags)
        if (!regions.includes(f.region) || !regionLoaded(e, f.region))
          bad.push(`${e.name} flagged for the ${f.region}`);
    return bad;
  },
  "injury-specific rules: young quick's back, hamstring, side strain, growth pain": (a, p) => {
    const bad: string[] = [];
    const all = p.weeks.flatMap(items);
    for (const r of injured(a, 1)) {
      const sev = severity(r);
      if (
        r.region === "lumbar spine" &&
        FAST_ROLES.includes(a.primaryRole) &&
        ["Under-14", "Under-16", "Under-19"].includes(a.ageGroup)
      ) {
        for (const w of r.cleared ? p.weeks.slice(0, 4) : p.weeks)
          for (const e of items(w))
            if (AXIAL_HEAVY.has(e.exerciseId) || BALLISTIC_SPINE.has(e.exerciseId))
              bad.push(`week ${w.week}: ${e.name} for a young quick's back`);
      }
      if (r.region === "hamstring" && sev >= 2) {
        for (const w of p.weeks.slice(0, 2))
          for (const e of items(w)) if (isSprint(e)) bad.push(`week ${w.week}: ${e.name} with a hamstring injury`);
        for (const w of p.weeks.slice(0, sev === 3 ? 5 : 3))
          for (const e of items(w)) if (e.exerciseId === "flying-sprint") bad.push(`week ${w.week}: flying sprints`);
        // Big jumps wait as long as the other explosive work: week 7 when current and not cleared, week 5 otherwise.
        for (const w of p.weeks.slice(0, sev === 3 ? 6 : 4))
          for (const e of items(w))
            if (BIG_JUMPS.has(e.exerciseId)) bad.push(`week ${w.week}: ${e.name} with a hamstring injury`);
        // Nor does the warm-up bring them in.
        for (const w of p.weeks.slice(0, sev === 3 ? 6 : 4))
          for (const s of sessions(w))
            for (const m of (s.warmUp.steps ?? [])
              .join(" ")
              .matchAll(/\b(box|countermovement|squat|depth|broad) jumps?\b/gi))
              bad.push(`week ${w.week} ${s.title}: the warm-up has ${m[0]}`);
        // The warm-up's build-up runs stay easy while sprinting is out.
        for (const w of p.weeks.slice(0, 2))
          for (const s of sessions(w))
            for (const m of (s.warmUp.steps ?? []).join(" ").matchAll(/(\d+)%/g))
              if (Number(m[1]) > 60) bad.push(`week ${w.week} ${s.title}: build-up run at ${m[1]}%`);
        const nordic = items(p.weeks[0]!).find((e) => e.exerciseId === "nordic-curl");
        if (nordic && nordic.dose.kind === "reps" && nordic.sets * nordic.dose.reps > 8)
          bad.push("Nordics not dosed from low");
      }
      if (r.region === "trunk/side" && sev >= 2) {
        for (const w of p.weeks.slice(0, 3))
          for (const e of items(w))
            if (has(e, "rotation") && (e.category === "power" || e.category === "trunk"))
              bad.push(`week ${w.week}: ${e.name} with a side strain`);
        // Side planks, one-sided carries and rollouts brace the side hardest: not while it heals.
        for (const w of p.weeks.slice(0, sev === 3 ? 4 : 3))
          for (const e of items(w))
            if (BRACES_THE_SIDE.has(e.exerciseId)) bad.push(`week ${w.week}: ${e.name} with a side strain`);
      }
      // A sore groin sprints again in a rebuild, as a hamstring does: no sprinting in the first two weeks.
      if (r.region === "groin/hip" && sev >= 2)
        for (const w of p.weeks.slice(0, 2))
          for (const e of items(w)) if (isSprint(e)) bad.push(`week ${w.week}: ${e.name} with a groin injury`);
      // Growth plates close by the late teens: in an adult "Osgood-Schlatter" is a remnant, not active apophysitis.
      if (r.condition === "growth-related" && ["Under-14", "Under-16", "Under-19"].includes(a.ageGroup)) {
        const plain = generatePlan({ ...a, injuries: "", injuryDetails: [] });
        const contacts = (q: Program) =>
          q.weeks
            .flatMap(items)
            .filter((e) => e.category === "plyometric" || isSprint(e))
            .reduce((n, e) => n + e.sets * (e.dose.kind === "reps" ? e.dose.reps : 1), 0);
        const strength = (q: Program) =>
          q.weeks
            .flatMap(items)
            .filter((e) => e.category === "strength" || e.category === "prehab")
            .reduce((n, e) => n + e.sets, 0);
        if (contacts(p) >= contacts(plain) * 0.8 && contacts(plain) > 0)
          bad.push("growth-related pain: jumping and sprinting not reduced");
        if (strength(p) < strength(plain) * 0.8) bad.push("growth-related pain: strength not kept");
      }
    }
    void all;
    return bad;
  },
  "the injury guidance promises only what the plan does": (_a, p) => {
    const bad: string[] = [];
    const all = p.weeks.flatMap(items);
    const lines = [...new Set(p.weeks.flatMap((w) => sessions(w).flatMap((s) => s.injuryGuidance ?? [])))];
    for (const g of lines) {
      if (/nordic/i.test(g) && !all.some((e) => e.exerciseId === "nordic-curl"))
        bad.push(`promises Nordics the plan never has: "${g}"`);
      const noSprintUntil = /no sprinting in weeks 1-(\d)/.exec(g);
      if (noSprintUntil)
        for (const w of p.weeks.slice(0, Number(noSprintUntil[1])))
          for (const e of items(w)) if (isSprint(e)) bad.push(`says no sprinting, week ${w.week} has ${e.name}`);
    }
    return bad;
  },
  "eccentric hamstring work means Nordic curls, every week the knee allows; not before week 3 of a fresh tear": (
    a,
    p,
  ) => {
    // The Nordic hamstring curl is the eccentric exercise whose programmes halve hamstring injuries
    // (decision 0128). Kneeling on an injured knee waits for the knee's return (never in the block
    // for Osgood-Schlatter, whose sore tibial tubercle the Nordic kneels on); a current hamstring
    // tear no physio has cleared does slower eccentric work in weeks 1-2.
    const nordics = (w: Week) => items(w).some((e) => e.exerciseId === "nordic-curl");
    const freshTear = injured(a, 3).some((r) => r.region === "hamstring");
    const bad = freshTear
      ? p.weeks
          .slice(0, 2)
          .filter(nordics)
          .map((w) => `week ${w.week}: Nordic curls on a fresh hamstring tear`)
      : [];
    if (!p.profile.emphasis.includes("Hamstrings (eccentric)")) return bad;
    const nordic = p.weeks.flatMap(items).find((e) => e.exerciseId === "nordic-curl");
    const knee = Math.max(
      1,
      ...injured(a, 1)
        .filter((r) => r.region === "knee")
        .map((r) => (nordic ? returnWeek(r, "kneeling", nordic) : r.condition === "growth-related" ? 9 : 3)),
    );
    const wait = Math.max(freshTear ? 2 : 0, knee - 1);
    for (const w of p.weeks.slice(wait))
      if (!nordics(w)) bad.push(`week ${w.week}: eccentric hamstring work promised, no Nordic curls`);
    return bad;
  },
  "no drill twice in one session under two names": (_a, p) => {
    const bad: string[] = [];
    for (const w of p.weeks)
      for (const s of sessions(w))
        for (const [x, y] of SAME_DRILL)
          if (s.exercises.some((e) => e.exerciseId === x) && s.exercises.some((e) => e.exerciseId === y))
            bad.push(`week ${w.week} ${s.title}: ${x} and ${y} are one drill`);
    return bad;
  },
  "exercise names never send a gym athlete to the furniture": (a, p) => {
    if (a.equipment !== "Full Gym") return [];
    return [...new Set(p.weeks.flatMap(items).map((e) => e.name))].filter((n) =>
      /\b(table|chair|sofa|couch edge|bed|backpack|doorway)\b/i.test(n),
    );
  },
  "an under-14 trains at most three days, never two in a row; juniors' weeks are capped": (a, p) => {
    const bad: string[] = [];
    const cap = JUNIOR_CAP[a.ageGroup];
    if (cap !== undefined)
      for (const w of p.weeks)
        if (w.sessions.length > cap) bad.push(`week ${w.week}: ${w.sessions.length} gym days for ${a.ageGroup}`);
    const line = p.notes.week?.lines.find((l) => l.startsWith("Gym days:"));
    if (!line) return [...bad, "no gym days in the week note"];
    const days = DAYS.map((d, i) => (line.includes(d) ? i : -1)).filter((i) => i >= 0);
    if (days.length !== p.weeks[0]!.sessions.length) bad.push(`gym days ${days.length} ≠ sessions`);
    const consecutive = days.filter((d, i) => i > 0 && days[i - 1] === d - 1).length;
    if ((a.ageGroup === "Under-14" || a.ageGroup === "Under-16") && consecutive > 0)
      bad.push("junior gym days in a row");
    return bad;
  },
  "no Olympic lifts or depth jumps without training age, never in week 1": (a, p) => {
    const trained =
      (a.competitionLevel === "Advanced" || a.competitionLevel === "Professional") &&
      (a.ageGroup === "Under-23" || a.ageGroup === "Adult");
    const bad: string[] = [];
    for (const w of p.weeks)
      for (const e of items(w))
        if (OLYMPIC_OR_DEPTH.has(e.exerciseId) && (!trained || w.week === 1 || w.week === 5))
          bad.push(`week ${w.week}: ${e.name}`);
    return bad;
  },
  "beginners and under-19s start technique-first": (a, p) => {
    const novice = a.competitionLevel === "Beginner" || ["Under-14", "Under-16", "Under-19"].includes(a.ageGroup);
    if (!novice) return [];
    const bad: string[] = [];
    for (const s of p.weeks[0]!.sessions) {
      const jumps = s.exercises.filter(
        (e) =>
          (e.category === "plyometric" || e.category === "power") &&
          ["jump", "hop"].includes(p.exercises[e.exerciseId]!.pattern),
      );
      if (jumps.length > 1) bad.push(`week 1 ${s.title}: ${jumps.map((e) => e.name).join(" + ")}`);
      for (const e of jumps)
        if (LOADED_JUMPS.has(e.exerciseId) || e.exerciseId === "box-jump" || e.exerciseId === "broad-jump")
          bad.push(`week 1: ${e.name}`);
    }
    if (a.competitionLevel === "Beginner")
      for (const e of p.weeks.slice(0, 4).flatMap(items)) if (heavy(e)) bad.push(`phase 1: ${e.name} for a beginner`);
    return bad;
  },
  "role and goal work is present in every week of both phases": (a, p) => {
    if (injured(a, 1).length > 0) return []; // injured plans: the injury rules decide (a region may be unloaded)
    const need: Array<[string, (e: Prescription) => boolean]> = [];
    const role = a.primaryRole;
    if (role === "Batsman" || role.includes("All-rounder") || role === "Wicketkeeper - Batsman")
      need.push([
        "rotational power",
        (e) => (e.category === "power" || e.category === "plyometric") && has(e, "rotation"),
      ]);
    if (FAST_ROLES.includes(role)) {
      need.push(["front-foot landing work", (e) => e.category === "plyometric" && has(e, "landing")]);
      need.push(["rotator cuff", (e) => has(e, "rotator-cuff")]);
    }
    if (role === "Spin Bowler" || role === "Spin-Bowling All-rounder")
      need.push(["rotator cuff", (e) => has(e, "rotator-cuff")], ["trunk rotation", (e) => has(e, "rotation")]);
    if (role === "Wicketkeeper - Batsman")
      need.push(["lateral movement", (e) => has(e, "lateral")], ["squat endurance", (e) => has(e, "squat-endurance")]);
    const goal: Record<Goal, [string, (e: Prescription) => boolean]> = {
      "Match Endurance": ["conditioning", (e) => e.category === "conditioning"],
      "Explosive Strength & Power": [
        "jumps, throws or explosive lifts",
        (e) => e.category === "power" || e.category === "plyometric",
      ],
      "Speed & Agility": ["sprinting or change of direction", (e) => e.category === "speed"],
      "Complete Athletic Development": ["jumps and landings", (e) => e.category === "plyometric"],
    };
    for (const g of a.goals) need.push(goal[g]);
    const bad: string[] = [];
    for (const w of p.weeks)
      for (const [what, pred] of need) if (!items(w).some(pred)) bad.push(`week ${w.week}: no ${what}`);
    return bad;
  },
  "a hinge learned with a bridge moves on to a single-leg or loaded hinge in phase 2": (_a, p) => {
    const bridges = new Set(["glute-bridge", "single-leg-glute-bridge"]);
    const hinges = (s: Week["sessions"][number]) =>
      s.exercises.filter((e) => e.category === "strength" && p.exercises[e.exerciseId]!.pattern === "hinge");
    const bad: string[] = [];
    p.weeks[1]!.sessions.forEach((s, i) => {
      if (!s.focus.includes("Hip hinge strength")) return;
      const before = hinges(s);
      if (!before.length || !before.every((e) => bridges.has(e.exerciseId))) return;
      // A short week may give phase 2's time to the contrast pairs and drop the hinge: not this rule's matter.
      const after = hinges(p.weeks[5]!.sessions[i]!);
      if (after.length && after.every((e) => bridges.has(e.exerciseId)))
        bad.push(`day ${s.day}: ${before[0]!.name} in week 2, ${after.map((e) => e.name).join(" + ")} in week 6`);
    });
    return bad;
  },
  "Nordic curls, once started, are not dropped in phase 2 to make room for a power pair": (_a, p) => {
    // What Nordics build is lost within two weeks of stopping, and a low dose keeps it (Presland
    // et al., Scand J Med Sci Sports 2018): a short session keeps them before a contrast partner.
    const bad: string[] = [];
    const nordic = (s: Week["sessions"][number] | undefined) =>
      !!s?.exercises.some((e) => e.exerciseId === "nordic-curl");
    p.weeks[3]!.sessions.forEach((s, i) => {
      if (!nordic(s) && !nordic(p.weeks[2]!.sessions[i])) return;
      for (const w of p.weeks.slice(4, 7)) {
        const later = w.sessions[i];
        if (
          later &&
          !nordic(later) &&
          !w.sessions.some(nordic) &&
          later.exercises.some((e) => /^[A-Z]2$/.test(e.block))
        )
          bad.push(`week ${w.week} day ${later.day}: a power pair, and no Nordic curls all week`);
      }
    });
    return bad;
  },
  "main lifts stay in strength rep ranges": (a, p) => {
    const trained = a.competitionLevel !== "Beginner" && !["Under-14", "Under-16"].includes(a.ageGroup);
    const bad: string[] = [];
    for (const w of p.weeks)
      for (const s of w.sessions)
        for (const e of s.exercises) {
          if (e.category !== "strength" || e.dose.kind !== "reps") continue;
          const main = /^[A-Z]1$/.test(e.block) || heavy(e);
          const max = w.phase === 1 ? 12 : main ? (trained ? 8 : 10) : 12;
          if (e.dose.reps > max) bad.push(`week ${w.week}: ${e.name} ${e.sets}×${e.dose.reps}`);
        }
    return bad;
  },
  "pairs match movement": (_a, p) => {
    const bad: string[] = [];
    const lower = ["squat", "hinge", "single-leg"];
    const upper = ["horizontal-push", "vertical-push", "horizontal-pull", "vertical-pull"];
    for (const w of p.weeks)
      for (const s of w.sessions)
        s.exercises.forEach((e, i) => {
          if (!/^[A-Z]1$/.test(e.block)) return;
          const partner = s.exercises[i + 1];
          if (!partner || partner.block !== `${e.block[0]}2`) return;
          const m = p.exercises[e.exerciseId]!.pattern;
          const x = lib(partner);
          const lowerPower =
            x && (x.pattern === "jump" || x.pattern === "hop" || (x.pattern === "hinge" && x.category === "power"));
          const upperPower = x?.qualities.includes("upper-power");
          if (lower.includes(m) && !lowerPower) bad.push(`${e.name} paired with ${partner.name}`);
          if (upper.includes(m) && !upperPower) bad.push(`${e.name} paired with ${partner.name}`);
        });
    return bad;
  },
  "no keeper drills for bowlers": (a, p) =>
    a.primaryRole === "Wicketkeeper - Batsman"
      ? []
      : p.weeks
          .flatMap(items)
          .filter((e) => KEEPER_DRILLS.has(e.exerciseId))
          .map((e) => `${e.name} for a ${a.primaryRole}`),
  "no fast bowler's run-up drills for batters, keepers or spinners": (a, p) =>
    FAST_ROLES.includes(a.primaryRole)
      ? []
      : [
          ...new Set(
            p.weeks
              .flatMap(items)
              .filter((e) => RUN_UP_DRILLS.has(e.exerciseId))
              .map((e) => `${e.name} for a ${a.primaryRole}`),
          ),
        ],
  "warm-ups match the content": (a, p) => {
    const bad: string[] = [];
    for (const w of p.weeks)
      for (const s of w.sessions) {
        const steps = s.warmUp.steps ?? [];
        const text = [s.warmUp.description, ...steps].join(" ").toLowerCase();
        if (!["Raise", "Activate", "Mobilise", "Potentiate"].every((k, i) => steps[i]?.startsWith(k)))
          bad.push(`${s.title}: not a RAMP warm-up`);
        if (s.exercises.some(isSprint) && !/build-up run/.test(text))
          bad.push(`${s.title}: sprints without build-up runs`);
        if (a.equipment === "Bodyweight Only" && /\bband|dumbbell|kettlebell|medicine ball\b/.test(text))
          bad.push(`${s.title}: warm-up needs kit the athlete lacks`);
        if (
          s.exercises.some(
            (e) =>
              /push|pull/.test(p.exercises[e.exerciseId]!.pattern) ||
              (e.category === "prehab" && has(e, "rotator-cuff")),
          ) &&
          !/shoulder/.test(text)
        )
          bad.push(`${s.title}: upper-body work, no shoulder prep`);
        if (
          s.exercises.some((e) =>
            ["squat", "hinge", "single-leg", "jump", "hop", "sprint"].includes(p.exercises[e.exerciseId]!.pattern),
          ) &&
          !/hip|ankle|leg/.test(text)
        )
          bad.push(`${s.title}: lower-body work, no hip/leg prep`);
      }
    return bad;
  },
  "conditioning effort agrees with its words, and high-speed running builds gradually": (_a, p) => {
    const bad: string[] = [];
    for (const e of p.weeks.flatMap(items)) {
      const m = /(\d{2,3})\s?%/.exec(`${e.name} ${e.cue} ${e.change ?? ""}`);
      if (!m) continue;
      const pct = Number(m[1]);
      const ok = pct <= 75 ? e.rpe <= 6 : pct < 90 ? e.rpe >= 5 && e.rpe <= 7.5 : e.rpe >= 6.5;
      if (!ok) bad.push(`${e.name}: ${pct}% at RPE ${e.rpe}`);
    }
    const metres = p.weeks.map((w) =>
      items(w)
        .filter(isSprint)
        .reduce((n, e) => n + e.sets * (e.dose.kind === "distance" ? e.dose.metres : 0), 0),
    );
    // Against the most done in any earlier week (the chronic load), not just last week's unload;
    // a week whose every sprint is already two sets of its shortest cannot come down further.
    metres.forEach((m, i) => {
      const prev = Math.max(0, ...metres.slice(0, i));
      const settled = items(p.weeks[i]!).filter(isSprint).every(smallest);
      if (i > 0 && !settled && (prev > 0 ? m > prev * 1.5 + 20 : m > 200))
        bad.push(`week ${i + 1}: sprint metres ${prev} → ${m}`);
    });
    return bad;
  },
  "conditioning is shaped like cricket": (a, p) => {
    const cond = p.weeks.flatMap(items).filter((e) => e.category === "conditioning");
    // A leg injury or a locked back may rule the running drills out: then the bike or tempo work is the right call.
    const legs: BodyRegion[] = ["hamstring", "knee", "ankle/foot", "groin/hip", "calf/achilles", "quad/thigh"];
    if (cond.length === 0 || injured(a, 1).some((r) => legs.includes(r.region)) || lockedBack(a)) return [];
    const shaped = cond.some((e) =>
      /between the wickets|bowling spell|over of|run-up|keeper/.test(`${e.name} ${e.cue}`.toLowerCase()),
    );
    return shaped
      ? []
      : [`conditioning for a ${a.primaryRole} is generic: ${[...new Set(cond.map((e) => e.name))].join(", ")}`];
  },
  "a trained adult's strength work can reach its effort: a load with dumbbells or a gym, else the harder version named":
    (a, p) => {
      const trainedAdult = ["Under-23", "Adult"].includes(a.ageGroup) && a.competitionLevel !== "Beginner";
      if (!trainedAdult) return [];
      // A hand or elbow that may not grip yet cannot hold the dumbbell either: the kit is not at hand.
      const gripOut = (week: number) =>
        injured(a, 1).some(
          (r) => (r.region === "wrist/hand" || r.region === "elbow") && week < { 0: 1, 1: 3, 2: 5, 3: 7 }[severity(r)],
        );
      const kitFor = (week: number) => a.equipment !== "Bodyweight Only" && !gripOut(week);
      // Rehab for an injured region may be body weight, and so may a swap the plan explains (an injury's easier version).
      const rehab = new Set(
        injured(a, 1).flatMap((r) => Object.keys(REHAB_FOR).filter((id) => REHAB_FOR[id]!.includes(r.region))),
      );
      const bad: string[] = [];
      for (const w of p.weeks)
        for (const s of sessions(w))
          for (const e of s.exercises) {
            if (!BODY_WEIGHT_LIFTS.has(e.exerciseId) || rehab.has(e.exerciseId)) continue;
            const harder = p.exercises[e.exerciseId]?.harder.toLowerCase() ?? "";
            const namesHarder = harder !== "" && (e.change ?? "").toLowerCase().includes(harder);
            const line = `week ${w.week} ${s.title}: ${e.name} ${e.sets} × ${e.dose.kind === "reps" ? e.dose.reps : "?"} at RPE ${e.rpe}`;
            const kit = kitFor(w.week);
            if (kit ? !e.change || namesHarder : !e.change && e.flags.length === 0)
              bad.push(kit ? `${line} with a load at hand` : `${line}, no harder version named`);
          }
      return bad;
    },
  "the week is explained around cricket": (a, p) => {
    const note = p.notes.week;
    if (!note) return ["no week note"];
    const text = note.lines.join(" ");
    const bad: string[] = [];
    if (a.trainingDuration === "1-2 hours/day" && !/1-2 hours/.test(text))
      bad.push("1-2 hours: gym share not explained");
    if (FAST_ROLES.includes(a.primaryRole) && !/bowling day/.test(text)) bad.push("no word on bowling days");
    if (!/Gym days:/.test(text)) bad.push("no gym days");
    return bad;
  },
};

export function ruleViolations(a: QuestionnaireAnswers, p: Program): Record<string, string[]> {
  return Object.fromEntries(Object.entries(RULES).map(([name, rule]) => [name, rule(a, p)]));
}

/** Injury answers the grid rotates through: free text, picker, both, none. */
export const INJURY_VARIANTS: Array<{ injuries: string; injuryDetails: InjuryDetail[] }> = [
  { injuries: "", injuryDetails: [] },
  { injuries: "grade 2 hamstring tear 4 weeks ago", injuryDetails: [] },
  { injuries: "", injuryDetails: [] },
  { injuries: "L4/L5 disc bulge, pain when crouching", injuryDetails: [] },
  { injuries: "none", injuryDetails: [] },
  { injuries: "side strain (left) 3 weeks ago", injuryDetails: [] },
  { injuries: "", injuryDetails: [] },
  { injuries: "Osgood-Schlatter in both knees", injuryDetails: [] },
  { injuries: "", injuryDetails: [{ region: "shoulder", recency: "current", cleared: false }] },
  { injuries: "no injuries", injuryDetails: [] },
  {
    injuries: "stress fracture last season",
    injuryDetails: [{ region: "lumbar spine", recency: "recent", cleared: true }],
  },
  { injuries: "", injuryDetails: [] },
  { injuries: "rolled my right ankle last week", injuryDetails: [] },
  { injuries: "old hamstring strain, fully recovered", injuryDetails: [] },
  {
    injuries: "",
    injuryDetails: [
      { region: "groin/hip", recency: "recent", cleared: false },
      { region: "calf/achilles", recency: "current", cleared: true },
    ],
  },
  { injuries: "Sever's disease in my heels", injuryDetails: [] },
];

/** One plan's answers per structural combination (5 ages × 4 levels × 6 roles × 4 frequencies × 4 durations × 3 kits = 5,760), goals and injuries rotating. */
export function* answerGrid(step = 1): Generator<QuestionnaireAnswers> {
  const goalSets: Goal[][] = GOALS.flatMap((g, i) => [[g], ...GOALS.slice(i + 1).map((h) => [g, h])]);
  let n = 0;
  for (const ageGroup of AGE_GROUPS)
    for (const competitionLevel of COMPETITION_LEVELS)
      for (const primaryRole of PRIMARY_ROLES)
        for (const trainingFrequency of TRAINING_FREQUENCIES)
          for (const trainingDuration of TRAINING_DURATIONS)
            for (const equipment of EQUIPMENT) {
              const i = n++;
              if (i % step !== 0) continue;
              const r = 1 + ((i * 7) % 5);
              yield {
                ageGroup,
                competitionLevel,
                primaryRole,
                trainingFrequency,
                trainingDuration,
                equipment,
                height: 175,
                weight: 70,
                abilities: {
                  Strength: r,
                  Speed: 1 + ((i * 3) % 5),
                  Endurance: 1 + ((i * 11) % 5),
                  Agility: 1 + ((i * 13) % 5),
                  Flexibility: 1 + (i % 5),
                },
                goals: goalSets[i % goalSets.length]!,
                ...INJURY_VARIANTS[(i * 5 + Math.floor(i / 16)) % INJURY_VARIANTS.length]!,
              };
            }
}

/** Plans over the grid that break each rule. */
export function countBreaches(step = 1): {
  plans: number;
  counts: Record<string, number>;
  examples: Record<string, string>;
} {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(RULES).map((k) => [k, 0]));
  const examples: Record<string, string> = {};
  let plans = 0;
  for (const a of answerGrid(step)) {
    plans++;
    const p = generatePlan(a);
    for (const [name, bad] of Object.entries(ruleViolations(a, p)))
      if (bad.length > 0) {
        counts[name]!++;
        examples[name] ??=
          `${a.ageGroup} ${a.competitionLevel} ${a.primaryRole} ${a.trainingFrequency} ${a.equipment} [${a.injuries}]: ${bad[0]}`;
      }
  }
  return { plans, counts, examples };
}
