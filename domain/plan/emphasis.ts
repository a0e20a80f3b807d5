import type { Ability, Goal, PrimaryRole, QuestionnaireAnswers } from "../questionnaire.ts";
import type { Exercise } from "./exercise-library.ts";
import { has, type Slot } from "./templates.ts";
import type { RoleTag } from "./types.ts";

/**
 * What the answers add on top of the session skeletons: role emphasis (cricket-conditioning
 * notes, "By role"), goals, and extra work for the abilities the athlete rated lowest.
 */

export function roleTags(role: PrimaryRole): RoleTag[] {
  switch (role) {
    case "Batsman":
      return ["batter"];
    case "Fast Bowler":
      return ["fast bowler"];
    case "Spin Bowler":
      return ["spinner"];
    case "Fast-Bowling All-rounder":
      return ["fast bowler", "batter"];
    case "Spin-Bowling All-rounder":
      return ["spinner", "batter"];
    case "Wicketkeeper - Batsman":
      return ["keeper", "batter"];
  }
}

type E = Omit<Slot, "role"> & { role?: Slot["role"] };
const cat =
  (...c: Exercise["category"][]) =>
  (e: Exercise) =>
    c.includes(e.category);
const and =
  (...ps: Array<(e: Exercise) => boolean>) =>
  (e: Exercise) =>
    ps.every((p) => p(e));

/**
 * Fast bowlers' and batters' eccentric hamstring work. The Nordic hamstring curl comes first (once
 * a week: the week's other hamstring slots take the next choice): it is the exercise whose
 * programmes roughly halve hamstring injuries (decision 0128).
 */
const HAMSTRING_ECCENTRIC: E = {
  key: "hamstring-eccentric",
  family: "hamstring",
  label: "Hamstrings (eccentric)",
  priority: 57,
  kinds: ["lower", "speed", "full"],
  match: and(cat("prehab", "strength"), has("hamstring-eccentric")),
  prefer: (e) => (e.id === "nordic-curl" ? 4 : 0),
};

const ROLE_SLOTS: Record<RoleTag, E[]> = {
  "fast bowler": [
    {
      key: "fb-anti-extension",
      family: "trunk",
      replaces: "trunk-ae",
      label: "Lumbar robustness: anti-extension",
      priority: 58,
      kinds: ["lower", "conditioning", "full"],
      match: and(cat("trunk"), has("anti-extension")),
    },
    HAMSTRING_ECCENTRIC,
    {
      key: "fb-anti-rotation",
      family: "trunk",
      replaces: "trunk-ar",
      label: "Lumbar robustness: anti-rotation",
      priority: 56,
      kinds: ["upper", "full"],
      match: and(cat("trunk"), has("anti-rotation")),
    },
    {
      key: "fb-landing",
      family: "landing",
      label: "Landing mechanics",
      priority: 55,
      kinds: ["lower", "speed", "full"],
      match: and(cat("plyometric"), has("landing")),
      prefer: (e) => (e.id === "bowling-stride-landing" ? 2 : 0),
    },
    {
      key: "fb-running",
      family: "conditioning",
      replaces: "conditioning",
      label: "Progressive running",
      priority: 54,
      kinds: ["conditioning", "speed", "full"],
      match: and(cat("conditioning"), has("running")),
      prefer: (e) => (e.id === "bowling-spell-repeats" ? 3 : 0),
    },
    {
      key: "fb-cuff",
      family: "cuff",
      label: "Rotator cuff",
      priority: 53,
      kinds: ["upper", "full"],
      match: and(cat("prehab"), has("rotator-cuff")),
    },
    {
      key: "fb-calf",
      family: "calf",
      label: "Calves and Achilles",
      priority: 52,
      kinds: ["lower", "speed", "conditioning", "full"],
      match: and(cat("prehab"), has("calf")),
    },
  ],
  spinner: [
    {
      key: "sp-rotation",
      family: "rotation",
      label: "Hip and trunk rotation",
      priority: 58,
      kinds: ["upper", "full"],
      match: and(cat("trunk", "power"), has("rotation")),
      prefer: (e) => (e.category === "power" ? 1 : 0),
    },
    {
      key: "sp-cuff",
      family: "cuff",
      label: "Rotator cuff",
      priority: 57,
      kinds: ["upper", "full"],
      match: and(cat("prehab"), has("rotator-cuff")),
    },
    {
      key: "sp-hip-mobility",
      family: "mobility",
      label: "Hip mobility",
      priority: 54,
      kinds: ["lower", "conditioning", "full"],
      match: and(cat("mobility"), has("hip-mobility")),
    },
    {
      key: "sp-forearm",
      family: "forearm",
      label: "Forearm and grip",
      priority: 52,
      kinds: ["upper", "conditioning", "full"],
      match: and(cat("prehab", "trunk"), has("forearm")),
    },
    {
      key: "sp-thoracic",
      family: "mobility",
      label: "Thoracic rotation mobility",
      priority: 50,
      kinds: ["upper", "conditioning", "full"],
      match: and(cat("mobility"), has("thoracic-mobility")),
    },
  ],
  batter: [
    {
      key: "bat-acceleration",
      family: "acceleration",
      replaces: "speed",
      label: "Acceleration",
      priority: 58,
      kinds: ["speed", "lower", "full"],
      match: and(cat("speed"), has("acceleration"), (e) => e.unit === "distance"),
    },
    HAMSTRING_ECCENTRIC,
    {
      key: "bat-turning",
      family: "agility",
      label: "Turning between the wickets",
      priority: 56,
      kinds: ["speed", "conditioning", "full"],
      match: has("turning"),
    },
    {
      key: "bat-rotational-power",
      family: "rotation",
      label: "Rotational power",
      priority: 55,
      kinds: ["upper", "full"],
      match: and(cat("power", "plyometric"), has("rotation")),
      prefer: (e) => (e.pattern === "throw" ? 2 : 0),
    },
  ],
  keeper: [
    {
      key: "wk-squat-endurance",
      family: "squat-endurance",
      label: "Squat endurance",
      priority: 58,
      kinds: ["lower", "conditioning", "full"],
      match: and(cat("strength", "conditioning"), has("squat-endurance")),
    },
    {
      key: "wk-lateral",
      family: "agility",
      label: "Lateral movement",
      priority: 57,
      kinds: ["speed", "lower", "full"],
      match: and(cat("speed", "plyometric", "strength"), has("lateral")),
    },
    {
      key: "wk-hip-mobility",
      family: "mobility",
      label: "Hip mobility",
      priority: 54,
      kinds: ["lower", "conditioning", "full"],
      match: and(cat("mobility"), has("hip-mobility")),
    },
    {
      key: "wk-ankle-mobility",
      family: "mobility",
      label: "Ankle mobility",
      priority: 53,
      kinds: ["lower", "speed", "conditioning", "full"],
      match: and(cat("mobility"), has("ankle-mobility")),
    },
    {
      key: "wk-adductor",
      family: "adductor",
      label: "Groin robustness",
      priority: 48,
      kinds: ["lower", "conditioning", "full"],
      match: has("adductor"),
    },
  ],
};

