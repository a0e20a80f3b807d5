import { type FormEvent, useState } from "react";
import type { CricketLog, LocalDate } from "#domain/training/log";
import { BOWLING_INTENSITIES, CRICKET_KINDS, oversToBalls } from "#domain/training/log-values";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { numberOrNull } from "../draft.ts";
import { fieldErrors } from "../field-errors.ts";
import { logSchemas } from "../log-schemas.ts";
import { RpePicker } from "./rpe-picker.tsx";

const KIND_LABEL: Record<(typeof CRICKET_KINDS)[number], string> = {
  match: "Match",
  nets: "Nets",
  training: "Training",
  other: "Other",
};

/**
 * Balls from what the athlete typed: "27" balls, or overs as "4.3" (4 overs and 3 balls; the part
 * after the dot is balls, 0-5). NaN when it cannot be read.
 */
export function ballsFrom(text: string, unit: "balls" | "overs"): number | null {
  const t = text.trim();
  if (t === "") return null;
  if (unit === "balls") return numberOrNull(t);
  const m = /^(\d+)(?:\.([0-5]))?$/.exec(t);
  if (!m) return Number.NaN;
  return oversToBalls(Number(m[1]), Number(m[2] ?? 0));
}

const input =
  "mt-1 block h-12 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus:border-neon-cyan";

