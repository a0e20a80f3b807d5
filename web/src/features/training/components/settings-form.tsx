import { type FormEvent, useState } from "react";
import type { Program } from "#domain/plan/types";
import type { TrainingSettings } from "#domain/training/log";
import { checkWeekdays } from "#domain/training/schedule";
import { Button } from "#web/components/ui/button.tsx";
import { messageOf } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { saveSettings } from "../api/save-settings.ts";
import { WEEKDAY_NAMES } from "../dates.ts";
import { logSchemas, useLogSchemas } from "../log-schemas.ts";

/**
 * When week 1 starts and which weekdays the athlete trains. The days are checked as they are
 * picked (checkWeekdays: as many as the plan's sessions a week; juniors never back to back).
 */
export function SettingsForm({
  program,
  settings,
  firstTime,
  online,
  onSaved,
  onCancel,
}: {
  program: Program;
  settings: TrainingSettings;
  firstTime: boolean;
  online: boolean;
  onSaved: (s: TrainingSettings) => void;
  onCancel?: () => void;
}) {
  const [startDate, setStartDate] = useState(settings.startDate);
  const [weekdays, setWeekdays] = useState<number[]>(settings.weekdays);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const n = program.profile.sessionsPerWeek;
  const daysMessage = checkWeekdays(weekdays, { sessionsPerWeek: n, ageGroup: program.profile.ageGroup });
  // Checked as it is typed once the schema is in (a moment after the form shows).
  const dateCheck = useLogSchemas()?.LocalDateSchema.safeParse(startDate);
  const dateMessage =
    !dateCheck || dateCheck.success ? null : (dateCheck.error.issues[0]?.message ?? "Pick a start date.");

  async function handle(e: FormEvent) {
    e.preventDefault();
    const { LocalDateSchema } = await logSchemas();
    if (daysMessage || !LocalDateSchema.safeParse(startDate).success) return;
    setSaving(true);
    setServerError(null);
    try {
      const sorted = [...weekdays].sort((a, b) => a - b);
      const saved = await saveSettings({ startDate, weekdays: sorted });
      onSaved(saved.settings);
    } catch (err) {
      setServerError(messageOf(err, "Your training days were not saved. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={handle} aria-labelledby="settings-heading" className="card-glow space-y-4 p-5" noValidate>
      <div>
        <h2 id="settings-heading" className="text-xl font-black text-fg">
          {firstTime ? "Start your plan" : "Training days"}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {firstTime
            ? `Pick the day week 1 starts and the ${n} days a week you train. We suggest your plan's own days.`
            : `Your plan has ${n} sessions a week.`}
        </p>
      </div>
      <div>
        <label htmlFor="start-date" className="text-sm font-semibold text-fg">
          Week 1 starts on
        </label>
        <input
          id="start-date"
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          aria-invalid={dateMessage ? true : undefined}
          aria-describedby={dateMessage ? "start-date-error" : undefined}
          className="mt-1 block h-12 w-full max-w-xs rounded-lg border border-border bg-bg px-3 text-base text-fg [color-scheme:dark] focus:border-neon-cyan"
        />
        {dateMessage ? (
          <p id="start-date-error" className="mt-1 text-sm font-semibold text-danger">
            {dateMessage}
          </p>
        ) : null}
      </div>
      <fieldset aria-describedby="weekdays-message">
        <legend className="text-sm font-semibold text-fg">Training days</legend>
        <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
          {WEEKDAY_NAMES.map((name, i) => {
            const day = i + 1;
            const on = weekdays.includes(day);
            return (
              <label
                key={name}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan",
                  on ? "border-neon-cyan bg-neon-cyan/15 text-neon-cyan" : "border-border bg-surface text-fg/90",
                )}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() => setWeekdays(on ? weekdays.filter((d) => d !== day) : [...weekdays, day])}
                />
                <span aria-hidden="true">{name.slice(0, 3)}</span>
                <span className="sr-only">{name}</span>
              </label>
            );
          })}
        </div>
        <p
          id="weekdays-message"
          aria-live="polite"
          className={cn("mt-2 text-sm", daysMessage ? "font-semibold text-danger" : "text-muted")}
        >
          {daysMessage ?? `${weekdays.length} days picked.`}
        </p>
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {serverError}
        </p>
      ) : null}
      {!online ? <p className="text-sm text-muted">You are offline: connect to save your training days.</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          type="submit"
          variant="hero"
          size="lg"
          className="h-12 w-full sm:w-auto"
          disabled={saving || !online || !!daysMessage || !!dateMessage}
        >
          {saving ? "Saving…" : firstTime ? "Start my plan" : "Save training days"}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="lg" className="h-12" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
