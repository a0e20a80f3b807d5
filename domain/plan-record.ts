import type { Ability, QuestionnaireAnswers } from "./questionnaire.ts";

/** Business constants of the plan record (spec §3, §9). */
export const PLAN_DURATION_MONTHS = 3;
export const PLAN_PRICE_AMOUNT = 2999;
export const PLAN_SPORT = "cricket";
export const DEFAULT_PRIMARY_GOAL = "Athletic Excellence";

/**
 * What the athlete is told about the plan's length: the program itself (decision 0104). The
 * record's 3 months (`duration_months`) is the plan's term: the coach console shows it as stored,
 * the Terms page names both.
 */
export const PROGRAM_LENGTH = "8 weeks · 2 phases";

export const planName = (role: string) => `Elite Cricket Training - ${role}`;

// How the stored name is shown (issue #16, decision 0104). Here rather than in plan-display.ts:
// the pages that show it already load this module, so it costs no chunk of its own.
/**
 * A role as prose writes it: the spec's option "Wicketkeeper - Batsman" (kept as the stored value
 * and the questionnaire's label) reads "Wicketkeeper-Batsman", the compound it is.
 */
export const roleLabel = (role: string) => role.replace(/\s+-\s+/g, "-");

/**
 * The stored plan name as shown: 'Elite Cricket Training - Wicketkeeper - Batsman' →
 * 'Elite Cricket Training - Wicketkeeper-Batsman': one dash, between the name and the role. The
 * first " - " is that separator; a name without one is shown as stored.
 */
export function planDisplayName(stored: string): string {
  const at = stored.indexOf(" - ");
  return at < 0 ? stored : `${stored.slice(0, at + 3)}${roleLabel(stored.slice(at + 3))}`;
}

/**
 * The spec's questionnaire_responses table names its three ability columns after cricket skills,
 * but they hold three of the questionnaire's physical ratings (spec §3 mapping). The columns stay
 * as the spec names them; this table is the one place that says what each holds, and both
 * directions below go through it: `battingAbility` holds Strength, not a batting rating.
 */
export const ABILITY_COLUMNS = {
  battingAbility: "Strength",
  bowlingAbility: "Speed",
  fieldingAbility: "Agility",
} as const satisfies Record<string, Ability>;

export type AbilityColumn = keyof typeof ABILITY_COLUMNS;
const ABILITY_COLUMN_NAMES = Object.keys(ABILITY_COLUMNS) as AbilityColumn[];

/** Answers → the three ability columns (battingAbility ← Strength, …). */
export function toAbilityColumns(abilities: QuestionnaireAnswers["abilities"]): Record<AbilityColumn, number> {
  return Object.fromEntries(
    ABILITY_COLUMN_NAMES.map((column) => [column, abilities[ABILITY_COLUMNS[column]]]),
  ) as Record<AbilityColumn, number>;
}

/** The three ability columns → the ratings they hold, named as the questionnaire names them. */
export function fromAbilityColumns(row: Record<AbilityColumn, number>): Partial<Record<Ability, number>> {
  return Object.fromEntries(ABILITY_COLUMN_NAMES.map((column) => [ABILITY_COLUMNS[column], row[column]]));
}

/** questionnaire_responses columns from the answers (spec §3 mapping). */
export function toQuestionnaireResponseRow(a: QuestionnaireAnswers) {
  return {
    sport: PLAN_SPORT,
    ageGroup: a.ageGroup,
    height: a.height,
    weight: a.weight,
    experience: a.competitionLevel,
    role: a.primaryRole,
    ...toAbilityColumns(a.abilities),
    trainingFrequency: a.trainingFrequency,
    injuryHistory: a.injuries ?? "",
    injuryDetails: (a.injuryDetails ?? []).map((d) => ({ region: d.region, recency: d.recency, cleared: d.cleared })),
    goals: a.goals,
    equipment: [a.equipment],
  };
}

/** training_plans columns from the answers (spec §3). */
export function toTrainingPlanRow(a: QuestionnaireAnswers) {
  return {
    planName: planName(a.primaryRole),
    sport: PLAN_SPORT,
    durationMonths: PLAN_DURATION_MONTHS,
    priceAmount: PLAN_PRICE_AMOUNT,
    planDetails: {
      role: a.primaryRole,
      goals: a.goals,
      experience: a.competitionLevel,
      abilities: a.abilities,
      customized_for: a,
    },
    isActive: true,
  };
}
