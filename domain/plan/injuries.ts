import type { InjuryDetail, InjuryRecency, QuestionnaireAnswers } from "../questionnaire.ts";
// The regions from the zod-free constants, not from types.ts: the athlete pages read the injury
// note's medical holds, and types.ts would bring zod into their first load.
import { INJURY_REGIONS as BODY_REGIONS } from "../questionnaire-form.ts";
import type { BodyRegion } from "./types.ts";

/**
 * Reading the athlete's injuries (issue #10; docs/decisions/0032-plan-rules-for-coaches.md).
 * Two sources: the step-8 picker (region, how recent, cleared by a physiotherapist) and the
 * spec's free text. The text is read clause by clause with cricket's injury vocabulary, common
 * misspellings, laterality, recency words and negations. Where the picker names a region its
 * recency and clearance win; the text may add regions the picker lacks, and its side (left/right)
 * and condition words (e.g. "stress fracture", "Osgood-Schlatter") still describe a picked region.
 * It diagnoses and predicts nothing: it decides how cautiously the plan loads a region.
 */

export type Side = "left" | "right" | "both";

export interface InjuryReading {
  region: BodyRegion;
  recency: InjuryRecency;
  cleared: boolean;
  side?: Side;
  /** A named condition that changes the rules (bone stress, side strain, growth-related pain...). */
  condition?: Condition;
  source: "picker" | "text";
}

export type Condition =
  | "bone stress"
  | "disc"
  | "side strain"
  | "growth-related"
  | "muscle strain"
  | "ligament"
  | "tendon"
  | "fracture"
  /** Pain that builds with training and no injury behind it (a sore knee, plantar fasciitis, a stiff back): managed by load. */
  | "overuse";

interface Term {
  region: BodyRegion;
  re: RegExp;
  condition?: Condition;
}

