import {
  QuestionnaireAnswersSchema,
  draftToInput,
  firstIssueMessage,
  type QuestionnaireAnswersInput,
  type QuestionnaireDraft,
} from "#domain/questionnaire";
import type { Measurement, MeasurementErrors } from "./measurements.ts";

// The saving rules run in the browser with the domain's one schema, so zod comes with them: this
// module is loaded with the athlete's first answer, not with the page (issue #13, decision 0091).

/** The saving rule for one measurement (the domain schema's own message), or undefined when it passes. */
export function measurementError(field: Measurement, value: string): string | undefined {
  const r = QuestionnaireAnswersSchema.shape[field].safeParse(value);
  return r.success ? undefined : firstIssueMessage(r.error);
}

export function measurementErrors(height: string, weight: string): MeasurementErrors {
  const errors: MeasurementErrors = {};
  const h = measurementError("height", height);
  const w = measurementError("weight", weight);
  if (h) errors.height = h;
  if (w) errors.weight = w;
  return errors;
}

/** The step that asks for each answer, so a refused answer can be shown where it was given. */
const STEP_OF_FIELD: Record<keyof QuestionnaireDraft, number> = {
  ageGroup: 1,
  competitionLevel: 2,
  height: 3,
  weight: 3,
  primaryRole: 4,
  abilities: 5,
  trainingFrequency: 6,
  trainingDuration: 7,
  injuries: 8,
  injuryDetails: 8,
  goals: 9,
  equipment: 10,
};

export type Validation =
  | { ok: true; answers: QuestionnaireAnswersInput }
  | { ok: false; message: string; field: keyof QuestionnaireDraft; step: number };

/** The strict saving rules (spec §5), with the first message and the step it belongs to. */
export function validateDraft(draft: QuestionnaireDraft): Validation {
  const answers = draftToInput(draft);
  const r = QuestionnaireAnswersSchema.safeParse(answers);
  if (r.success) return { ok: true, answers };
  const field = (r.error.issues[0]?.path[0] ?? "ageGroup") as keyof QuestionnaireDraft;
  return { ok: false, message: firstIssueMessage(r.error), field, step: STEP_OF_FIELD[field] ?? 1 };
}
