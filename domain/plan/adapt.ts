import type { QuestionnaireAnswers } from "../questionnaire.ts";
import {
  EASIER_ID,
  EXERCISES_BY_ID,
  NOT_SPRINTS,
  exercise,
  isPossibleWith,
  loads,
  type Exercise,
  type ExerciseId,
  type LoadKind,
} from "./exercise-library.ts";
import { WEEK_SHAPES } from "./dosing.ts";
import { FAST_BOWLING_ROLES, UNDER_19_AGE_GROUPS } from "./guidance.ts";
import { readInjuries, severity, type InjuryReading } from "./injuries.ts";
import type { BodyRegion } from "./types.ts";

/**
 * How an injury changes the prescription (issue #10; docs/decisions/0032-plan-rules-for-coaches.md).
 * Per injured region and severity (current > recent > old; a physiotherapist's clearance softens):
 * explosive work for the region is left out early and returns late, one effort level lower, or
 * not at all (while a current or recent injury awaits a physio's clearance, not before it:
 * decision 0142); heavy lifts for it are swapped to the library's easier variant for the first
 * weeks; everything else that loads it is eased in weeks 1-2 (3) and rebuilt. Cricket's special
 * cases have their own rules: a young fast bowler's back (bone stress until cleared), hamstring
 * (no maximal sprinting early, running rebuilt from ~70%, Nordics from low), side strain (no
 * rotation early, anti-rotation first), growth-related pain (fewer jumps and sprints, strength kept).
 */

export interface ActiveInjury extends InjuryReading {
  sev: 0 | 1 | 2 | 3;
  /** Low back in an under-19 fast bowler: treated as bone stress until cleared. */
  youngQuickBack: boolean;
  /**
   * Set only on a plan made for a physio's clearance (clearance.ts): the first week it counts. The
   * region's explosive work returns no earlier, so its first week back is that week (half the
   * sets, one level lower), and the fastest and heaviest of it a week later.
   */
  clearedFrom?: number;
}

/**
 * A low back that is sore now, or a stress fracture (or a young quick's current back pain, read
 * as one) no physio has cleared: every foot strike, every run-up and every ballistic twist or arch
 * travels up to the lumbar spine, whatever region the exercise lists first.
 */
export const backLocked = (r: ActiveInjury): boolean =>
  r.region === "lumbar spine" &&
  r.sev >= 2 &&
  (r.recency === "current" || boneStressUncleared(r)) &&
  (r.condition !== "overuse" || r.youngQuickBack);
/**
 * A current or recent injury no physio has cleared (decision 0142): its explosive work (jumps,
 * throws, sprints, cuts and dives) and the foot strikes its region forbids stay out for the whole
 * block. A calendar week does not unlock them; the physio's clearance does (recorded on the plan,
 * clearance.ts). Holding, kneeling, pressing overhead and weight on the hands are how the region is
 * reloaded, so they keep their calendar return. Growth-related pain (Osgood-Schlatter, Sever's) is
 * managed by load, not healed and cleared: it keeps its own rules (fewer jumps and sprints, strength kept).
 */
export const awaitsClearance = (r: Pick<InjuryReading, "recency" | "cleared" | "condition" | "region">): boolean =>
  !r.cleared && r.recency !== "old" && r.condition !== "growth-related" && r.condition !== "overuse" && !tendon(r);

/**
 * A sore knee or Achilles tendon is managed by load, not rested until cleared (a hand or elbow
 * tendon keeps the grip rules): running
 * and small jumps go on at a lower volume while pain stays at 3/10 or less and has settled by the
 * next morning (the pain-monitoring model, Silbernagel et al., AJSM 2007); isometric and slow heavy
 * work rebuild it (Rio et al., BJSM 2015; Kongsgaard et al., 2009); the fastest and heaviest
 * jumps and loaded deep knee bends wait for the calendar's return.
 */
export const tendon = (r: Pick<InjuryReading, "condition" | "region">): boolean =>
  (r.condition === "tendon" && (r.region === "knee" || r.region === "calf/achilles")) ||
  (r.condition === "overuse" && (r.region === "knee" || r.region === "calf/achilles" || r.region === "ankle/foot"));
/** What the load-managed rules speak of: "your knee tendon", or for overuse pain the region itself. */
const tissue = (r: ActiveInjury, name: string) => (r.condition === "tendon" ? `${name} tendon` : name);
/** A tendon's loads go on at this share of the sets and reps until its return. */
const TENDON_SHARE = 0.6;
/** What unlocks work that waits for a clearance, in the plan's words. */
export const CLEARANCE_UNLOCKS = "until a physio clears it: tap 'My physio has cleared me' on your plan";
/** Bone stress nobody has cleared keeps impact out for the whole block: only a clearance unlocks it. */
export const boneStressUncleared = (r: ActiveInjury): boolean =>
  r.region === "lumbar spine" &&
  !r.cleared &&
  // A young quick's low-back pain is bone stress until cleared, whether it began this month or
  // this season: 20-33% of junior pace bowlers have one a season (Cricket Australia's youth pace
  // bowling guidelines).
  (r.condition === "bone stress" || (r.youngQuickBack && r.recency !== "old"));
/** The first week a locked back takes impact, run-ups or ballistic spinal work again (9: not in this block). */
export const backReturnWeek = (r: ActiveInjury): number =>
  boneStressUncleared(r) || awaitsClearance(r) ? 9 : outUntil(r) + 1;
/** Lands on the feet on `region`. */
const strikes = (e: Exercise, region: BodyRegion) => (e.loadsHow[region] ?? []).includes("impact");
/** Lands on the feet somewhere: a run, hop, jump or bound. */
export const hasImpact = (e: Exercise) => Object.values(e.loadsHow).some((how) => how?.includes("impact"));
/** What a locked back forbids: foot strikes and landings, run-up and bowling drills, ballistic spinal loading. */
export const jarsTheBack = (e: Exercise): boolean =>
  !e.rehabFor.includes("lumbar spine") && (hasImpact(e) || e.onlyFor === "fast bowler" || ballisticSpine(e));

/**
 * `recorded`: regions a physio's clearance recorded on the plan has cleared. The record comes after
 * anything typed in the questionnaire, so it outranks "not yet cleared" in the athlete's words.
 */
export function activeInjuries(a: QuestionnaireAnswers, recorded: readonly BodyRegion[] = []): ActiveInjury[] {
  return readInjuries(a)
    .map((r) => (recorded.includes(r.region) ? { ...r, cleared: true } : r))
    .map((r) => ({
      ...r,
      sev: severity(r),
      youngQuickBack:
        r.region === "lumbar spine" &&
        UNDER_19_AGE_GROUPS.includes(a.ageGroup) &&
        FAST_BOWLING_ROLES.includes(a.primaryRole),
    }));
}

