import type { QuestionnaireAnswers } from "./questionnaire.ts";

/** Business constants of the plan record (spec §3, §9). */
export const PLAN_DURATION_MONTHS = 3;
export const PLAN_PRICE_AMOUNT = 2999;
export const PLAN_SPORT = "cricket";
export const DEFAULT_PRIMARY_GOAL = "Athletic Excellence";

export const planName = (role: string) => `Elite Cricket Training - ${role}`;

/** questionnaire_responses columns from the answers (spec §3 mapping). */
export function toQuestionnaireResponseRow(a: QuestionnaireAnswers) {
  return {
    sport: PLAN_SPORT,
    ageGroup: a.ageGroup,
    height: a.height,
    weight: a.weight,
    experience: a.competitionLevel,
    role: a.primaryRole,
    battingAbility: a.abilities.Strength,
    bowlingAbility: a.abilities.Speed,
    fieldingAbility: a.abilities.Agility,
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
