import type { ReactNode } from "react";
import { Link } from "#web/app/nav.tsx";
import type { Program } from "#domain/plan/types";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { SyncStatus } from "./sync-status.tsx";

/** Title row shared by /today and /workload, with the two pages' switch. */
export function TrainingHeader({
  eyebrow,
  title,
  subtitle,
  current,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  current: "today" | "workload";
}) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{eyebrow}</p>
        <h1 className="mt-1 text-4xl font-black text-gradient">{title}</h1>
        <p className="mt-1 text-muted">{subtitle}</p>
      </div>
      <nav aria-label="Training" className="flex gap-1 rounded-xl border border-border bg-surface p-1">
        {(
          [
            ["today", "/today", "Today"],
            ["workload", "/workload", "Workload"],
          ] as const
        ).map(([key, to, label]) => (
          <Link
            key={key}
            to={to}
            aria-current={current === key ? "page" : undefined}
            className={cn(
              "flex h-11 items-center rounded-lg px-4 text-sm font-semibold",
              current === key ? "bg-neon-cyan text-bg" : "text-fg hover:text-neon-cyan",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
    </header>
  );
}

export function PageLoading() {
  return (
    <div className="flex min-h-[30vh] items-center justify-center" role="status">
      <span
        className="h-10 w-10 animate-spin rounded-full border-2 border-neon-cyan border-t-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">Loading your training…</span>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card-glow space-y-3 p-5">
      <p className="font-semibold text-danger">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function NoPlan() {
  return (
    <section aria-labelledby="no-plan-heading" className="card-glow p-6">
      <h2 id="no-plan-heading" className="text-lg font-bold text-fg">
        No plan yet
      </h2>
      <p className="mt-2 text-muted">Answer the questionnaire and your 8-week plan appears here, day by day.</p>
      <Link to="/cricket-questionnaire" className="mt-4 inline-block font-semibold text-neon-cyan hover:underline">
        Take the assessment
      </Link>
    </section>
  );
}

/**
 * What a training page shows around its body: the sync state, then its body once the plan and log
 * are here (from the API or this device's copy), or why not: no plan, offline with no copy yet, a
 * load error, loading. One switch for /today and /workload.
 */
export function TrainingPageState<D extends { plan: { program: Program } | null; pending: number }>({
  state,
  children,
}: {
  state: {
    data: D | null;
    noPlan: boolean;
    offlineEmpty: boolean;
    error: unknown;
    retry: () => void;
  };
  children: (data: D, program: Program) => ReactNode;
}) {
  const { data, noPlan, offlineEmpty, error, retry } = state;
  return (
    <>
      <SyncStatus pending={data?.pending ?? 0} />
      {noPlan ? (
        <NoPlan />
      ) : data ? (
        data.plan ? (
          children(data, data.plan.program)
        ) : (
          <NoPlan />
        )
      ) : offlineEmpty ? (
        <LoadFailed
          message="You are offline and this device has no copy of your plan yet. Open this page once with a signal."
          onRetry={retry}
        />
      ) : error ? (
        <LoadFailed message="Could not load your training." onRetry={retry} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
