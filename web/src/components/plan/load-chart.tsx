import type { Week } from "#domain/plan/types";
import { cn } from "#web/lib/cn.ts";
import { phaseOfWeek, WEEK_KIND } from "./plan-weeks.ts";

/** Bar height in rem for the tallest bar. */
const TALL = 9;

/**
 * Effort and volume across the 8 weeks as paired CSS bars (issue #5: "the week's focus and effort
 * as a simple picture"). The bars are decoration for sighted readers; the same numbers are in a
 * table for screen readers. Without `currentWeek` (the sign-up page's preview, issue #16: no plan
 * has started) nothing is marked "now".
 */
export function LoadChart({ weeks, currentWeek }: { weeks: Week[]; currentWeek?: number }) {
  const maxVolume = Math.max(...weeks.map((w) => w.volumeIndex), 1);
  const currentPhase = currentWeek === undefined ? undefined : phaseOfWeek(currentWeek);
  return (
    <section aria-labelledby="load-heading" className="card-glow p-5 sm:p-6">
      <h2 id="load-heading" className="text-xl font-black text-fg">
        Effort and volume by week
      </h2>
      <p className="mt-1 text-sm text-muted">
        Effort rises through each phase; week 4 unloads and week 8 tapers so you arrive fresh.
      </p>
      <ul aria-hidden="true" className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded-sm bg-gradient-to-t from-neon-violet to-neon-cyan" /> Volume (week 1 = 100%)
        </li>
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded-sm bg-neon-magenta" /> Target effort (RPE out of 10)
        </li>
      </ul>

      <div aria-hidden="true" data-testid="load-chart" className="mt-4">
        <div className="grid grid-cols-2 gap-2 text-center text-[0.7rem] font-semibold uppercase tracking-widest">
          {[1, 2].map((p) => (
            <span
              key={p}
              className={cn(
                "rounded-md border px-2 py-1",
                p === currentPhase ? "border-neon-cyan/60 bg-neon-cyan/10 text-neon-cyan" : "border-border text-muted",
              )}
            >
              Phase {p}
              {p === currentPhase ? " · now" : ""}
            </span>
          ))}
        </div>
        <div className="mt-2 grid grid-cols-8 gap-1 sm:gap-3">
          {weeks.map((w) => {
            const light = w.kind === "unload" || w.kind === "taper";
            const now = w.week === currentWeek;
            return (
              <div
                key={w.week}
                className={cn(
                  "flex flex-col items-center rounded-lg pt-2 pb-1",
                  phaseOfWeek(w.week) === currentPhase ? "bg-neon-cyan/[0.06]" : "",
                  now && "ring-1 ring-neon-cyan/70",
                )}
              >
                <span className="text-[0.65rem] font-semibold text-fg tabular-nums">{w.volumeIndex}%</span>
                <div className="mt-1 flex items-end justify-center gap-0.5 sm:gap-1" style={{ height: `${TALL}rem` }}>
                  <div
                    data-series="volume"
                    data-week={w.week}
                    className={cn(
                      "w-3 rounded-t-sm sm:w-6 lg:w-8",
                      light
                        ? "bg-gradient-to-t from-neon-violet/50 to-neon-cyan/50"
                        : "bg-gradient-to-t from-neon-violet to-neon-cyan",
                    )}
                    style={{ height: `${((w.volumeIndex / maxVolume) * TALL).toFixed(2)}rem` }}
                  />
                  <div
                    data-series="effort"
                    data-week={w.week}
                    className={cn("w-2 rounded-t-sm sm:w-4 lg:w-5", light ? "bg-neon-magenta/50" : "bg-neon-magenta")}
                    style={{ height: `${((w.targetRpe / 10) * TALL).toFixed(2)}rem` }}
                  />
                </div>
                <span className={cn("mt-1.5 font-display text-[0.7rem] font-bold", now ? "text-neon-cyan" : "text-fg")}>
                  W{w.week}
                </span>
                <span className="text-[0.65rem] text-neon-magenta tabular-nums">{w.targetRpe}</span>
                <span className={cn("text-[0.6rem] uppercase tracking-wide", light ? "text-neon-lime" : "text-muted")}>
                  {shortKind(w.kind)}
                </span>
              </div>
            );
          })}
        </div>
      </div>

      {/* A table ignores sr-only's 1 px width: the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>
            Effort and volume by week{currentWeek === undefined ? "" : ` (you are in week ${currentWeek})`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Phase</th>
              <th scope="col">Type</th>
              <th scope="col">Target effort (RPE)</th>
              <th scope="col">Volume (week 1 = 100%)</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">
                  Week {w.week}
                  {w.week === currentWeek ? " (current)" : ""}
                </th>
                <td>{w.phase}</td>
                <td>{WEEK_KIND[w.kind]}</td>
                <td>{w.targetRpe}</td>
                <td>{w.volumeIndex}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const shortKind = (kind: Week["kind"]) => ({ build: "Build", unload: "Unload", power: "Power", taper: "Taper" })[kind];
