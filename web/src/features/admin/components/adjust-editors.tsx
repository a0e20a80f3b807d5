import { type FormEvent, useId, useState } from "react";
import type { Prescription } from "#domain/plan/types";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError, messageOf } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { type PlanChange, type RuleWarning, useApplyChange, useSwapOptions } from "../api/adjust-plan.ts";

/**
 * The coach's inline editors (issue #17): swap an exercise, edit its dose, note a session, move
 * the start. Each posts one change; the server checks it (an unsafe swap, a dose out of bounds)
 * and its message shows in the form, which stays open to correct. A change that breaks one of the
 * plan's rules (decision 0139) lists each rule; the coach confirms it with a reason, which the
 * athlete sees beside the change.
 */

const field =
  "h-11 w-full rounded-lg border border-border bg-bg px-3 text-fg focus-visible:border-neon-cyan focus-visible:outline-2";
const labelClass = "text-xs font-semibold uppercase tracking-wider text-muted";

interface Target {
  athleteId: string;
  week: number;
  day: number;
  onDone: () => void;
}

function useSubmit(athleteId: string, onDone: () => void, success: string) {
  const apply = useApplyChange(athleteId);
  const [error, setError] = useState<string | null>(null);
  const [rules, setRules] = useState<{ change: PlanChange; warnings: RuleWarning[] } | null>(null);
  const submit = (change: PlanChange) => {
    setError(null);
    apply.mutate(change, {
      onSuccess: () => {
        setRules(null);
        toast.success(success);
        onDone();
      },
      onError: (err) => {
        const warnings = err instanceof ApiError && err.code === "CONFIRM_WITH_REASON" ? warningsOf(err.body) : [];
        if (warnings.length) {
          setRules({ change, warnings });
          return;
        }
        setError(messageOf(err, "The change could not be saved. Please try again."));
      },
    });
  };
  const confirm = (reason: string) => {
    if (rules && (rules.change.kind === "dose" || rules.change.kind === "swap")) submit({ ...rules.change, reason });
  };
  return { submit, confirm, rules: rules?.warnings ?? null, error, pending: apply.isPending };
}

function warningsOf(body: unknown): RuleWarning[] {
  const w = (body as { warnings?: unknown } | null)?.warnings;
  return Array.isArray(w) ? w.filter((x): x is RuleWarning => typeof x?.rule === "string") : [];
}

/** The rules a change breaks, and the reason that confirms it. */
function ConfirmRules({
  rules,
  pending,
  onConfirm,
}: {
  rules: RuleWarning[] | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();
  if (!rules) return null;
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-2 rounded-lg border border-danger/60 bg-danger/10 p-3">
      <h4 id={`${id}-h`} className="text-sm font-bold text-fg">
        This change breaks {rules.length === 1 ? "a rule" : `${rules.length} rules`} of the plan
      </h4>
      <ul className="list-disc space-y-1 pl-5 text-sm text-fg" aria-label="Rules this change breaks">
        {rules.map((w) => (
          <li key={w.rule}>
            <span className="font-semibold">{w.rule}:</span> {w.detail}
          </li>
        ))}
      </ul>
      <label htmlFor={id} className={labelClass}>
        Your reason (the athlete sees it)
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={300}
        className={`${field} h-auto py-2`}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
      />
      {missing ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          Give a reason to make this change anyway.
        </p>
      ) : null}
      <Button
        type="button"
        variant="gaming"
        className="h-11"
        disabled={pending}
        onClick={() => (reason.trim() ? onConfirm(reason.trim()) : setMissing(true))}
      >
        {pending ? "Saving…" : "Confirm with this reason"}
      </Button>
    </section>
  );
}

