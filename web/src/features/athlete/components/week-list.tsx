import type { Program } from "#domain/plan/types";
import { SessionCard } from "#web/components/plan/session-card.tsx";
import { WEEK_KIND } from "#web/components/plan/plan-weeks.ts";

/**
 * Every week and its sessions, one native <details> per week (keyboard operable, readable on a
 * phone); the current week starts open.
 */
export function WeekList({ program, currentWeek }: { program: Program; currentWeek: number }) {
  return (
    <section aria-labelledby="weeks-heading" className="space-y-6">
      <h2 id="weeks-heading" className="text-2xl font-black text-gradient">
        Week by week
      </h2>
      {program.phases.map((phase) => (
        <div key={phase.phase} className="space-y-3">
          <h3 className="text-sm font-bold uppercase tracking-[0.2em] text-muted">
            Phase {phase.phase} · weeks {phase.weeks[0]}-{phase.weeks[phase.weeks.length - 1]}
          </h3>
          {program.weeks
            .filter((w) => w.phase === phase.phase)
            .map((w) => {
              const light = w.kind === "unload" || w.kind === "taper";
              const coached = w.sessions.some((s) => s.coachNote || s.exercises.some((e) => e.coach));
              return (
                <details
                  key={w.week}
                  open={w.week === currentWeek}
                  data-testid={`week-${w.week}`}
                  className="group card-glow overflow-hidden open:ring-1 open:ring-neon-cyan/40"
                >
                  <summary className="flex cursor-pointer list-none items-center gap-3 p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
                    <span className="flex h-11 w-11 shrink-0 flex-col items-center justify-center rounded-lg border border-neon-cyan/40 bg-neon-cyan/10 font-display text-neon-cyan">
                      <span className="text-[0.55rem] leading-none">WK</span>
                      <span className="text-lg font-black leading-none">{w.week}</span>
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-bold text-fg">
                        Week {w.week} · {WEEK_KIND[w.kind]}
                        {w.week === currentWeek ? (
                          <span className="ml-2 text-xs font-semibold text-neon-lime">This week</span>
                        ) : null}
                      </span>
                      <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                        <span className="rounded-full bg-neon-magenta/15 px-2 py-0.5 text-neon-magenta">
                          RPE {w.targetRpe}
                        </span>
                        <span
                          className={`rounded-full px-2 py-0.5 ${light ? "bg-neon-lime/15 text-neon-lime" : "bg-surface-2 text-fg"}`}
                        >
                          Volume {w.volumeIndex}%
                        </span>
                        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-fg">
                          {w.sessions.length} sessions
                        </span>
                        {coached ? (
                          <span className="rounded-full bg-neon-lime/15 px-2 py-0.5 text-neon-lime">
                            Changed by your coach
                          </span>
                        ) : null}
                        {w.clearance ? (
                          <span className="rounded-full bg-neon-cyan/15 px-2 py-0.5 text-neon-cyan">
                            After your physio's clearance
                          </span>
                        ) : null}
                      </span>
                    </span>
                    <svg
                      viewBox="0 0 24 24"
                      className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-hidden="true"
                    >
                      <path d="m6 9 6 6 6-6" />
                    </svg>
                  </summary>
                  <div className="space-y-3 border-t border-border px-4 pb-4 pt-3 sm:px-5 sm:pb-5">
                    <p className="text-sm text-fg/90">{w.focus}</p>
                    {w.clearance ? <p className="text-sm font-semibold text-neon-cyan">{w.clearance}.</p> : null}
                    <div className="grid gap-3 lg:grid-cols-2">
                      {w.sessions.map((s) => (
                        <SessionCard key={s.day} session={s} id={`week-${w.week}-day-${s.day}`} />
                      ))}
                    </div>
                  </div>
                </details>
              );
            })}
        </div>
      ))}
    </section>
  );
}
