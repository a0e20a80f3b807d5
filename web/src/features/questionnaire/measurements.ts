import { QuestionnaireAnswersSchema, firstIssueMessage } from "#domain/questionnaire";

export type Measurement = "height" | "weight";
export type MeasurementErrors = Partial<Record<Measurement, string>>;

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
