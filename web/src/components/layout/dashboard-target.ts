import type { Navigate } from "#web/app/nav.tsx";

export const DASHBOARD_ALERT = "Please fill in the questionnaire to access your dashboard";
// Same as QUESTIONNAIRE_STORAGE_KEY in #domain/questionnaire (imported lazily below, with zod).
const QUESTIONNAIRE_KEY = "questionnaireData";

/** GET /api/auth/get-session: anything but a 200 with a user means signed out. */
async function isSignedIn(): Promise<boolean> {
  try {
    const res = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (res.status !== 200) return false;
    const body: unknown = await res.json();
    return typeof body === "object" && body !== null && "user" in body && body.user != null;
  } catch (err) {
    console.error("Could not check the session; treating the visitor as signed out.", err);
    return false;
  }
}

/**
 * Completed answers held in this browser. The earlier app looked them up on the server with an
 * empty user id, which never matched (issue #2: do not copy). The schema loads only when needed.
 */
async function hasCompletedAnswers(): Promise<boolean> {
  let stored: string | null;
  try {
    stored = localStorage.getItem(QUESTIONNAIRE_KEY);
  } catch {
    return false;
  }
  if (!stored) return false;
  try {
    const { QuestionnaireAnswersSchema } = await import("#domain/questionnaire");
    return QuestionnaireAnswersSchema.safeParse(JSON.parse(stored)).success;
  } catch {
    return false;
  }
}

/** The nav bar's Dashboard (spec §2): signed in → /profile; answers here → /auth; else alert → questionnaire. */
export async function goToDashboard(navigate: Navigate) {
  const [signedIn, answers] = await Promise.all([isSignedIn(), hasCompletedAnswers()]);
  if (signedIn) return navigate("/profile");
  if (answers) return navigate("/auth");
  window.alert(DASHBOARD_ALERT);
  return navigate("/cricket-questionnaire");
}