const GOAL_SLOTS: Record<Goal, E[]> = {
  "Explosive Strength & Power": [
    {
      key: "goal-jump",
      family: "jump",
      label: "Jumps",
      priority: 52,
      kinds: ["lower", "speed", "full"],
      match: and(cat("plyometric", "power"), (e) => e.pattern === "jump" || e.pattern === "hop"),
    },
    {
      key: "goal-throw",
      family: "throw",
      label: "Throws and explosive lifts",
      priority: 50,
      kinds: ["upper", "full"],
      match: cat("power"),
    },
  ],
  "Speed & Agility": [
    {
      key: "goal-acceleration",
      family: "acceleration",
      label: "Sprinting",
      priority: 52,
      kinds: ["speed", "lower", "full"],
      match: and(cat("speed"), has("acceleration"), (e) => e.unit === "distance"),
    },
    {
      key: "goal-agility",
      family: "agility",
      label: "Change of direction",
      priority: 50,
      kinds: ["speed", "conditioning", "full"],
      match: and(cat("speed", "plyometric"), (e) => has("turning")(e) || has("lateral")(e)),
      // A real change of direction (a cut or a turn) before a lateral bound.
      prefer: (e) => (has("turning")(e) ? 3 : 0),
    },
  ],
  "Match Endurance": [
    {
      key: "goal-aerobic",
      family: "conditioning",
      label: "Aerobic conditioning",
      priority: 52,
      kinds: ["conditioning", "speed", "full"],
      match: and(cat("conditioning"), has("aerobic")),
      prefer: (e) => (e.id === "runs-between-wickets" || e.id === "bowling-spell-repeats" ? 4 : 0),
    },
    {
      key: "goal-repeat-sprint",
      family: "conditioning",
      label: "Repeat sprints",
      priority: 48,
      kinds: ["speed", "conditioning", "full"],
      match: has("repeat-sprint"),
      prefer: (e) => (e.id === "runs-between-wickets" ? 2 : 0),
    },
  ],
  "Complete Athletic Development": [
    {
      key: "goal-all-jump",
      family: "jump",
      label: "Jumps and landings",
      priority: 46,
      kinds: ["lower", "speed", "full"],
      match: cat("plyometric"),
    },
    {
      key: "goal-all-conditioning",
      family: "conditioning",
      label: "Conditioning",
      priority: 44,
      kinds: ["conditioning", "speed", "full"],
      match: cat("conditioning"),
    },
    {
      key: "goal-all-mobility",
      family: "mobility",
      label: "Mobility",
      priority: 42,
      kinds: ["conditioning", "lower", "upper", "full"],
      match: cat("mobility"),
    },
  ],
};

