import { cn } from "#web/lib/cn.ts";
import type { AdminAthlete } from "../api/list-athletes.ts";

const STATE_STYLE = {
  spike: "border-neon-magenta/70 bg-neon-magenta/15 text-neon-magenta",
  steady: "border-neon-lime/50 bg-neon-lime/10 text-neon-lime",
  building: "border-neon-cyan/50 bg-neon-cyan/10 text-neon-cyan",
} as const;
// "Mon 23 Nov" for a calendar day (UTC: the day as logged), without the domain's date module on /admin's first load.
const dayFmt = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const shortDay = (day: string) => dayFmt.format(new Date(`${day}T00:00:00Z`));
const STATE_WORDS = { spike: "Spike", steady: "Steady", building: "Building" } as const;

/**
 * One athlete's week at a glance in the squad list (issue #17): the load ratio's state, plan
 * sessions this week and overall, this week's load, last log, junior bowling breaches, injuries.
 * Words as well as colour, so nothing depends on seeing the colour.
 */
export function SquadTrainingLine({ athlete }: { athlete: AdminAthlete }) {
  const t = athlete.training;
  const injured = athlete.questionnaire?.injuryDetails.length ?? 0;
  return (
    <span className="flex flex-wrap items-center gap-1.5 font-sans text-xs font-normal tracking-normal">
      {t.state ? (
        <span data-state={t.state} className={cn("rounded-md border px-2 py-0.5 font-semibold", STATE_STYLE[t.state])}>
          {STATE_WORDS[t.state]}
          {t.ratio !== null ? ` ${t.ratio.toFixed(2)}×` : ""}
          <span className="sr-only"> load ratio</span>
        </span>
      ) : (
        <span className="rounded-md border border-border px-2 py-0.5 text-muted">No log yet</span>
      )}
      {t.week !== null ? (
        <span className="rounded-md border border-border px-2 py-0.5 text-fg/90">
          Week {t.week}: {t.doneThisWeek}/{t.plannedThisWeek} done
        </span>
      ) : null}
      {t.plannedTotal > 0 ? (
        <span className="rounded-md border border-border px-2 py-0.5 text-fg/90">
          Plan {t.doneTotal}/{t.plannedTotal}
        </span>
      ) : null}
      <span className="rounded-md border border-border px-2 py-0.5 text-muted">
        7 days: {Math.round(t.weekLoad.gym)} gym + {Math.round(t.weekLoad.cricket)} cricket
      </span>
      <span className="rounded-md border border-border px-2 py-0.5 text-muted">
        {t.lastLoggedOn ? `Last log ${shortDay(t.lastLoggedOn)}` : "Never logged"}
      </span>
      {t.bowlingBreaches.length > 0 ? (
        <span className="rounded-md border border-danger/70 bg-danger/15 px-2 py-0.5 font-semibold text-fg">
          {t.bowlingBreaches.length} bowling limit{t.bowlingBreaches.length === 1 ? "" : "s"} broken
        </span>
      ) : null}
      {injured > 0 ? (
        <span className="rounded-md border border-neon-magenta/50 px-2 py-0.5 text-fg/90">
          {injured} injur{injured === 1 ? "y" : "ies"} noted
        </span>
      ) : null}
    </span>
  );
}
