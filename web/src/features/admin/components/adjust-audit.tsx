import type { AuditEntry } from "../api/adjust-plan.ts";
import { formatDateTime } from "./format.ts";

const WHAT: Record<AuditEntry["kind"], string> = {
  swap: "Swapped an exercise",
  dose: "Changed a dose",
  note: "Noted a session",
  start: "Moved the start date",
};

/** Every change to the plan, newest first: who (the admin session), when, what, before and after (issue #17). */
export function AdjustAudit({ audit }: { audit: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-heading" className="card-glow space-y-3 p-4 sm:p-6">
      <h2 id="audit-heading" className="text-xl font-black text-gradient">
        Changes made
      </h2>
      {audit.length === 0 ? (
        <p className="text-muted">No changes yet: the athlete follows the plan as generated.</p>
      ) : (
        <ol className="space-y-2" aria-label="Changes, newest first">
          {audit.map((a) => (
            <li key={a.id} className="rounded-lg border border-border bg-bg/60 p-3 text-sm">
              <p className="flex flex-wrap gap-x-2 font-semibold text-fg">
                <span>{WHAT[a.kind]}</span>
                {a.kind !== "start" ? (
                  <span className="text-neon-cyan">
                    week {a.week}, session {a.day}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={a.at}>{formatDateTime(a.at)}</time> · admin session {a.by}
              </p>
              <p className="mt-1 break-words text-fg/90">
                <span className="text-muted">Before: </span>
                {a.before ?? "—"}
              </p>
              <p className="break-words text-fg/90">
                <span className="text-muted">After: </span>
                {a.after ?? "—"}
              </p>
              {a.warnings.length ? (
                <ul className="mt-1 list-disc pl-5 text-xs text-fg/80" aria-label="Rules it broke">
                  {a.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              ) : null}
              {a.reason ? (
                <p className="break-words text-fg/90">
                  <span className="text-muted">Reason: </span>
                  {a.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
