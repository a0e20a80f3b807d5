import { QUESTIONNAIRE_STORAGE_KEY } from "#domain/questionnaire-form";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";

/** Held in this browser until the account exists (spec §3: local storage, key questionnaireData). */
export function storeAnswersLocally(answers: QuestionnaireAnswersInput) {
  window.localStorage.setItem(QUESTIONNAIRE_STORAGE_KEY, JSON.stringify(answers));
}

export function clearLocalAnswers() {
  try {
    window.localStorage.removeItem(QUESTIONNAIRE_STORAGE_KEY);
  } catch {
    /* storage blocked: nothing was kept */
  }
}

/** Signed in = get-session answers 200 with a session; anything else (null, error, offline) = signed out. */
export async function isSignedIn(): Promise<boolean> {
  try {
    const res = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!res.ok) return false;
    const body: unknown = await res.json();
    return typeof body === "object" && body !== null && Boolean((body as { session?: unknown }).session);
  } catch {
    return false;
  }
}

/**
 * The signed-in account's active plan, straight from GET /api/me (null when signed out, without a
 * plan, or offline): Complete asks before replacing a plan even if the page's own copy of the
 * account has not arrived yet (issue #16, decision 0101).
 */
export async function accountPlan(): Promise<{ planName: string; createdAt: string } | null> {
  try {
    const res = await fetch("/api/me", { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!res.ok) return null;
    const body = (await res.json()) as { plan?: { planName: string; createdAt: string } | null };
    return body.plan ?? null;
  } catch {
    return null;
  }
}
