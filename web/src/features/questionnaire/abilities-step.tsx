import type { Ref } from "react";
import { ABILITIES, type Ability, type QuestionnaireDraft } from "#domain/questionnaire-form";
import { cn } from "#web/lib/cn.ts";
import { StepHeading, StepHint } from "./step-heading.tsx";

/** The 1-5 scale (spec §9: 1 weak, 5 elite). 0 in the draft means "not rated yet". */
export const RATING_LABELS = ["Weak", "Developing", "Solid", "Strong", "Elite"] as const;

interface Props {
  abilities: QuestionnaireDraft["abilities"];
  onRate: (ability: Ability, rating: number) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Step 5: one radio group per ability, five big tappable ratings each. */
export function AbilitiesStep({ abilities, onRate, headingRef }: Props) {
  const rated = ABILITIES.filter((a) => abilities[a] > 0).length;
  return (
    <div>
      <StepHeading ref={headingRef}>Rate your current abilities</StepHeading>
      <StepHint>
        1 = weak, 5 = elite. Be honest: the plan starts where you are. <span className="text-fg">{rated}/5 rated</span>
      </StepHint>
      <div className="mt-6 space-y-4">
        {ABILITIES.map((ability) => (
          <AbilityRating
            key={ability}
            ability={ability}
            value={abilities[ability]}
            onRate={(n) => onRate(ability, n)}
          />
        ))}
      </div>
    </div>
  );
}

function AbilityRating({ ability, value, onRate }: { ability: Ability; value: number; onRate: (n: number) => void }) {
  return (
    <fieldset className="rounded-xl border border-border bg-surface/60 p-3 sm:p-4">
      <legend className="sr-only">{ability}</legend>
      <div className="mb-3 flex items-baseline justify-between" aria-hidden="true">
        <span className="font-semibold text-fg">{ability}</span>
        <span className={cn("text-sm", value ? "text-neon-cyan" : "text-muted")}>
          {value ? `${value} · ${RATING_LABELS[value - 1]}` : "Not rated"}
        </span>
      </div>
      <div className="grid grid-cols-5 gap-2">
        {RATING_LABELS.map((label, i) => {
          const n = i + 1;
          return (
            <label
              key={n}
              className={cn(
                "flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-lg border border-border bg-surface-2/60 py-1.5 transition-all",
                "hover:border-neon-violet/70",
                "has-checked:border-transparent has-checked:bg-gradient-neon has-checked:text-bg has-checked:shadow-glow",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-neon-cyan",
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`ability-${ability}`}
                value={n}
                aria-label={`${n} ${label}`}
                checked={value === n}
                onChange={() => onRate(n)}
              />
              <span className="font-display text-lg leading-none" aria-hidden="true">
                {n}
              </span>
              <span
                className="mt-1 hidden text-[0.65rem] tracking-wide uppercase opacity-80 sm:block"
                aria-hidden="true"
              >
                {label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
