import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import { planName } from "#domain/plan-record";
import { Button } from "#web/components/ui/button.tsx";
import { useSession } from "#web/lib/session.ts";
import { messageOf } from "#web/lib/api-client.ts";
import { useSavePendingAnswers } from "./api/save-pending-answers.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { CheckEmailPanel } from "./components/check-email-panel.tsx";
import { SignUpForm } from "./components/signup-form.tsx";
import {
  clearSavedAnswers,
  MISSING_ANSWERS_REDIRECT_MS,
  MISSING_ANSWERS_TOAST,
  readSavedAnswers,
} from "./saved-answers.ts";
import { useSignUpFlow } from "./use-sign-up-flow.ts";

/** /cricket-signup: the questionnaire's last stop for a visitor (spec §2, §4, §5). */
export default function SignupPage() {
  const navigate = useNavigate();
  const session = useSession();
  const flow = useSignUpFlow();
  const saveAnswers = useSavePendingAnswers();
  const decided = useRef(false);
  const answers = useRef(readSavedAnswers()).current;
  const role = typeof answers?.primaryRole === "string" ? answers.primaryRole : null;

  const missingAnswers = !answers && (session.isError || (session.isSuccess && !session.data));

  // A signed-in athlete's local answers go to the account (spec §4), then to the dashboard.
  useEffect(() => {
    if (decided.current || !session.data) return;
    decided.current = true;
    if (!answers) return void navigate("/profile", { replace: true });
    saveAnswers.mutate(answers as QuestionnaireAnswersInput, {
      onSuccess: () => {
        clearSavedAnswers();
        toast.success("Questionnaire saved successfully!");
        navigate("/profile", { replace: true });
      },
      onError: (err) => toast.error(`Failed to save questionnaire: ${messageOf(err, "Please try again.")}`),
    });
  }, [session.data, answers, navigate, saveAnswers]);

  // A visitor without answers goes back to the questionnaire (spec §5).
  useEffect(() => {
    if (!missingAnswers) return;
    toast.error(MISSING_ANSWERS_TOAST.title, { id: "missing-answers", description: MISSING_ANSWERS_TOAST.description });
    const timer = setTimeout(() => navigate("/cricket-questionnaire", { replace: true }), MISSING_ANSWERS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [missingAnswers, navigate]);

  if (!answers) {
    if (!missingAnswers) return null; // still asking who this is
    return (
      <AuthCard eyebrow="Step 2 of 3" title={MISSING_ANSWERS_TOAST.title}>
        <div role="status" className="space-y-5">
          <p className="text-muted">{MISSING_ANSWERS_TOAST.description} Taking you there now...</p>
          <Button asChild variant="hero" size="lg" className="w-full">
            <Link to="/cricket-questionnaire" replace>
              Start the assessment
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (flow.sentTo) {
    return (
      <AuthCard eyebrow="Almost there" title="Assessment Complete">
        <CheckEmailPanel email={flow.sentTo} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      eyebrow="Step 3 of 3"
      title="Assessment Complete"
      subtitle={
        <>
          <p>Your answers are in. Create your account to unlock your personalized training plan.</p>
          {role ? (
            <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-neon-cyan/40 bg-neon-cyan/10 px-3 py-1 text-xs font-semibold text-neon-cyan">
              <span
                aria-hidden="true"
                className="h-1.5 w-1.5 rounded-full bg-neon-lime shadow-[0_0_8px_var(--color-neon-lime)]"
              />
              {planName(role)}
            </p>
          ) : null}
        </>
      }
    >
      <SignUpForm mismatchMessage="Passwords do not match" pending={flow.pending} onSubmit={flow.submit} />
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{" "}
        <Link to="/auth" className="font-semibold text-neon-cyan underline-offset-4 hover:underline">
          Login here
        </Link>
      </p>
    </AuthCard>
  );
}
