import { useId, type Ref } from "react";
import { MAX_INJURY_LENGTH, type InjuryDetail } from "#domain/questionnaire-form";
import { cn } from "#web/lib/cn.ts";
import { InjuryPicker } from "./injury-picker.tsx";
import { StepHeading, StepHint } from "./step-heading.tsx";

interface Props {
  value: string;
  onChange: (value: string) => void;
  details: InjuryDetail[];
  onDetailsChange: (value: InjuryDetail[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Step 8: optional free text, at most 1000 characters, with a live counter (spec §5), and beside
 * it the optional structured picker (issue #10). Nothing here is required: Next stays enabled.
 */
export default function InjuriesStep({ value, onChange, details, onDetailsChange, headingRef }: Props) {
  const id = useId();
  const near = value.length >= MAX_INJURY_LENGTH * 0.9;
  return (
    <div>
      <StepHeading ref={headingRef}>Any injuries we should know about?</StepHeading>
      <StepHint>Optional. Past or current injuries, niggles, surgeries: we'll steer your plan around them.</StepHint>
      <label htmlFor={`${id}-injuries`} className="mt-6 mb-2 block font-semibold text-fg">
        Injury history <span className="font-normal text-muted">(optional)</span>
      </label>
      <textarea
        id={`${id}-injuries`}
        name="injuries"
        rows={6}
        maxLength={MAX_INJURY_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count`}
        placeholder="e.g. Lower back stiffness after long bowling spells; right ankle sprain last season."
        className="w-full resize-y rounded-xl border border-border bg-surface/80 px-4 py-3 text-base text-fg placeholder:text-muted/60 transition focus:border-neon-cyan focus:shadow-[0_0_18px_rgb(34_211_238/0.3)] focus:outline-none"
      />
      <p
        id={`${id}-count`}
        className={cn("mt-2 text-right font-mono text-sm", near ? "text-neon-magenta" : "text-muted")}
      >
        {value.length}/{MAX_INJURY_LENGTH} characters
      </p>
      <InjuryPicker value={details} onChange={onDetailsChange} />
    </div>
  );
}
