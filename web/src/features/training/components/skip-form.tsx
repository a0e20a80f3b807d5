import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";

const QUICK = ["Ill", "Injured", "Match day", "No gym", "No time"];

/** "Skip" with a reason: a tap on a common one or free words. */
export function SkipForm({
  error,
  onSubmit,
  onCancel,
  label = "Skip this session",
}: {
  error: string | undefined;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  label?: string;
}) {
  const [reason, setReason] = useState("");
  const id = `skip-${label.replace(/\W+/g, "-").toLowerCase()}`;
  function handle(e: FormEvent) {
    e.preventDefault();
    onSubmit(reason.trim());
  }
  return (
    <form onSubmit={handle} aria-label={label} className="card-glow space-y-3 p-4" noValidate>
      <h3 className="text-lg font-bold text-fg">{label}</h3>
      <div className="flex flex-wrap gap-2">
        {QUICK.map((q) => (
          <button
            key={q}
            type="button"
            onClick={() => setReason(q)}
            aria-pressed={reason === q}
            className="min-h-11 rounded-full border border-border bg-surface px-3 text-sm text-fg aria-pressed:border-neon-cyan aria-pressed:text-neon-cyan"
          >
            {q}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          Reason
        </label>
        <input
          id={id}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block h-12 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus:border-neon-cyan"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="accent" size="lg" className="h-12 w-full sm:w-auto">
          Mark skipped
        </Button>
        <Button variant="ghost" size="lg" className="h-12" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
