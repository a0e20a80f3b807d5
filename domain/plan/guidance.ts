import type { AgeGroup, PrimaryRole } from "../questionnaire.ts";
import type { BodyRegion, Note } from "./types.ts";

/**
 * The texts a plan carries, with their public sources
 * (/work/shared/notes/cricket-conditioning.md; docs/decisions/0030-plan-generator.md).
 */

export const JUNIOR_AGE_GROUPS: readonly AgeGroup[] = ["Under-14", "Under-16"];
export const UNDER_19_AGE_GROUPS: readonly AgeGroup[] = ["Under-14", "Under-16", "Under-19"];
export const FAST_BOWLING_ROLES: readonly PrimaryRole[] = ["Fast Bowler", "Fast-Bowling All-rounder"];

export const isJunior = (age: AgeGroup) => JUNIOR_AGE_GROUPS.includes(age);

/** Every fast bowler (or fast-bowling all-rounder) under 19 gets the junior bowling guidance. */
export const needsJuniorBowlingGuidance = (age: AgeGroup, role: PrimaryRole) =>
  UNDER_19_AGE_GROUPS.includes(age) && FAST_BOWLING_ROLES.includes(role);

export function safetyNote(): Note {
  return {
    title: "Train safely",
    lines: [
      "Warm up before every session and stop any exercise that causes sharp or worsening pain.",
      "Effort is set by how hard a set feels (RPE 1-10) and how many good reps you could still do (reps in reserve), not by a percentage of a maximum: choose a load that matches the target.",
      "This plan does not diagnose or predict injury. If you have pain, a past injury or a medical condition, clear the program with a physiotherapist or doctor first.",
    ],
    sources: ["Helms et al., Strength Cond J 2016 (RPE from reps in reserve)"],
  };
}

export function juniorNote(age: AgeGroup, rpeCap: number): Note {
  return {
    title: `${age}: technique first`,
    lines: [
      "Train with a coach or an adult who knows the exercises; learn each movement before adding load.",
      "Loading is body-weight led: no heavy barbell lifts, loaded jumps or depth jumps in this plan.",
      `Effort never goes above RPE ${rpeCap}: always stop with reps in reserve.`,
      "Growing fast? Tell your coach: growth spurts change how much load the body tolerates.",
    ],
    sources: ["Faigenbaum et al., NSCA position statement on youth resistance training 2009", "Lloyd et al., BJSM 2014"],
  };
}

/** ECB fast-bowling match directives (overs per spell / per day) that can apply to the age group. */
function ecbDirectives(age: AgeGroup): string[] {
  switch (age) {
    case "Under-14":
      return [
        "ECB match directive, Under-13: at most 5 overs in a spell and 10 overs in a day.",
        "ECB match directive, Under-14 and Under-15: at most 6 overs in a spell and 12 overs in a day.",
      ];
    case "Under-16":
      return [
        "ECB match directive, Under-14 and Under-15: at most 6 overs in a spell and 12 overs in a day.",
        "ECB match directive, Under-16 to Under-19: at most 7 overs in a spell and 18 overs in a day.",
      ];
    default:
      return ["ECB match directive, Under-16 to Under-19: at most 7 overs in a spell and 18 overs in a day."];
  }
}

export function juniorBowlingNote(age: AgeGroup): Note {
  const under17 = age === "Under-14" || age === "Under-16";
  const days = under17
    ? "Cricket Australia, under-17s: bowl on at most 3 days a week, and never on two days in a row."
    : "Cricket Australia, under-19s: bowl on at most 4 days a week, and no more than 2 days in a row.";
  return {
    title: "Junior fast bowling: workload guidance",
    lines: [
      days,
      ...ecbDirectives(age),
      "Take one easy week in every four (week 4 of this plan is one), and a 5-10 day break from bowling every 6-12 weeks.",
      `Build your bowling up gradually over ${under17 ? "6" : "8"} weeks before the season; avoid sudden jumps in balls bowled from one week to the next.`,
      "Count your bowling days alongside this plan: keep the hardest leg sessions away from your heaviest bowling days.",
      "Lumbar bone-stress injuries are common in young fast bowlers: report any low-back pain early, especially on the side opposite your bowling arm.",
    ],
    sources: [
      "Cricket Australia, youth pace bowling guidelines",
      "ECB fast bowling match directives",
      "Crewe et al., Med Sci Sports Exerc 2013",
      "Hulin et al., BJSM 2014; Warren et al., JSAMS 2018",
    ],
  };
}

export function injuryNote(injuryText: string, regions: BodyRegion[]): Note & { injuryText: string; regions: BodyRegion[] } {
  const matched =
    regions.length > 0
      ? `Exercises that load your ${regions.join(", ")} are flagged in the plan: ask your physiotherapist whether to keep, change or leave them out.`
      : "We could not match what you wrote to a body region, so no exercise is flagged: ask your physiotherapist to review every exercise.";
  return {
    title: "You told us about an injury",
    lines: [
      "Clear this program with a physiotherapist or doctor before you start, and follow their advice over this plan.",
      matched,
      "Use the easier version of any exercise that hurts, and stop if pain gets worse during or after training.",
    ],
    sources: [],
    injuryText,
    regions,
  };
}
