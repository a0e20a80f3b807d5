import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { numberOrNull } from "../draft.ts";
import { RpePicker } from "./rpe-picker.tsx";

/** "Finish session": how hard the whole session was (CR-10) and how long it took. Load = sRPE × minutes. */
export function FinishForm({
  defaultMinutes,
  errors,
  onSubmit,
  onCancel,
}: {
  defaultMinutes: number;
  errors: Record<string, string>;
  onSubmit: (rpe: number, minutes: number) => void;
  onCancel: () => void;
}) {
  const [rpe, setRpe] = useState<number | null>(null);
  const [minutes, setMinutes] = useState(String(defaultMinutes));
  const [local, setLocal] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  // Braces: Chromium's scrollIntoView now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    void ref.current?.querySelector<HTMLElement>("legend")?.scrollIntoView({ block: "center" });
  }, []);

  function handle(e: FormEvent) {
    e.preventDefault();
    if (rpe === null) return setLocal("Rate the session from 0 (rest) to 10 (maximal).");
    setLocal(null);
    onSubmit(rpe, numberOrNull(minutes) ?? Number.NaN);
  }
  const rpeError = local ?? errors.sessionRpe;
  return (
    <form ref={ref} onSubmit={handle} aria-label="Finish session" className="card-glow space-y-4 p-4" noValidate>
      <h3 className="text-lg font-bold text-fg">Finish session</h3>
      <RpePicker
        name="session-rpe"
        value={rpe}
        onChange={(v) => {
          setRpe(v);
          setLocal(null);
        }}
        error={rpeError}
      />
      <div>
        <label htmlFor="session-minutes" className="text-sm font-semibold text-fg">
          Minutes, warm-up included
        </label>
        <input
          id="session-minutes"
          inputMode="numeric"
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          aria-invalid={errors.minutes ? true : undefined}
          aria-describedby={errors.minutes ? "session-minutes-error" : undefined}
          className="mt-1 block h-12 w-32 rounded-lg border border-border bg-bg px-3 text-lg text-fg focus:border-neon-cyan"
        />
        {errors.minutes ? (
          <p id="session-minutes-error" className="mt-1 text-sm font-semibold text-danger">
            {errors.minutes}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="hero" size="xl" className="w-full sm:w-auto">
          Save session
        </Button>
        <Button variant="ghost" size="lg" className="h-12" onClick={onCancel}>
          Back to the sets
        </Button>
      </div>
    </form>
  );
}
