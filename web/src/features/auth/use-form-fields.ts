import { useState } from "react";
import type { z } from "zod";

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * Field values plus the schema's first message per field. Messages appear after the first
 * submit and then follow each keystroke, so a visitor is not scolded while still typing.
 */
export function useFormFields<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  initial: z.input<S> & Record<string, string>,
) {
  type Values = typeof initial;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  function check(next: Values): { ok: true; data: z.output<S> } | { ok: false } {
    const result = schema.safeParse(next);
    if (result.success) {
      setErrors({});
      return { ok: true, data: result.data };
    }
    const found: Errors<Values> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof Values | undefined;
      if (key !== undefined && !found[key]) found[key] = issue.message;
    }
    setErrors(found);
    return { ok: false };
  }

  function set(name: keyof Values, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) check(next);
  }

  /** Validates everything; returns the parsed values or null (messages then shown). */
  function submit(): z.output<S> | null {
    setSubmitted(true);
    const r = check(values);
    return r.ok ? r.data : null;
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, set, submit, reset };
}
