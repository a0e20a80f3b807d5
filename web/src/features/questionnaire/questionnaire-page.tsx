import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "#web/app/nav.tsx";
import { QUESTIONNAIRE_STEPS, isStepValid, type QuestionnaireDraft } from "#domain/questionnaire-form";
import { Button } from "#web/components/ui/button.tsx";
import { QuestionnaireProgress } from "./questionnaire-progress.tsx";
import { preloadLaterSteps, QuestionStep } from "./question-step.tsx";
import { accountPlan, clearLocalAnswers, isSignedIn, storeAnswersLocally } from "./complete-questionnaire.ts";
import { loadValidation, type Measurement, type MeasurementErrors } from "./measurements.ts";
import { useQuestionnaireDraft } from "./use-questionnaire-draft.ts";
import type { Retake } from "./use-retake.ts";

type RetakeModule = typeof import("./retake-part.tsx");

/** /cricket-questionnaire: 10 steps, Next gated per step (spec §4, §5), Complete saves and moves on. */
export default function QuestionnairePage() {
  const navigate = useNavigate();
  const { step, draft, update, goTo, load, hadDraft } = useQuestionnaireDraft();
  // Retaking while signed in (issue #16): its code arrives after hydration (retake-part.tsx), once
  // the server says a session exists; a visitor taking it for the first time never fetches it
  // (issue #13, decision 0118). Complete asks the server again before saving (below).
  const [retakeUi, setRetakeUi] = useState<RetakeModule | null>(null);
  const [retake, setRetake] = useState<Retake>({ plan: null, prefilled: false });
  useEffect(() => {
    let live = true;
    isSignedIn()
      .then((signedIn) => (signedIn ? import("./retake-part.tsx") : null))
      .then(
        (m) => live && m && setRetakeUi(m),
        (err: unknown) => console.error("Could not load the retake; the questionnaire starts empty.", err),
      );
    return () => {
      live = false;
    };
  }, []);
  // Retaking with a plan: Complete first asks whether to replace it (issue #16).
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<MeasurementErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);

  // A new step: put focus on its question (not on first load, where the page heading leads).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    setConfirming(false);
  }, [step]);

  const last = step === QUESTIONNAIRE_STEPS;
  const canContinue = isStepValid(step, draft) && !saving;

  // The saving rules (zod) arrive with the first answer; a failed fetch says so where the form speaks.
  const validation = () =>
    loadValidation().catch((err: unknown) => {
      setFormError("Part of this form could not load. Check your connection and try again.");
      throw err;
    });

  const change: typeof update = (key, value) => {
    update(key, value);
    setFormError(null);
    setConfirming(false);
    // Once a measurement has been refused, re-check it as it is corrected.
    const field = key as string;
    if ((field === "height" || field === "weight") && errors[field]) {
      void validation().then((v) => setErrors((e) => ({ ...e, [field]: v.measurementError(field, value as string) })));
    } else void loadValidation().catch(() => {});
    preloadLaterSteps();
  };

  const blurMeasurement = (field: Measurement) => {
    const value = draft[field];
    if (value.trim() === "") return;
    void validation().then((v) => setErrors((e) => ({ ...e, [field]: v.measurementError(field, value) })));
  };

  const back = () => {
    setFormError(null);
    if (step === 1) navigate("/cricket");
    else goTo(step - 1);
  };

  const complete = async (d: QuestionnaireDraft, confirmed = false) => {
    const { validateDraft, measurementErrors } = await validation();
    const result = validateDraft(d);
    if (!result.ok) {
      if (result.field === "height" || result.field === "weight") setErrors(measurementErrors(d.height, d.weight));
      else setFormError(result.message);
      goTo(result.step);
      return;
    }
    if (retake.plan && !confirmed) {
      setConfirming(true);
      return;
    }
    if (!confirmed && (await isSignedIn())) {
      // The page's copy of the account may not have arrived yet (Complete pressed at once): ask
      // the server, so a plan is never replaced without the question.
      const plan = await accountPlan();
      if (plan) {
        setRetakeUi(retakeUi ?? (await import("./retake-part.tsx")));
        setRetake((r) => ({ ...r, plan }));
        setConfirming(true);
        return;
      }
    }
    setSaving(true);
    try {
      storeAnswersLocally(result.answers);
    } catch {
      setSaving(false);
      setFormError("Your browser would not let us keep your answers. Allow site storage and try again.");
      return;
    }
    if (!(await isSignedIn())) {
      navigate("/cricket-signup");
      return;
    }
    // Signed in: the account takes the answers and a new plan (spec §2 "Questionnaire finish", §8).
    // The API client and the toasts come now, not with the page (decision 0118); their toast shows
    // on the page it leads to (its toaster loads there).
    let toast: typeof import("#web/lib/toast.ts").toast;
    let saveQuestionnaire: typeof import("#web/lib/save-questionnaire.ts").saveQuestionnaire;
    try {
      [{ toast }, { saveQuestionnaire }] = await Promise.all([
        import("#web/lib/toast.ts"),
        import("#web/lib/save-questionnaire.ts"),
      ]);
    } catch {
      setSaving(false);
      setFormError("Part of this form could not load. Check your connection and try again.");
      return;
    }
    try {
      await saveQuestionnaire(result.answers);
      clearLocalAnswers(); // the server holds them now
      toast.success("Questionnaire saved successfully!");
      navigate("/profile");
    } catch (err) {
      // The sign-up page tries the save again for a signed-in athlete (signup-page.tsx): the same
      // id makes a second failure replace this toast rather than stack a copy.
      toast.error(`Failed to save questionnaire: ${err instanceof Error ? err.message : "please try again"}`, {
        id: "questionnaire-save-failed",
      });
      navigate("/cricket-signup");
    }
  };

  const advance = async () => {
    if (step === 3) {
      // The gate only asks for non-empty values; the ranges are checked here, where they were typed.
      const found = (await validation()).measurementErrors(draft.height, draft.weight);
      setErrors(found);
      if (found.height || found.weight) return;
    }
    if (last) await complete(draft);
    else goTo(step + 1);
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (!canContinue) return;
    advance().catch(() => {}); // a failed load already said so (formError)
  };

  return (
    <section className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-14 sm:pb-24">
      <header className="mb-8 text-center sm:mb-10">
        <p className="mb-3 text-xs font-semibold tracking-[0.3em] text-neon-lime uppercase">
          Cricket · Athlete assessment
        </p>
        <h1 className="text-2xl font-black text-balance text-gradient sm:text-4xl">Build Your Performance Plan</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Ten quick questions. Your answers shape a plan built around your role, body and goals.
        </p>
      </header>

      {retakeUi && <retakeUi.RetakeWatcher hadDraft={hadDraft} load={load} onChange={setRetake} />}
      {retakeUi && retake.plan && <retakeUi.RetakeNotice plan={retake.plan} prefilled={retake.prefilled} />}

      <QuestionnaireProgress step={step} />

      {/* overflow-clip, not hidden: the card's glow reaches past its edge, and a hidden overflow is
          still a scroll box that focus or scrollIntoView slid sideways (the retake e2e saw 96 px). */}
      <form ref={formRef} onSubmit={next} noValidate className="relative card-glow overflow-clip p-5 sm:p-8">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-px bg-gradient-neon opacity-80" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-48 w-48 rounded-full bg-neon-violet/20 blur-3xl"
        />

        <QuestionStep
          step={step}
          draft={draft}
          update={change}
          measurementErrors={errors}
          onMeasurementBlur={blurMeasurement}
          headingRef={headingRef}
        />

        {formError && (
          <p
            role="alert"
            className="mt-6 rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
          >
            {formError}
          </p>
        )}

        {confirming && retake.plan && retakeUi && (
          <retakeUi.ReplacePlanConfirm
            plan={retake.plan}
            saving={saving}
            onConfirm={() => void complete(draft, true).catch(() => {})}
            onCancel={() => {
              setConfirming(false);
              formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
            }}
          />
        )}

        <div className="mt-8 flex gap-3 border-t border-border pt-6 sm:justify-between">
          <Button type="button" variant="outline" size="lg" onClick={back} className="flex-1 sm:flex-none sm:min-w-32">
            <span aria-hidden="true">←</span> Back
          </Button>
          <Button
            type="submit"
            variant="hero"
            size="lg"
            disabled={!canContinue}
            className="flex-1 sm:flex-none sm:min-w-40"
          >
            {last ? "Complete" : "Next"} {!last && <span aria-hidden="true">→</span>}
          </Button>
        </div>
      </form>
    </section>
  );
}
