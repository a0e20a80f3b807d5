import { useId, type ReactNode } from "react";
import {
  INJURY_RECENCIES,
  INJURY_RECENCY_LABELS,
  INJURY_REGIONS,
  INJURY_REGION_HINTS,
  INJURY_REGION_LABELS,
  type InjuryDetail,
  type InjuryRegion,
} from "#domain/questionnaire-form";
import { cn } from "#web/lib/cn.ts";

interface Props {
  value: InjuryDetail[];
  onChange: (value: InjuryDetail[]) => void;
}

/**
 * A newly picked region starts as the cautious answer (hurting now, not cleared): the plan then
 * protects it until the athlete says otherwise (docs/decisions/0033).
 */
const NEW_DETAIL = { recency: "current", cleared: false } as const;

/** Kept in the domain list's order, whatever order they were picked in, so the summary reads the same every time. */
const ordered = (list: InjuryDetail[]) =>
  [...list].sort((a, b) => INJURY_REGIONS.indexOf(a.region) - INJURY_REGIONS.indexOf(b.region));

/**
 * Step 8's optional structured picker (issue #10), beside the free text: body regions as real
 * checkboxes, then for each picked region two radio groups (how recent, cleared by a physio).
 */
export function InjuryPicker({ value, onChange }: Props) {
  const id = useId();
  const picked = new Map(value.map((d) => [d.region, d]));
  const toggle = (region: InjuryRegion, on: boolean) =>
    onChange(
      ordered(
        on
          ? [...value.filter((d) => d.region !== region), { region, ...NEW_DETAIL }]
          : value.filter((d) => d.region !== region),
      ),
    );
  const set = (region: InjuryRegion, patch: Partial<InjuryDetail>) =>
    onChange(value.map((d) => (d.region === region ? { ...d, ...patch } : d)));

  return (
    <div className="mt-8 border-t border-border pt-6">
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="font-semibold text-fg">
          Where is or was the injury? <span className="font-normal text-muted">(optional, pick any that apply)</span>
        </legend>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          Picking the body region helps us adapt the exercises that load it. Leave it blank if you have no injuries.
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {INJURY_REGIONS.map((region) => {
            const hint = INJURY_REGION_HINTS[region];
            return (
              <label
                key={region}
                className={cn(
                  "relative flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface/70 px-3 py-2 text-sm transition-all duration-200",
                  "hover:border-neon-magenta/60 hover:bg-surface-2",
                  "has-checked:border-neon-magenta has-checked:bg-neon-magenta/10 has-checked:shadow-[0_0_18px_rgb(232_121_249/0.28)]",
                  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-neon-cyan",
                )}
              >
                <input
                  type="checkbox"
                  name="injuryRegions"
                  value={region}
                  checked={picked.has(region)}
                  onChange={(e) => toggle(region, e.target.checked)}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className="flex h-5 w-5 shrink-0 items-center justify-center rounded-md border-2 border-muted/60 transition-colors after:text-xs after:font-bold after:text-bg after:opacity-0 after:content-['✓'] peer-checked:border-neon-magenta peer-checked:bg-neon-magenta peer-checked:after:opacity-100"
                />
                <span className="min-w-0 leading-tight">
                  <span className="block font-semibold text-fg">{INJURY_REGION_LABELS[region]}</span>
                  {hint && <span className="block text-xs text-muted">{hint}</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {value.length > 0 && (
        <ul className="mt-5 grid gap-3" aria-label="Your injured regions">
          {ordered(value).map((d) => (
            <li key={d.region}>
              <RegionDetails detail={d} onSet={(patch) => set(d.region, patch)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RegionDetails({ detail, onSet }: { detail: InjuryDetail; onSet: (patch: Partial<InjuryDetail>) => void }) {
  const label = INJURY_REGION_LABELS[detail.region];
  const name = `injury-${detail.region.replace(/[^a-z]+/g, "-")}`;
  return (
    <fieldset className="rounded-xl border border-neon-magenta/40 bg-gradient-to-br from-neon-magenta/10 via-surface/80 to-surface/80 p-4 shadow-[0_0_22px_rgb(232_121_249/0.12)]">
      <legend className="rounded-full border border-neon-magenta/60 bg-bg px-3 py-0.5 text-sm font-bold text-fg">
        {label}
      </legend>
      <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-fg">
            How recent? <span className="sr-only">({label})</span>
          </legend>
          <div className="grid gap-2">
            {INJURY_RECENCIES.map((r) => (
              <Pill
                key={r}
                name={`${name}-recency`}
                checked={detail.recency === r}
                onChange={() => onSet({ recency: r })}
              >
                {INJURY_RECENCY_LABELS[r]}
              </Pill>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-fg">
            Cleared by a physiotherapist? <span className="sr-only">({label})</span>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
            <Pill name={`${name}-cleared`} checked={detail.cleared} onChange={() => onSet({ cleared: true })}>
              Yes, cleared
            </Pill>
            <Pill name={`${name}-cleared`} checked={!detail.cleared} onChange={() => onSet({ cleared: false })}>
              No / not seen
            </Pill>
          </div>
        </fieldset>
      </div>
    </fieldset>
  );
}

/** A real radio in a compact tappable pill (arrow keys move within its group, as native radios do). */
function Pill({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-border bg-bg/60 px-3 py-2 text-sm text-fg transition-colors",
        "hover:border-neon-cyan/60",
        "has-checked:border-neon-cyan has-checked:bg-neon-cyan/10",
        "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-neon-cyan",
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="peer sr-only" />
      <span
        aria-hidden="true"
        className="flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 border-muted/60 after:h-1.5 after:w-1.5 after:rounded-full after:bg-bg after:opacity-0 peer-checked:border-neon-cyan peer-checked:bg-neon-cyan peer-checked:after:opacity-100"
      />
      <span className="leading-tight">{children}</span>
    </label>
  );
}
