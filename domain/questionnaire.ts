import { z } from "zod";
import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  GOALS,
  HEIGHT_RANGE,
  INJURY_RECENCIES,
  INJURY_REGIONS,
  MAX_GOAL_LENGTH,
  MAX_GOALS,
  MAX_INJURY_DETAILS,
  MAX_INJURY_LENGTH,
  PRIMARY_ROLES,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  WEIGHT_RANGE,
  isRating,
  type Ability,
  type QuestionnaireDraft,
} from "./questionnaire-form.ts";

export * from "./questionnaire-form.ts";

/**
 * The cricket questionnaire: the strict rules for saving, and (re-exported from
 * questionnaire-form.ts) its enumerations and the per-step gates of the form. One schema
 * validates the browser form and every API request, so the spec's messages (product-spec §5)
 * can never drift apart.
 */

function choice<T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, { error: `Please choose a valid ${what}` });
}

/** A whole number of 1-3 digits, given as text (the form) or as a number (an API client). */
function measurement(label: "Height" | "Weight", range: { min: number; max: number }, unit: string) {
  return z.union([z.string(), z.number()], { error: `${label} must be a valid number` }).transform((v, ctx) => {
    const text = typeof v === "number" ? String(v) : v.trim();
    if (!/^\d{1,3}$/.test(text)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a valid number` });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < range.min || n > range.max) {
      ctx.addIssue({ code: "custom", message: `${label} must be between ${range.min}-${range.max} ${unit}` });
      return z.NEVER;
    }
    return n;
  });
}

/** 0, null or a missing rating is "not rated" (the form's 0); anything else must be a whole 1-5. */
function abilityRating(name: Ability) {
  return z
    .number({ error: (iss) => (iss.input == null ? `${name} rating required` : `${name} rating must be 1-5`) })
    .refine((n) => n !== 0, { message: `${name} rating required`, abort: true })
    .refine(isRating, `${name} rating must be 1-5`);
}

/** One injured region from the step-8 picker: how recent, and whether a physiotherapist has cleared it. */
export const InjuryDetailSchema = z.object({
  region: choice(INJURY_REGIONS, "injured body region"),
  recency: choice(INJURY_RECENCIES, "answer for how recent the injury is"),
  cleared: z.boolean({ error: "Please say whether a physiotherapist has cleared the injury" }),
});
export type InjuryDetail = z.infer<typeof InjuryDetailSchema>;

/** The strict rules for saving (spec §5), used by the browser before saving and by the server always. */
export const QuestionnaireAnswersSchema = z.object({
  ageGroup: choice(AGE_GROUPS, "age group"),
  competitionLevel: choice(COMPETITION_LEVELS, "competition level"),
  height: measurement("Height", HEIGHT_RANGE, "cm"),
  weight: measurement("Weight", WEIGHT_RANGE, "kg"),
  primaryRole: choice(PRIMARY_ROLES, "primary role"),
  abilities: z.object(
    {
      Strength: abilityRating("Strength"),
      Speed: abilityRating("Speed"),
      Endurance: abilityRating("Endurance"),
      Agility: abilityRating("Agility"),
      Flexibility: abilityRating("Flexibility"),
    },
    { error: "Strength rating required" },
  ),
  trainingFrequency: choice(TRAINING_FREQUENCIES, "training frequency"),
  trainingDuration: choice(TRAINING_DURATIONS, "training duration"),
  injuries: z
    .string({ error: "Injury history must be text" })
    .max(MAX_INJURY_LENGTH, "Injury history must be less than 1000 characters")
    .optional()
    .default(""),
  injuryDetails: z
    .array(InjuryDetailSchema, { error: "Injured body regions must be a list" })
    .max(MAX_INJURY_DETAILS, "Each body region can be chosen only once")
    .refine(
      (list) => new Set(list.map((d) => d.region)).size === list.length,
      "Each body region can be chosen only once",
    )
    .optional()
    .default([]),
  goals: z
    .array(
      z
        .string({ error: "Please choose a valid goal" })
        .max(MAX_GOAL_LENGTH, "Goal description too long")
        .pipe(choice(GOALS, "goal")),
      { error: "At least one goal required" },
    )
    .min(1, "At least one goal required")
    .max(MAX_GOALS, "Maximum 2 goals allowed")
    // The form's checkboxes cannot repeat a goal; an API client must not either.
    .refine((goals) => new Set(goals).size === goals.length, "Each goal can be chosen only once"),
  equipment: choice(EQUIPMENT, "equipment option"),
});

export type QuestionnaireAnswers = z.output<typeof QuestionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof QuestionnaireAnswersSchema>;

/** The first validation message, as the spec's 'Invalid questionnaire data' toast shows it. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid questionnaire data";
}

/** Draft → the shape the schema takes (what is stored under questionnaireData). */
export function draftToInput(d: QuestionnaireDraft): QuestionnaireAnswersInput {
  return {
    ...d,
    abilities: { ...d.abilities },
    injuryDetails: d.injuryDetails.map((x) => ({ ...x })),
  } as QuestionnaireAnswersInput;
}
