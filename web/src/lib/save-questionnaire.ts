import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import { apiJson } from "./api-client.ts";

/**
 * PUT /api/me/questionnaire: a signed-in athlete's answers (and plan) saved to the account in
 * one transaction; repeating it does not duplicate. Throws ApiError: 400 carries the first
 * validation message, 401 means no session. Shared by the questionnaire and the sign-up page.
 */
export const saveQuestionnaire = (answers: QuestionnaireAnswersInput) =>
  apiJson<{ status: "saved" }>("PUT", "/api/me/questionnaire", { answers });
