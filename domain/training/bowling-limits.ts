import type { AgeGroup, PrimaryRole } from "../questionnaire.ts";
import { addDays, dayWords, shortDay } from "./dates.ts";
import type { Warning } from "./load.ts";
import type { CricketLog, LocalDate, SessionLog } from "./log.ts";

/**
 * Junior fast-bowling limits, one source for the plan's printed note (domain/plan/guidance.ts)
 * and the log's warnings (docs/decisions/0080; /work/shared/notes/cricket-conditioning.md).
 */

/** ECB fast bowling match directives: overs per spell and per day, by ECB age group. */
export const ECB_DIRECTIVES = {
  u13: { label: "Under-13", oversPerSpell: 5, oversPerDay: 10 },
  u14to15: { label: "Under-14 and Under-15", oversPerSpell: 6, oversPerDay: 12 },
  u16to19: { label: "Under-16 to Under-19", oversPerSpell: 7, oversPerDay: 18 },
} as const;
export type EcbGroup = keyof typeof ECB_DIRECTIVES;

/** Cricket Australia youth pace bowling guidelines: bowling days a week and in a row. */
export const CA_BOWLING_DAYS = {
  under17: { label: "under-17s", bowlingDaysPerWeek: 3, maxConsecutiveDays: 1 },
  under19: { label: "under-19s", bowlingDaysPerWeek: 4, maxConsecutiveDays: 2 },
} as const;

/**
 * The ECB directives that can apply to our age groups, strictest first. Our groups are
 * "under N": an Under-14 may still play Under-13 cricket, an Under-16 may be 14 or 15 (the plan's
 * note prints both).
 */
export const ECB_GROUPS_FOR: Partial<Record<AgeGroup, readonly EcbGroup[]>> = {
  "Under-14": ["u13", "u14to15"],
  "Under-16": ["u14to15", "u16to19"],
  "Under-19": ["u16to19"],
};
/**
 * The directive we stop at ("stop"). An Under-16 may be 14 or 15, and the ECB Under-14 and
 * Under-15 limits are for their age, not for the cricket they play, so an Under-16 stops at
 * them. An Under-14 stops at the Under-14 and Under-15 directive; the Under-13 one is an "info"
 * for those who still play Under-13 cricket.
 */
export const ECB_STOP_FOR: Partial<Record<AgeGroup, EcbGroup>> = {
  "Under-14": "u14to15",
  "Under-16": "u14to15",
  "Under-19": "u16to19",
};
/** Cricket Australia's guideline by our age group: under-17s for Under-14 and Under-16. */
export const CA_GROUP_FOR: Partial<Record<AgeGroup, keyof typeof CA_BOWLING_DAYS>> = {
  "Under-14": "under17",
  "Under-16": "under17",
  "Under-19": "under19",
};

export interface JuniorBowlingLimits {
  oversPerSpell: number;
  oversPerDay: number;
  bowlingDaysPerWeek: number;
  maxConsecutiveDays: number;
}

/**
 * The ECB directives and Cricket Australia's guidelines are for fast (pace) bowling: a spinner's
 * overs are not counted against them. Athletes whose role is spin bowling are spared the
 * warnings; everyone else who logs balls may be bowling pace (a batter in the nets), so they get
 * them.
 */
export const paceLimitsApply = (role: PrimaryRole): boolean =>
  role !== "Spin Bowler" && role !== "Spin-Bowling All-rounder";

/** The limits that apply to an age group, or null for Under-23s and adults. */
export function juniorBowlingLimits(ageGroup: AgeGroup): JuniorBowlingLimits | null {
  const ecb = ECB_STOP_FOR[ageGroup];
  const ca = CA_GROUP_FOR[ageGroup];
  if (!ecb || !ca) return null;
  const own = ECB_DIRECTIVES[ecb];
  const days = CA_BOWLING_DAYS[ca];
  return {
    oversPerSpell: own.oversPerSpell,
    oversPerDay: own.oversPerDay,
    bowlingDaysPerWeek: days.bowlingDaysPerWeek,
    maxConsecutiveDays: days.maxConsecutiveDays,
  };
}

