export type Measurement = "height" | "weight";
export type MeasurementErrors = Partial<Record<Measurement, string>>;

let validation: Promise<typeof import("./validation.ts")> | null = null;

/** The questionnaire's saving rules (zod and the domain schema), fetched once, on first need. */
export function loadValidation(): Promise<typeof import("./validation.ts")> {
  validation ??= import("./validation.ts").catch((err: unknown) => {
    validation = null; // let a later answer try again
    throw err;
  });
  return validation;
}
