import { QUESTIONNAIRE_STORAGE_KEY } from "#domain/questionnaire-form";

/**
 * The answers the questionnaire keeps in the browser until the server holds them (spec §3).
 * Read here by key only: the questionnaire feature owns writing them.
 */
export function readSavedAnswers(): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(QUESTIONNAIRE_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Once the server holds the answers (sign-up accepted, or saved to the account). */
export function clearSavedAnswers() {
  try {
    localStorage.removeItem(QUESTIONNAIRE_STORAGE_KEY);
  } catch {
    /* storage blocked: nothing to clear */
  }
}

export const MISSING_ANSWERS_TOAST = {
  title: "Complete questionnaire first",
  description: "Please complete the 7-question assessment before creating an account.",
} as const;

/**
 * The questionnaire route sits outside the toaster's providers (web/src/app/routes.tsx), so a
 * toast fired right before going there would vanish at once: stay long enough to read it.
 */
export const MISSING_ANSWERS_REDIRECT_MS = 1800;