/**
 * The one decision of which bowling limits apply to an athlete: the junior limits of their age
 * group, unless their role is spin (the limits are for pace). /workload, the plan's auto-regulation
 * and the coach's squad list all ask this, so an exemption holds everywhere or nowhere.
 */
export function bowlingLimitsFor(athlete: {
  ageGroup: AgeGroup;
  primaryRole: PrimaryRole;
}): JuniorBowlingLimits | null {
  return paceLimitsApply(athlete.primaryRole) ? juniorBowlingLimits(athlete.ageGroup) : null;
}

/** bowlingLimitWarnings for an athlete, empty when no limit applies to them (bowlingLimitsFor). */
export function athleteBowlingWarnings(
  cricket: CricketLog[],
  athlete: { ageGroup: AgeGroup; primaryRole: PrimaryRole },
  on: LocalDate,
  sessions: readonly SessionLog[] = [],
): Warning[] {
  return bowlingLimitsFor(athlete) ? bowlingLimitWarnings(cricket, athlete.ageGroup, on, sessions) : [];
}

/**
 * Gym run-up drills: an over of run-ups or run-up strides at match rhythm loads a young bowler's
 * back and front leg the way a bowling day does, so a day the athlete logged one counts as a
 * bowling day (no balls: the overs limits stay with the balls bowled).
 */
export const GYM_BOWLING_DRILLS: ReadonlySet<string> = new Set(["bowling-spell-repeats", "bowling-run-up-strides"]);

/** Days with a logged, done set of a gym run-up drill. */
export function gymBowlingDays(sessions: readonly SessionLog[]): Set<LocalDate> {
  return new Set(
    sessions
      .filter((s) => s.status === "done" && s.sets.some((x) => x.done && GYM_BOWLING_DRILLS.has(x.exerciseId)))
      .map((s) => s.date),
  );
}

const overs = (balls: number) =>
  balls % 6 === 0 ? `${balls / 6} overs` : `${Math.floor(balls / 6)}.${balls % 6} overs`;

/**
 * The junior limits, checked over the 7 days ending on `on` (a rolling week: the guidelines say
 * "a week" and athletes' weeks do not all start on Monday). Each breach names the rule and the
 * number: "stop" past a limit, "caution" at one (no more today, or rest tomorrow), "info" past
 * the stricter younger directive. A day with a
 * logged gym run-up drill is a bowling day. Adults and Under-23s get none.
 */