export interface Adaptation {
  exercise: Exercise;
  drop: boolean;
  /** Added to the effort (never raised): -2 = two levels easier. */
  rpeDelta: number;
  /** Fewer sets (never below 1); strength keeps its sets and eases by effort. */
  setsDelta: number;
  /** Scales reps of jumps and sprints (growth-related pain). */
  repsScale: number;
  /** Scales sets (growth-related pain; the first week back of a running rebuild). */
  setsScale: number;
  /** Growth-related pain: extra jumps and sprints (not role, goal or pairing work) are left out. */
  extrasOut: boolean;
  /** Running rebuild: the share of top speed this week (hamstring, calf, thigh). */
  speedPercent?: number;
  /** Nordic curls dosed from low. */
  nordicReps?: number;
  /**
   * A lift kept moderate: at least 8 reps and RPE 7 at most. A lift back from being held comes
   * back this way for its first week, never as a cold set of 3-5, and presses near a sore
   * shoulder or elbow stay this way until its return (no heavy pressing, as its guidance says).
   */
  moderate?: boolean;
  change: string[];
}

const isSprint = (e: Exercise) => e.category === "speed" && e.unit === "distance" && !NOT_SPRINTS.includes(e.id);
const isRunningFast = (e: Exercise) =>
  isSprint(e) || (e.category === "conditioning" && e.qualities.includes("repeat-sprint"));
const explosive = (e: Exercise) =>
  e.category === "power" || e.category === "plyometric" || e.category === "speed" || isRunningFast(e);
const heavy = (e: Exercise) => e.qualities.includes("max-strength");
const ballisticSpine = (e: Exercise) => e.category === "power" && loads(e, "lumbar spine");
export const RUNNING_REGIONS: BodyRegion[] = ["hamstring", "calf/achilles", "quad/thigh", "groin/hip"];

export const REGION_NAME: Record<BodyRegion, string> = {
  "lumbar spine": "low back (lumbar spine)",
  "trunk/side": "side (trunk/side)",
  shoulder: "shoulder",
  elbow: "elbow",
  "wrist/hand": "wrist/hand",
  "groin/hip": "groin/hip",
  "quad/thigh": "quad/thigh",
  knee: "knee",
  hamstring: "hamstring",
  "calf/achilles": "calf/achilles",
  "ankle/foot": "ankle/foot",
};

/**
 * The ways of loading a region an injury there forbids until its return: no foot strikes on a
 * sore ankle, calf or knee, no kneeling on a sore knee, nothing overhead and no body weight on
 * the hands for a shoulder, no gripping, catching or throwing with a sore hand or elbow. Other
 * loads (a muscle working) are eased and rebuilt instead.
 */
export const FORBIDDEN_LOADS: Partial<Record<BodyRegion, readonly LoadKind[]>> = {
  "ankle/foot": ["impact"],
  "calf/achilles": ["impact"],
  knee: ["impact", "kneeling"],
  shoulder: ["overhead", "support"],
  "wrist/hand": ["grip", "support"],
  elbow: ["grip"],
};

const LOAD_WORDS: Record<LoadKind, string> = {
  muscle: "loading",
  impact: "running, skipping or jumping",
  eccentric: "hard lowering",
  kneeling: "kneeling",
  overhead: "overhead work",
  "spinal load": "loads on the spine",
  grip: "gripping, catching or throwing",
  support: "body weight on the hands",
  stretch: "stretching",
};

/**
 * Work an injury held back comes back in steps, not all at once: half the sets in its first week
 * back (Gabbett, BJSM 2016: avoid spikes in what a tissue has not done lately).
 */
function firstWeekBack(out: Adaptation, week: number, back: number): string {
  if (week !== back) return "";
  out.moderate = true;
  // The taper has already halved its sets: halving again would leave a token set.
  if (week === 8) return ", at the taper's lighter volume in its first week back";
  out.setsScale = Math.min(out.setsScale, 0.5);
  return ", half the sets in its first week back";
}

/** The way an exercise loads an injured region that the injury forbids, if it does. */
export function forbiddenLoad(e: Exercise, r: Pick<ActiveInjury, "region">): LoadKind | undefined {
  if (e.rehabFor.includes(r.region)) return undefined;
  const how = e.loadsHow[r.region] ?? [];
  return (FORBIDDEN_LOADS[r.region] ?? []).find((k) => how.includes(k));
}

/**
 * The first week a region takes a forbidden load again: explosive work's return for its severity;
 * running on a calf, thigh or hamstring from week 3 (the running rebuild); never in this block
 * for kneeling on a knee with growth-related pain (Osgood-Schlatter: the tibial tubercle). While
 * the injury awaits a physio's clearance, foot strikes and explosive work (a keeper's dive is not
 * a rebuild's run) wait for it (9); holding, kneeling, overhead work and weight on the hands are
 * the region's graded reloading and keep the calendar, or the hand and elbow are never rebuilt.
 */
export function returnWeek(e: Exercise, r: ActiveInjury, how: LoadKind): number {
  if (r.condition === "growth-related" && how === "kneeling") return 9;
  const waits = awaitsClearance(r) && (how === "impact" || explosive(e));
  if (RUNNING_REGIONS.includes(r.region) && e.movement === "locomotion" && !(waits && explosive(e)))
    return Math.min(3, outUntil(r) + 1) + turnStep(e, how);
  const back = outUntil(r) + 1;
  return waits
    ? 9
    : back + (how === "grip" && gripStepsBack(back) && loadedReload(e) ? 1 : Math.max(laterStep(e), turnStep(e, how)));
}

/**
 * Cutting and turning load an injured leg harder than running straight: a drill that changes
 * direction comes back a week after the leg's straight running (a graded return to running goes
 * straight, then curves and cuts; Ardern et al., BJSM 2016; Taberner et al., BJSM 2019).
 */
const turns = (e: Exercise) => e.pattern === "change-of-direction";
const turnStep = (e: Exercise, how: LoadKind) => (how === "impact" && turns(e) ? 1 : 0);
/** The week before a turning drill comes back, the same kind of work in a straight line stands in. */
const STRAIGHT_FOR: Partial<Record<Exercise["category"], ExerciseId>> = {
  conditioning: "tempo-runs",
  speed: "acceleration-sprint",
};
function runStraight(
  out: Adaptation,
  e: Exercise,
  from: number,
  equipment: QuestionnaireAnswers["equipment"],
  name: string,
): boolean {
  const id = STRAIGHT_FOR[e.category];
  const straight = id ? exercise(id) : undefined;
  if (!straight || straight.id === e.id || !isPossibleWith(straight, equipment)) return false;
  out.exercise = straight;
  out.rpeDelta = Math.min(out.rpeDelta, -1);
  // The same running, not more: a 100 m tempo run is about two threes between the wickets.
  if (e.category === "conditioning") out.setsScale = Math.min(out.setsScale, 0.5);
  out.change.push(
    `${straight.name} instead of ${e.name}: straight running first for your ${name}, cutting and turning from week ${from}`,
  );
  return true;
}

