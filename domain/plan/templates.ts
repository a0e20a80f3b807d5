import type { Exercise, ExerciseId, Pattern, Quality } from "./exercise-library.ts";
import type { SlotRole } from "./dosing.ts";

/**
 * Session skeletons by training frequency, and the slots an exercise is chosen for. A slot asks
 * for a kind of exercise (a predicate over the library); the generator picks the best exercise
 * the athlete can do. Higher priority survives when a session must be trimmed to fit its time.
 */

export type SessionKind = "full" | "lower" | "upper" | "speed" | "conditioning";

export interface Slot {
  key: string;
  label: string;
  role: SlotRole;
  priority: number;
  match: (e: Exercise) => boolean;
  /** Extra score for the better fits among the matches. */
  prefer?: (e: Exercise) => number;
  extraSets?: number;
  /** Emphasis slots: the session kinds they belong in. */
  kinds?: SessionKind[];
  /** What it trains; a session gets a second slot of a family only when no other session can take it. */
  family: string;
  /** Role and goal work: kept when a session is trimmed to its time (fillers and extras go first). */
  protected?: boolean;
  /** Emphasis slots: take the place of this core slot (e.g. a fast bowler's trunk work is lumbar-focused). */
  replaces?: string;
}

/** A session's skeleton; its title is made from what it ends up holding (generator.ts, sessionTitle). */
export interface SessionTemplate {
  kinds: SessionKind[];
  slots: Slot[];
}

const strength =
  (...patterns: Pattern[]) =>
  (e: Exercise) =>
    e.category === "strength" && patterns.includes(e.pattern) && e.unit !== "time" && e.unit !== "time-side";
export const has = (q: Quality) => (e: Exercise) => e.qualities.includes(q);

const heavyFirst = (e: Exercise) =>
  (e.qualities.includes("max-strength") ? 1 : 0) - (e.id === "dowel-hip-hinge" ? 2 : 0);

export const CORE = {
  squat: {
    family: "lower-main",
    key: "squat",
    label: "Squat strength",
    role: "main",
    priority: 100,
    match: strength("squat"),
    prefer: heavyFirst,
  },
  hinge: {
    family: "lower-main",
    key: "hinge",
    label: "Hip hinge strength",
    role: "main",
    priority: 100,
    match: strength("hinge"),
    prefer: heavyFirst,
  },
  push: {
    family: "push",
    key: "push",
    label: "Upper-body push",
    role: "main",
    priority: 85,
    match: strength("horizontal-push", "vertical-push"),
  },
  pull: {
    family: "pull",
    key: "pull",
    label: "Upper-body pull",
    role: "accessory",
    priority: 84,
    match: strength("horizontal-pull", "vertical-pull"),
  },
  singleLeg: {
    family: "single-leg",
    key: "single-leg",
    label: "Single-leg strength",
    role: "accessory",
    priority: 75,
    match: strength("single-leg"),
  },
  trunkAE: {
    family: "trunk",
    key: "trunk-ae",
    label: "Trunk: anti-extension",
    role: "accessory",
    priority: 62,
    match: (e) => e.category === "trunk" && has("anti-extension")(e),
  },
  trunkAR: {
    family: "trunk",
    key: "trunk-ar",
    label: "Trunk: anti-rotation",
    role: "accessory",
    priority: 62,
    match: (e) => e.category === "trunk" && has("anti-rotation")(e),
  },
  speed: {
    family: "acceleration",
    key: "speed",
    label: "Acceleration",
    role: "accessory",
    priority: 90,
    match: (e) => e.category === "speed" && has("acceleration")(e) && e.unit === "distance",
    prefer: (e) => (e.id === "a-skip" ? -1 : e.id === "acceleration-sprint" ? 1 : 0),
  },
  conditioning: {
    family: "conditioning",
    key: "conditioning",
    label: "Conditioning",
    role: "accessory",
    priority: 66,
    match: (e) => e.category === "conditioning",
    // Some conditioning every week: it outlasts fillers and other accessories when a session is trimmed.
    protected: true,
    // Cricket-shaped first: runs between the wickets, overs of run-ups (issue #10).
    prefer: (e) => (e.id === "runs-between-wickets" || e.id === "bowling-spell-repeats" ? 3 : 0),
  },
  prehab: {
    family: "prehab",
    key: "prehab",
    label: "Robustness",
    role: "accessory",
    priority: 55,
    match: (e) => e.category === "prehab",
  },
  mobility: {
    family: "mobility",
    key: "mobility",
    label: "Mobility",
    role: "accessory",
    priority: 50,
    match: (e) => e.category === "mobility",
  },
} satisfies Record<string, Slot>;