/** "Log cricket": a match, nets or training, with what was bowled for bowlers (and anyone who wants). */
export function CricketLogForm({
  today,
  bowler,
  onSave,
  onCancel,
}: {
  today: LocalDate;
  bowler: boolean;
  onSave: (log: CricketLog) => void;
  onCancel: () => void;
}) {
  const [date, setDate] = useState(today);
  const [kind, setKind] = useState<CricketLog["kind"] | null>(null);
  const [minutes, setMinutes] = useState("");
  const [rpe, setRpe] = useState<number | null>(null);
  const [bowled, setBowled] = useState(bowler);
  const [unit, setUnit] = useState<"balls" | "overs">("overs");
  const [amount, setAmount] = useState("");
  const [spell, setSpell] = useState("");
  const [intensity, setIntensity] = useState<(typeof BOWLING_INTENSITIES)[number] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** An edited field's message goes: it described the old value. */
  const edited = (key: string) =>
    setErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));

  // Checked offline too (a day's cricket is logged wherever it was played): the schema is
  // precached with every chunk (log-schemas.ts).
  async function handle(e: FormEvent) {
    e.preventDefault();
    const candidate = {
      id: crypto.randomUUID(),
      date,
      kind,
      minutes: numberOrNull(minutes),
      sessionRpe: rpe,
      bowling: bowled ? { balls: ballsFrom(amount, unit), longestSpellBalls: ballsFrom(spell, unit), intensity } : null,
      editedAt: new Date().toISOString(),
    };
    const { CricketLogSchema } = await logSchemas();
    const parsed = CricketLogSchema.safeParse(candidate);
    // Text that is not a count at all (NaN) gets the form's own words for the unit in use.
    const unreadWords = unit === "overs" ? "Enter overs like 4.3 (4 overs and 3 balls)." : "Enter whole balls.";
    const unread = {
      "bowling.balls": bowled && Number.isNaN(candidate.bowling?.balls),
      "bowling.longestSpellBalls": bowled && Number.isNaN(candidate.bowling?.longestSpellBalls),
    };
    if (!parsed.success || unread["bowling.balls"] || unread["bowling.longestSpellBalls"]) {
      const errs = parsed.success ? {} : fieldErrors(parsed.error);
      for (const [key, isUnread] of Object.entries(unread)) if (isUnread) errs[key] = unreadWords;
      // A missing number reads as "expected number" in zod: say it in the form's words.
      if (candidate.minutes === null) errs.minutes = "Enter the minutes, 1 to 600.";
      if (bowled && candidate.bowling?.balls === null) errs["bowling.balls"] = "Enter the balls bowled, at least 1.";
      setErrors(errs);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  const err = (k: string) =>
    errors[k] ? (
      <p id={`cricket-${k.replace(".", "-")}-error`} className="mt-1 text-sm font-semibold text-danger">
        {errors[k]}
      </p>
    ) : null;
  const described = (k: string) => (errors[k] ? `cricket-${k.replace(".", "-")}-error` : undefined);

  return (
    <form onSubmit={handle} aria-labelledby="cricket-heading" className="card-glow space-y-4 p-5" noValidate>
      <h2 id="cricket-heading" className="text-xl font-black text-fg">
        Log cricket
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="cricket-date" className="text-sm font-semibold text-fg">
            Date
          </label>
          <input
            id="cricket-date"
            type="date"
            value={date}
            max={today}
            onChange={(e) => setDate(e.target.value)}
            aria-describedby={described("date")}
            className={cn(input, "[color-scheme:dark]")}
          />
          {err("date")}
        </div>
        <div>
          <label htmlFor="cricket-minutes" className="text-sm font-semibold text-fg">
            Minutes
          </label>
          <input
            id="cricket-minutes"
            inputMode="numeric"
            value={minutes}
            onChange={(e) => {
              setMinutes(e.target.value);
              edited("minutes");
            }}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={described("minutes")}
            className={input}
          />
          {err("minutes")}
        </div>
      </div>
      <Choice
        legend="What was it?"
        name="cricket-kind"
        options={CRICKET_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
        value={kind}
        onChange={(k) => {
          setKind(k);
          edited("kind");
        }}
        error={errors.kind && "Pick match, nets, training or other."}
      />
      <RpePicker
        name="cricket-rpe"
        value={rpe}
        onChange={(v) => {
          setRpe(v);
          edited("sessionRpe");
        }}
        error={errors.sessionRpe}
        legend="How hard was it?"
      />

      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-fg">
        <input
          type="checkbox"
          checked={bowled}
          onChange={(e) => setBowled(e.target.checked)}
          className="h-6 w-6 accent-[var(--color-neon-cyan)]"
        />
        I bowled
      </label>
      {bowled ? (
        <fieldset className="space-y-4 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-bold text-neon-cyan">Bowling</legend>
          <Choice
            legend="Count in"
            name="bowling-unit"
            options={[
              { value: "overs", label: "Overs (4.3)" },
              { value: "balls", label: "Balls" },
            ]}
            value={unit}
            onChange={setUnit}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="bowling-amount" className="text-sm font-semibold text-fg">
                {unit === "overs" ? "Overs bowled" : "Balls bowled"}
              </label>
              <input
                id="bowling-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  edited("bowling.balls");
                }}
                aria-invalid={errors["bowling.balls"] ? true : undefined}
                aria-describedby={described("bowling.balls")}
                className={input}
              />
              {err("bowling.balls")}
            </div>
            <div>
              <label htmlFor="bowling-spell" className="text-sm font-semibold text-fg">
                Longest spell ({unit}, optional)
              </label>
              <input
                id="bowling-spell"
                inputMode="decimal"
                value={spell}
                onChange={(e) => {
                  setSpell(e.target.value);
                  edited("bowling.longestSpellBalls");
                }}
                aria-invalid={errors["bowling.longestSpellBalls"] ? true : undefined}
                aria-describedby={described("bowling.longestSpellBalls")}
                className={input}
              />
              {err("bowling.longestSpellBalls")}
            </div>
          </div>
          <Choice
            legend="Intensity"
            name="bowling-intensity"
            options={BOWLING_INTENSITIES.map((i) => ({ value: i, label: i[0]!.toUpperCase() + i.slice(1) }))}
            value={intensity}
            onChange={(i) => {
              setIntensity(i);
              edited("bowling.intensity");
            }}
            error={errors["bowling.intensity"]}
          />
        </fieldset>
      ) : null}
      {errors.bowling ? <p className="text-sm font-semibold text-danger">{errors.bowling}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="hero" size="lg" className="h-12 w-full sm:w-auto">
          Save cricket
        </Button>
        <Button variant="ghost" size="lg" className="h-12" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: Array<{ value: T; label: string }>;
  value: T | null;
  onChange: (v: T) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan",
              value === o.value
                ? "border-neon-cyan bg-neon-cyan/15 text-neon-cyan"
                : "border-border bg-surface text-fg/90",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
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
