import type { BodyRegion } from "./types.ts";

/**
 * Matching the athlete's injury text to body regions, by keyword. Deliberately simple and
 * visible: it flags exercises that load a named region so a physiotherapist can review them; it
 * diagnoses and predicts nothing (docs/decisions/0030-plan-generator.md).
 */

const KEYWORDS: ReadonlyArray<[BodyRegion, RegExp]> = [
  ["lumbar spine", /\b(back|backs|lumbar|spine|spinal|disc|discs|disk|spondyl\w*|pars|sciatica|vertebra\w*|stress fracture)\b/],
  ["shoulder", /\b(shoulders?|rotator|cuff|labrum|labral|ac joint|collarbone|clavicle|dislocat\w*|impingement)\b/],
  ["elbow", /\b(elbows?|tennis elbow|golfer'?s elbow)\b/],
  ["wrist/hand", /\b(wrists?|hands?|fingers?|thumbs?|scaphoid|knuckles?)\b/],
  ["groin/hip", /\b(groin|hips?|adductors?|hernia|pubalgia|hip flexors?|pelvis|pubic|glutes?)\b/],
  ["knee", /\b(knees?|acl|mcl|pcl|menisc\w*|patella\w*|jumper'?s knee|kneecap)\b/],
  ["hamstring", /\b(hamstrings?|hammy|hammies)\b/],
  ["calf/achilles", /\b(calf|calves|achilles|shin splints?|shins?)\b/],
  ["ankle/foot", /\b(ankles?|foot|feet|heels?|plantar|toes?|sprained ankle|metatarsals?)\b/],
];

/** Answers that mean "no injury": the form's injuries step is optional free text. */
const NOTHING = /^(none|no|nil|n\/?a|nothing|no injur(y|ies)|-+|\.+|0)$/;

export function normaliseInjuryText(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** True when the athlete reported something (not blank, not "none"). */
export function hasReportedInjury(text: string | undefined): boolean {
  const t = normaliseInjuryText(text).toLowerCase();
  return t !== "" && !NOTHING.test(t);
}

/** Regions named in the text, in a fixed order. */
export function matchInjuryRegions(text: string | undefined): BodyRegion[] {
  if (!hasReportedInjury(text)) return [];
  const t = normaliseInjuryText(text).toLowerCase();
  return KEYWORDS.filter(([, re]) => re.test(t)).map(([region]) => region);
}