/**
 * A held grip comes back light first: bands, body weight and light holds in the return week,
 * loaded lifts, carries and the rowing machine a week later, so the return week is not every held
 * exercise at once (graded return, Ardern et al., BJSM 2016). Only for a return inside a phase: a
 * phase's first week chooses its exercises afresh.
 */
const gripStepsBack = (back: number): boolean => back !== PHASE_2_FIRST_WEEK;
const PHASE_2_FIRST_WEEK = WEEK_SHAPES.find((w) => w.phase === 2)!.week;
const loadedReload = (e: Exercise): boolean =>
  !explosive(e) &&
  ((e.category === "strength" && e.implement !== "body weight" && e.implement !== "band") ||
    e.pattern === "carry" ||
    e.category === "conditioning");

/**
 * Explosive work comes back in steps, not all at once: the fastest and heaviest of it (depth
 * jumps, flying sprints, loaded jumps, Olympic lifts, plyometric push-ups) a week after the rest,
 * so the first week back is never every high-intensity exposure together (Gabbett, BJSM 2016;
 * graded return-to-sport, Ardern et al., BJSM 2016).
 */
export const FASTEST_OR_HEAVIEST = (e: Exercise): boolean =>
  e.trainedOnly ||
  e.id === "flying-sprint" ||
  e.id === "depth-jump" ||
  e.id === "plyo-push-up" ||
  (e.pattern === "jump" && ["dumbbell", "kettlebell", "trap bar", "barbell"].includes(e.implement));
const laterStep = (e: Exercise) => (FASTEST_OR_HEAVIEST(e) ? 1 : 0);
const STEPPED_RETURN =
  ", the fastest and heaviest of it (depth jumps, flying sprints, loaded jumps, Olympic lifts) a week after the rest";

/** Weeks (inclusive) explosive work for a region stays out: severity 3 → 1-6 (back late, weeks 7-8), 2 → 1-4, 1 → 1-2. */
export const EXPLOSIVE_OUT_UNTIL = { 0: 0, 1: 2, 2: 4, 3: 6 } as const;
/** The last week explosive work for the region stays out: its severity's, or to a later clearance. */
const outUntil = (r: ActiveInjury): number => Math.max(EXPLOSIVE_OUT_UNTIL[r.sev], (r.clearedFrom ?? 1) - 1);
/** Weeks a heavy lift for the region is swapped to its easier variant. */
const HEAVY_SWAP_UNTIL = { 0: 0, 1: 0, 2: 2, 3: 4 } as const;
/** Running rebuild (share of top speed, in %) by week, from week 3; no maximal sprinting before the last listed weeks. */
export const RUN_PERCENT: Record<2 | 3, number[]> = {
  3: [0, 0, 70, 70, 80, 85, 90, 90],
  2: [0, 0, 80, 80, 90, 95, 100, 100],
};
/** First week a flying (maximal-speed) sprint may appear. */
export const FLYING_FROM = { 2: 4, 3: 6 } as const;
/** An uncleared running injury's rebuild stops short of maximal speed: the last steps wait for the clearance. */
export const UNCLEARED_TOP_PERCENT = 90;
/** The share of top speed of a running rebuild in `week` (1-8). */
export function runPercent(
  r: Pick<ActiveInjury, "sev" | "recency" | "cleared" | "condition" | "region">,
  week: number,
): number {
  const pct = RUN_PERCENT[r.sev as 2 | 3][week - 1]!;
  return awaitsClearance(r) ? Math.min(pct, UNCLEARED_TOP_PERCENT) : pct;
}
/** The first week of flying sprints in a running rebuild (9: not before the physio's clearance). */
export const flyingFrom = (r: Pick<ActiveInjury, "sev" | "recency" | "cleared" | "condition" | "region">): number =>
  awaitsClearance(r) ? 9 : FLYING_FROM[r.sev as 2 | 3];
const NORDIC_REPS = [2, 2, 3, 2, 4, 4, 5, 3];
/** A current, uncleared hamstring tear does its eccentric work on sliders for this many weeks before Nordics. */
export const NORDICS_WAIT = 2;

function easierFor(
  e: Exercise,
  equipment: QuestionnaireAnswers["equipment"],
  region: BodyRegion,
  spares: (x: Exercise) => boolean = () => true,
): Exercise | undefined {
  let id = EASIER_ID[e.id];
  // Walk down the easier chain until the region is no longer bearing it explosively (or at all, where `spares` asks).
  for (let step = 0; id && step < 3; step++) {
    const x = EXERCISES_BY_ID.get(id);
    if (!x) return undefined;
    if (
      isPossibleWith(x, equipment) &&
      !(explosive(x) && loads(x, region)) &&
      !(heavy(x) && loads(x, region)) &&
      spares(x)
    )
      return x;
    id = EASIER_ID[x.id];
  }
  return undefined;
}

/**
 * Pulls that spare the hand: a band looped over the forearms (hands open; it still works the elbow's
 * flexors, so an elbow gets the next), and prone Y-T-W raises, lying face down, thumbs up, holding
 * nothing (a band or a chest-supported machine with straps in the hand is still a grip).
 */
export const GRIP_FREE_PULLS: readonly ExerciseId[] = ["forearm-band-row", "prone-ytw"];
/**
 * Conditioning off the feet while the legs' running waits: the bike where there is one, else a
 * circuit with no running or jumping in it.
 */
export const OFF_FEET: readonly ExerciseId[] = ["bike-intervals", "bodyweight-circuit", "brisk-walk-intervals"];
/** What each stand-in spares the legs, in its own terms: a circuit is on the feet, a walk lands softly. */
const SPARES_THE_LEGS: Partial<Record<ExerciseId, string>> = {
  "bike-intervals": "off your feet",
  "bodyweight-circuit": "no running or jumping",
  "brisk-walk-intervals": "walking, not running,",
};
/** "Bike intervals instead of Tempo runs: off your feet while…": the change line of conditioning moved off the run. */
export const offFeetChange = (swap: Exercise, runName: string, reason: string): string =>
  `${swap.name} instead of ${runName.replace(/ \(.*\)$/, "")}: ${SPARES_THE_LEGS[swap.id as ExerciseId] ?? "off your feet"} ${reason}`;
/** A press that spares the hand and wrist: the forearms drive into a wall, the hands hold and bear nothing. */
export const HANDS_FREE_PRESS = "forearm-wall-press";
/**
 * What stands in for `e` when the injury forbids the way it loads the region: a pull with no grip,
 * a press with nothing in the hands, or (for a knee that must not kneel) a press done lying down.
 */
