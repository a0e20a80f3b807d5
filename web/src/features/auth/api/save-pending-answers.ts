import { useMutation } from "@tanstack/react-query";
import { saveQuestionnaire } from "#web/lib/save-questionnaire.ts";

/**
 * Spec §4: the locally held answers are saved "when any session appears on the sign-up page"
 * (e.g. a signed-in athlete retook the questionnaire).
 */
export const useSavePendingAnswers = () => useMutation({ mutationFn: saveQuestionnaire });