/** Order matters only for conditions: the first term that names a condition gives it. */
const TERMS: readonly Term[] = [
  // Growth-related (traction apophysitis) before the plain knee/heel words.
  { region: "knee", re: /\bosgood\w*|schlatter\w*|sinding[- ]larsen\w*/, condition: "growth-related" },
  { region: "ankle/foot", re: /\bsever'?s\b|\bsevers\b|\bcalcaneal apophysitis/, condition: "growth-related" },
  // Low back: bone stress words name the condition.
  { region: "lumbar spine", re: /\b(pars|spondyl\w*)\b/, condition: "bone stress" },
  { region: "lumbar spine", re: /\b(discs?|disks?|bulg\w*|herniat\w*|prolapse\w*|sciatica)\b/, condition: "disc" },
  // Pain that travels down the leg, or pins and needles, is the low back's nerve until a physio
  // says otherwise, wherever the athlete feels it.
  {
    region: "lumbar spine",
    re: /\b((runs?|running|goes|going|travel\w*|spread\w*|radiat\w*|twinges?|pain|ache|aching) (right )?(down|into) (the (back|side|front) of )?(my |the |one |both )?(legs?|buttocks?|bum|glutes?|calf|foot)|shoot\w* (right )?(down|into)|radiating|(pins and needles|tingl\w*|numb\w*) (in|down|into) (my |the |one |both )?(legs?|foot|feet|toes?|buttocks?|bum|calf|thigh)|sciatic\w*)\b/,
    condition: "disc",
  },
  // An ache low down on one side after bowling is how a young quick's pars stress fracture presents.
  {
    region: "lumbar spine",
    re: /\b(low(er)? down on (one|my|the|his|her|left|right) (\w+ )?side|low(er)? down (on )?(one|the|my) side|(one|left|right) side,? low down|side low down|low(er)? on (one|my|the) side)\b/,
  },
  {
    region: "lumbar spine",
    re: /\b(lower back|low back|lumbar|spine|spinal|vertebra\w*|[ls][1-5](\/[ls]?[1-5])?|backs?|bak)\b/,
  },
  // Trunk: cricket's side strain.
  {
    region: "trunk/side",
    re: /\b(side[- ]?strain\w*|(strained|tweaked|pulled|tore|hurt) (my )?(left |right )?side|(sore|painful|my) (left |right )?side|side (tear|injury|muscle|pain)|torn side|obliques?|intercostals?|abdominals?|abdo|abs|rib|ribs|stomach muscle|core tear|lats? (strain\w*|tear|injury|pain)|(strained|torn|tore|pulled) (my |a )?lat|latissimus)\b/,
    condition: "side strain",
  },
  {
    region: "shoulder",
    re: /\b(shoulders?|sholders?|shoulder|shouldr|shoudler|rotator|cuff|labrum|labral|slap (tear|lesion)|slap|ac joint|collarbone|collar bone|clavicle|pecs?|pectorals?|pec major|biceps? tend\w*|long head)\b/,
  },
  { region: "elbow", re: /\b(elbows?|elbo|tennis elbow|golfer'?s elbow|distal biceps?)\b/ },
  { region: "wrist/hand", re: /\b(tfcc|webbing|split web\w*)\b/ },
  {
    region: "wrist/hand",
    re: /\b(wrists?|wirst|hands?|fingers?|finger|thumbs?|pinky|pinkie|scaphoid|knuckles?|metacarpals?|forearms?|mallet)\b/,
  },
  {
    region: "groin/hip",
    re: /\b(groin|groins|hips?|adductors?|hernia|pubalgia|osteitis pubis|hip flexors?|pelvis|pubic|glutes?|gluteal|fai)\b/,
  },
  { region: "quad/thigh", re: /\b(quads?|quadriceps|quadricep|thighs?|dead leg|corked?( thigh)?|rectus femoris)\b/ },
  {
    region: "knee",
    re: /\b(knees?|kne|acl|mcl|pcl|lcl|menisc\w*|patell\w*|jumper'?s knee|kneecap|knee cap|it ?band|itb|iliotibial)\b/,
  },
  {
    region: "hamstring",
    re: /\b(hamstrings?|hamstrig\w*|hamstrng\w*|hamsting\w*|hammy|hammies|hamys?|back of (the |my )?(thigh|leg))\b/,
  },
  { region: "calf/achilles", re: /\b(calf|calfs|calves|achill\w*|shin splints?|shins?|soleus|tibial stress|mtss)\b/ },
  { region: "lumbar spine", re: /\b(si joint|sacroiliac|sacro-iliac)\b/ },
  {
    region: "ankle/foot",
    re: /\b(ankles?|ankels?|anckles?|foot|feet|heels?|plantar\w*|fasci\w*|toes?|metatarsals?|navicular|arch)\b/,
  },
];

/** Words that make a plain "back" not the low back. */
const NOT_LOW_BACK = /\bback of (the |my )?(knee|thigh|leg|hand|shoulder|heel)\b/g;

/** "stress fracture", "dislocation", "broken" name a region only with another word; alone: low back / shoulder. */
const STRESS_FRACTURE = /\bstress (fracture|fx|reaction|response)\b/;
/** A "UCL" is the elbow's unless the clause names the thumb (a skier's thumb is the hand's). */
const UCL = /\bucl\b/;
const DISLOCATION = /\bdislocat\w*/;
const IMPINGEMENT = /\bimping\w*/;
/** Pain named for its overuse (managed by load): plantar fasciitis, shin splints, patellofemoral or ITB pain. */
const OVERUSE_NAMED =
  /\b(plantar fasci\w*|fasciitis|fasciopathy|shin splints?|mtss|patellofemoral|pfps?|runner'?s knee|it ?band|itb|iliotibial)\b/;
/** An event behind the pain: then it is an injury, not overuse. */
const INJURY_EVENT =
  /\b(injur\w*|surgery|op|operation|reconstruct\w*|fell|fall|landed|collision|collided|hit|twist\w*|rolled|tweaked|popped|gave way|swollen|swelling|bruis\w*|dislocat\w*|broke|broken|fractur\w*|strain\w*|sprain\w*|tear|torn|pull(ed)?|grade [123]|hurt|went over|jarred|jammed|knock\w*|bang\w*|whack\w*|trod|stood on|in the field|in (a|the) (game|match))\b/;
/** A stiff back with no pain named is overuse; a sore one keeps the back's caution. */
const STIFF_ONLY = /\b(stiff|stiffness|tight|tightness)\b/;
/** Growth-related pain named in plain words, for whichever region the clause names. */
const GROWTH = /\b(growth[- ]related|growing pains?|growth plates?|growth spurt pain|apophysitis)\b/;
/** Cricket's uses of "back" that are not the low back: back in training, back foot, back of a length. */
/** "2 months back" says when, like "2 months ago": not the low back. */
const TIME_BACK =
  /\b((\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|several)( of)? (days?|wks?|weeks?|months?|mths?|years?|yrs?)) back\b/g;
/** Where the foot lands in a delivery ("sore when I land on my front foot"): cricket's words, not an injured foot. */
const FOOT_IDIOMS = /\b(on|onto|off|through) (the |my )?(front|back)[- ]foot\b/g;
const BACK_IDIOMS =
  /\bback (in|to|into|at|on) (full |normal )?(training|bowling|batting|cricket|playing|running|jogging|the nets|nets|action|pace|games?|matches|it|full pace|top speed)\b|\bback (jogging|running|bowling|training|playing|batting)\b|\bback[- ]foot\b|\bback of a length\b|\bback[- ]to[- ]back\b|\b(come|came|coming|get|got|getting|bounce|bounced|fight|fought|go|went|going) back\b|\bback spin\b|\bbackfoot\b/g;
/** A clause about someone else's injury ("my brother broke his wrist"). */
const SOMEONE_ELSE =
  /\b(brother|sister|dad|father|mum|mom|mother|friend|mate|team-?mate|cousin|son|daughter|uncle|partner)\b.*\b(his|her|their)\b/;

/** Answers that mean "no injury". */
const NOTHING =
  /^(none|no|nope|nil|nill|n\/?a|na|nothing|nothing (serious|major|to report)|no injur(y|ies)( at all)?|never (been )?injured|not injured|no current injur(y|ies)|injury free|all good|fit|fully fit|-+|\.+|0)\.?$/;
const NOTHING_ANYWHERE =
  /\b(no injur(y|ies)|never (been )?injured|nothing serious|injury[- ]free|no problems|no issues)\b/;

const OLD =
  /\b(old|recovered|healed|years? ago|\d+ years|as a (kid|child|junior)|when i was (\d+|a kid|young|younger|little|at school)|fully fit( now)?|no longer|not anymore|used to|long time ago|in the past|history of|fully rehabbed|no problems? since|no issues? since|(been )?fine since|(all )?fine now|all good now|no pain since)\b/;
/** Symptoms now: these make any injury current, however old, unless negated. */
const PAIN =
  /\b(sore|soreness|painful|pain|hurts?|hurting|ache|aching|achy|niggl\w*|flare\w*|swollen|swelling|tender|stiff|spasms?|seized|locked up|twinge\w*|pins and needles|tingl\w*|numb\w*)\b/;
/** Pain words other than stiffness. */
const PAIN_NOT_STIFF =
  /\b(sore|soreness|painful|pain|hurts?|hurting|ache|aching|achy|niggl\w*|flare\w*|swollen|swelling|tender|spasms?|seized|locked up|twinge\w*|pins and needles|tingl\w*|numb\w*)\b/;
const NO_PAIN =
  /\b(no|not|never|without|no longer|isn't|doesn't|don't|zero)\b( \w+){0,2} (sore|soreness|painful|pain|hurts?|hurting|ache|aching|niggl\w*|flare\w*|swollen|swelling|tender|stiff)\b|\b(pain|symptom)[- ]free\b/;
/** Words that place it now without a symptom ("still rehabbing", "this week"). */
const CURRENT =
  /\b(current\w*|still|ongoing|in (a )?(plaster|cast|brace|boot|moon boot|sling|splint)|on crutches|strapped( up)?|taped up|at the moment|right now|this week|last week|days? ago|rehabbing|recovering|in rehab|acute|yesterday|today|(on |at |over )?the weekend|this weekend|last weekend|last (game|match|night))\b/;
const RECENT =
  /\b(recent\w*|last season|last year|this season|months? ago|earlier this year|over the winter|returning)\b/;
const CLEARED = /\b(cleared|signed off|all[- ]clear|given the all clear|back to full|full clearance)\b/;
const NOT_CLEARED = /\b(not (yet )?(been )?cleared|awaiting clearance|waiting (for|on) (the )?physio)\b/;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  few: 3,
  couple: 2,
  several: 4,
};

/** "4 weeks ago", "two months ago", "3 yrs ago" → recency by the picker's definition (6 weeks / 6 months). */
function recencyFromAgo(clause: string): InjuryRecency | undefined {
  const m =
    /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|several)( of)? (days?|wks?|weeks?|months?|mths?|years?|yrs?)( ago| back)?\b/.exec(
      clause,
    );
  if (!m || (!/ago|back/.test(m[4] ?? "") && !/\bago\b/.test(clause))) {
    // "years ago", "months ago" with no number: a couple of them.
    const bare = /\b(days|wks|weeks|months|mths|years|yrs) ago\b/.exec(clause);
    if (!bare) return undefined;
    const u = bare[1]!;
    return u.startsWith("d") || u.startsWith("w") ? "current" : u.startsWith("m") ? "recent" : "old";
  }
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]!;
  const unit = m[3]!;
  const weeks = unit.startsWith("d") ? n / 7 : unit.startsWith("w") ? n : unit.startsWith("m") ? n * 4.3 : n * 52;
  return weeks < 6 ? "current" : weeks <= 26 ? "recent" : "old";
}

/** Words that say it is over now: they outweigh the symptom the athlete remembers ("back pain years ago, fine now"). */
const RECOVERED_NOW =
  /\b(fine now|(all )?good now|all good|recovered|healed|fully fit|no (pain|problems?|issues?) since|(been )?fine since|back to full)\b/;

function recencyOf(clause: string): InjuryRecency | undefined {
  const ago = recencyFromAgo(clause);
  if (RECOVERED_NOW.test(clause) && !/\b(still|recovering|rehabbing|in rehab|but)\b/.test(clause)) return ago ?? "old";
  // A symptom now outranks "old": an old back injury that is still sore is a current one. A word
  // of time alone does not ("fully recovered now", "fine since"): the athlete says it is over.
  if (PAIN.test(clause) && !NO_PAIN.test(clause)) return ago === "old" || ago === "recent" ? "recent" : "current";
  if (OLD.test(clause) && !/\b(still|recovering|rehabbing|in rehab)\b/.test(clause)) return ago ?? "old";
  if (CURRENT.test(clause)) return ago === "old" ? "recent" : (ago ?? "current");
  if (ago) return ago;
  if (RECENT.test(clause)) return "recent";
  // Said as an event with no time at all ("tweaked my hammy", "rolled it in Saturday's game"): just happened.
  if (ACUTE.test(clause)) return "current";
  return undefined;
}

const ACUTE =
  /\b(tweak\w*|ping\w*|pulled|popped|tore|rolled|twisted|jarred|jammed|hurt|went over|knocked|banged|whacked|(mon|tues|wednes|thurs|fri|satur|sun)day'?s? (game|match|net\w*|training))\b/;

function sideOf(clause: string): Side | undefined {
  const l = /\b(left|lt)\b/.test(clause);
  const r = /\b(right|rt)\b/.test(clause);
  if (/\bboth\b|\bbilateral\b/.test(clause) || (l && r)) return "both";
  return l ? "left" : r ? "right" : undefined;
}

export function normaliseInjuryText(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** True when the athlete reported something in the text (not blank, not "none"). */
export function hasReportedInjury(text: string | undefined): boolean {
  const t = normaliseInjuryText(text).toLowerCase();
  return t !== "" && !NOTHING.test(t);
}

interface TextHit {
  region: BodyRegion;
  recency?: InjuryRecency;
  cleared?: boolean;
  side?: Side;
  condition?: Condition;
}

/** Whether a clause names an injured region itself (a stress fracture, a dislocation or an impingement do). */
function namesRegion(clause: string): boolean {
  return (
    wholeRegions(clause.replace(BACK_IDIOMS, " ")) > 0 ||
    STRESS_FRACTURE.test(clause) ||
    DISLOCATION.test(clause) ||
    IMPINGEMENT.test(clause)
  );
}

/** How many regions a text names at all (negations aside), to know whether a sentence speaks for all of it. */
function wholeRegions(text: string): number {
  return new Set(TERMS.filter((t) => t.re.test(text)).map((t) => t.region)).size;
}

/** Regions the free text names, with what each clause says about them. */
function readText(text: string | undefined): TextHit[] {
  if (!hasReportedInjury(text)) return [];
  const whole = normaliseInjuryText(text).toLowerCase().replace(/[’`]/g, "'").replace(TIME_BACK, "$1 ago");
  // Clauses, sentence by sentence; a comma inside brackets ("knee op (meniscus, right)") splits nothing.
  const sentences = whole
    .replace(/\([^)]*\)/g, (m) => m.replace(/,/g, " "))
    .split(/[.;\n]/)
    .map((sentence) =>
      sentence
        .split(/,(?! cleared)|\bbut\b|\band also\b|\bplus\b|\balso\b/)
        .map((c) => c.trim())
        .filter(Boolean),
    );
  const clauses = sentences.flat();
  // A clause naming no region that follows one that does, in the same sentence, goes on about it
  // ("L4 pars stress fracture, 4 months out, physio signed me off"): its time and clearance are that injury's.
  const continuation = new Map<string, string>();
  for (const sentence of sentences)
    for (let i = 1; i < sentence.length; i++) continuation.set(sentence[i - 1]!, sentence[i]!);
  const hits = new Map<BodyRegion, TextHit>();
  const wholeRecency = recencyOf(whole);
  const oneRegionText = wholeRegions(whole.replace(BACK_IDIOMS, " ")) <= 1;
  for (const raw of clauses) {
    if (SOMEONE_ELSE.test(raw)) continue;
    const clause = raw
      .replace(FOOT_IDIOMS, " ")
      .replace(BACK_IDIOMS, " ")
      .replace(NOT_LOW_BACK, (m) =>
        /knee/.test(m)
          ? "knee"
          : /thigh|leg/.test(m)
            ? "hamstring"
            : /heel/.test(m)
              ? "heel"
              : /hand/.test(m)
                ? "hand"
                : "shoulder",
      );
    const found: Array<{ region: BodyRegion; condition?: Condition; at: number }> = [];
    for (const t of TERMS) {
      const m = t.re.exec(clause);
      if (!m) continue;
      // A negation just before the word ("no back problems", "never had knee trouble").
      const before = clause.slice(Math.max(0, m.index - 24), m.index);
      if (
        /\b(no|never|not|without|nothing wrong with( my)?)\b[^,]*$/.test(before) &&
        !/\bnot (yet )?cleared\b/.test(before)
      )
        continue;
      found.push({ region: t.region, condition: t.condition, at: m.index });
    }
    const words = new Set(found.map((f) => f.region));
    if (STRESS_FRACTURE.test(clause) && words.size === 0)
      found.push({ region: "lumbar spine", condition: "bone stress", at: 0 });
    if (DISLOCATION.test(clause) && words.size === 0) found.push({ region: "shoulder", at: 0 });
    if (IMPINGEMENT.test(clause) && words.size === 0) found.push({ region: "shoulder", at: 0 });
    if (UCL.test(clause) && !words.has("wrist/hand")) found.push({ region: "elbow", at: 0 });
    if (found.length === 0) continue;
    const followers: string[] = [];
    for (let next = continuation.get(raw); next && !namesRegion(next); next = continuation.get(next))
      followers.push(next);
    const after = followers.join(", ");
    // Like a clearance, a time said of one injury does not date another in a different sentence.
    const recency =
      (RECOVERED_NOW.test(after) ? recencyOf(`${clause}, ${after}`) : undefined) ??
      recencyOf(clause) ??
      (after ? recencyOf(after) : undefined) ??
      (oneRegionText ? wholeRecency : undefined);
    // A clearance belongs to the clause that says it: "tennis elbow, cleared by physio" clears
    // the elbow, not the back named in another sentence. The whole text speaks for a region only
    // when it names one region.
    const oneRegion = wholeRegions(whole.replace(BACK_IDIOMS, " ")) <= 1;
    const said = after ? `${clause}, ${after}` : clause;
    // "Fine now" or "fully recovered" is the athlete saying it is over: a clearance in their words
    // (no block-long hold for it), though a recent one still comes back a step at a time.
    const over = RECOVERED_NOW.test(said) && !/\b(still|recovering|rehabbing|in rehab|but)\b/.test(said);
    const cleared =
      NOT_CLEARED.test(said) || (oneRegion && NOT_CLEARED.test(whole))
        ? false
        : CLEARED.test(said) || (oneRegion && CLEARED.test(whole)) || over
          ? true
          : undefined;
    const side = sideOf(clause);
    const generic: Condition | undefined = GROWTH.test(clause)
      ? "growth-related"
      : STRESS_FRACTURE.test(clause)
        ? "bone stress"
        : /\b(broke|broken|fractur\w*|break)\b/.test(clause)
          ? "fracture"
          : /\b(strain\w*|tear|torn|pull(ed)?|grade [123])\b/.test(clause)
            ? "muscle strain"
            : /\b(sprain\w*|ligament|acl|mcl|rolled|rolled|dislocat\w*|menisc\w*)\b/.test(clause)
              ? "ligament"
              : /\b(tendin\w*|tendon\w*|tendon|itis)\b/.test(clause)
                ? "tendon"
                : undefined;
    for (const f of found) {
      // Pain that builds with training, with no event behind it, is managed by load, not rested.
      const overuse =
        !f.condition &&
        (OVERUSE_NAMED.test(clause) ||
          (!generic &&
            !INJURY_EVENT.test(clause) &&
            (f.region === "lumbar spine"
              ? STIFF_ONLY.test(clause) && !PAIN_NOT_STIFF.test(clause)
              : ["knee", "calf/achilles", "ankle/foot"].includes(f.region) &&
                PAIN.test(clause) &&
                !NO_PAIN.test(clause))))
          ? ("overuse" as const)
          : undefined;
      // Achilles or patellar pain with no injury named is a tendon's: it is loaded, not rested.
      const tendonPain =
        !generic &&
        !f.condition &&
        ((f.region === "calf/achilles" && /\bachilles\b/.test(clause)) ||
          (f.region === "knee" && /\b(patell\w*|jumper'?s knee)\b/.test(clause)))
          ? ("tendon" as const)
          : undefined;
      const prev = hits.get(f.region);
      hits.set(f.region, {
        region: f.region,
        recency: moreRecent(prev?.recency, recency),
        cleared: prev?.cleared ?? cleared,
        side: prev?.side ?? side,
        condition: prev?.condition ?? f.condition ?? tendonPain ?? overuse ?? generic,
      });
    }
  }
  if (hits.size === 0) return [];
  // "Both heels sore, growth related": the growth words may sit in their own clause.
  if (GROWTH.test(whole))
    for (const h of hits.values()) if (h.region === "knee" || h.region === "ankle/foot") h.condition = "growth-related";
  // A stress fracture named with a non-spinal region stays there; alone it is the low back (see above).
  return BODY_REGIONS.filter((r) => hits.has(r)).map((r) => hits.get(r)!);
}

const RANK: Record<InjuryRecency, number> = { current: 3, recent: 2, old: 1 };
function moreRecent(a: InjuryRecency | undefined, b: InjuryRecency | undefined): InjuryRecency | undefined {
  if (!a) return b;
  if (!b) return a;
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * Every injured region, picker first. Text without a recency word counts as "recent" (the middle
 * answer: a coach treats an unexplained injury with care, not as an emergency) and not cleared.
 */
export function readInjuries(
  answers: Pick<QuestionnaireAnswers, "injuries"> & { injuryDetails?: InjuryDetail[] },
): InjuryReading[] {
  const text = readText(answers.injuries);
  const picked = answers.injuryDetails ?? [];
  const out: InjuryReading[] = [];
  for (const region of BODY_REGIONS) {
    const p = picked.find((d) => d.region === region);
    const t = text.find((h) => h.region === region);
    // Where the picker and the text disagree on when, the plan takes the more recent reading:
    // "hamstring tear 2 weeks ago" in the text outranks "old" in the picker. A physio's clearance
    // said in either stands unless the text says it has not come: a clearance is a fact the
    // athlete reports, not a guess the time words can overturn ("stress fracture last season,
    // signed off in Feb" with "old, cleared" picked is cleared).
    if (p)
      out.push({
        region,
        recency: moreRecent(p.recency, t?.recency) ?? p.recency,
        cleared: (p.cleared || t?.cleared === true) && t?.cleared !== false,
        side: t?.side,
        condition: t?.condition,
        source: "picker",
      });
    else if (t)
      out.push({
        region,
        recency: t.recency ?? "recent",
        cleared: t.cleared ?? false,
        side: t.side,
        condition: t.condition,
        source: "text",
      });
  }
  return out;
}

/**
 * What no body region covers and no plan should train through: a concussion, an illness, or a heart
 * warning. The plan is made for after the doctor's all-clear; these lines say so first.
 */
const MEDICAL_HOLDS: ReadonlyArray<[RegExp, string]> = [
  [
    /\b(concuss\w*|knocked (out|unconscious)|head injury|hit (in|on) the (head|helmet|lid)|blow to the head|(struck|hit) (on )?(the |my )?(helmet|lid)|headaches? (since|after)|(on|to) the helmet)\b/,
    "You mentioned a concussion or a blow to the head: do not start this plan until a doctor clears you. The return is graded, one stage at a time, free of symptoms at each before the next (Patricios et al., BJSM 2023; the ECB's concussion guidance), and a junior's return takes longer than an adult's.",
  ],
  [
    /\b(fevers?|feverish|flu|virus|viral|covid|glandular|mono|chest infection|ill|illness|sick|unwell|infection)\b/,
    "You mentioned an illness: do not train with a fever or with symptoms below the neck (chest, stomach, aching all over). Start when you are well, with the first week easier, and see a doctor before hard training after glandular fever (Schwellnus et al., BJSM 2016).",
  ],
  // The red flags of serious pathology (Finucane et al., JOSPT 2020): a plan must not train through them.
  [
    /\b(numb\w* (between|in) (my |the )?(legs|groin|crotch|saddle|backside)|saddle|trouble (peeing|weeing|going to the toilet)|can'?t (pee|wee)|struggl\w* to (pee|wee)|bladder|bowel|incontinen\w*|wet myself|(weak|numb|tingl)\w* (in )?both legs|both legs (are |feel |feeling |go |went )?(weak|numb|tingl\w*|dead))\b/,
    "You mentioned numbness between the legs, bladder or bowel changes, or weakness or numbness in both legs: go to A&E today. These can be signs of pressure on the nerves at the base of the spine, which needs urgent care; do not train until a doctor has seen you (Finucane et al., JOSPT 2020).",
  ],
  [
    /\b(night pain|pain at night|(wakes?|woke|waking) me( up)?( at night)?|(hurts?|sore|aches?|aching|worse) at night|weight loss|losing weight|lost (a lot of )?weight|night sweats?|lump|mass)\b/,
    "You mentioned pain at night, weight you did not mean to lose, night sweats or a lump: see a doctor before you start this plan. With pain, these are the signs a doctor checks first for a problem training must not hide (Finucane et al., JOSPT 2020).",
  ],
  [
    /\b((hot|red),? (and )?swollen (calf|leg)|swollen,? (hot|red) (calf|leg)|(calf|leg) (is |was |went )?(hot|red) and swollen|(after|since) a (long )?(flight|plane)|swollen,? hot|hot,? red and swollen|blood clot|clot|dvt)\b/,
    "A hot, swollen calf or leg, above all after a flight or days off your feet, can be a blood clot: get it checked today (NHS 111 or A&E) and do not train until a doctor has seen it.",
  ],
  [
    /\b(chest pains?|palpitations?|faint\w*|blacked out|black out|heart\w*)\b/,
    "You mentioned chest pain, palpitations, fainting or your heart: see a doctor before any training, and stop and get help if it happens while you train.",
  ],
];

/** The lines for a medical condition the text names (empty when it names none). */
export function medicalHolds(text: string | undefined): string[] {
  if (!hasReportedInjury(text)) return [];
  const t = normaliseInjuryText(text).toLowerCase();
  return MEDICAL_HOLDS.filter(([re]) => {
    const m = re.exec(t);
    return m !== null && !/\b(no|never|not|without)\b[^,.]*$/.test(t.slice(Math.max(0, m.index - 24), m.index));
  }).map(([, line]) => line);
}

/** Regions named in the text alone, in a fixed order (kept for callers of generator 1.x). */
export function matchInjuryRegions(text: string | undefined): BodyRegion[] {
  return readText(text).map((h) => h.region);
}

/** "Nothing serious", "no injuries apart from...": a negation with no region is no injury. */
export function saysNoInjury(text: string | undefined): boolean {
  const t = normaliseInjuryText(text).toLowerCase();
  return !hasReportedInjury(t) || (NOTHING_ANYWHERE.test(t) && readText(t).length === 0);
}

/**
 * How cautiously to load a region: 3 = current and not cleared, 2 = current but cleared or recent
 * and not cleared, 1 = recent and cleared, 0 = old (recovered): guidance only.
 */
export function severity(r: Pick<InjuryReading, "recency" | "cleared">): 0 | 1 | 2 | 3 {
  if (r.recency === "old") return 0;
  if (r.recency === "current") return r.cleared ? 2 : 3;
  return r.cleared ? 1 : 2;
}
