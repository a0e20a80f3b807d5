import { type FormEvent, useState } from "react";
import { checkValue, FITNESS_TESTS, readValue, testById } from "#domain/fitness-tests/battery";
import type { NewResultInput } from "#domain/fitness-tests/schema";
import { Button } from "#web/components/ui/button.tsx";

const input =
  "mt-1 block h-12 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus:border-neon-cyan";

const hintFor = (id: string) => {
  const t = testById(id)!;
  return t.clock
    ? `Minutes and seconds, e.g. ${t.id === "plank" ? "1:30" : "7:45"}`
    : t.unit === "cm"
      ? "Centimetres, e.g. 195"
      : "Seconds, e.g. 3.12";
};

/**
 * Record one result (issue #17). The text is read by the battery's own rules here for a quick
 * answer ("745" for the 2 km is refused, not guessed) and sent as typed, so the server reads it by
 * the same rules; its message is shown when it refuses. Athletes still growing may add their
 * standing height, from which the growth rate is worked out.
 */
export function EntryForm({
  today,
  initialTest,
  growing,
  busy,
  serverError,
  onSubmit,
}: {
  today: string;
  initialTest: string;
  /** Offer the standing-height field (an age group still growing). */
  growing: boolean;
  busy: boolean;
  serverError: string | null;
  onSubmit: (r: NewResultInput) => Promise<boolean>;
}) {
  const [testId, setTestId] = useState(initialTest);
  const [date, setDate] = useState(today);
  const [text, setText] = useState("");
  const [height, setHeight] = useState("");
  const [error, setError] = useState<{ field: "date" | "value" | "height"; message: string } | null>(null);
  const shown = error ?? (serverError ? { field: "value" as const, message: serverError } : null);

  async function handle(e: FormEvent) {
    e.preventDefault();
    const test = testById(testId)!;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      return setError({ field: "date", message: "Pick the day you ran the test." });
    if (date > today)
      return setError({
        field: "date",
        message: "That date is in the future: record a test on or after the day you ran it.",
      });
    const read = readValue(test, text);
    const problem = read.error ?? checkValue(test, read.value!);
    if (problem) return setError({ field: "value", message: problem });
    // Plain decimals only: Number() alone would take "0xA0" as 160 cm and "1.6e2" as 160.
    const typed = height.trim().replace(",", ".");
    const cm = typed === "" ? null : /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
    if (cm !== null && !(cm >= 100 && cm <= 230))
      return setError({ field: "height", message: "Enter your standing height in centimetres, e.g. 165." });
    setError(null);
    if (await onSubmit({ testId, date, value: text.trim(), heightCm: cm })) setText("");
  }

  const errorId = (f: "date" | "value" | "height") => (shown?.field === f ? `fitness-${f}-error` : undefined);
  return (
    <form onSubmit={handle} aria-labelledby="entry-heading" className="card-glow space-y-4 p-5" noValidate>
      <h2 id="entry-heading" className="text-xl font-black text-fg">
        Record a result
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="fitness-test" className="text-sm font-semibold text-fg">
            Test
          </label>
          <select
            id="fitness-test"
            value={testId}
            onChange={(e) => {
              setTestId(e.target.value);
              setError(null);
            }}
            className={input}
          >
            {FITNESS_TESTS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="fitness-date" className="text-sm font-semibold text-fg">
            Date
          </label>
          <input
            id="fitness-date"
            type="date"
            value={date}
            max={today}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={shown?.field === "date" || undefined}
            aria-describedby={errorId("date")}
            className={`${input} [color-scheme:dark]`}
          />
        </div>
        <div>
          <label htmlFor="fitness-value" className="text-sm font-semibold text-fg">
            Result
          </label>
          <input
            id="fitness-value"
            inputMode={testById(testId)!.clock ? "text" : "decimal"}
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={shown?.field === "value" || undefined}
            aria-describedby={`fitness-value-hint${errorId("value") ? " fitness-value-error" : ""}`}
            className={input}
          />
          <p id="fitness-value-hint" className="mt-1 text-xs text-muted">
            {hintFor(testId)}
          </p>
        </div>
      </div>
      {growing ? (
        <div className="sm:max-w-xs">
          <label htmlFor="fitness-height" className="text-sm font-semibold text-fg">
            Standing height (cm, optional)
          </label>
          <input
            id="fitness-height"
            inputMode="decimal"
            autoComplete="off"
            value={height}
            onChange={(e) => setHeight(e.target.value)}
            aria-invalid={shown?.field === "height" || undefined}
            aria-describedby={`fitness-height-hint${errorId("height") ? " fitness-height-error" : ""}`}
            className={input}
          />
          <p id="fitness-height-hint" className="mt-1 text-xs text-muted">
            Shoes off, against a wall, e.g. 165.5: measured at each test, it shows how fast you are growing.
          </p>
        </div>
      ) : null}
      {shown ? (
        <p id={`fitness-${shown.field}-error`} role="alert" className="text-sm font-semibold text-danger">
          {shown.message}
        </p>
      ) : null}
      <Button type="submit" variant="hero" size="lg" disabled={busy}>
        {busy ? "Saving…" : "Save result"}
      </Button>
    </form>
  );
}