export function bowlingLimitWarnings(
  cricket: CricketLog[],
  ageGroup: AgeGroup,
  on: LocalDate,
  sessions: readonly SessionLog[] = [],
): Warning[] {
  const limits = juniorBowlingLimits(ageGroup);
  const groups = ECB_GROUPS_FOR[ageGroup];
  const ca = CA_GROUP_FOR[ageGroup];
  if (!limits || !groups || !ca) return [];
  const caLabel = CA_BOWLING_DAYS[ca].label;
  const from = addDays(on, -6);
  const ballsOn = new Map<LocalDate, number>();
  const spellOn = new Map<LocalDate, number>();
  for (const c of cricket) {
    if (!c.bowling || c.date < addDays(from, -7) || c.date > on) continue;
    ballsOn.set(c.date, (ballsOn.get(c.date) ?? 0) + c.bowling.balls);
    spellOn.set(c.date, Math.max(spellOn.get(c.date) ?? 0, c.bowling.longestSpellBalls ?? 0));
  }
  const drills = gymBowlingDays(sessions);
  const out: Warning[] = [];
  const week = Array.from({ length: 7 }, (_, i) => addDays(from, i));

  // Overs per day and per spell, each day of the week; a stricter younger directive is an "info".
  const own = ECB_DIRECTIVES[ECB_STOP_FOR[ageGroup]!];
  const younger = groups[0] !== ECB_STOP_FOR[ageGroup] ? ECB_DIRECTIVES[groups[0]!] : null;
  for (const date of week) {
    const balls = ballsOn.get(date) ?? 0;
    const spell = spellOn.get(date) ?? 0;
    const when = dayWords(date, on);
    if (balls > own.oversPerDay * 6)
      out.push({
        level: "stop",
        code: "ecb-overs-day",
        message: `${overs(balls)} ${when}: the ECB limit for ${own.label} is ${own.oversPerDay} overs a day. Stop bowling for the day and bowl less next time.`,
        date,
      });
    else if (balls === own.oversPerDay * 6 && date === on)
      out.push({
        level: "caution",
        code: "ecb-overs-day-reached",
        message: `${overs(balls)} today: that is the ECB limit for ${own.label} (${own.oversPerDay} overs a day). No more bowling today.`,
        date,
      });
    else if (younger && balls > younger.oversPerDay * 6)
      out.push({
        level: "info",
        code: "ecb-overs-day-younger",
        message: `${overs(balls)} ${when}: within the ECB limit for ${own.label} (${own.oversPerDay} a day), but over the ${younger.label} limit (${younger.oversPerDay} a day) if you still play in that age group.`,
        date,
      });
    if (spell > own.oversPerSpell * 6)
      out.push({
        level: "stop",
        code: "ecb-overs-spell",
        message: `A spell of ${overs(spell)} ${when}: the ECB limit for ${own.label} is ${own.oversPerSpell} overs in a spell. Ask to come off after ${own.oversPerSpell}.`,
        date,
      });
    else if (younger && spell > younger.oversPerSpell * 6)
      out.push({
        level: "info",
        code: "ecb-overs-spell-younger",
        message: `A spell of ${overs(spell)} ${when}: within the ECB limit for ${own.label} (${own.oversPerSpell} in a spell), but over the ${younger.label} limit (${younger.oversPerSpell}) if you still play in that age group.`,
        date,
      });
  }

  // Bowling days in the rolling week: balls bowled, or a gym run-up drill logged.
  const bowledOn = (d: LocalDate) => (ballsOn.get(d) ?? 0) > 0 || drills.has(d);
  const bowled = week.filter(bowledOn);
  const maxDays = limits.bowlingDaysPerWeek;
  if (bowled.length > maxDays)
    out.push({
      level: "stop",
      code: "ca-days-week",
      message: `${bowled.length} bowling days in the last 7: Cricket Australia's limit for ${caLabel} is ${maxDays} a week. Next bowling day ${shortDay(addDays(bowled[bowled.length - maxDays]!, 7))} at the earliest.`,
      date: on,
    });
  else if (bowled.length === maxDays && bowled.includes(on))
    out.push({
      level: "caution",
      code: "ca-days-week-reached",
      message: `${maxDays} bowling days in the last 7: that is Cricket Australia's limit for ${caLabel}. Next bowling day ${shortDay(addDays(bowled[0]!, 7))} at the earliest.`,
      date: on,
    });

  // Days in a row: the run ending on each bowling day of the week.
  const maxRun = limits.maxConsecutiveDays;
  for (const date of week) {
    if (!bowledOn(date)) continue;
    let run = 1;
    while (bowledOn(addDays(date, -run))) run++;
    const endsHere = !bowledOn(addDays(date, 1)) || date === on;
    if (run > maxRun && endsHere)
      out.push({
        level: "stop",
        code: "ca-days-in-a-row",
        message: `${run} bowling days in a row up to ${shortDay(date)}: Cricket Australia's guidance for ${caLabel} is ${maxRun === 1 ? "never two days in a row" : `no more than ${maxRun} in a row`}. Take ${date === on ? "tomorrow" : "the next day"} off bowling.`,
        date,
      });
    else if (run === maxRun && date === on && maxRun > 1)
      out.push({
        level: "caution",
        code: "ca-days-in-a-row-reached",
        message: `${run} bowling days in a row: that is Cricket Australia's limit for ${caLabel}. No bowling tomorrow.`,
        date,
      });
  }
  return out;
}
