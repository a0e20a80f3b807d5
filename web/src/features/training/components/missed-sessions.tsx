import { useState } from "react";
import type { PlannedSession } from "#domain/training/schedule";
import { Button } from "#web/components/ui/button.tsx";
import { shortDay } from "../dates.ts";
import { useTodayForms } from "../today-forms-loader.ts";

/** Past plan sessions with no log: log them now (with their own date) or mark them skipped. */
export function MissedSessions({
  missed,
  onLog,
  onSkip,
}: {
  missed: PlannedSession[];
  onLog: (p: PlannedSession) => void;
  onSkip: (p: PlannedSession, reason: string) => string | null;
}) {
  const [skipping, setSkipping] = useState<string | null>(null);
  const forms = useTodayForms(skipping !== null);
  const [error, setError] = useState<string | undefined>();
  if (missed.length === 0) return null;
  return (
    <section aria-labelledby="missed-heading" className="card-glow p-5">
      <h2 id="missed-heading" className="text-lg font-black text-fg">
        Missed sessions ({missed.length})
      </h2>
      <p className="mt-1 text-sm text-muted">Log one you did on another day, or mark it skipped with a reason.</p>
      <ul className="mt-3 space-y-3">
        {missed.map((p) => {
          const key = `${p.week}-${p.day}`;
          return (
            <li key={key} className="rounded-xl border border-border bg-surface/70 p-3">
              <p className="font-semibold text-fg">
                Week {p.week} · {p.title}
              </p>
              <p className="text-sm text-muted">Planned for {shortDay(p.date)}</p>
              {skipping === key && forms ? (
                <div className="mt-2">
                  <forms.SkipForm
                    label={`Skip week ${p.week} day ${p.day}`}
                    error={error}
                    onCancel={() => setSkipping(null)}
                    onSubmit={(reason) => {
                      const problem = onSkip(p, reason);
                      setError(problem ?? undefined);
                      if (!problem) setSkipping(null);
                    }}
                  />
                </div>
              ) : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button variant="gaming" className="h-11" onClick={() => onLog(p)}>
                    Log it
                  </Button>
                  <Button variant="outline" className="h-11" onClick={() => setSkipping(key)}>
                    Mark skipped
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