const ABILITY_SLOTS: Record<Ability, E> = {
  Strength: {
    key: "ab-strength",
    family: "strength-extra",
    label: "Extra strength work",
    priority: 0,
    kinds: ["lower", "upper", "full"],
    match: and(cat("strength"), (e) => e.pattern === "single-leg" || e.pattern.endsWith("pull")),
  },
  Speed: {
    key: "ab-speed",
    family: "acceleration",
    label: "Extra sprint work",
    priority: 0,
    kinds: ["speed", "lower", "full"],
    match: and(cat("speed"), has("acceleration"), (e) => e.unit === "distance"),
  },
  Endurance: {
    key: "ab-endurance",
    family: "conditioning",
    label: "Extra conditioning",
    priority: 0,
    kinds: ["conditioning", "speed", "full"],
    match: cat("conditioning"),
  },
  Agility: {
    key: "ab-agility",
    family: "agility",
    label: "Extra agility work",
    priority: 0,
    kinds: ["speed", "conditioning", "full"],
    match: and(cat("speed", "plyometric"), (e) => has("turning")(e) || has("lateral")(e) || has("landing")(e)),
  },
  Flexibility: {
    key: "ab-flexibility",
    family: "mobility",
    label: "Extra mobility",
    priority: 0,
    kinds: ["conditioning", "lower", "upper", "full"],
    match: cat("mobility"),
  },
};

/**
 * Abilities rated 1-3 get extra slots: a rating of 1 two slots at high priority (plus a set),
 * 2 one slot plus a set, 3 one low-priority slot that only long sessions keep.
 */
function abilitySlots(abilities: QuestionnaireAnswers["abilities"]): E[] {
  return (Object.keys(ABILITY_SLOTS) as Ability[]).flatMap((a) => {
    const r = abilities[a];
    const base = ABILITY_SLOTS[a];
    if (r >= 4) return [];
    const priority = r === 1 ? 60 : r === 2 ? 50 : 30;
    const extraSets = r <= 2 ? 1 : 0;
    const first = { ...base, priority, extraSets };
    return r === 1 ? [first, { ...first, key: `${base.key}-2`, priority: 45 }] : [first];
  });
}

/** Low-priority extras each session keeps only when there is time (longer sessions do more). */
export const FILLERS: E[] = [
  { key: "filler-mobility", family: "mobility", label: "Mobility", priority: 20, match: cat("mobility") },
  // Hamstring curls come from the role and rebuild slots (the Nordic first), not as a filler on top
  // of them (decision 0128): a filler takes one only when nothing else is left.
  {
    key: "filler-prehab",
    family: "prehab",
    label: "Robustness",
    priority: 15,
    match: cat("prehab"),
    prefer: (e) => (e.qualities.includes("hamstring-eccentric") ? -6 : 0),
  },
  { key: "filler-trunk", family: "trunk", label: "Trunk", priority: 10, match: cat("trunk") },
];

/** A low rating (1-2) also adds a set to the core work that trains it. */
const ABILITY_FAMILIES: Record<Ability, string[]> = {
  Strength: ["lower-main", "single-leg", "pull"],
  Speed: ["acceleration"],
  Endurance: ["conditioning"],
  Agility: ["agility"],
  Flexibility: ["mobility"],
};

/** The role and goal work a coach checks in every week: trimmed last of all (issue #10). */
export const ESSENTIAL_KEYS: ReadonlySet<string> = new Set([
  "bat-rotational-power",
  "fb-landing",
  "fb-cuff",
  "fb-anti-extension",
  "sp-cuff",
  "sp-rotation",
  "wk-lateral",
  "wk-squat-endurance",
  "goal-jump",
  "goal-throw",
  "goal-acceleration",
  "goal-agility",
  "goal-aerobic",
  "goal-all-jump",
]);

export interface Emphasis {
  slots: Slot[];
  /** Families whose core slots get an extra set. */
  extraSetFamilies: string[];
  /** Human-readable emphasis, shown on the plan. */
  labels: string[];
}

export function emphasisFor(a: QuestionnaireAnswers): Emphasis {
  const tags = roleTags(a.primaryRole);
  // All-rounders: their bowling or keeping profile leads, batting follows slightly behind.
  const roleSlots = tags.flatMap((t, i) => ROLE_SLOTS[t].map((s) => ({ ...s, priority: s.priority - i * 4 })));
  const goalSlots = a.goals.flatMap((g) => GOAL_SLOTS[g]);
  const all = [...roleSlots, ...goalSlots, ...abilitySlots(a.abilities)];
  const seen = new Set<string>();
  // Role and goal work is protected: trimming to the session cap removes fillers first (issue #10).
  const protectedKeys = new Set([...roleSlots, ...goalSlots].map((s) => s.key));
  const slots = all
    .filter((s) => {
      if (seen.has(s.key)) return false;
      seen.add(s.key);
      return true;
    })
    .map((s): Slot => ({ role: "accessory", ...s, ...(protectedKeys.has(s.key) ? { protected: true } : {}) }))
    .sort((x, y) => y.priority - x.priority || x.key.localeCompare(y.key));
  const labels = [...new Set(slots.filter((s) => s.priority >= 40).map((s) => s.label))];
  const extraSetFamilies = (Object.keys(ABILITY_FAMILIES) as Ability[])
    .filter((k) => a.abilities[k] <= 2)
    .flatMap((k) => ABILITY_FAMILIES[k]);
  return { slots, labels, extraSetFamilies };
}
