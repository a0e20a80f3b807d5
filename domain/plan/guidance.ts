import type { AgeGroup, PrimaryRole } from "../questionnaire.ts";
import { CA_BOWLING_DAYS, CA_GROUP_FOR, ECB_DIRECTIVES, ECB_GROUPS_FOR } from "../training/bowling-limits.ts";
import { WEEKDAY_NAMES } from "../training/dates.ts";
import type { BodyRegion, Note } from "./types.ts";
import { medicalHolds } from "./injuries.ts";

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
    sources: [
      "Faigenbaum et al., NSCA position statement on youth resistance training 2009",
      "Lloyd et al., BJSM 2014",
    ],
  };
}

/** ECB fast-bowling match directives (overs per spell / per day) that can apply to the age group. */
function ecbDirectives(age: AgeGroup): string[] {
  return (ECB_GROUPS_FOR[age] ?? ["u16to19"]).map((g) => {
    const d = ECB_DIRECTIVES[g];
    return `ECB match directive, ${d.label}: at most ${d.oversPerSpell} overs in a spell and ${d.oversPerDay} overs in a day.`;
  });
}

/** Cricket Australia's bowling days for the age group (under-17s or under-19s), from the one source. */
const caDays = (age: AgeGroup) => CA_BOWLING_DAYS[CA_GROUP_FOR[age] ?? "under19"];
const inARow = (max: number, never: string, noMore: string) => (max === 1 ? never : noMore.replace("{n}", String(max)));

