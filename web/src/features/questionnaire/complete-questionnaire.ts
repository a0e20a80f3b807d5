import {
  QUESTIONNAIRE_STORAGE_KEY,
  QuestionnaireAnswersSchema,
  draftToInput,
  firstIssueMessage,
  type QuestionnaireAnswersInput,
  type QuestionnaireDraft,
} from "#domain/questionnaire";

/** The step that asks for each answer, so a refused answer can be shown where it was given. */
const STEP_OF_FIELD: Record<keyof QuestionnaireDraft, number> = {
  ageGroup: 1,
  competitionLevel: 2,
  height: 3,
  weight: 3,
  primaryRole: 4,
  abilities: 5,
  trainingFrequency: 6,
  trainingDuration: 7,
  injuries: 8,
  injuryDetails: 8,
  goals: 9,
  equipment: 10,
};

export type Validation =
  | { ok: true; answers: QuestionnaireAnswersInput }
  | { ok: false; message: string; field: keyof QuestionnaireDraft; step: number };

/** The strict saving rules (spec §5), with the first message and the step it belongs to. */
export function validateDraft(draft: QuestionnaireDraft): Validation {
  const answers = draftToInput(draft);
  const r = QuestionnaireAnswersSchema.safeParse(answers);
  if (r.success) return { ok: true, answers };
  const field = (r.error.issues[0]?.path[0] ?? "ageGroup") as keyof QuestionnaireDraft;
  return { ok: false, message: firstIssueMessage(r.error), field, step: STEP_OF_FIELD[field] ?? 1 };
}

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
