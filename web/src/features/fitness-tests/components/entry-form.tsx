import { type FormEvent, useState } from "react";
import { checkValue, FITNESS_TESTS, parseValue, testById } from "#domain/fitness-tests/battery";
import type { NewResult } from "#domain/fitness-tests/schema";
import { Button } from "#web/components/ui/button.tsx";

const input =
  "mt-1 block h-12 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus:border-neon-cyan";

const hintFor = (id: string) => {
  const t = testById(id)!;
  return t.clock ? "Minutes and seconds, e.g. 7:45" : t.unit === "cm" ? "Centimetres, e.g. 195" : "Seconds, e.g. 3.12";
};

/**
 * Record one result (issue #17). The battery's own bounds are checked here for a quick answer and
 * again by the server, whose message is shown when it refuses.
 */
export function EntryForm({
  today,
  initialTest,
  busy,
  serverError,
  onSubmit,
}: {
  today: string;
  initialTest: string;
  busy: boolean;
  serverError: string | null;
  onSubmit: (r: NewResult) => Promise<boolean>;
}) {
  const [testId, setTestId] = useState(initialTest);
  const [date, setDate] = useState(today);
  const [text, setText] = useState("");
  const [error, setError] = useState<{ field: "date" | "value"; message: string } | null>(null);
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
    const value = parseValue(test, text);
    const problem = checkValue(test, value);
    if (problem) return setError({ field: "value", message: problem });
    setError(null);
    if (await onSubmit({ testId, date, value })) setText("");
  }

  const errorId = (f: "date" | "value") => (shown?.field === f ? `fitness-${f}-error` : undefined);
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
