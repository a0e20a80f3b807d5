import { Link } from "#web/app/nav.tsx";
import { addDays } from "#domain/training/dates";
import { adjustmentFor } from "#domain/training/autoregulation";
import { planWeekOf } from "#domain/training/calendar";
import { effortFlag } from "#domain/training/escalation";
import { CHRONIC_DAYS, dailyLoads, ratioState, weekRatio } from "#domain/training/load";
import { GYM_AND_CRICKET, LoadBars } from "#web/components/charts/load-bars.tsx";
import { ClearancePanel } from "#web/components/plan/clearance-panel.tsx";
import type { CoachAthlete } from "../api/get-athlete.ts";
import { useAthleteClearances, useRecordAthleteClearance } from "../api/injury-clearances.ts";
import { PlanWeeks } from "./plan-weeks.tsx";

const link =
  "inline-flex min-h-11 items-center rounded-lg border border-neon-cyan/60 px-4 text-sm font-semibold text-neon-cyan hover:bg-neon-cyan/10";

/**
 * One athlete for the coach, once the answer is in: load (the load rules and the chart), notes,
 * plan by week (the plan's schedule). Its own chunk, fetched as the page mounts, in parallel
 * with the athlete's data (issue #13, decision 0113, seventh session).
 */
export default function AthleteBody({ athlete: a }: { athlete: CoachAthlete }) {
  const { today } = a;
  // The days the server sent cricket for (the last LOG_WINDOW_DAYS), so no day misses its cricket.
  const history = dailyLoads(a.sessions, a.cricket, [addDays(today, -399), a.cricketWindow.from].sort()[1]!, today);
  const last28 = history.slice(-28);
  const ratio = weekRatio(history, today, "load").ratio;
  const hard = a.program && a.settings ? effortFlag(a.program, a.settings, a.sessions, today) : null;
  // The week's changes as the athlete's /today reads them, so the coach sees the same reasons.
  const week = a.settings ? planWeekOf(a.settings, today) : null;
  const adj =
    a.program && a.settings && week
      ? adjustmentFor(a.program, a.settings, { sessions: a.sessions, cricket: a.cricket }, week, today)
      : null;
  const changes = adj
    ? [
        adj.reason,
        ...adj.dropDays.map((d) => `Day ${d.day}: ${d.reason}`),
        ...adj.lightenDays.map((d) => `Day ${d.day}: ${d.reason}`),
      ].filter((x) => x !== null)
    : [];
  const state = a.sessions.length + a.cricket.length > 0 ? ratioState(ratio) : null;
  const q = a.questionnaire;
  const base = `/admin/athletes/${encodeURIComponent(a.userId)}`;
  const clearances = useAthleteClearances(a.userId, a.program !== null);
  const recordClearance = useRecordAthleteClearance(a.userId);

  return (
    <>
      <p>
        <Link to="/admin" className="inline-flex min-h-11 items-center text-sm text-neon-cyan hover:underline">
          ‹ All athletes
        </Link>
      </p>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">
            {q ? `${q.ageGroup} · ${q.role}` : "Athlete"}
          </p>
          <h1 className="mt-2 break-words text-3xl font-black text-gradient sm:text-4xl">{a.fullName}</h1>
          <p className="mt-1 break-all text-sm text-muted">{a.email}</p>
        </div>
        <nav aria-label="Coach actions" className="flex flex-wrap gap-2">
          <Link to={`${base}/plan`} className={link}>
            Adjust plan
          </Link>
          <Link to={`${base}/tests`} className={link}>
            Fitness tests
          </Link>
        </nav>
      </header>

      <section aria-labelledby="load-heading" className="card-glow mt-8 space-y-3 p-5">
        <h2 id="load-heading" className="text-xl font-black text-fg">
          Load, last 28 days
        </h2>
        <p className="text-sm text-fg/90" data-testid="ratio-state">
          {state === null
            ? "Nothing logged yet."
            : ratio === null
              ? `Building: the ratio needs ${CHRONIC_DAYS} days of logs.`
              : `${state === "spike" ? "Spike" : "Steady"}: this week is ${ratio.toFixed(2)}× the usual load.`}
        </p>
        {hard ? (
          <p
            data-code="hard-weeks"
            className="rounded-xl border border-l-4 border-neon-magenta bg-neon-magenta/10 px-4 py-3 text-sm text-fg"
          >
            <span className="mr-2 font-display text-xs font-bold uppercase tracking-widest">
              Caution<span className="sr-only">: </span>
            </span>
            {hard.message}
          </p>
        ) : null}
        <LoadBars
          id="coach-load-chart"
          title={`Daily load, last 28 days (gym and cricket), ${a.fullName}`}
          summary={`Last 7 days: ${Math.round(last28.slice(-7).reduce((s, d) => s + d.gym + d.cricket, 0))} load units.`}
          days={last28}
          unit="units"
          series={GYM_AND_CRICKET}
        />
      </section>

      <section aria-labelledby="notes-heading" className="card-glow mt-6 space-y-2 p-5">
        <h2 id="notes-heading" className="text-xl font-black text-fg">
          Notes and injuries
        </h2>
        <p className="text-sm text-fg/90">{q?.injuryHistory || "No injury written in the questionnaire."}</p>
        {q && q.injuryDetails.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {q.injuryDetails.map((d) => (
              <li key={d.region} className="rounded-md border border-neon-magenta/50 px-2 py-0.5 text-sm text-fg">
                {d.region}: {d.recency}
                {d.cleared ? ", cleared by a physio" : ", not cleared"}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {clearances.data ? (
        <div className="mt-6">
          <ClearancePanel view={clearances.data} who="coach" record={(body) => recordClearance.mutateAsync(body)} />
        </div>
      ) : null}

      <section aria-labelledby="plan-heading" className="mt-6 space-y-3">
        <h2 id="plan-heading" className="text-xl font-black text-fg">
          {a.planName ?? "Plan"}, week by week
        </h2>
        {changes.length > 0 ? (
          <div className="card-glow space-y-1 p-4" data-testid="week-changes">
            <h3 className="text-base font-bold text-fg">This week's changes from the athlete's logs</h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-fg/90">
              {changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {a.program && a.settings ? (
          <PlanWeeks program={a.program} settings={a.settings} sessions={a.sessions} today={today} />
        ) : (
          <p className="card-glow p-5 text-muted">No plan yet: the athlete has not finished the questionnaire.</p>
        )}
      </section>
    </>
  );
}
