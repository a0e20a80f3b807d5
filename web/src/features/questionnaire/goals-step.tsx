import type { Ref } from "react";
import { GOALS, MAX_GOALS, type Goal } from "#domain/questionnaire-form";
import { OptionCard } from "./option-card.tsx";
import { StepHeading, StepHint } from "./step-heading.tsx";

interface Props {
  goals: Goal[];
  onChange: (goals: Goal[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Step 9: one or two goals; once two are chosen the others are disabled (spec §5). */
export function GoalsStep({ goals, onChange, headingRef }: Props) {
  const full = goals.length >= MAX_GOALS;
  const toggle = (goal: Goal, checked: boolean) =>
    onChange(checked ? (full ? goals : [...goals, goal]) : goals.filter((g) => g !== goal));
  return (
    <fieldset aria-describedby="goals-count">
      <legend className="w-full">
        <StepHeading ref={headingRef}>What are your main goals?</StepHeading>
      </legend>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <StepHint>Choose one or two.</StepHint>
        <p
          id="goals-count"
          aria-live="polite"
          className="rounded-full border border-neon-violet/50 bg-neon-violet/10 px-3 py-1 font-mono text-sm text-fg"
        >
          Selected: {goals.length}/{MAX_GOALS}
        </p>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {GOALS.map((goal) => {
          const checked = goals.includes(goal);
          return (
            <OptionCard
              key={goal}
              type="checkbox"
              name="goals"
              value={goal}
              label={goal}
              checked={checked}
              disabled={full && !checked}
              onChange={(e) => toggle(goal, e.target.checked)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
