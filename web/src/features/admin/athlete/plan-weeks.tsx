import type { Program } from "#domain/plan/types";
import { shortDay } from "#domain/training/dates";
import type { SessionLog, TrainingSettings } from "#domain/training/log";
import { type PlannedStatus, sessionStatuses } from "#domain/training/schedule";
import { cn } from "#web/lib/cn.ts";

const STATUS: Record<PlannedStatus, { words: string; style: string }> = {
  done: { words: "Done", style: "border-neon-lime/60 bg-neon-lime/10 text-neon-lime" },
  skipped: { words: "Skipped", style: "border-neon-magenta/60 bg-neon-magenta/10 text-fg" },
  missed: { words: "Missed", style: "border-danger/70 bg-danger/15 text-fg" },
  today: { words: "Today", style: "border-neon-cyan/70 bg-neon-cyan/10 text-neon-cyan" },
  upcoming: { words: "Upcoming", style: "border-border text-muted" },
};

/**
 * The plan week by week with what became of each session (issue #17): the athlete's own
 * calendar and statuses (sessionStatuses, domain/training/schedule.ts) on the server's day.
 */
export function PlanWeeks({
  program,
  settings,
  sessions,
  today,
}: {
  program: Program;
  settings: TrainingSettings;
  sessions: SessionLog[];
  today: string;
}) {
  const planned = sessionStatuses(program, settings, sessions, today);
  return (
    <ol className="grid gap-3 sm:grid-cols-2">
      {program.weeks.map((week) => {
        const rows = planned.filter((p) => p.week === week.week);
        const done = rows.filter((r) => r.status === "done").length;
        return (
          <li key={week.week} className="card-glow space-y-2 p-4">
            <h3 className="flex items-baseline justify-between gap-2 text-base font-bold text-fg">
              <span>Week {week.week}</span>
              <span className="font-sans text-sm font-normal text-muted">
                {done}/{rows.length} done
              </span>
            </h3>
            <ul className="space-y-1.5">
              {rows.map((r) => (
                <li key={`${r.week}.${r.day}`} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className={cn("rounded-md border px-2 py-0.5 text-xs font-semibold", STATUS[r.status].style)}>
                    {STATUS[r.status].words}
                  </span>
                  <span className="min-w-0 flex-1 text-fg/90">
                    {shortDay(r.date)}: {r.title}
                  </span>
                  {r.log?.status === "done" && r.log.sessionRpe !== null ? (
                    <span className="text-xs text-muted">
                      RPE {r.log.sessionRpe} × {r.log.minutes} min
                    </span>
                  ) : r.log?.skipReason ? (
                    <span className="text-xs text-muted">“{r.log.skipReason}”</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
