import type { QuestionnaireAnswers } from "../questionnaire.ts";
import { normaliseInjuryText } from "./injuries.ts";

/**
 * Determinism: the plan's choices are seeded by a hash of the answers, never by Math.random or
 * the clock, so the same answers and generator version always give the same plan.
 */

/** FNV-1a, 32 bits: small, stable across platforms, good enough to spread tie-breaks. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The answers in a fixed field order (object key order must not change the hash). */
export function canonicalAnswers(a: QuestionnaireAnswers): string {
  return JSON.stringify([
    a.ageGroup,
    a.competitionLevel,
    a.height,
    a.weight,
    a.primaryRole,
    [a.abilities.Strength, a.abilities.Speed, a.abilities.Endurance, a.abilities.Agility, a.abilities.Flexibility],
    a.trainingFrequency,
    a.trainingDuration,
    normaliseInjuryText(a.injuries),
    [...a.goals].sort(),
    a.equipment,
    // Only when given, so answers saved before the picker existed keep their hash.
    ...(a.injuryDetails?.length
      ? [
          [...a.injuryDetails]
            .sort((x, y) => x.region.localeCompare(y.region))
            .map((d) => [d.region, d.recency, d.cleared]),
        ]
      : []),
  ]);
}

export function answersHash(a: QuestionnaireAnswers): string {
  return fnv1a(canonicalAnswers(a)).toString(16).padStart(8, "0");
}

/** mulberry32: a tiny seeded generator returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
