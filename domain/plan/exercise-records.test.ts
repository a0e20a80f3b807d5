import { describe, expect, it } from "vitest";
import { EQUIPMENT } from "../questionnaire.ts";
import {
  ENERGY_SYSTEMS,
  type ExerciseId,
  type ExerciseRecord,
  LIBRARY,
  LOAD_KINDS,
  MOVEMENTS,
  PLANES,
} from "./exercise-records.ts";
import { BODY_REGIONS, CATEGORIES, ROLE_TAGS } from "./types.ts";
import { NO_FOOT_STRIKE } from "./coach-rules.test-helper.ts";

/**
 * Every record of the library holds every fact about its exercise. The list of facts is checked
 * against `ExerciseRecord` when it compiles, so a fact added to the record is checked here too.
 */
const FACTS = {
  name: true,
  movement: true,
  pattern: true,
  plane: true,
  implement: true,
  category: true,
  equipment: true,
  unit: true,
  loads: true,
  rehabFor: true,
  roles: true,
  onlyFor: true,
  onlyWithInjuryTo: true,
  qualities: true,
  energySystem: true,
  age: true,
  easier: true,
  harder: true,
  sameDrillAs: true,
  cue: true,
} as const satisfies Record<keyof ExerciseRecord, true>;

const records = Object.entries(LIBRARY) as Array<[ExerciseId, ExerciseRecord]>;
const isId = (id: string | null): id is ExerciseId => id !== null && id in LIBRARY;

describe("the exercise library's records", () => {
  it("hold every fact, each from its own list", () => {
    expect(records.length).toBeGreaterThanOrEqual(100);
    for (const [id, r] of records) {
      const where = `${id}`;
      expect(Object.keys(r).sort(), where).toEqual(Object.keys(FACTS).sort());
      expect(id, where).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [r.name, r.cue, r.easier.text, r.harder, r.implement])
        expect(text.trim().length, where).toBeGreaterThan(3);
      expect(MOVEMENTS, where).toContain(r.movement);
      expect(PLANES, where).toContain(r.plane);
      expect(CATEGORIES, where).toContain(r.category);
      expect(EQUIPMENT, where).toContain(r.equipment);
      for (const role of r.roles) expect(ROLE_TAGS, where).toContain(role);
      if (r.onlyFor) expect(r.roles, where).toContain(r.onlyFor);
      expect(typeof r.age.junior, where).toBe("boolean");
      expect(typeof r.age.trainedOnly, where).toBe("boolean");
      expect(typeof r.age.notInNovicesFirstPhase, where).toBe("boolean");
      if (r.age.trainedOnly) expect(r.age.junior, `${where}: trained adults only, so never junior`).toBe(false);
    }
  });

  it("say what each exercise loads, region by region and how", () => {
    for (const [id, r] of records) {
      const regions = Object.keys(r.loads);
      expect(regions.length, `${id} loads nothing`).toBeGreaterThan(0);
      for (const region of regions) {
        expect(BODY_REGIONS, id).toContain(region);
        const how = r.loads[region as keyof typeof r.loads]!;
        expect(how.length, `${id}: how it loads the ${region}`).toBeGreaterThan(0);
        for (const k of how) expect(LOAD_KINDS, `${id} ${region}`).toContain(k);
        expect(new Set(how).size, `${id} ${region}: a kind twice`).toBe(how.length);
      }
      for (const region of r.rehabFor) expect(BODY_REGIONS, id).toContain(region);
    }
  });

  it("give conditioning, and only conditioning, its energy system", () => {
    for (const [id, r] of records)
      if (r.category === "conditioning") expect(ENERGY_SYSTEMS, id).toContain(r.energySystem);
      else expect(r.energySystem, id).toBeNull();
  });

  it("name easier versions and twin drills that are library exercises", () => {
    for (const [id, r] of records) {
      if (r.easier.id !== null) {
        expect(isId(r.easier.id), `${id}'s easier version ${r.easier.id}`).toBe(true);
        expect(r.easier.id, id).not.toBe(id);
      }
      if (r.sameDrillAs !== null) {
        expect(isId(r.sameDrillAs), id).toBe(true);
        expect(LIBRARY[r.sameDrillAs as ExerciseId].sameDrillAs, `${id}'s twin names it back`).toBe(id);
      }
    }
  });

  it("give one drill under two names the same load on every region (a three between the wickets loads the thigh either way)", () => {
    const regionsOf = (r: ExerciseRecord) =>
      Object.fromEntries(Object.entries(r.loads).map(([region, how]) => [region, [...how!].sort()]));
    for (const [id, r] of records)
      if (r.sameDrillAs !== null)
        expect(regionsOf(r), `${id} and ${r.sameDrillAs}`).toEqual(regionsOf(LIBRARY[r.sameDrillAs as ExerciseId]));
  });
});

