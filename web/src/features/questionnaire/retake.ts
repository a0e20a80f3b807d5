import { type DraftState, sanitizeDraftState } from "./use-questionnaire-draft.ts";

/**
 * Saved answers (GET /api/me `questionnaire`, the schema's output: numbers for height and
 * weight) → the form's draft at step 1. Treated as untrusted like the tab's own draft: anything
 * the form could not have produced is dropped, so the athlete answers that question again.
 */
export function draftFromSavedAnswers(saved: unknown): DraftState {
  const o = (saved && typeof saved === "object" ? saved : {}) as Record<string, unknown>;
  const asText = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v);
  return sanitizeDraftState({ step: 1, draft: { ...o, height: asText(o.height), weight: asText(o.weight) } });
}

/** "12 March 2026" for the plan being replaced (the athlete's own locale would vary the words; en-GB reads everywhere). */
export function planDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}
