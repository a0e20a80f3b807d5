import type { Equipment } from "../questionnaire.ts";
import type { Exercise } from "./exercise-library.ts";

/** What a session's warm-up prepares for: read from its exercises. */
interface Needs {
  sprint: boolean;
  jumps: boolean;
  throws: boolean;
  upper: boolean;
  lower: boolean;
  bands: boolean;
  topSpeedPercent: number;
  allowed: WarmUpAllowed;
}

/**
 * What the athlete's injuries allow in a warm-up this week: foot strikes (jogging, skipping,
 * A-skips, build-up runs), hops, throws, and body weight on the hands. A warm-up never asks for
 * what the session's own injury guidance holds back.
 */
export interface WarmUpAllowed {
  running: boolean;
  hops: boolean;
  throws: boolean;
  hands: boolean;
}
const ALL_ALLOWED: WarmUpAllowed = { running: true, hops: true, throws: true, hands: true };

/**
 * Warm-ups built from what the session contains (issue #10): RAMP, raise, activate, mobilise,
 * potentiate (Jeffreys, UKSCA 2007), with build-up runs before any sprinting and only the kit the
 * athlete has (no bands for bodyweight-only athletes). Returns the steps and the session's
 * one-line description (the steps without their headings).
 *
 * Only a few dozen warm-ups exist (what the session needs, the kit, the top speed allowed), so
 * each is written once and copied, not rebuilt for every session of every plan (decision 0119).
 */
const WRITTEN = new Map<string, { steps: readonly string[]; description: string }>();
export function sessionWarmUp(
  exercises: readonly Exercise[],
  equipment: Equipment,
  topSpeedPercent = 90,
  allowed: WarmUpAllowed = ALL_ALLOWED,
): { steps: string[]; description: string } {
  const needs = needsOf(exercises, equipment, topSpeedPercent, allowed);
  const { sprint, jumps, throws, upper, lower, bands } = needs;
  const bits = [
    sprint,
    jumps,
    throws,
    upper,
    lower,
    bands,
    allowed.running,
    allowed.hops,
    allowed.throws,
    allowed.hands,
  ].reduce((n, b, i) => n | (Number(b) << i), 0);
  const key = `${bits} ${topSpeedPercent}`;
  let written = WRITTEN.get(key);
  if (!written) {
    const steps = writeSteps(needs);
    written = { steps, description: steps.map((t) => t.replace(/^(\w+)[^:]*: /, "")).join(" ") };
    WRITTEN.set(key, written);
  }
  return { steps: [...written.steps], description: written.description };
}

function needsOf(
  exercises: readonly Exercise[],
  equipment: Equipment,
  topSpeedPercent: number,
  allowed: WarmUpAllowed,
): Needs {
  const sprint =
    exercises.some((e) => e.category === "speed" && e.unit === "distance") ||
    exercises.some((e) => e.qualities.includes("repeat-sprint"));
  const jumps = exercises.some((e) => e.pattern === "jump" || e.pattern === "hop");
  const throws = exercises.some((e) => e.pattern === "throw" || e.qualities.includes("upper-power"));
  const upper = exercises.some(
    (e) => /push|pull/.test(e.pattern) || e.qualities.includes("rotator-cuff") || e.pattern === "throw",
  );
  const lower = exercises.some((e) =>
    ["squat", "hinge", "single-leg", "jump", "hop", "sprint", "change-of-direction", "run"].includes(e.pattern),
  );
  const bands = equipment !== "Bodyweight Only";
  return { sprint, jumps, throws, upper, lower, bands, topSpeedPercent, allowed };
}

function writeSteps({ sprint, jumps, throws, upper, lower, bands, topSpeedPercent, allowed }: Needs): string[] {
  // No foot strikes this week (a locked low back, a sprained ankle, a sore knee): no jogging, skipping, runs or hops.
  const grounded = topSpeedPercent === 0 || !allowed.running;
  const raise = grounded
    ? "Raise (3 min): brisk walk, marching on the spot or an easy bike, building to a light sweat."
    : sprint || lower
      ? "Raise (3 min): easy jog or skipping on the spot, building to a light sweat."
      : "Raise (3 min): easy jog, jumping jacks or cycling, building to a light sweat.";
  const activate = [
    ...(lower ? ["glute bridges × 10", "side-lying leg raises × 10 each side"] : []),
    ...(upper
      ? bands
        ? ["band pull-aparts × 15", "band external rotations × 10 each side (shoulder)"]
        : [allowed.hands ? "scapular push-ups × 10" : "wall slides × 8", "prone Y-T-W raises × 5 each (shoulder)"]
      : []),
    "dead bug × 6 each side",
  ];
  const mobilise = [
    ...(lower
      ? [
          "leg swings front-to-back and across",
          "world's greatest stretch × 3 each side (hips)",
          "knee-to-wall ankle rocks × 8 each side",
        ]
      : []),
    ...(upper ? ["thoracic open books × 6 each side", "arm circles and shoulder rolls"] : []),
  ];
  const primers = [allowed.throws ? "light throws" : null, allowed.hands ? "fast push-ups" : null].filter(Boolean);
  const potentiate =
    sprint && !grounded
      ? `Potentiate: A-skips 2 × 20 m, then 3 build-up runs over 30 m at about ${topSpeedPercent >= 90 ? "60%, 75% and 90%" : `${topSpeedPercent - 20}%, ${topSpeedPercent - 10}% and ${topSpeedPercent}%`} before the first sprint or run.`
      : jumps && !grounded
        ? `Potentiate: ${allowed.hops ? "pogo hops 2 × 10, then " : ""}3 practice reps of the first jump at half effort.`
        : throws && primers.length > 0
          ? `Potentiate: 3-4 ${primers.join(" or ")} building to full intent, then 2 light sets of the first lift.`
          : "Potentiate: 2 lighter sets of the first exercise, building to the working effort.";
  return [
    raise,
    `Activate (3 min): ${activate.join(", ")}.`,
    `Mobilise (2 min): ${(mobilise.length ? mobilise : ["cat-camel × 6", "hip circles"]).join(", ")}.`,
    potentiate,
  ];
}
