import { describe, expect, it } from "vitest";
import { medicalHolds, readInjuries, saysNoInjury, severity } from "./injuries.ts";
import type { BodyRegion } from "./types.ts";

/** How athletes write about injuries → what the plan reads (issue #10: at least 40 phrasings). */
const TABLE: Array<
  [
    text: string,
    regions: BodyRegion[],
    recency?: "current" | "recent" | "old",
    extra?: { side?: string; condition?: string; cleared?: boolean },
  ]
> = [
  // Cricket's signature injuries
  ["side strain", ["trunk/side"], "recent", { condition: "side strain" }],
  ["Left side strain 3 weeks ago", ["trunk/side"], "current", { side: "left" }],
  ["torn oblique last season", ["trunk/side"], "recent"],
  ["intercostal tear, still sore", ["trunk/side"], "current"],
  ["abdominal tear", ["trunk/side"]],
  ["cracked rib two years ago", ["trunk/side"], "old"],
  ["stress fracture", ["lumbar spine"], "recent", { condition: "bone stress" }],
  // Pain down the leg, or pins and needles in it, is the low back's nerve until a physio says otherwise.
  ["twinge down my leg after bowling", ["lumbar spine"], "current", { condition: "disc" }],
  ["pain shooting down the back of my leg", ["lumbar spine", "hamstring"], "current"],
  ["pins and needles in my foot when I bowl", ["lumbar spine", "ankle/foot"], "current"],
  ["numbness in my fingers", ["wrist/hand"]],
  // An ache low down on one side after bowling: a pars stress fracture's story.
  ["funny ache low down on one side after long spells, havent seen anyone", ["lumbar spine"], "current"],
  ["sore on my left side low down when I bowl", ["lumbar spine", "trunk/side"], "current"],
  ["pars defect L5, cleared by physio", ["lumbar spine"], "recent", { condition: "bone stress", cleared: true }],
  ["spondylolysis when I was 15, years ago", ["lumbar spine"], "old"],
  ["L4/L5 disc bulge, pain when crouching", ["lumbar spine"], "current", { condition: "disc" }],
  ["lower back stress fracture last season, cleared by physio", ["lumbar spine"], "recent", { cleared: true }],
  ["bad bak", ["lumbar spine"]],
  // Shoulder and arm
  ["rotator cuff tendinopathy", ["shoulder"]],
  ["SLAP tear right shoulder", ["shoulder"], undefined, { side: "right" }],
  ["sore sholder", ["shoulder"], "current"],
  ["dislocated shoulder 2019, fully recovered", ["shoulder"], "old"],
  ["tennis elbow", ["elbow"]],
  ["thumb dislocation", ["wrist/hand"]],
  ["broken finger from keeping, 2 weeks ago", ["wrist/hand"], "current"],
  ["broken thumb", ["wrist/hand"]],
  ["fractured scaphoid", ["wrist/hand"]],
  // Lower limb
  ["grade 2 hamstring tear 4 weeks ago", ["hamstring"], "current"],
  ["hamstrig strain", ["hamstring"]],
  ["pulled my hammy", ["hamstring"]],
  ["pain in the back of my thigh", ["hamstring"], "current"],
  ["quad strain", ["quad/thigh"]],
  ["corked thigh", ["quad/thigh"]],
  ["hip flexor strain", ["groin/hip"]],
  ["groin pain", ["groin/hip"], "current"],
  ["Osgood-Schlatter", ["knee"], undefined, { condition: "growth-related" }],
  ["osgood schlatters in both knees", ["knee"], undefined, { side: "both" }],
  ["Sever's disease", ["ankle/foot"], undefined, { condition: "growth-related" }],
  ["ACL reconstruction 3 years ago", ["knee"], "old"],
  // Cricket's other "backs", other people, and words the reader must know.
  ["back in full training after a hamstring strain last season", ["hamstring"], "recent"],
  ["back to bowling at full pace, no problems", []],
  ["my back foot lands side on", []],
  ["My brother broke his wrist but I'm fine", []],
  ["calf tear 10 weeks ago, back jogging now", ["calf/achilles"]],
  ["hip impingement (FAI)", ["groin/hip"]],
  ["shoulder impingement, seeing a physio", ["shoulder"]],
  ["MTSS in both legs", ["calf/achilles"], undefined, { side: "both" }],
  ["SI joint pain", ["lumbar spine"], "current"],
  ["split webbing between my fingers from catching", ["wrist/hand"]],
  ["TFCC tear in my left wrist", ["wrist/hand"], undefined, { side: "left" }],
  ["both heels sore, growth related", ["ankle/foot"], "current", { condition: "growth-related" }],
  ["ankle sprain 2 months back", ["ankle/foot"], "recent"],
  ["broken wrist when i was 12, fine now", ["wrist/hand"], "old"],
  ["back spasms after bowling on the weekend", ["lumbar spine"], "current"],
  // Over, in the athlete's words: a word of time ("now", "since") does not make it current.
  ["hamstring tear two years ago, fully recovered now", ["hamstring"], "old"],
  ["broke my wrist years ago, no problems since", ["wrist/hand"], "old"],
  ["shoulder healed now, no pain", ["shoulder"], "old"],
  ["ACL reconstruction 3 years ago, knee still sore after bowling", ["knee"], "current"],
  ["ankle sprain last season, no pain now", ["ankle/foot"], "recent"],
  ["still recovering from a calf tear", ["calf/achilles"], "current"],
  ["calf tear 3 weeks ago, recovered", ["calf/achilles"], "current"],
  ["torn meniscus", ["knee"]],
  ["shin splints", ["calf/achilles"]],
  ["achillies tendinitis", ["calf/achilles"]],
  ["calf tear 8 weeks ago", ["calf/achilles"], "recent"],
  ["plantar fasciitis", ["ankle/foot"]],
  ["rolled ankle last week", ["ankle/foot"], "current"],
  ["sprained ankel", ["ankle/foot"]],
  ["broken toe", ["ankle/foot"]],
  ["stress fracture in my foot", ["ankle/foot"]],
  ["pain at the back of the knee", ["knee"], "current"],
  // Several at once, and negations
  ["Stress fracture in my lower back (L4), sore left knee", ["lumbar spine", "knee"]],
  ["old hamstring strain, but my right shoulder is still sore", ["shoulder", "hamstring"]],
  ["no back problems, but a sore knee", ["knee"], "current"],
  ["never had knee trouble; ankle sprain 3 months ago", ["ankle/foot"], "recent"],
  ["no injuries", []],
  ["None", []],
  ["nothing serious", []],
  ["never injured", []],
  ["n/a", []],
  ["recovering from glandular fever", []],
  // What an outside coach wrote that the reader missed or misplaced.
  ["tweaked my side bowling", ["trunk/side"], "current", { condition: "side strain" }],
  ["tweaked my hammy in Saturday's game", ["hamstring"], "current"],
  ["pulled my hamstring last season", ["hamstring"], "recent"],
  ["my left side is sore after bowling", ["trunk/side"], "current", { side: "left" }],
  ["lat strain", ["trunk/side"]],
  ["pec strain last month", ["shoulder"], "recent"],
  ["broke my pinky", ["wrist/hand"], undefined, { condition: "fracture" }],
  ["wrist in plaster", ["wrist/hand"], "current"],
  ["ankle strapped up after a sprain", ["ankle/foot"], "current"],
  ["foot stress reaction", ["ankle/foot"], undefined, { condition: "bone stress" }],
  ["thumb UCL sprain", ["wrist/hand"]],
  ["elbow UCL", ["elbow"]],
  // Pain that builds with training and no injury behind it: managed by load, not rested.
  // The twelfth outside review: an event told in plain words is an injury, not training pain; and
  // "fine now" is the athlete's own all-clear.
  ["ankle is sore since I went over on it", ["ankle/foot"], "current", { condition: undefined }],
  ["hurt my foot", ["ankle/foot"], "current", { condition: undefined }],
  ["hurt my knee in the field on Saturday", ["knee"], "current", { condition: undefined }],
  ["rolled ankle 3 months ago, fine now", ["ankle/foot"], "recent", { cleared: true }],
  ["hamstring strain 2 months ago, fully recovered", ["hamstring"], "recent", { cleared: true }],
  ["knee pain", ["knee"], "current", { condition: "overuse" }],
  ["plantar fasciitis", ["ankle/foot"], undefined, { condition: "overuse" }],
  ["shin splints", ["calf/achilles"], undefined, { condition: "overuse" }],
  ["stiff lower back", ["lumbar spine"], "current", { condition: "overuse" }],
  ["knee pain after a fall", ["knee"], "current", { condition: undefined }],
  ["sore lower back", ["lumbar spine"], "current", { condition: undefined }],
  ["achilles pain", ["calf/achilles"], "current", { condition: "tendon" }],
];

