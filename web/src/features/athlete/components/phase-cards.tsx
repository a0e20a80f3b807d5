import type { Program } from "#domain/plan/types";
import type { PhasePdf } from "../api/get-training-pdfs.ts";
import { phaseOfWeek } from "#web/components/plan/plan-weeks.ts";
import { PhaseCard } from "./phase-card.tsx";

interface Props {
  phases: PhasePdf[];
  program?: Program;
  currentWeek?: number;
}

/** The phase overview: both phases in order, each with its PDF; the current phase stands out. */
export function PhaseCards({ phases, program, currentWeek }: Props) {
  const byPhase = (n: number): PhasePdf =>
    phases.find((p) => p.phase === n) ?? { phase: n, available: false, source: null, uploadedAt: null };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {[1, 2].map((n) => (
        <PhaseCard
          key={n}
          pdf={byPhase(n)}
          info={program?.phases.find((p) => p.phase === n)}
          currentWeek={currentWeek !== undefined && phaseOfWeek(currentWeek) === n ? currentWeek : undefined}
        />
      ))}
    </div>
  );
}

export function PhaseCardsSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2" role="status" aria-live="polite">
      <span className="sr-only">Loading your schedule…</span>
      {[1, 2].map((n) => (
        <div key={n} className="card-glow h-72 animate-pulse p-6" aria-hidden="true">
          <div className="h-3 w-20 rounded bg-surface-2" />
          <div className="mt-4 h-7 w-32 rounded bg-surface-2" />
          <div className="mt-6 h-16 rounded bg-surface-2" />
          <div className="mt-10 h-12 rounded bg-surface-2" />
        </div>
      ))}
    </div>
  );
}