export function juniorBowlingNote(age: AgeGroup): Note {
  const under17 = age === "Under-14" || age === "Under-16";
  const ca = caDays(age);
  const days = `Cricket Australia, ${ca.label}: bowl on at most ${ca.bowlingDaysPerWeek} days a week, and ${inARow(ca.maxConsecutiveDays, "never on two days in a row", "no more than {n} days in a row")}.`;
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

export interface InjuryNoteReading {
  region: BodyRegion;
  recency: string;
  cleared: boolean;
  side?: string;
  sev: number;
}

/** The sources that speak to the regions read, so a hamstring note does not cite side-strain work. */
const INJURY_SOURCES: Partial<Record<BodyRegion, string>> = {
  "lumbar spine":
    "Crewe et al., Med Sci Sports Exerc 2013; Cricket Australia, youth pace bowling guidelines (lumbar bone stress)",
  "trunk/side": "Humphries and Jamison, BJSM 2004 (side strain in fast bowlers)",
  hamstring: "Orchard et al., 2017 (hamstring strains in cricket, and their rise with T20)",
};

function injurySources(regions: readonly BodyRegion[]): string[] {
  const specific = [...new Set(regions.map((r) => INJURY_SOURCES[r]).filter((x) => x !== undefined))];
  return ["Orchard et al., Int J Sports Phys Ther 2016 (cricket injury definitions and rates)", ...specific];
}

export function injuryNote(
  injuryText: string,
  readings: readonly InjuryNoteReading[],
): Note & { injuryText: string; regions: BodyRegion[] } {
  const regions = readings.map((r) => r.region);
  const active = readings.filter((r) => r.sev >= 1);
  const describe = (r: InjuryNoteReading) =>
    `${r.side && r.side !== "both" ? `${r.side} ` : ""}${r.region} (${r.recency}${r.cleared ? ", cleared" : ""})`;
  const matched =
    readings.length === 0
      ? "We could not match what you wrote to a body region, so nothing was changed: ask your physiotherapist to review every exercise."
      : active.length > 0
        ? `We read: ${readings.map(describe).join(", ")}. The plan changes for ${active.map((r) => r.region).join(", ")}: easier variants and lower effort early, explosive work for it later or not at all, rebuilt week by week; each changed exercise says why, and each session repeats the guidance once.`
        : `We read: ${readings.map(describe).join(", ")}: old and recovered, so the plan trains normally and keeps the robustness work.`;
  return {
    title: "You told us about an injury",
    lines: [
      ...medicalHolds(injuryText),
      "Clear this program with a physiotherapist or doctor before you start, and follow their advice over this plan.",
      matched,
      "Use the easier version of any exercise that hurts, and stop if pain gets worse during or after training (more than 3/10, or not settled by the next morning).",
    ],
    sources: injurySources(regions),
    injuryText,
    regions,
  };
}

/** Most gym sessions a week by age: youth 2-3 non-consecutive days (NSCA 2009); Under-19 at most 4 (docs/decisions/0032). */
export const JUNIOR_SESSION_CAP: Partial<Record<AgeGroup, number>> = { "Under-14": 3, "Under-16": 3, "Under-19": 4 };

/** The gym days of the week, spaced: juniors never on two days in a row. */
export const GYM_DAYS: Record<number, string[]> = {
  2: ["Monday", "Thursday"],
  3: ["Monday", "Wednesday", "Friday"],
  4: ["Monday", "Tuesday", "Thursday", "Friday"],
  5: ["Monday", "Tuesday", "Wednesday", "Friday", "Saturday"],
};

/** GYM_DAYS for `sessions` a week as ISO weekdays (1 = Monday: WEEKDAY_NAMES is indexed by them). */
export function gymWeekdays(sessions: number): number[] {
  return GYM_DAYS[sessions]!.map((name) => WEEKDAY_NAMES.indexOf(name));
}

export interface WeekNoteInput {
  age: AgeGroup;
  role: PrimaryRole;
  asked: number;
  sessions: number;
  capMinutes: number;
  duration: string;
  /** Titles of the sessions with hard lower-body, jump or sprint work, by day index (0-based). */
  hardLegDays: number[];
}

/** How the gym week fits around cricket (issue #10, objections 4 and 10). */
export function weekNote(w: WeekNoteInput): Note {
  const days = GYM_DAYS[w.sessions]!;
  const cap = JUNIOR_SESSION_CAP[w.age];
  const lines = [
    `Gym days: ${days.join(", ")} (or any days with the same spacing${w.sessions <= 3 ? ", never two in a row" : ""}).`,
  ];
  if (cap !== undefined && w.asked > w.sessions)
    lines.push(
      `You asked for ${w.asked} days a week; ${w.age === "Under-19" ? "an Under-19 does at most 4 gym sessions a week" : `an ${w.age} does at most 3 gym sessions a week, on non-consecutive days`} on top of cricket, so this plan has ${w.sessions}.`,
    );
  else if (cap !== undefined)
    lines.push(
      `${w.age}: at most ${cap} gym sessions a week${cap === 3 ? ", never on two days in a row" : ""}, on top of cricket.`,
    );
  lines.push(
    `You train ${w.duration}: the gym session is the strength-and-conditioning share of that day, up to ${w.capMinutes} minutes with the warm-up; nets, skills and fielding take the rest.${
      w.duration === "1-2 hours/day"
        ? " On a 1-2 hours day with a long net session, do the warm-up, the first two blocks and the robustness work, and leave the rest."
        : ""
    }`,
  );
  const named = w.hardLegDays.map((i) => `Day ${i + 1} (${days[i]})`);
  const hard = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : (named[0] ?? "");
  const everyDay = w.hardLegDays.length === w.sessions;
  if (FAST_BOWLING_ROLES.includes(w.role)) {
    lines.push(
      everyDay
        ? "Bowling days: every gym day holds some jumps, sprints or run-ups: never put one on or the day before a heavy bowling day, and on a day you bowl, do its upper-body and robustness work and leave its jumps, sprints and run-ups."
        : `Bowling days: ${hard ? `${hard} ${w.hardLegDays.length > 1 ? "carry" : "carries"} the hard leg, jump and sprint work: put ${w.hardLegDays.length > 1 ? "them" : "it"} on a day you do not bowl, never on or the day before a heavy bowling day` : "keep the hardest session off a heavy bowling day and the day before it"}; upper-body and robustness days can follow a bowling session.`,
    );
    if (UNDER_19_AGE_GROUPS.includes(w.age))
      lines.push(
        `Count bowling days with the gym: Cricket Australia allows at most ${caDays(w.age).bowlingDaysPerWeek} bowling days a week, ${inARow(caDays(w.age).maxConsecutiveDays, "never two in a row", "no more than {n} in a row")}; a gym day is not a bowling day, unless it holds run-up overs (bowling-spell repeats), which count as one: keep that session off the day before you bowl.`,
      );
  } else {
    lines.push(
      `Match days: ${hard ? `${hard} carry the hard leg and sprint work: keep them at least 48 hours before a match` : "keep the hardest session at least 48 hours before a match"}; a light session the day before is fine.`,
    );
  }
  return {
    title: "Your week around cricket",
    lines,
    // Youth sources for a junior's caps, bowling guidance for a young quick; an adult's week is our advice.
    sources: [
      ...(cap !== undefined
        ? [
            "Faigenbaum et al., NSCA position statement on youth resistance training 2009 (2-3 non-consecutive days)",
            "Lloyd et al., BJSM 2014 (youth physical development)",
          ]
        : []),
      ...(FAST_BOWLING_ROLES.includes(w.role) && UNDER_19_AGE_GROUPS.includes(w.age)
        ? ["Cricket Australia, youth pace bowling guidelines"]
        : []),
    ],
  };
}