/** Contrast partners' rules, module constants so their matches are worked out once (generator.ts). */
const lowerPower = (e: Exercise) =>
  (e.category === "power" || e.category === "plyometric") &&
  !e.qualities.includes("upper-power") &&
  (e.pattern === "jump" || e.pattern === "hop" || e.pattern === "hinge");
const upperPower = (e: Exercise) =>
  (e.category === "power" || e.category === "plyometric") && e.qualities.includes("upper-power");
const CONTRAST_PREFER: Record<string, (e: Exercise) => number> = {
  squat: (e) => (e.pattern === "jump" ? 2 : 0) + (has("reactive")(e) ? 1 : 0),
  hinge: (e) =>
    (["broad-jump", "kb-swing", "hang-power-clean", "trap-bar-jump"] as ExerciseId[]).includes(e.id) ? 3 : 0,
  push: (e) => (e.pattern === "horizontal-push" || e.id === "mb-chest-pass" ? 3 : 0) + (e.id === "mb-shotput" ? 1 : 0),
};
const noPreference = () => 0;

/**
 * Phase 2 pairs a heavy main lift with an explosive movement of the same kind (issue #10): a
 * squat or hinge with a jump, hop or explosive hinge; a push with an upper-body throw or
 * explosive push-up. No fitting partner in the athlete's library: no pair.
 */
export function contrastFor(main: Slot): Slot {
  return {
    key: `${main.key}-contrast`,
    label: "Explosive power",
    role: "contrast",
    priority: main.priority - 5,
    family: "explosive",
    match: main.key.startsWith("push") ? upperPower : lowerPower,
    prefer: CONTRAST_PREFER[main.key] ?? noPreference,
  };
}

export function templatesFor(sessions: number): SessionTemplate[] {
  const { squat, hinge, push, pull, singleLeg, trunkAE, trunkAR, speed, conditioning, prehab, mobility } = CORE;
  const lower = {
    kinds: ["lower"],
    slots: [squat, singleLeg, trunkAE],
  } satisfies SessionTemplate;
  const upper = {
    kinds: ["upper"],
    slots: [push, pull, trunkAR],
  } satisfies SessionTemplate;
  const speedDay = {
    kinds: ["speed", "lower"],
    slots: [speed, hinge, { ...singleLeg, priority: 60 }],
  } satisfies SessionTemplate;
  const upper2 = {
    kinds: ["upper", "conditioning"],
    slots: [{ ...pull, key: "pull-2" }, { ...push, key: "push-2", role: "accessory" }, conditioning],
  } satisfies SessionTemplate;
  switch (sessions) {
    case 2:
      return [
        { kinds: ["full"], slots: [squat, push, pull, trunkAE] },
        {
          kinds: ["full"],
          slots: [hinge, speed, singleLeg, { ...pull, key: "pull-2", priority: 50 }, trunkAR, conditioning],
        },
      ];
    case 3:
      return [
        lower,
        upper,
        {
          kinds: ["speed", "conditioning"],
          slots: [speed, hinge, conditioning],
        },
      ];
    case 4:
      return [lower, upper, speedDay, upper2];
    default:
      return [
        lower,
        upper,
        speedDay,
        upper2,
        {
          kinds: ["conditioning"],
          slots: [{ ...conditioning, key: "conditioning-2" }, prehab, { ...trunkAE, key: "trunk-ae-2" }, mobility],
        },
      ];
  }
}
