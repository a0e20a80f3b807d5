import { useRef, useState } from "react";
import type { z } from "zod";
import { toast } from "#web/lib/toast.ts";

type Errors<T> = Partial<Record<keyof T, string>>;

let schemas: Promise<typeof import("./form-schemas.ts")> | null = null;

/** The forms' rules (and zod with them), fetched once: on the first keystroke, or at submit. */
export function formSchemas(): Promise<typeof import("./form-schemas.ts")> {
  schemas ??= import("./form-schemas.ts").catch((err: unknown) => {
    schemas = null; // let the next keystroke or submit try again
    throw err;
  });
  return schemas;
}

/**
 * Field values plus the schema's first message per field. Messages appear after the first
 * submit and then follow each keystroke, so a visitor is not scolded while still typing.
 * `load` picks the form's schema from form-schemas.ts (kept off the page's first load).
 */
export function useFormFields<S extends z.ZodType<Record<string, unknown>>>(
  load: (m: typeof import("./form-schemas.ts")) => S,
  initial: z.input<S> & Record<string, string>,
) {
  type Values = typeof initial;
  const [values, setValues] = useState<Values>(initial);
  // The newest values, so several fields set in one tick (typed before hydration, adopted on
  // mount: text-field.tsx) each build on the others instead of on the render's snapshot.
  const latest = useRef(values);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const schema = useRef<S | null>(null);

  const loaded = () => formSchemas().then((m) => (schema.current ??= load(m)));

  function check(s: S, next: Values): { ok: true; data: z.output<S> } | { ok: false } {
    const result = s.safeParse(next);
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
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (schema.current) {
      if (submitted) check(schema.current, next);
    } else void loaded().catch(() => {}); // submit says so if it still cannot load
  }

  /** Validates everything; resolves to the parsed values or null (messages then shown). */
  async function submit(): Promise<z.output<S> | null> {
    setSubmitted(true);
    try {
      const s = schema.current ?? (await loaded());
      const r = check(s, latest.current);
      return r.ok ? r.data : null;
    } catch {
      toast.error("This form could not load", { description: "Check your connection and try again." });
      return null;
    }
  }

  function reset() {
    latest.current = initial;
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, set, submit, reset };
}
