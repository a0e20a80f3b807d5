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
});
