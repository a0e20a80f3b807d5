import { useId, type Ref } from "react";
import { HEIGHT_RANGE, WEIGHT_RANGE } from "#domain/questionnaire-form";
import { cn } from "#web/lib/cn.ts";
import { StepHeading, StepHint } from "./step-heading.tsx";
import type { Measurement, MeasurementErrors } from "./measurements.ts";

interface Props {
  height: string;
  weight: string;
  errors: MeasurementErrors;
  onChange: (field: Measurement, value: string) => void;
  onBlur: (field: Measurement) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

const FIELDS = [
  { field: "height", label: "Height", unit: "cm", range: HEIGHT_RANGE, placeholder: "e.g. 178" },
  { field: "weight", label: "Weight", unit: "kg", range: WEIGHT_RANGE, placeholder: "e.g. 72" },
] as const;

/** Step 3: height in cm and weight in kg, whole numbers; the range rules show inline. */
export function BodyStep({ height, weight, errors, onChange, onBlur, headingRef }: Props) {
  const id = useId();
  const values = { height, weight };
  return (
    <fieldset>
      <legend className="w-full">
        <StepHeading ref={headingRef}>Your height and weight</StepHeading>
      </legend>
      <StepHint>Whole numbers. We use them to scale loads and conditioning volumes.</StepHint>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ field, label, unit, range, placeholder }) => {
          const error = errors[field];
          const inputId = `${id}-${field}`;
          const helpId = `${inputId}-help`;
          const errorId = `${inputId}-error`;
          return (
            <div key={field}>
              <label htmlFor={inputId} className="mb-2 block font-semibold text-fg">
                {label} ({unit})
              </label>
              <div className="relative">
                <input
                  id={inputId}
                  name={field}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={placeholder}
                  value={values[field]}
                  onChange={(e) => onChange(field, e.target.value)}
                  onBlur={() => onBlur(field)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${errorId} ${helpId}` : helpId}
                  className={cn(
                    "h-14 w-full rounded-xl border bg-surface/80 px-4 pr-14 text-lg text-fg placeholder:text-muted/60 transition",
                    "focus:border-neon-cyan focus:shadow-[0_0_18px_rgb(34_211_238/0.3)] focus:outline-none",
                    error ? "border-danger" : "border-border",
                  )}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-4 flex items-center font-mono text-muted"
                >
                  {unit}
                </span>
              </div>
              <p id={helpId} className="mt-2 text-xs text-muted">
                {range.min}-{range.max} {unit}
              </p>
              {error && (
                <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
