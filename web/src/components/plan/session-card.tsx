import { formatDose, formatEffort, formatRest } from "#domain/plan/format";
import type { BodyRegion, Prescription, Session } from "#domain/plan/types";
import { INJURY_REGION_LABELS } from "#domain/questionnaire-form";
import { CoachBadge, CoachNote } from "#web/components/ui/coach-change.tsx";

const regionName = (r: BodyRegion) => INJURY_REGION_LABELS[r].toLowerCase();

/**
 * One training session: what it is for, how long, and every exercise with its dose. Plans from
 * generator 2.0.0 carry injury guidance once per session, warm-up steps and a "why changed" line
 * per exercise (issue #10); older plans have none of these and keep their per-exercise warnings.
 */
export function SessionCard({ session, id }: { session: Session; id: string }) {
  const guidance = session.injuryGuidance;
  const steps = session.warmUp.steps ?? [];
  return (
    <article aria-labelledby={id} className="rounded-xl border border-border bg-bg/60 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={id} className="font-sans text-base font-bold text-neon-cyan">
          {session.title}
        </h4>
        <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-fg">
          about {session.estimatedMinutes} min
        </span>
      </div>
      {session.focus ? (
        <p className="mt-1 text-sm text-muted">
          <span className="font-semibold text-fg/90">Focus: </span>
          {session.focus}
        </p>
      ) : null}
      {session.coachNote ? (
        <div className="mt-3">
          <CoachNote text={session.coachNote} />
        </div>
      ) : null}
      {guidance && guidance.length > 0 ? (
        <section
          aria-label="Injury guidance for this session"
          className="mt-3 rounded-lg border border-l-4 border-neon-magenta/50 bg-neon-magenta/10 px-3 py-2.5"
        >
          <h5 className="text-sm font-bold text-neon-magenta">Injury guidance for this session</h5>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-fg/90">
            {guidance.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* A 2.0.0 warm-up's description is its steps run together: with steps, show only the list. */}
      <p className="mt-1 text-sm text-muted">
        <span className="font-semibold text-fg/90">
          Warm-up ({session.warmUp.minutes} min){steps.length > 0 ? "" : ": "}
        </span>
        {steps.length > 0 ? null : session.warmUp.description}
      </p>
      {steps.length > 0 ? (
        <ol
          aria-label="Warm-up steps"
          className="mt-1 list-decimal space-y-0.5 pl-6 text-sm text-muted marker:font-semibold marker:text-neon-cyan"
        >
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      <ol className="mt-3 space-y-2">
        {session.exercises.map((e) => (
          <ExerciseRow key={`${e.block}-${e.exerciseId}`} e={e} guidedOnce={guidance !== undefined} />
        ))}
      </ol>
    </article>
  );
}

/**
 * `guidedOnce`: the session already shows its injury guidance at the top, so a flagged exercise
 * gets a quiet tag naming the region instead of a red box repeating the warning.
 */
function ExerciseRow({ e, guidedOnce }: { e: Prescription; guidedOnce: boolean }) {
  const flagged = e.flags.length > 0;
  const loud = flagged && !guidedOnce;
  return (
    <li
      className={`rounded-lg border px-3 py-2.5 ${loud ? "border-danger/60 bg-danger/10" : "border-border bg-surface/70"}`}
    >
      <div className="flex items-start gap-2.5">
        <span className="mt-0.5 inline-flex h-6 min-w-7 shrink-0 items-center justify-center rounded-md bg-neon-violet/20 px-1 font-display text-[0.7rem] font-bold text-neon-violet">
          <span className="sr-only">Block </span>
          {e.block}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-fg">
            {e.name}
            {loud ? (
              <span className="ml-2 rounded bg-danger/20 px-1.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide text-danger">
                Injury check
              </span>
            ) : null}
            {flagged && guidedOnce ? (
              <span className="ml-2 inline-block whitespace-nowrap rounded border border-neon-magenta/40 px-1.5 py-0.5 text-[0.7rem] font-semibold text-neon-magenta">
                Loads your {e.flags.map((f) => regionName(f.region)).join(", ")}
              </span>
            ) : null}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted">Sets × reps</dt>
              <dd className="font-semibold text-fg">{formatDose(e)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">Effort</dt>
              <dd className="font-semibold text-neon-magenta">{formatEffort(e)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">Rest</dt>
              <dd className="font-semibold text-fg">{formatRest(e.restSeconds)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-sm italic text-muted">{e.cue}</p>
          {e.clearance ? (
            <p className="mt-1.5">
              <span className="inline-flex max-w-full items-start gap-1 rounded-md border border-neon-cyan/50 bg-neon-cyan/10 px-1.5 py-0.5 text-[0.7rem] font-bold text-neon-cyan">
                <span aria-hidden="true">✓</span>
                <span>{e.clearance.summary}</span>
              </span>
            </p>
          ) : null}
          {e.coach ? (
            <p className="mt-1.5">
              <CoachBadge detail={e.coach.summary} />
            </p>
          ) : null}
          {e.change ? (
            <p className="mt-1 text-xs text-muted">
              <span aria-hidden="true" className="text-neon-cyan">
                ↳{" "}
              </span>
              <span className="font-semibold text-fg/80">Adapted: </span>
              {e.change}
            </p>
          ) : null}
          {loud &&
            e.flags.map((f) => (
              <p key={f.region} className="mt-1 text-sm font-semibold text-danger">
                <span aria-hidden="true">⚠ </span>
                {f.message}
              </p>
            ))}
        </div>
      </div>
    </li>
  );
}
