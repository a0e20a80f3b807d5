import { QUESTIONNAIRE_STEPS } from "#domain/questionnaire-form";
import { ProgressBar } from "#web/components/ui/progress.tsx";

/** Step n of 10, as text and as an accessible progressbar (aria-valuenow = step). */
export function QuestionnaireProgress({ step }: { step: number }) {
  const percent = Math.round((step / QUESTIONNAIRE_STEPS) * 100);
  return (
    <div className="mb-6 sm:mb-8">
      <div className="mb-2 flex items-baseline justify-between text-sm">
        <p className="font-display text-xs tracking-widest text-neon-cyan uppercase sm:text-sm">
          Step {step} of {QUESTIONNAIRE_STEPS}
        </p>
        <p className="font-mono text-muted" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <ProgressBar
        value={step}
        max={QUESTIONNAIRE_STEPS}
        valueText={`Step ${step} of ${QUESTIONNAIRE_STEPS}`}
        aria-label="Questionnaire progress"
        className="relative h-2.5 overflow-hidden rounded-full bg-surface-2 ring-1 ring-border"
        indicatorClassName="h-full rounded-full bg-gradient-neon shadow-glow transition-[width] duration-500 ease-out"
        indicatorStyle={{ width: `${percent}%` }}
      />
    </div>
  );
}
