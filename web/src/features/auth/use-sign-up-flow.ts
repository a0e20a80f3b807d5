import { useEffect, useRef, useState } from "react";
import { useNavigate } from "#web/app/nav.tsx";
import { toast } from "#web/lib/toast.ts";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import { useSignUp } from "./api/sign-up.ts";
import {
  clearSavedAnswers,
  MISSING_ANSWERS_REDIRECT_MS,
  MISSING_ANSWERS_TOAST,
  readSavedAnswers,
} from "./saved-answers.ts";
import { SIGN_UP_ERROR_TITLE, signUpErrorMessage } from "./signup-errors.ts";
import type { SignUpDetails } from "./signup-form-schema.ts";

/**
 * Shared by /cricket-signup and the sign-up mode of /auth: the answers travel with the
 * request; once the server holds them the local copy goes (issue #3).
 */
export function useSignUpFlow(errorTitle = SIGN_UP_ERROR_TITLE) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  function submit(details: SignUpDetails) {
    const answers = readSavedAnswers();
    if (!answers) {
      toast.error(MISSING_ANSWERS_TOAST.title, {
        id: "missing-answers",
        description: MISSING_ANSWERS_TOAST.description,
      });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate("/cricket-questionnaire"), MISSING_ANSWERS_REDIRECT_MS);
      return;
    }
    signUp.mutate(
      { ...details, answers: answers as QuestionnaireAnswersInput },
      {
        onSuccess: (res) => {
          clearSavedAnswers();
          setSentTo(res?.email ?? details.email);
        },
        onError: (err) => toast.error(errorTitle, { description: signUpErrorMessage(err) }),
      },
    );
  }

  return { submit, pending: signUp.isPending, sentTo };
}
