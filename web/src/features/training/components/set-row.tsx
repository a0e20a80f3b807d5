import type { Prescription } from "#domain/plan/types";
import { cn } from "#web/lib/cn.ts";
import type { SetDraft } from "../draft.ts";

/**
 * One set: a big "done" toggle (a real button, so Space and Enter tick it) and, for rep-based
 * work, the reps done and the load. Both optional: a tick alone is a logged set.
 */
export function SetRow({
  exercise,
  index,
  draft,
  error,
  onChange,
  onTick,
}: {
  exercise: Prescription;
  index: number;
  draft: SetDraft;
  error: string | undefined;
  onChange: (next: SetDraft) => void;
  onTick: (done: boolean) => void;
}) {
  const n = index + 1;
  const repsBased = exercise.dose.kind === "reps";
  const id = `${exercise.exerciseId}-${index}`;
  return (
    <li className="py-2">
      <div className="flex items-center gap-2 sm:gap-3">
        <button
          type="button"
          aria-pressed={draft.done}
          aria-label={`Set ${n} of ${exercise.name} done`}
          onClick={() => onTick(!draft.done)}
          className={cn(
            "flex h-14 min-w-[6.5rem] shrink-0 items-center justify-center gap-2 rounded-xl border-2 px-3 font-display text-sm font-bold uppercase tracking-wider transition-colors",
            draft.done
              ? "border-neon-lime bg-neon-lime text-bg shadow-glow-lime"
              : "border-neon-cyan/70 bg-surface text-fg hover:border-neon-cyan",
          )}
        >
          <span aria-hidden="true" className="text-lg leading-none">
            {draft.done ? "✓" : "○"}
          </span>
          Set {n}
        </button>
        {repsBased ? (
          <>
            <label className="flex min-w-0 flex-1 flex-col text-xs text-muted" htmlFor={`${id}-reps`}>
              Reps
              <input
                id={`${id}-reps`}
                inputMode="numeric"
                autoComplete="off"
                placeholder={exercise.dose.kind === "reps" ? String(exercise.dose.reps) : ""}
                value={draft.reps}
                onChange={(e) => onChange({ ...draft, reps: e.target.value })}
                aria-label={`Set ${n} reps`}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 h-11 w-full rounded-lg border border-border bg-bg px-2 text-base text-fg placeholder:text-muted/60 focus:border-neon-cyan"
              />
            </label>
            <label className="flex min-w-0 flex-1 flex-col text-xs text-muted" htmlFor={`${id}-kg`}>
              Load (kg)
              <input
                id={`${id}-kg`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="kg"
                value={draft.loadKg}
                onChange={(e) => onChange({ ...draft, loadKg: e.target.value })}
                aria-label={`Set ${n} load in kg`}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 h-11 w-full rounded-lg border border-border bg-bg px-2 text-base text-fg placeholder:text-muted/60 focus:border-neon-cyan"
              />
            </label>
          </>
        ) : (
          <span className="text-sm text-muted">{doseWords(exercise)}</span>
        )}
      </div>
      {error ? (
        <p className="mt-1 text-sm font-semibold text-danger" role="alert">
          Set {n}: {error}
        </p>
      ) : null}
    </li>
  );
}

function doseWords(e: Prescription): string {
  const d = e.dose;
  const side = d.perSide ? " each side" : "";
  if (d.kind === "time") return `${d.seconds} s${side}`;
  if (d.kind === "distance") return `${d.metres} m`;
  return `${d.reps} reps${side}`;
}
