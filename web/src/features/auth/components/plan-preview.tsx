import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "#web/app/nav.tsx";
import type { Program } from "#domain/plan/types";
import { LoadChart } from "#web/components/plan/load-chart.tsx";
import { PlanNotes } from "#web/components/plan/plan-notes.tsx";
import { WEEK_KIND } from "#web/components/plan/plan-weeks.ts";
import { SessionCard } from "#web/components/plan/session-card.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError, messageOf } from "#web/lib/api-client.ts";
import type { PlanPreview as Preview } from "./plan-preview-query.ts";
import { PreviewSkeleton } from "./plan-preview-skeleton.tsx";

/**
 * The visitor's own plan on /cricket-signup, before the account (issue #16, decision 0100): the
 * 8-week effort and volume picture, week 1's sessions in full and the notes that apply to them.
 * The same pieces as the schedule page (web/src/components/plan/), so what is previewed reads
 * exactly as the account will show it.
 */
export default function PlanPreview({ query }: { query: UseQueryResult<Preview> }) {
  if (query.isError) return <PreviewError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PreviewSkeleton />;
  return <PreviewBody program={query.data.program} />;
}

/** "Phase 1: general strength and movement quality" → "General strength and movement quality". */
function phaseName(title: string): string {
  const rest = title.replace(/^Phase \d:\s*/, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function PreviewBody({ program }: { program: Program }) {
  const week1 = program.weeks[0];
  const { sessionsPerWeek, maxSessionMinutes } = program.profile;
  return (
    <div data-testid="plan-preview" className="space-y-8">
      <section aria-labelledby="preview-heading" className="card-glow relative overflow-hidden p-5 sm:p-6">
        <div
          aria-hidden="true"
          className="absolute -right-16 -top-16 h-48 w-48 rounded-full bg-neon-violet/25 blur-3xl"
        />
        <p className="relative font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">
          Built from your answers
        </p>
        <h2 id="preview-heading" className="relative mt-2 text-2xl font-black text-gradient sm:text-3xl">
          Your 8-week plan
        </h2>
        <ul className="relative mt-3 flex flex-wrap gap-2 text-xs font-semibold">
          <li className="rounded-full bg-surface-2 px-3 py-1 text-fg">8 weeks · 2 phases</li>
          <li className="rounded-full bg-surface-2 px-3 py-1 text-fg">{sessionsPerWeek} gym sessions a week</li>
          <li className="rounded-full bg-surface-2 px-3 py-1 text-fg">up to {maxSessionMinutes} min each</li>
        </ul>
        <ol className="relative mt-5 grid gap-3 sm:grid-cols-2">
          {program.phases.map((p) => (
            <li key={p.phase} className="rounded-xl border border-border bg-bg/50 p-4">
              <p className="font-display text-[0.7rem] uppercase tracking-[0.2em] text-neon-magenta">
                Phase {p.phase} · weeks {p.weeks[0]}-{p.weeks[p.weeks.length - 1]}
              </p>
              <p className="mt-1 font-bold text-fg">{phaseName(p.title)}</p>
              <p className="mt-1 text-sm text-muted">{p.summary}</p>
            </li>
          ))}
        </ol>
      </section>

      <LoadChart weeks={program.weeks} />
      {/* Before the sessions, as on the schedule: an injury or junior limit frames what follows. */}
      <PlanNotes notes={program.notes} />

      {week1 ? (
        <section aria-labelledby="preview-week-1-heading" data-testid="preview-week-1" className="space-y-4">
          <div>
            <h2 id="preview-week-1-heading" className="text-2xl font-black text-gradient">
              Week 1 in full
            </h2>
            <h3 className="mt-2 flex flex-wrap items-center gap-2 text-sm font-bold text-fg">
              <span>Week 1 · {WEEK_KIND[week1.kind]}</span>
              <span className="rounded-full bg-neon-magenta/15 px-2 py-0.5 text-xs text-neon-magenta">
                RPE {week1.targetRpe}
              </span>
              <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">{week1.sessions.length} sessions</span>
            </h3>
            <p className="mt-2 text-sm text-fg/90">{week1.focus}</p>
          </div>
          <div className="grid gap-3 lg:grid-cols-2">
            {week1.sessions.map((s) => (
              <SessionCard key={s.day} session={s} id={`preview-week-1-day-${s.day}`} />
            ))}
          </div>
          <p className="text-sm text-muted">
            Weeks 2 to 8 build on this one, with an unload in week 4 and a taper in week 8: all of them wait in your
            account, with a PDF for each phase.
          </p>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The preview is a view, not a step: when it cannot be shown the sign-up below still works
 * (it is built the same way there). Answers the schema refuses say why, as the sign-up would.
 */
function PreviewError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refused = error instanceof ApiError && error.status === 400;
  return (
    <section aria-labelledby="preview-error-heading" role="alert" className="card-glow border-danger/50 p-5 sm:p-6">
      <h2 id="preview-error-heading" className="text-lg font-bold text-fg">
        {refused ? "Your answers need another look" : "We could not show your plan just now"}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {refused
          ? messageOf(error, "Some answers are not valid.")
          : `${messageOf(error, "The connection dropped.")} Your answers are safe on this device, and saving them below builds the same plan.`}
      </p>
      {refused ? (
        <Link
          to="/cricket-questionnaire"
          className="mt-4 inline-block font-semibold text-neon-cyan underline-offset-4 hover:underline"
        >
          Back to the questionnaire
        </Link>
      ) : (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      )}
    </section>
  );
}
