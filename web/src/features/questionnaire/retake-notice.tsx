import { useEffect, useRef } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { planDate } from "./retake.ts";

interface Plan {
  planName: string;
  createdAt: string;
}

/** Above the form while retaking: where the answers came from, and that nothing changes until saved. */
export function RetakeNotice({ plan, prefilled }: { plan: Plan; prefilled: boolean }) {
  return (
    <div
      role="note"
      className="mb-6 flex gap-3 rounded-xl border border-neon-cyan/40 bg-neon-cyan/5 px-4 py-3 text-sm text-fg shadow-[0_0_20px_rgb(34_211_238/0.12)]"
    >
      <svg viewBox="0 0 24 24" className="icon mt-0.5 h-5 w-5 shrink-0 text-neon-cyan" aria-hidden="true">
        <path d="M3 12a9 9 0 1 0 3-6.7M3 4v5h5" />
      </svg>
      <p>
        <strong className="font-semibold">Retaking your questionnaire.</strong>{" "}
        {prefilled ? "Your saved answers are filled in: change what is different now. " : ""}
        Nothing changes until you save; saving builds a new plan in place of{" "}
        <span className="font-semibold text-neon-cyan">{plan.planName}</span>.
      </p>
    </div>
  );
}

interface ConfirmProps {
  plan: Plan;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last step's confirm (issue #16): said in the page, before anything is saved, not in a
 * browser dialog. Focus moves to its question, so a screen reader hears it first; "Keep my plan"
 * goes back to the form with nothing saved.
 */
export function ReplacePlanConfirm({ plan, saving, onConfirm, onCancel }: ConfirmProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // preventScroll: the form clips its glow (overflow hidden), and a focus scroll would slide its
  // content sideways; the question appears where Complete was pressed, already in view.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);
  const since = planDate(plan.createdAt);
  return (
    <section
      aria-labelledby="replace-plan-heading"
      className="mt-8 rounded-xl border border-neon-magenta/50 bg-neon-magenta/5 p-5 shadow-glow-magenta sm:p-6"
    >
      <h2 id="replace-plan-heading" ref={headingRef} tabIndex={-1} className="text-lg font-black text-fg">
        Replace your current plan?
      </h2>
      <p className="mt-2 text-sm text-muted">
        Saving these answers builds a new 8-week plan. It replaces your current plan,{" "}
        <span className="font-semibold text-fg">{plan.planName}</span>
        {since ? ` (made ${since})` : ""}, on your dashboard, your schedule and Today.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={saving}>
          Keep my plan
        </Button>
        <Button type="button" variant="accent" size="lg" onClick={onConfirm} disabled={saving}>
          {saving ? "Saving..." : "Save and replace plan"}
        </Button>
      </div>
    </section>
  );
}