function Actions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel?: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant="gaming" className="h-11" disabled={pending}>
        {pending ? "Saving…" : label}
      </Button>
      {onCancel ? (
        <Button type="button" variant="ghost" className="h-11" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

function Problem({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm font-semibold text-danger">
      {error}
    </p>
  ) : null;
}

export function SwapForm({ athleteId, week, day, onDone, slot }: Target & { slot: Prescription }) {
  const slotId = slot.coach?.originalExerciseId ?? slot.exerciseId;
  const options = useSwapOptions(athleteId, { week, day, exerciseId: slotId });
  const [to, setTo] = useState("");
  const { submit, confirm, rules, error, pending } = useSubmit(athleteId, onDone, "Exercise swapped");
  const id = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (to) submit({ kind: "swap", week, day, exerciseId: slotId, toExerciseId: to });
  };
  const list = options.data?.options ?? [];
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-3 rounded-lg border border-neon-cyan/40 bg-bg/70 p-3">
      <label htmlFor={id} className={labelClass}>
        Swap {slot.name} for
      </label>
      {options.isError ? <Problem error={messageOf(options.error, "Could not load the suggestions.")} /> : null}
      <select id={id} className={field} value={to} onChange={(e) => setTo(e.target.value)} required>
        <option value="">
          {options.isPending ? "Loading suggestions…" : `Choose (${list.length} suit this athlete)`}
        </option>
        {list.map((o) => (
          <option key={o.exerciseId} value={o.exerciseId}>
            {o.name}
            {o.samePattern ? " · same movement" : ""}
          </option>
        ))}
      </select>
      <p className="text-xs text-muted">
        Only exercises the athlete's equipment, age and injuries allow in week {week}, as the plan generator chooses.
      </p>
      <Problem error={error} />
      <ConfirmRules rules={rules} pending={pending} onConfirm={confirm} />
      <Actions pending={pending} label="Swap" onCancel={onDone} />
    </form>
  );
}

const amountOf = (p: Prescription) =>
  p.dose.kind === "reps" ? p.dose.reps : p.dose.kind === "time" ? p.dose.seconds : p.dose.metres;
const unitOf = (p: Prescription) => (p.dose.kind === "reps" ? "Reps" : p.dose.kind === "time" ? "Seconds" : "Metres");

export function DoseForm({ athleteId, week, day, onDone, slot }: Target & { slot: Prescription }) {
  const slotId = slot.coach?.originalExerciseId ?? slot.exerciseId;
  const [sets, setSets] = useState(String(slot.sets));
  const [amount, setAmount] = useState(String(amountOf(slot)));
  const [rpe, setRpe] = useState(String(slot.rpe));
  const { submit, confirm, rules, error, pending } = useSubmit(athleteId, onDone, "Dose changed");
  const id = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit({
      kind: "dose",
      week,
      day,
      exerciseId: slotId,
      sets: Number(sets),
      amount: Number(amount),
      rpe: Number(rpe),
    });
  };
  const input = (key: string, label: string, value: string, set: (v: string) => void, step = "1") => (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        step={step}
        className={field}
        value={value}
        onChange={(e) => set(e.target.value)}
        required
      />
    </div>
  );
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-3 rounded-lg border border-neon-cyan/40 bg-bg/70 p-3">
      <p className="text-sm font-semibold text-fg">Dose for {slot.name}</p>
      <div className="flex flex-wrap gap-3">
        {input("sets", "Sets", sets, setSets)}
        {input("amount", `${unitOf(slot)}${slot.dose.perSide ? " per side" : ""}`, amount, setAmount)}
        {input("rpe", "Effort (RPE)", rpe, setRpe, "0.5")}
      </div>
      <Problem error={error} />
      <ConfirmRules rules={rules} pending={pending} onConfirm={confirm} />
      <Actions pending={pending} label="Save dose" onCancel={onDone} />
    </form>
  );
}

export function NoteForm({ athleteId, week, day, onDone, current }: Target & { current: string | undefined }) {
  const [text, setText] = useState(current ?? "");
  const { submit, error, pending } = useSubmit(athleteId, onDone, text.trim() ? "Note saved" : "Note removed");
  const id = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit({ kind: "note", week, day, text });
      }}
      className="mt-3 space-y-2 rounded-lg border border-neon-cyan/40 bg-bg/70 p-3"
    >
      <label htmlFor={id} className={labelClass}>
        Note for week {week}, session {day}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        className={`${field} h-auto py-2`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="text-xs text-muted">Up to 500 characters. Leave empty to remove the note.</p>
      <Problem error={error} />
      <Actions pending={pending} label="Save note" onCancel={onDone} />
    </form>
  );
}

export function StartForm({ athleteId, current }: { athleteId: string; current: string }) {
  const [date, setDate] = useState(current);
  const { submit, error, pending } = useSubmit(athleteId, () => undefined, "Start date moved");
  const id = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit({ kind: "start", startDate: date });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="space-y-1">
        <label htmlFor={id} className={labelClass}>
          Week 1 starts
        </label>
        <input id={id} type="date" className={field} value={date} onChange={(e) => setDate(e.target.value)} required />
      </div>
      <Actions pending={pending} label="Move start date" />
      <div className="basis-full">
        <Problem error={error} />
      </div>
    </form>
  );
}