const STAND_INS = {
  gripFreePull: GRIP_FREE_PULLS,
  handsFreePress: [HANDS_FREE_PRESS],
  pressLying: ["db-floor-press", "push-up"],
  offFeet: OFF_FEET,
} as const satisfies Record<string, readonly ExerciseId[]>;
function standIn(
  kind: keyof typeof STAND_INS,
  e: Exercise,
  equipment: QuestionnaireAnswers["equipment"],
  r: ActiveInjury,
  injuries: readonly ActiveInjury[],
): Exercise | undefined {
  // A stand-in keeps every other injury's rules too: no circuit of push-ups for a sore hand.
  const fits = STAND_INS[kind]
    .map((id) => exercise(id))
    .filter(
      (x) =>
        x.id !== e.id &&
        isPossibleWith(x, equipment) &&
        spares(x, r, kind) &&
        injuries.every((q) => q === r || q.sev === 0 || forbiddenLoad(x, q) === undefined),
    );
  // Its own kind of work first: a row stands in for a row, Y-T-W raises for a band pull-apart.
  return fits.find((x) => x.category === e.category) ?? fits[0];
}

/**
 * A stand-in spares the region when it does not load it; a grip-free pull also when it only works
 * the region's muscles with the hand open (the forearm-looped band row for an elbow), eased a level.
 */
const spares = (x: Exercise, r: ActiveInjury, kind?: keyof typeof STAND_INS) =>
  !loads(x, r.region) || ((kind === "gripFreePull" || kind === "offFeet") && forbiddenLoad(x, r) === undefined);

/** A stand-in that still works the region's muscles goes one effort level lower, said on its own. */
function easeStandIn(out: Adaptation, swap: Exercise, r: ActiveInjury): void {
  if (!loads(swap, r.region)) return;
  out.rpeDelta = Math.min(out.rpeDelta, -1);
  out.change.push(`One effort level lower for your ${where(r)}`);
}

/**
 * Conditioning held for an injured leg keeps the week's conditioning off the feet (the bike or a
 * circuit), eased a level where it still works the region; false when nothing spares it.
 */
function conditionOffFeet(
  out: Adaptation,
  e: Exercise,
  equipment: QuestionnaireAnswers["equipment"],
  r: ActiveInjury,
  until: string,
  injuries: readonly ActiveInjury[],
): boolean {
  if (e.category !== "conditioning") return false;
  const swap = standIn("offFeet", e, equipment, r, injuries);
  if (!swap) return false;
  out.exercise = swap;
  // The running's own name without its speed ("Tempo runs", not "(about 70% speed)"): the bike
  // or circuit is not run at that speed.
  out.change.push(offFeetChange(swap, e.name, `for your ${where(r)} ${until}`));
  easeStandIn(out, swap, r);
  return true;
}

/** "right wrist/hand": the injured region as the athlete named it. */
export const where = (r: ActiveInjury) => `${r.side && r.side !== "both" ? `${r.side} ` : ""}${r.region}`;

/** The adaptation of one exercise in one week for the athlete's injuries (severity ≥ 1). */
export function adaptForInjuries(
  ex: Exercise,
  week: number,
  injuries: readonly ActiveInjury[],
  equipment: QuestionnaireAnswers["equipment"],
): Adaptation {
  return fullDoseOffFeet(adaptEach(ex, week, injuries, equipment), ex, week, injuries, equipment);
}

