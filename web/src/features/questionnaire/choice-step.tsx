import { useId, type ReactNode, type Ref } from "react";
import { OptionCard } from "./option-card.tsx";
import { StepHeading, StepHint } from "./step-heading.tsx";

interface Props<T extends string> {
  question: string;
  hint?: string;
  name: string;
  options: readonly T[];
  value: T | "";
  onChange: (value: T) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Decorative artwork beside an option (the role step's figures): aria-hidden, so the label stays the option's text. */
  art?: (option: T) => ReactNode;
}

/** One question with a single answer: a fieldset of radio cards, the question as its legend. */
export function ChoiceStep<T extends string>({
  question,
  hint,
  name,
  options,
  value,
  onChange,
  headingRef,
  art,
}: Props<T>) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="w-full">
        <StepHeading ref={headingRef}>{question}</StepHeading>
      </legend>
      {hint && <StepHint id={hintId}>{hint}</StepHint>}
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <OptionCard
            key={option}
            type="radio"
            name={name}
            value={option}
            label={
              art ? (
                <span className="flex items-center gap-3">
                  {art(option)}
                  {option}
                </span>
              ) : (
                option
              )
            }
            checked={value === option}
            onChange={() => onChange(option)}
          />
        ))}
      </div>
    </fieldset>
  );
}