describe("the injury reader: cricket phrasings → regions", () => {
  it.each(TABLE)("%s", (text, regions, recency, extra) => {
    const read = readInjuries({ injuries: text, injuryDetails: [] });
    expect(read.map((r) => r.region)).toEqual(regions);
    if (recency) for (const r of read.filter((x) => regions[0] === x.region)) expect(r.recency).toBe(recency);
    if (extra?.side) expect(read[0]!.side).toBe(extra.side);
    if (extra && "condition" in extra) expect(read[0]!.condition).toBe(extra.condition);
    if (extra?.cleared !== undefined) expect(read[0]!.cleared).toBe(extra.cleared);
  });

  it("has at least 40 phrasings", () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it("reads a left/right side and the recency of each clause", () => {
    const [h, s] = readInjuries({
      injuries: "old hamstring strain, but my right shoulder is still sore",
      injuryDetails: [],
    }).sort((x) => (x.region === "hamstring" ? -1 : 1));
    expect(h).toMatchObject({ region: "hamstring", recency: "old" });
    expect(s).toMatchObject({ region: "shoulder", recency: "current", side: "right" });
  });

  it("treats 'nothing serious' and 'no injuries' with no region as no injury", () => {
    for (const t of ["nothing serious", "No injuries at all", "never been injured", ""])
      expect(saysNoInjury(t)).toBe(true);
    expect(saysNoInjury("nothing serious, slight hamstring tightness")).toBe(false);
  });
});

describe("the step-8 picker wins over the text", () => {
  it("takes the more recent time of the picker and the text, keeps the picker's clearance, and keeps the text's extra regions and side", () => {
    const read = readInjuries({
      injuries: "left side strain 3 weeks ago and a sore knee",
      injuryDetails: [{ region: "trunk/side", recency: "recent", cleared: true }],
    });
    expect(read).toEqual([
      expect.objectContaining({
        region: "trunk/side",
        recency: "current",
        cleared: true,
        side: "left",
        source: "picker",
      }),
      expect.objectContaining({ region: "knee", recency: "current", cleared: false, source: "text" }),
    ]);
  });

  it("a physio's clearance stands whatever the time words say, unless the text says it has not come", () => {
    const pars = readInjuries({
      injuries:
        "L4 pars stress fracture last season, 4 months out, physio signed me off in Feb and back bowling full spells",
      injuryDetails: [{ region: "lumbar spine", recency: "old", cleared: true }],
    });
    expect(pars.map((r) => [r.region, r.recency, r.cleared])).toEqual([["lumbar spine", "recent", true]]);
    const typed = readInjuries({
      injuries: "thumb problem a few weeks ago, physio has cleared it",
      injuryDetails: [{ region: "wrist/hand", recency: "recent", cleared: false }],
    });
    expect(typed.map((r) => r.cleared)).toEqual([true]);
    const waiting = readInjuries({
      injuries: "hamstring strain, not yet cleared",
      injuryDetails: [{ region: "hamstring", recency: "recent", cleared: true }],
    });
    expect(waiting.map((r) => r.cleared)).toEqual([false]);
  });

  it("a clause that names no region goes on about the injury before it in the sentence; a comma in brackets splits nothing", () => {
    const read = readInjuries({
      injuries: "knee op (meniscus, right) about 5 yrs ago, fine now. achilles stiff first thing in the morning",
      injuryDetails: [],
    });
    expect(read.map((r) => [r.region, r.recency])).toEqual([
      ["knee", "old"],
      ["calf/achilles", "current"],
    ]);
    const cleared = readInjuries({
      injuries: "hamstring strain in March, 5 weeks out, physio cleared me. sore shoulder this week",
      injuryDetails: [],
    });
    expect(cleared.map((r) => [r.region, r.cleared])).toEqual([
      ["shoulder", false],
      ["hamstring", true],
    ]);
  });

  it("reads as a coach does: 'fine now' outweighs a remembered pain; 'front foot' is where the foot lands; Achilles or patellar pain is a tendon's", () => {
    const read = (injuries: string) =>
      readInjuries({ injuries, injuryDetails: [] }).map((r) => [r.region, r.recency, r.condition ?? null]);
    expect(read("lower back pain after bowling years ago, fine now")).toEqual([["lumbar spine", "old", null]]);
    expect(read("knee scope (meniscus) last year all good")).toEqual([["knee", "old", "ligament"]]);
    expect(read("patella tendon sore when i land on front foot")).toEqual([["knee", "current", "tendon"]]);
    expect(read("achilles stiff and sore first thing in the morning, worse after keeping")).toEqual([
      ["calf/achilles", "current", "tendon"],
    ]);
    expect(read("rolled my front foot ankle last week")).toEqual([["ankle/foot", "current", "ligament"]]);
  });

  it("a clearance belongs to the injury it is said of, not to another in the same text", () => {
    const read = readInjuries({
      injuries: "bulging disc in my lower back 10 days ago. Also tennis elbow, cleared by physio",
      injuryDetails: [],
    });
    expect(read.map((r) => [r.region, r.recency, r.cleared])).toEqual([
      ["lumbar spine", "current", false],
      ["elbow", "recent", true],
    ]);
  });

  it("a time said of one injury does not date another in a different sentence", () => {
    const read = readInjuries({
      injuries: "shoulder surgery 3 years ago, all fine. back spasms after bowling on the weekend",
      injuryDetails: [],
    });
    expect(read.map((r) => [r.region, r.recency])).toEqual([
      ["lumbar spine", "current"],
      ["shoulder", "old"],
    ]);
  });

  it("keeps the picker's reading where the text is no more recent", () => {
    const read = readInjuries({
      injuries: "side strain last season",
      injuryDetails: [{ region: "trunk/side", recency: "recent", cleared: true }],
    });
    expect(read[0]).toEqual(expect.objectContaining({ recency: "recent", cleared: true, source: "picker" }));
  });

  it("counts the picker alone when the text is empty or says none", () => {
    const read = readInjuries({
      injuries: "none",
      injuryDetails: [{ region: "hamstring", recency: "current", cleared: false }],
    });
    expect(read.map((r) => [r.region, severity(r)])).toEqual([["hamstring", 3]]);
  });

  it("grades caution: current > recent > old, and a physio's clearance softens", () => {
    expect(severity({ recency: "current", cleared: false })).toBe(3);
    expect(severity({ recency: "current", cleared: true })).toBe(2);
    expect(severity({ recency: "recent", cleared: false })).toBe(2);
    expect(severity({ recency: "recent", cleared: true })).toBe(1);
    expect(severity({ recency: "old", cleared: false })).toBe(0);
  });
});

describe("what no body region covers", () => {
  it("a concussion, an illness or a heart warning says to see a doctor before the plan; a negation or an injury alone says nothing", () => {
    expect(medicalHolds("concussion last week")).toEqual([
      expect.stringMatching(/^You mentioned a concussion.*doctor clears you/),
    ]);
    expect(medicalHolds("hit on the head by a bouncer, and had the flu")).toHaveLength(2);
    expect(medicalHolds("fainted after a long spell")).toEqual([
      expect.stringMatching(/see a doctor before any training/),
    ]);
    expect(medicalHolds("no concussion, just a sore knee")).toEqual([]);
    // The red flags of serious pathology, in an athlete's words.
    for (const [text, line] of [
      ["back pain, numbness between my legs and trouble peeing", /A&E today/],
      ["both legs feel weak when I bowl", /A&E today/],
      ["sore back that wakes me at night, lost weight without trying", /see a doctor before you start/],
      ["growing lump on my shin", /see a doctor before you start/],
      ["hot swollen calf after a long flight", /blood clot/],
      ["back pain with fevers", /do not train with a fever/],
      ["hit on the helmet by a bouncer, headaches since", /concussion or a blow to the head/],
    ] as const)
      expect(medicalHolds(text), text).toEqual(expect.arrayContaining([expect.stringMatching(line)]));
    expect(medicalHolds("sore calf after a long spell")).toEqual([]);
    expect(medicalHolds("side strain")).toEqual([]);
    expect(medicalHolds("")).toEqual([]);
  });
});
