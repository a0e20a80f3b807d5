import type { Ref } from "react";
import { deferred } from "#web/components/layout/deferred.ts";
import {
  AGE_GROUPS,
  COMPETITION_LEVELS,
  EQUIPMENT,
  PRIMARY_ROLES,
  TRAINING_DURATIONS,
  TRAINING_FREQUENCIES,
  type QuestionnaireDraft,
} from "#domain/questionnaire-form";
import { AbilitiesStep } from "./abilities-step.tsx";
import { BodyStep } from "./body-step.tsx";
import { ChoiceStep } from "./choice-step.tsx";
import { GoalsStep } from "./goals-step.tsx";
import type { Measurement, MeasurementErrors } from "./measurements.ts";

type ChoiceField =
  | "ageGroup"
  | "competitionLevel"
  | "primaryRole"
  | "trainingFrequency"
  | "trainingDuration"
  | "equipment";

/** The single-choice steps: one question, one list from the domain, one field of the draft. */
const CHOICE_STEPS: Record<
  number,
  { field: ChoiceField; question: string; options: readonly string[]; hint?: string; art?: boolean }
> = {
  1: { field: "ageGroup", question: "What's your age group?", options: AGE_GROUPS },
  2: { field: "competitionLevel", question: "What level do you compete at?", options: COMPETITION_LEVELS },
  4: {
    field: "primaryRole",
    question: "What's your primary role?",
    hint: "Your role shapes everything: a fast bowler's week looks nothing like a wicketkeeper's.",
    options: PRIMARY_ROLES,
    // One figure per role (issue #16, decision 0104); decorative, the labels stay the spec's.
    art: true,
  },
  6: { field: "trainingFrequency", question: "How often can you train?", options: TRAINING_FREQUENCIES },
  7: { field: "trainingDuration", question: "How long can you train each day?", options: TRAINING_DURATIONS },
  10: { field: "equipment", question: "What equipment do you have access to?", options: EQUIPMENT },
};

// Step 8 (its body-region picker) is the largest step: its own chunk, fetched with the first
// answer (preloadLaterSteps), so the page's first load stays within budget (decision 0091).
const Injuries = deferred(() => import("./injuries-step.tsx"));
// The role step's figures likewise (about 1 KB): fetched with the first answer, drawn on step 4.
const RoleFigures = deferred(() => import("#web/components/art/role-figure.tsx"));
export const preloadLaterSteps = () => {
  Injuries.preload();
  RoleFigures.preload();
};

interface Props {
  step: number;
  draft: QuestionnaireDraft;
  update: <K extends keyof QuestionnaireDraft>(key: K, value: QuestionnaireDraft[K]) => void;
  measurementErrors: MeasurementErrors;
  onMeasurementBlur: (field: Measurement) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The form controls of one step (1-10). */
export function QuestionStep({ step, draft, update, measurementErrors, onMeasurementBlur, headingRef }: Props) {
  const InjuriesStep = Injuries.useComponent(step === 8);
  const RoleFigure = RoleFigures.useComponent(step === 4);
  const choice = CHOICE_STEPS[step];
  if (choice) {
    return (
      <ChoiceStep
        headingRef={headingRef}
        question={choice.question}
        hint={choice.hint}
        name={choice.field}
        options={choice.options}
        value={draft[choice.field]}
        art={
          choice.art
            ? (role: string) =>
                // Until the figures arrive, an empty box of their size: nothing moves when they do.
                RoleFigure ? (
                  <RoleFigure role={role} className="h-12 w-12 shrink-0 text-muted" />
                ) : (
                  <span aria-hidden="true" className="h-12 w-12 shrink-0" />
                )
            : undefined
        }
        // The option came from the domain list for this field, so it is a valid value of it.
        onChange={(v) => update(choice.field, v as QuestionnaireDraft[ChoiceField])}
      />
    );
  }
  switch (step) {
    case 3:
      return (
        <BodyStep
          headingRef={headingRef}
          height={draft.height}
          weight={draft.weight}
          errors={measurementErrors}
          onChange={(field, v) => update(field, v)}
          onBlur={onMeasurementBlur}
        />
      );
    case 5:
      return (
        <AbilitiesStep
          headingRef={headingRef}
          abilities={draft.abilities}
          onRate={(ability, n) => update("abilities", { ...draft.abilities, [ability]: n })}
        />
      );
    case 8:
      return (
        InjuriesStep && (
          <InjuriesStep
            headingRef={headingRef}
            value={draft.injuries}
            onChange={(v) => update("injuries", v)}
            details={draft.injuryDetails}
            onDetailsChange={(v) => update("injuryDetails", v)}
          />
        )
      );
    case 9:
      return <GoalsStep headingRef={headingRef} goals={draft.goals} onChange={(v) => update("goals", v)} />;
    default:
      return null;
  }
}
