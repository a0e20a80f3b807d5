import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useNavigate } from "#web/app/nav.tsx";
import { toast } from "#web/lib/toast.ts";
import type { QuestionnaireAnswersInput } from "#domain/questionnaire";
import { planDisplayName, planName } from "#domain/plan-record";
import { Button } from "#web/components/ui/button.tsx";
import { useSession } from "#web/lib/session.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { messageOf } from "#web/lib/api-client.ts";
import { useSavePendingAnswers } from "./api/save-pending-answers.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { usePlanPreview } from "./components/plan-preview-query.ts";
import { PreviewSkeleton } from "./components/plan-preview-skeleton.tsx";
import { SignUpForm } from "./components/signup-form.tsx";
import {
  clearSavedAnswers,
  MISSING_ANSWERS_REDIRECT_MS,
  MISSING_ANSWERS_TOAST,
  readSavedAnswers,
} from "./saved-answers.ts";
import { useSignUpFlow } from "./use-sign-up-flow.ts";

/**
 * The preview shows only once the browser has read the answers (after hydration), so its code
 * (the schedule's plan pieces) is not part of this page's first load (decision 0091's budget).
 */
const PlanPreview = lazy(() => import("./components/plan-preview.tsx"));
// Shown once the account is made: fetched when the form is sent, not with the page (issue #13).
const loadCheckEmailPanel = () => import("./components/check-email-panel.tsx");
const CheckEmailPanel = lazy(() => loadCheckEmailPanel().then((m) => ({ default: m.CheckEmailPanel })));

/** Right after the questionnaire's "Step 10 of 10": one page, not a "Step 3 of 3" (issue #16). */
const DONE_EYEBROW = "All 10 steps done";

/**
 * /cricket-signup: the questionnaire's last stop for a visitor (spec §2, §4, §5). The visitor
 * first sees the plan their answers make, then the spec's sign-up form under "Save my plan"
 * (issue #16, decision 0100).
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const session = useSession();
  const flow = useSignUpFlow();
  const saveAnswers = useSavePendingAnswers();
  const decided = useRef(false);
  // Read once the browser runs the page (not while it hydrates the prerendered shell, issue #13).
  const hydrated = useHydrated();
  const saved = useRef<Record<string, unknown> | null | undefined>(undefined);
  if (hydrated && saved.current === undefined) saved.current = readSavedAnswers();
  const answers = saved.current ?? null;
  const role = typeof answers?.primaryRole === "string" ? answers.primaryRole : null;
  // A signed-in athlete is on the way to the dashboard (below): no preview for them.
  const preview = usePlanPreview(answers, !session.data);

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
      // The questionnaire's own failure toast has the same id: one failure message, not two.
      onError: (err) =>
        toast.error(`Failed to save questionnaire: ${messageOf(err, "Please try again.")}`, {
          id: "questionnaire-save-failed",
        }),
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
    // Still asking who this is (and the prerendered shell): the card, waiting.
    if (!missingAnswers)
      return (
        <AuthCard eyebrow={DONE_EYEBROW} title="Assessment Complete">
          <p role="status" className="text-muted">
            Loading…
          </p>
        </AuthCard>
      );
    return (
      <AuthCard eyebrow="Before you sign up" title={MISSING_ANSWERS_TOAST.title}>
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
        <Suspense fallback={null}>
          <CheckEmailPanel email={flow.sentTo} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <div className="relative mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-8 top-10 -z-10 h-64 rounded-full bg-gradient-neon opacity-15 blur-3xl"
      />
      <header className="max-w-2xl">
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{DONE_EYEBROW}</p>
        <h1 className="mt-2 text-3xl font-black leading-tight text-gradient sm:text-4xl">Assessment Complete</h1>
        <p className="mt-3 text-muted">
          Here is the plan your answers make. Save it to an account to start week 1, log your sessions and get each
          phase as a PDF.
        </p>
        {role ? (
          <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-neon-cyan/40 bg-neon-cyan/10 px-3 py-1 text-xs font-semibold text-neon-cyan">
            <span
              aria-hidden="true"
              className="h-1.5 w-1.5 rounded-full bg-neon-lime shadow-[0_0_8px_var(--color-neon-lime)]"
            />
            {planDisplayName(planName(role))}
          </p>
        ) : null}
        <div className="mt-5">
          <Button variant="hero" size="lg" className="w-full sm:w-auto" onClick={goToForm}>
            Save my plan
          </Button>
        </div>
      </header>

      <div className="mt-10">
        <Suspense fallback={<PreviewSkeleton />}>
          <PlanPreview query={preview} />
        </Suspense>
      </div>

      <section
        id="save-my-plan"
        aria-labelledby="save-my-plan-heading"
        className="card-glow relative mx-auto mt-12 max-w-md scroll-mt-24 overflow-hidden p-6 sm:p-8"
      >
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-neon" />
        <h2 id="save-my-plan-heading" className="text-2xl font-black leading-tight text-gradient sm:text-3xl">
          Save my plan
        </h2>
        <p className="mt-3 text-sm text-muted">
          Create your account to keep this plan. We e-mail you a link to confirm your address; your plan is waiting when
          you follow it.
        </p>
        <div className="mt-6">
          <SignUpForm
            mismatchMessage="Passwords do not match"
            pending={flow.pending}
            onSubmit={(values) => {
              void loadCheckEmailPanel().catch(() => {}); // the panel then shows without a wait
              return flow.submit(values);
            }}
          />
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          Already have an account?{" "}
          <Link to="/auth" className="font-semibold text-neon-cyan underline-offset-4 hover:underline">
            Login here
          </Link>
        </p>
      </section>
    </div>
  );
}

/**
 * "Save my plan" goes to the form and puts the caret in its first field, so a keyboard user
 * types next rather than tabbing through the whole preview.
 */
function goToForm() {
  const first = document.querySelector<HTMLElement>("#save-my-plan input");
  document.getElementById("save-my-plan")?.scrollIntoView({ block: "start" });
  if (!first) return;
  first.focus({ preventScroll: true });
}