/** Each injury's rules in turn (`adaptForInjuries`). */
function adaptEach(
  ex: Exercise,
  week: number,
  injuries: readonly ActiveInjury[],
  equipment: QuestionnaireAnswers["equipment"],
): Adaptation {
  const out: Adaptation = {
    exercise: ex,
    drop: false,
    rpeDelta: 0,
    setsDelta: 0,
    repsScale: 1,
    setsScale: 1,
    extrasOut: false,
    change: [],
  };
  for (const r of injuries) {
    if (r.sev === 0) continue;
    let e = out.exercise;
    // Growth-related pain (Osgood-Schlatter, Sever's): fewer jumps and sprints of every kind, strength
    // kept. Running conditioning keeps its whole dose off the feet: cut to a few short runs it would
    // no longer condition anyone. A fast bowler's run-up drills are the role's own and stay, fewer.
    if (
      r.condition === "growth-related" &&
      e.category === "conditioning" &&
      e.onlyFor === null &&
      loads(e, r.region) &&
      hasImpact(e) &&
      conditionOffFeet(out, e, equipment, r, "while it settles", injuries)
    )
      continue;
    if (r.condition === "growth-related" && (e.category === "plyometric" || isSprint(e))) {
      out.repsScale = Math.min(out.repsScale, 0.6);
      out.setsScale = Math.min(out.setsScale, 0.6);
      out.extrasOut = true;
      out.change.push(`Fewer jumps and sprints for growth-related ${where(r)} pain (strength work kept)`);
    }
    // A locked back: impact anywhere, run-ups and ballistic spinal work stay out until its return.
    if (backLocked(r) && jarsTheBack(e)) {
      const back = backReturnWeek(r);
      if (week < back) {
        const swap = easierFor(e, equipment, r.region, (x) => !jarsTheBack(x));
        if (swap) {
          out.exercise = swap;
          out.change.push(
            `${swap.name} instead of ${e.name}: no running, jumping, bowling drills or ballistic work for your ${where(r)} ${back > 8 ? "until your physio clears it" : `before week ${back}`}`,
          );
          e = swap;
          if (!loads(e, r.region)) continue;
        } else if (
          conditionOffFeet(
            out,
            e,
            equipment,
            r,
            back > 8 ? "until your physio clears it" : `before week ${back}`,
            injuries,
          )
        ) {
          continue;
        } else return { ...out, drop: true };
      } else {
        out.rpeDelta = Math.min(out.rpeDelta, -1);
        out.change.push(
          `Back in from week ${back} after your ${where(r)} injury, one effort level lower${firstWeekBack(out, week, back)}`,
        );
        if (!loads(e, r.region)) continue;
      }
    }
    if (e.rehabFor.includes(r.region) && r.sev >= 2) {
      // The region's own rehab starts at its easier exercise while it is sore now (cuff work at the
      // side before at 90 degrees of abduction, the adductor squeeze before the Copenhagen plank).
      const easier = r.sev === 3 && EASIER_ID[e.id] ? exercise(EASIER_ID[e.id]!) : undefined;
      const swapsEarly = easier !== undefined && isPossibleWith(easier, equipment);
      if (swapsEarly && week <= 2) {
        out.exercise = easier;
        out.rpeDelta = Math.min(out.rpeDelta, -1);
        out.change.push(`${easier.name} instead of ${e.name} in weeks 1-2 while your ${where(r)} is sore`);
        continue;
      }
      // Then (or instead) one effort level lower, at its easier version in words (a two-leg calf
      // raise, a short-lever Copenhagen): weeks 1-2 while recent, to week 4 while current.
      const until = r.sev === 3 ? 4 : 2;
      if (week <= until && out.exercise === ex) {
        out.rpeDelta = Math.min(out.rpeDelta, -1);
        out.change.push(
          `Rehab for your ${where(r)}: the easier version in weeks ${swapsEarly ? 3 : 1}-${until} (${e.easier.charAt(0).toLowerCase()}${e.easier.slice(1)}), pain no more than 3/10`,
        );
        continue;
      }
    }
    if (!loads(e, r.region)) continue;
    const sev = r.sev;
    const name = where(r);
    // Pain managed by load runs from week 1: its first week runs straight, and drills that turn
    // follow from week 2 (without this, a plan with no straight running never turned or ran).
    // Growth-related pain is not run on before its return week: its conditioning goes off the feet.
    if (tendon(r) && sev >= 2 && week === 1 && turnStep(e, forbiddenLoad(e, r) ?? "impact") && strikes(e, r.region))
      if (runStraight(out, e, 2, equipment, name)) continue;

    // A young fast bowler's back: bone stress until cleared. No heavy spinal loading, no ballistic twisting or arching.
    if (
      (r.youngQuickBack || r.condition === "bone stress") &&
      (heavy(e) || ballisticSpine(e)) &&
      (!r.cleared || week <= 4)
    ) {
      const swap = easierFor(e, equipment, r.region);
      if (swap && !ballisticSpine(swap)) {
        out.exercise = swap;
        out.change.push(
          `${swap.name} instead of ${e.name}: no heavy spinal loading for ${r.youngQuickBack ? "a young fast bowler's back" : "a stress injury of the back"} ${r.cleared ? "before week 5" : "until a physio clears it"}`,
        );
        continue;
      }
      out.drop = true;
      return out;
    }

    // Running rebuild for the hamstring, calf and thigh: no sprinting in weeks 1-2, then a rising share of top speed.
    if (RUNNING_REGIONS.includes(r.region) && sev >= 2 && isRunningFast(e)) {
      const s23 = sev as 2 | 3;
      if (week <= 2)
        return conditionOffFeet(out, e, equipment, r, "before week 3", injuries) ? out : { ...out, drop: true };
      if (week === 3 && e.category === "conditioning" && e.onlyFor === null) {
        if (conditionOffFeet(out, e, equipment, r, "before week 4", injuries)) continue;
      }
      if (turns(e) && week === 3) {
        if (runStraight(out, e, 4, equipment, name)) continue;
        return { ...out, drop: true };
      }
      if (e.id === "flying-sprint" && week < flyingFrom(r)) {
        const swap = exercise("acceleration-sprint");
        out.exercise = swap;
        e = swap;
      }
      const pct = runPercent(r, week);
      // The first week back runs half the usual repetitions.
      if (week === 3) out.setsScale = Math.min(out.setsScale, 0.5);
      if (pct < 100) {
        out.speedPercent = Math.min(out.speedPercent ?? 100, pct);
        const full = RUN_PERCENT[s23].indexOf(100) + 1;
        out.change.push(
          `${capital(name)} rebuild: about ${pct}% speed this week, ${awaitsClearance(r) ? "no maximal sprinting until your physio clears you" : full ? `no maximal sprinting before week ${full}` : "no maximal sprinting in this block"}`,
        );
      }
      continue;
    }

    if (ex.id === "nordic-curl" && r.region === "hamstring") {
      // A current tear a physio has not cleared: slow lowering on sliders first, Nordics from week 3
      // (decision 0128; a phased rehab brings maximal eccentric work after pain-free strength).
      if (sev === 3 && week <= NORDICS_WAIT) {
        const swap = EXERCISES_BY_ID.get(EASIER_ID[ex.id]!)!;
        out.exercise = swap;
        out.rpeDelta = Math.min(out.rpeDelta, -2);
        out.change.push(
          `${swap.name} instead of Nordic curls for your ${name} in weeks 1-${NORDICS_WAIT}: Nordics start in week ${NORDICS_WAIT + 1} at ${NORDIC_REPS[NORDICS_WAIT]} slow reps`,
        );
        continue;
      }
      out.nordicReps = NORDIC_REPS[week - 1];
      out.change.push(
        `Nordics dosed from low for your ${name}: ${NORDIC_REPS[week - 1]} slow reps, stop short of pain`,
      );
      // One effort level lower in the first weeks of Nordics (weeks 1-2, or the first week after the wait).
      if (week <= 2 || (sev === 3 && week === NORDICS_WAIT + 1)) out.rpeDelta = Math.min(out.rpeDelta, -1);
      continue;
    }

    // Side strain: no rotational throws or loaded rotation early, nor the holds that brace the side
    // hardest (side planks, one-sided carries, rollouts); anti-rotation first. Uncleared, the throws
    // wait for the physio's clearance; the twisting and the bracing keep their calendar.
    const rotates =
      e.qualities.includes("rotation") &&
      (e.category === "power" || e.category === "trunk" || e.category === "mobility");
    const bracesTheSide = ["lateral-flexion", "carry", "anti-extension"].includes(e.pattern);
    if (r.region === "trunk/side" && sev >= 2 && (rotates || bracesTheSide)) {
      const until = sev === 3 ? 4 : 3;
      if (week <= until && bracesTheSide && !rotates) {
        const swap = easierFor(e, equipment, r.region, (x) => !loads(x, r.region));
        if (swap && !loads(swap, r.region)) {
          out.exercise = swap;
          out.change.push(
            `${swap.name} instead of ${e.name}: no hard bracing of your ${name} before week ${until + 1}`,
          );
          continue;
        }
        return { ...out, drop: true };
      }
      if (rotates && e.category === "power" && awaitsClearance(r)) return { ...out, drop: true };
      if (week <= until) return { ...out, drop: true };
      out.rpeDelta = Math.min(out.rpeDelta, -1);
      out.change.push(
        rotates
          ? `Rotation back for your ${name} from week ${until + 1}, one effort level lower; build the speed over the weeks${firstWeekBack(out, week, until + 1)}`
          : `Back in from week ${until + 1} after your ${name} injury, one effort level lower${firstWeekBack(out, week, until + 1)}`,
      );
      continue;
    }

    // "No heavy pressing" for a sore shoulder or elbow: a press stays at 8+ reps and RPE 7 at most
    // until the region's explosive work returns (or its clearance).
    if (
      (r.region === "shoulder" || r.region === "elbow") &&
      sev >= 2 &&
      e.category === "strength" &&
      e.movement === "push"
    ) {
      const back = awaitsClearance(r) ? 9 : outUntil(r) + 1;
      if (week < back) {
        out.moderate = true;
        out.change.push(
          `Pressing kept moderate for your ${name} ${back > 8 ? "until a physio clears it" : `before week ${back}`}: 8 reps or more, RPE 7 at most`,
        );
      }
    }

    const how = forbiddenLoad(e, r);
    if (tendon(r) && sev >= 2) {
      const back = EXPLOSIVE_OUT_UNTIL[sev] + 1 + laterStep(e);
      // Deep knee bends held under load press on a sore patellar tendon: they wait for its return.
      const deepBend = r.region === "knee" && e.category === "mobility" && loads(e, "knee");
      // The big jumps (two-footed, for height or distance) wait; hops, landings and runs go on.
      const bigJump = e.category === "plyometric" && e.pattern === "jump";
      // A sore tendon takes two-footed pogo hops (short, low), not single-leg hops and bounds: one
      // leg landing from a stride loads the patellar or Achilles tendon several times body weight.
      const oneLegBound = e.category === "plyometric" && e.unit === "reps-side";
      const held = deepBend || bigJump || oneLegBound || FASTEST_OR_HEAVIEST(e);
      // The bike or rowing machine works the tendon without a foot strike: it is not eased as a run.
      const eased = how === "impact" || explosive(e) || (e.category === "conditioning" && hasImpact(e));
      if (week < back && held) return { ...out, drop: true };
      // Back from its return week in a step: half the sets and one effort level lower that week.
      if (week === back && (held || eased)) {
        out.rpeDelta = Math.min(out.rpeDelta, -1);
        out.change.push(`Back from week ${back} for your ${tissue(r, name)}${firstWeekBack(out, week, back)}`);
        continue;
      }
      if (week < back && eased) {
        out.repsScale = Math.min(out.repsScale, TENDON_SHARE);
        out.setsScale = Math.min(out.setsScale, TENDON_SHARE);
        out.extrasOut = true;
        out.change.push(
          `Fewer runs and jumps for your ${tissue(r, name)} before week ${back}: pain no more than 3/10, settled by the next morning`,
        );
        continue;
      }
    }
    if (how) {
      const back = returnWeek(e, r, how);
      const when =
        back <= 8 ? `before week ${back}` : awaitsClearance(r) ? "until your physio clears it" : "in this block";
      // Conditioning stays off the feet through the leg's first week of running: that week's few
      // foot strikes go to the sprint drills, and conditioning cut to a few short runs conditions no one.
      const firstRun = turnStep(e, how) ? back - 1 : back;
      if (
        how === "impact" &&
        e.category === "conditioning" &&
        e.onlyFor === null &&
        week === firstRun &&
        conditionOffFeet(out, e, equipment, r, `before week ${firstRun + 1}`, injuries)
      )
        continue;
      if (
        back <= 8 &&
        week < back &&
        turnStep(e, how) &&
        week === back - 1 &&
        runStraight(out, e, back, equipment, name)
      )
        continue;
      if (week < back) {
        const swap =
          easierFor(e, equipment, r.region, (x) => !loads(x, r.region)) ??
          (how === "grip" && e.movement === "pull" ? standIn("gripFreePull", e, equipment, r, injuries) : undefined) ??
          (e.category === "strength" && e.movement === "push"
            ? how === "grip" || how === "support"
              ? standIn("handsFreePress", e, equipment, r, injuries)
              : standIn("pressLying", e, equipment, r, injuries)
            : undefined);
        // easierFor and standIn only offer a swap that spares the region.
        if (swap) {
          out.exercise = swap;
          out.change.push(`${swap.name} instead of ${e.name}: no ${LOAD_WORDS[how]} on your ${name} ${when}`);
          easeStandIn(out, swap, r);
          continue;
        }
        if (how === "impact" && conditionOffFeet(out, e, equipment, r, when, injuries)) continue;
        return { ...out, drop: true };
      }
      out.rpeDelta = Math.min(out.rpeDelta, -1);
      out.change.push(
        `Back in from week ${back} after your ${name} injury, one effort level lower${firstWeekBack(out, week, back)}`,
      );
      continue;
    }

    if (explosive(e)) {
      const until = awaitsClearance(r) ? 8 : outUntil(r) + laterStep(e);
      if (week <= until) {
        const swap = easierFor(e, equipment, r.region);
        if (swap && !loads(swap, r.region)) {
          out.exercise = swap;
          out.change.push(
            `${swap.name} instead of ${e.name} ${awaitsClearance(r) ? `until your physio clears your ${name}` : `while your ${name} recovers`}`,
          );
          continue;
        }
        return { ...out, drop: true };
      }
      out.rpeDelta = Math.min(out.rpeDelta, -1);
      const from = r.youngQuickBack && (heavy(e) || ballisticSpine(e)) ? 5 : until + 1;
      out.change.push(
        `Back in from week ${from} after your ${name} injury, one effort level lower${firstWeekBack(out, week, from)}`,
      );
      continue;
    }

    if (heavy(e)) {
      // After a clearance the heavy lift returns no earlier than the clearance's week, and no later
      // than it would have had the injury never waited for one.
      const until = Math.max(HEAVY_SWAP_UNTIL[sev], Math.min(HEAVY_SWAP_UNTIL[3], (r.clearedFrom ?? 1) - 1));
      if (week <= until) {
        const swap = easierFor(e, equipment, r.region);
        if (swap) {
          out.exercise = swap;
          out.change.push(`${swap.name} instead of ${e.name} in weeks 1-${until} while your ${name} settles`);
          e = swap;
          if (!loads(e, r.region)) continue;
        } else return { ...out, drop: true };
      } else {
        out.rpeDelta = Math.min(out.rpeDelta, sev >= 2 ? -1 : week <= 2 ? -1 : 0);
        if (sev >= 2 || week <= 2)
          out.change.push(
            `${week > until && until > 0 ? `Back from week ${until + 1}` : "Eased"} for your ${name}: one effort level lower`,
          );
        continue;
      }
    }

    // Everything else that loads the region: an easier variant or less effort early, rebuilt by week 3-4.
    if (sev >= 2 && week <= (sev === 3 ? 3 : 2) && EASIER_ID[e.id] && out.exercise === ex) {
      const swap = easierFor(e, equipment, r.region);
      if (swap) {
        out.exercise = swap;
        out.change.push(`${swap.name} instead of ${e.name} early on for your ${name}`);
        e = swap;
        if (!loads(e, r.region)) continue;
      }
    }
    const delta = week <= 2 ? (sev === 3 ? -2 : -1) : week === 3 && sev >= 2 ? -1 : 0;
    if (delta < 0) {
      out.rpeDelta = Math.min(out.rpeDelta, delta);
      if (sev === 3 && week <= 2 && e.category !== "strength") out.setsDelta = Math.min(out.setsDelta, -1);
      // Where the library has no easier exercise to swap in, the easier version is named in words
      // (a Copenhagen plank from the knee, a short lever) for the weeks it is eased most.
      const easierInWords =
        sev >= 2 && week <= 2 && out.exercise === ex && !EASIER_ID[e.id] && e.easier
          ? `, easier version: ${e.easier.charAt(0).toLowerCase()}${e.easier.slice(1)}`
          : "";
      out.change.push(
        `Eased for your ${name}: ${-delta} effort level${delta < -1 ? "s" : ""} lower${easierInWords}, pain-free range only; rebuilt by week ${sev >= 2 ? 4 : 3}`,
      );
    }
  }
  // Another injury's lower effort keeps a rebuild's runs below 90% of top speed, so the words and the effort agree.
  if (out.speedPercent !== undefined && out.speedPercent > 85 && out.rpeDelta < 0) {
    const was = `about ${out.speedPercent}% speed`;
    out.change = out.change.map((c) => c.replace(was, "about 85% speed"));
    out.speedPercent = 85;
  }
  return out;
}