/**
 * What an exercise loads is complete, class by class: each class is enumerated from the records,
 * so an exercise added to it later is checked without a new test.
 */
describe("what each exercise loads, class by class", () => {
  const loadsBy = (r: ExerciseRecord, region: keyof ExerciseRecord["loads"], how: string) =>
    (r.loads[region] ?? []).includes(how as never);
  const missing = (
    pred: (id: ExerciseId, r: ExerciseRecord) => boolean,
    region: keyof ExerciseRecord["loads"],
    how: string,
  ) =>
    records
      .filter(([id, r]) => pred(id, r) && !r.rehabFor.includes(region) && !loadsBy(r, region, how))
      .map(([id]) => id);
  /** A run, sprint, skip, hop or jump that lands (NO_FOOT_STRIKE lists those that never leave the ground). */
  const footStrike = (id: ExerciseId, r: ExerciseRecord) =>
    (r.movement === "locomotion" || r.movement === "jump") && !NO_FOOT_STRIKE.has(id);

  it("every run, sprint, skip, hop and jump loads the ankle, calf and knee by impact", () => {
    expect(records.filter(([id, r]) => footStrike(id, r)).length).toBeGreaterThan(20);
    for (const region of ["ankle/foot", "calf/achilles", "knee"] as const)
      expect(missing(footStrike, region, "impact"), region).toEqual([]);
  });

  it("every drill on hands and knees puts weight on the hands and shoulders and kneels (a sore hand, shoulder or Osgood knee feels it)", () => {
    const allFours = (_id: ExerciseId, r: ExerciseRecord) => /\bon hands and knees\b/i.test(r.cue);
    expect(records.filter(([id, r]) => allFours(id, r)).length).toBeGreaterThanOrEqual(2);
    expect(missing(allFours, "wrist/hand", "support")).toEqual([]);
    expect(missing(allFours, "shoulder", "support")).toEqual([]);
    expect(missing(allFours, "knee", "kneeling")).toEqual([]);
  });

  it("every acceleration drill, resisted or free, works the hamstring: it drives the hip back", () => {
    expect(missing((_id, r) => r.qualities.includes("acceleration"), "hamstring", "muscle")).toEqual([]);
  });

  it("every kneeling exercise loads the knee by kneeling", () => {
    const kneeling = (_: ExerciseId, r: ExerciseRecord) => /kneel/i.test(`${r.name} ${r.cue}`);
    expect(records.filter(([id, r]) => kneeling(id, r)).length).toBeGreaterThanOrEqual(3);
    expect(missing(kneeling, "knee", "kneeling")).toEqual([]);
  });

  it("every medicine-ball throw loads the hand by grip", () => {
    const ball = (_: ExerciseId, r: ExerciseRecord) => r.implement === "medicine ball";
    expect(records.filter(([id, r]) => ball(id, r)).length).toBeGreaterThanOrEqual(4);
    expect(missing(ball, "wrist/hand", "grip")).toEqual([]);
  });

  it("everything the hand holds loads the hand by grip: a weight, a ball, a band, a cable handle, an ab wheel", () => {
    // A banded march wears the band round the waist, the forearm band row over the forearms (the
    // hands open); sliders and a Swiss ball are under the feet.
    const held = (id: ExerciseId, r: ExerciseRecord) =>
      [
        "dumbbell",
        "barbell",
        "kettlebell",
        "trap bar",
        "landmine",
        "medicine ball",
        "band",
        "cable",
        "ab wheel",
      ].includes(r.implement) && !["band-resisted-march", "forearm-band-row"].includes(id);
    expect(records.filter(([id, r]) => held(id, r)).length).toBeGreaterThan(30);
    expect(missing(held, "wrist/hand", "grip")).toEqual([]);
  });

  it("an exercise named for what the hand holds records that implement (so the grip rules above reach it)", () => {
    const words: Array<[RegExp, string]> = [
      [/\bdumbbell\b/i, "dumbbell"],
      [/\bkettlebell\b/i, "kettlebell"],
      [/\bbarbell\b/i, "barbell"],
      [/\bcable\b/i, "cable"],
      [/\bmedicine[- ]ball\b/i, "medicine ball"],
    ];
    const wrong = records.flatMap(([id, r]) =>
      words
        .filter(([re, implement]) => re.test(r.name) && r.implement !== implement)
        .map(() => `${id}: ${r.implement}`),
    );
    expect(wrong).toEqual([]);
  });

  it("every grip of a weight loads the elbow's forearm tendons too (a band's or a cable's light hold does not)", () => {
    // The wrist curl is the forearm's own rebuild: it loads the elbow as muscle work, eased, not as a grip held out.
    const grip = (id: ExerciseId, r: ExerciseRecord) =>
      (r.loads["wrist/hand"] ?? []).includes("grip") &&
      !["band", "cable", "ab wheel"].includes(r.implement) &&
      id !== "db-wrist-curls";
    expect(missing(grip, "elbow", "grip")).toEqual([]);
  });

  it("every side plank and one-sided carry loads the side (a side strain feels them)", () => {
    const side = (_: ExerciseId, r: ExerciseRecord) =>
      r.pattern === "lateral-flexion" || /suitcase|side plank/i.test(r.name);
    expect(records.filter(([id, r]) => side(id, r)).length).toBeGreaterThanOrEqual(3);
    expect(missing(side, "trunk/side", "muscle")).toEqual([]);
  });

  it("every push-up and press works the elbow; every bound, hop and landing loads the thigh by impact", () => {
    const press = (_: ExerciseId, r: ExerciseRecord) => ["horizontal-push", "vertical-push"].includes(r.pattern);
    expect(records.filter(([id, r]) => press(id, r)).length).toBeGreaterThanOrEqual(8);
    expect(missing(press, "elbow", "muscle")).toEqual([]);
    // Pogo hops and skipping stay on the ankles: the knee barely bends.
    const landing = (id: ExerciseId, r: ExerciseRecord) =>
      ["hop", "jump"].includes(r.pattern) && !["pogo-hops", "skipping-rope"].includes(id);
    expect(missing(landing, "quad/thigh", "impact")).toEqual([]);
  });

  it("every sprint and run at speed works the groin's hip flexors and adductors", () => {
    const atSpeed = (id: ExerciseId, r: ExerciseRecord) =>
      ["sprint", "run", "change-of-direction"].includes(r.pattern) &&
      ![
        "bike-intervals",
        "rower-intervals",
        "sled-push",
        "wall-drill",
        "bodyweight-circuit",
        "brisk-walk-intervals",
      ].includes(id);
    expect(records.filter(([id, r]) => atSpeed(id, r)).length).toBeGreaterThanOrEqual(10);
    expect(missing(atSpeed, "groin/hip", "muscle")).toEqual([]);
  });

  it("every press or pull above the head, lift or chop through it, loads the shoulder overhead", () => {
    const overhead = (_: ExerciseId, r: ExerciseRecord) =>
      r.pattern === "vertical-push" ||
      r.pattern === "vertical-pull" ||
      /overhead|woodchop|low to high|pass-through/i.test(r.name);
    expect(missing(overhead, "shoulder", "overhead")).toEqual([]);
  });

  it("every push-up and plank puts body weight on the shoulder; push-ups and rollouts on the hands too", () => {
    const support = (_: ExerciseId, r: ExerciseRecord) => /push-up|plank|rollout/i.test(r.name);
    expect(missing(support, "shoulder", "support")).toEqual([]);
    const hands = (_: ExerciseId, r: ExerciseRecord) => /push-up|rollout|shoulder tap/i.test(r.name);
    expect(missing(hands, "wrist/hand", "support")).toEqual([]);
  });

  it("every rotation, rotational throw and long-lever rollout loads the side (obliques, intercostals)", () => {
    const side = (_: ExerciseId, r: ExerciseRecord) =>
      ((r.movement === "rotate" || r.movement === "throw") && r.plane === "transverse" && r.category !== "mobility") ||
      (r.pattern === "anti-extension" && r.rehabFor.length === 0 && (r.loads.shoulder ?? []).includes("support"));
    expect(missing(side, "trunk/side", "muscle")).toEqual([]);
  });
});
