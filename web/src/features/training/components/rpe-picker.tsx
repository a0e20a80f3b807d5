import { CR10_WORDS } from "#domain/training/log-values";

/** The scale as points with their words (the point is the key: the scale never reorders). */
const POINTS = CR10_WORDS.map((words, rpe) => ({ rpe, words }));
import { cn } from "#web/lib/cn.ts";

/** Session RPE on the CR-10 scale: 0-10 as radio buttons, each with its words (Foster et al. 2001). */
export function RpePicker({
  name,
  value,
  onChange,
  error,
  legend = "How hard was the whole session?",
}: {
  name: string;
  value: number | null;
  onChange: (v: number) => void;
  error?: string;
  legend?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <p className="text-xs text-muted">0 = rest, 10 = maximal (the CR-10 scale)</p>
      <div className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {POINTS.map(({ rpe, words }) => (
          <label
            key={rpe}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan",
              value === rpe ? "border-neon-magenta bg-neon-magenta/15 text-fg" : "border-border bg-surface text-fg/90",
            )}
          >
            <input
              type="radio"
              name={name}
              value={rpe}
              checked={value === rpe}
              onChange={() => onChange(rpe)}
              className="sr-only"
            />
            <span className="font-display text-base font-black text-neon-magenta tabular-nums">{rpe}</span>
            <span>{words}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