/**
 * Conditioning an injured leg cuts to a share of its runs conditions no one: the whole dose moves
 * off the feet (the bike, a circuit, brisk walking) until the running can take it all. The sprint
 * and speed drills carry the leg's running rebuild meanwhile.
 */
function fullDoseOffFeet(
  out: Adaptation,
  ex: Exercise,
  week: number,
  injuries: readonly ActiveInjury[],
  equipment: QuestionnaireAnswers["equipment"],
): Adaptation {
  const run = out.exercise;
  if (ex.category !== "conditioning" || !hasImpact(ex)) return out;
  // Held outright by a rule that offered nothing (a fast bowler's overs of run-ups too): the week's
  // conditioning still happens off the feet.
  if (out.drop) {
    const r = injuries.find((q) => q.sev >= 1 && adaptEach(ex, week, [q], equipment).drop);
    const swap = OFF_FEET.map(exercise).find(
      (x) => x.id !== ex.id && isPossibleWith(x, equipment) && !adaptEach(x, week, injuries, equipment).drop,
    );
    if (!r || !swap) return out;
    const next = adaptEach(swap, week, injuries, equipment);
    next.change.unshift(offFeetChange(swap, ex.name, `while your ${where(r)} heals`));
    return next;
  }
  // A fast bowler's run-ups are the role's own: fewer of them, not the bike.
  if (ex.onlyFor !== null) return out;
  // Already off the feet for one injury: dosed as the bike or circuit it is, not cut as the run
  // it replaced was for another ("fewer runs" on a bike).
  if (run !== ex && OFF_FEET.includes(run.id as ExerciseId)) {
    const next = adaptForInjuries(run, week, injuries, equipment);
    if (next.drop) return out;
    const why = out.change.find((c) => c.startsWith(`${run.name} instead of`));
    next.change.unshift(
      ...(why ? [why.replace(/instead of [^:]*:/, `instead of ${ex.name.replace(/ \(.*\)$/, "")}:`)] : []),
    );
    return next;
  }
  if (run.category !== "conditioning" || !hasImpact(run)) return out;
  if (out.setsScale >= 1 && out.repsScale >= 1) return out;
  const r = injuries.find((q) => {
    if (q.sev < 1) return false;
    const alone = adaptEach(ex, week, [q], equipment);
    return alone.setsScale < 1 || alone.repsScale < 1;
  });
  const swap = r && standIn("offFeet", run, equipment, r, injuries);
  if (!r || !swap) return out;
  const next = adaptForInjuries(swap, week, injuries, equipment);
  if (next.drop) return out;
  next.change.unshift(offFeetChange(swap, ex.name, `while your ${where(r)} takes only part of the running`));
  return next;
}

