import type { z } from "zod";

/** A schema's issues as one message per field path ("minutes", "sets.3.loadKg"): the first wins. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
