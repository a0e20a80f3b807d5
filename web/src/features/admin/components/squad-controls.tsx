import { useId } from "react";
import { cn } from "#web/lib/cn.ts";
import { FILTERS, type Filter, SORTS, type Sort } from "../api/list-athletes.ts";

/**
 * The squad list's filters (toggle buttons: several may hold at once) and sort (issue #17).
 * Plain buttons and a native select: keyboard and screen readers work without extra code.
 */
export function SquadControls({
  filters,
  onFiltersChange,
  sort,
  onSortChange,
}: {
  filters: Filter[];
  onFiltersChange: (f: Filter[]) => void;
  sort: Sort;
  onSortChange: (s: Sort) => void;
}) {
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 font-display text-xs uppercase tracking-widest text-muted">Show only</legend>
        <div className="flex flex-wrap gap-2">
          {FILTERS.map((f) => {
            const on = filters.includes(f.value);
            return (
              <button
                key={f.value}
                type="button"
                aria-pressed={on}
                data-filter={f.value}
                onClick={() => onFiltersChange(on ? filters.filter((x) => x !== f.value) : [...filters, f.value])}
                className={cn(
                  "min-h-11 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors",
                  on
                    ? "border-neon-magenta bg-neon-magenta/15 text-fg shadow-glow"
                    : "border-border text-muted hover:border-neon-cyan hover:text-fg",
                )}
              >
                {f.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={sortId} className="font-display text-xs uppercase tracking-widest text-muted">
          Sort
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => onSortChange(e.target.value as Sort)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 text-sm text-fg"
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