/** The fastest a warm-up's build-up runs may go this week (a running rebuild caps them; 0: no running or hopping at all). */
export function warmUpTopSpeed(injuries: readonly ActiveInjury[], week: number): number {
  if (injuries.some((r) => backLocked(r) && week < backReturnWeek(r))) return 0;
  let top = 90;
  for (const r of injuries)
    if (r.sev >= 2 && RUNNING_REGIONS.includes(r.region)) top = Math.min(top, week <= 2 ? 60 : runPercent(r, week));
  return top;
}

/** One line per injured region, shown once per session (issue #10). */
export function injuryGuidance(
  injuries: readonly ActiveInjury[],
  plan: { hasNordics: boolean; gym: boolean; bands: boolean; bowls: boolean },
): string[] {
  return injuries.map((r) => {
    // Pain managed by load (a tendon, overuse, growth) waits for no clearance: it is not "not yet cleared".
    const status = `${r.recency}${r.cleared ? ", cleared by a physio" : awaitsClearance(r) ? ", not yet cleared" : ""}`;
    const drills = plan.bowls ? "run-up or bowling drills" : "throwing or hitting drills that jar the back";
    const head = `${capital(where(r))} (${status})`;
    if (r.sev === 0) return `${head}: trained normally; keep the robustness work for it and report any recurrence.`;
    const locked = backLocked(r)
      ? backReturnWeek(r) > 8
        ? ` No sprints, jumps, ${drills} and no ballistic twisting or arching in this block: a physio's clearance unlocks them (tap 'My physio has cleared me' on your plan).`
        : ` No sprints, jumps, ${drills} and no ballistic twisting or arching before week ${backReturnWeek(r)}, then one effort level lower.`
      : "";
    if (r.youngQuickBack)
      return `${head}: treated as possible bone stress ${r.cleared ? "in weeks 1-4" : "until a physio clears it"}: no heavy barbell loading of the spine and no ballistic twisting or arching; trunk endurance (dead bug, bird dog, plank) comes first.${locked} Low-back pain in a young fast bowler: see a physio before bowling.`;
    if (awaitsClearance(r)) return awaitingLine(r, head, plan, locked);
    if (tendon(r) && r.sev >= 2)
      return `${head}: ${r.condition === "tendon" ? "a sore tendon" : "pain that builds with training"} is loaded, not rested: running and small jumps go on at a lower volume while pain stays at 3/10 or less and has settled by the next morning; slow holds and heavy slow lifts for it rebuild it; the biggest jumps, single-leg hops and bounds${r.region === "knee" ? " and deep knee bends under load" : ""} return from week ${EXPLOSIVE_OUT_UNTIL[r.sev] + 1}.`;
    const out = outUntil(r);
    const later = out >= 8 ? "not in this block" : `from week ${out + 1}, one effort level lower${STEPPED_RETURN}`;
    switch (r.region) {
      case "hamstring":
        return r.sev >= 2
          ? `${head}: no sprinting in weeks 1-2 (the warm-up's build-up runs stay easy, at most 60%); running returns in week 3 at about ${RUN_PERCENT[r.sev as 2 | 3][2]}% speed and builds each week; no flying sprints before week ${FLYING_FROM[r.sev as 2 | 3]}; big jumps (box, countermovement, squat and depth jumps) return ${later}, small hops and landings are allowed${nordicWords(r, plan)}.`
          : `${head}: sprints and big jumps return ${later}; build up runs gradually${plan.hasNordics ? " and keep the Nordics" : ""}.`;
      case "trunk/side":
        return `${head}: no rotational throws or loaded twisting before week ${r.sev === 3 ? 5 : r.sev === 2 ? 4 : 3}; anti-rotation holds (Pallof press, dead bug) first; ${r.cleared ? `build ${plan.bowls ? "bowling" : "throwing and hitting"} back to full effort over the first weeks, stopping if the side twinges` : `no full-effort ${plan.bowls ? "bowling" : "throwing or hitting"} until your physio clears it`}.`;
      case "lumbar spine":
        return `${head}: heavy spinal loading is swapped for an easier lift early on and jumps or throws that load the back come back ${later}; lift pain-free (no more than 3/10, settled by the next morning).${locked}`;
      case "wrist/hand":
      case "elbow":
        return r.condition === "growth-related"
          ? defaultLine(r, head, out, later)
          : `${defaultLine(r, head, out, later)} ${grippingWork(plan)}`;
      case "shoulder":
        return `${head}: no explosive throws or heavy pressing, nothing overhead and no body weight on the hands (push-ups, plank shoulder taps) for it ${out >= 8 ? "in this block" : `before week ${out + 1}`}; the rotator-cuff work stays, it is part of the rehab.`;
      default:
        return defaultLine(r, head, out, later);
    }
  });
}

/** What gripping work is and what stands in for it meanwhile (in a gym, legs loaded with nothing held). */
const grippingWork = (plan: { gym: boolean; bands: boolean }) =>
  `Rows, pull-ups, pulldowns, deadlifts, swings, carries and the rowing machine are gripping work and wait as long; meanwhile the pulling holds nothing in the hand: ${plan.bands ? "a band row with the band looped over the forearms, hands open, and " : ""}prone Y-T-W raises${plan.gym ? ", and the legs work on the leg press and back extension" : ""}.`;

function nordicWords(r: ActiveInjury, plan: { hasNordics: boolean }): string {
  if (!plan.hasNordics) return "";
  return r.sev === 3
    ? `; Nordic curls start in week ${NORDICS_WAIT + 1}, dosed low (a few slow reps, short of pain), and rise over the weeks`
    : "; Nordic curls are dosed low (a few slow reps, short of pain) and rise over the weeks";
}

/**
 * The guidance for an injury that awaits a physio's clearance: what keeps the calendar (the
 * region's reloading, a running rebuild's sub-maximal runs), then, in its own sentence, what waits
 * and what unlocks it. Each sentence names one return, so a reader (or a warm-up) never takes the
 * week of one for the other.
 */
function awaitingLine(
  r: ActiveInjury,
  head: string,
  plan: { hasNordics: boolean; gym: boolean; bands: boolean; bowls: boolean },
  locked: string,
): string {
  const back = EXPLOSIVE_OUT_UNTIL[r.sev] + 1;
  const waits = CLEARANCE_UNLOCKS;
  const graded = (FORBIDDEN_LOADS[r.region] ?? []).filter((k) => k !== "impact");
  const reloaded = graded.map((k) => (k === "grip" ? "gripping" : LOAD_WORDS[k]));
  const reload =
    reloaded.length > 0
      ? ` ${capital(reloaded.join(" and "))} for it ${reloaded.length > 1 ? "return" : "returns"} from week ${back}, one effort level lower${graded.includes("grip") && gripStepsBack(back) ? `: light work first, loaded lifts and carries from week ${back + 1}` : ""}.`
      : "";
  const eased = `strength work for it is eased in weeks 1-2 and rebuilt; stop if pain rises.`;
  switch (r.region) {
    case "hamstring":
      return `${head}: no sprinting in weeks 1-2 (the warm-up's build-up runs stay easy, at most 60%); running returns in week 3 at about ${runPercent(r, 3)}% speed and builds each week, to at most ${UNCLEARED_TOP_PERCENT}%; small hops and landings are allowed${nordicWords(r, plan)}. Flying and maximal sprints and big jumps (box, countermovement, squat and depth jumps) wait ${waits}.`;
    case "trunk/side":
      return `${head}: anti-rotation holds (Pallof press, dead bug) first; no loaded twisting before week ${r.sev === 3 ? 5 : 4}. Rotational throws and full-effort ${plan.bowls ? "bowling" : "throwing and hitting"} wait ${waits}.`;
    case "lumbar spine":
      return `${head}: heavy spinal loading is swapped for an easier lift early on; lift pain-free (no more than 3/10, settled by the next morning).${locked || ` Jumps or throws that load the back wait ${waits}.`}`;
    case "shoulder":
      return `${head}: no heavy pressing, nothing overhead and no body weight on the hands (push-ups, plank shoulder taps) for it before week ${back}, then one effort level lower; the rotator-cuff work stays, it is part of the rehab. No explosive throws or other explosive work for it ${waits}.`;
    case "wrist/hand":
    case "elbow":
      return `${head}: ${eased}${reload} ${grippingWork(plan)} No explosive throws or catches, and no other explosive work for it, ${waits}.`;
    default: {
      const impact = FORBIDDEN_LOADS[r.region]?.includes("impact") ?? false;
      const what = impact ? `Explosive work and ${LOAD_WORDS.impact} for it` : "Explosive work for it";
      const rebuild = RUNNING_REGIONS.includes(r.region)
        ? ` (running from week 3, in its rebuild, at most ${UNCLEARED_TOP_PERCENT}% speed)`
        : "";
      return `${head}: ${eased}${reload} ${what} wait${impact ? "" : "s"}${rebuild} ${waits}.`;
    }
  }
}

function defaultLine(r: ActiveInjury, head: string, out: number, later: string): string {
  return r.condition === "growth-related"
    ? `${head}: growth-related pain: ${r.region === "knee" ? "no kneeling in this block (it presses on the sore bump below the kneecap); " : ""}no running, skipping or jumping before week ${out + 1}, then fewer jumps and sprints, strength work kept; pain no more than 3/10 and settled by the next morning.`
    : `${head}: explosive work${FORBIDDEN_LOADS[r.region] ? ` and ${FORBIDDEN_LOADS[r.region]!.map((k) => LOAD_WORDS[k]).join(" or ")}` : ""} for it ${r.region === "calf/achilles" ? "return" : "returns"} ${later}${r.region === "calf/achilles" ? " (running from week 3, in its rebuild)" : ""}${(FORBIDDEN_LOADS[r.region] ?? []).includes("grip") && gripStepsBack(out + 1) ? `; loaded lifts and carries that grip from week ${out + 2}` : ""}; strength work for it is eased in weeks 1-2 and rebuilt; stop if pain rises.`;
}

export function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
