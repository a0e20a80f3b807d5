import type { Program } from "#domain/plan/types";
import { athleteBowlingWarnings, bowlingLimitsFor } from "#domain/training/bowling-limits";
import { effortFlag, talkToCoachPrompt } from "#domain/training/escalation";
import {
  CHRONIC_DAYS,
  dailyLoads,
  type Ratio,
  ratioState,
  type Warning,
  weekRatio,
  workloadWarnings,
} from "#domain/training/load";
import { LOG_MAX_AGE_DAYS } from "#domain/training/log-values";
import { cn } from "#web/lib/cn.ts";
import { GYM_AND_CRICKET, LoadBars } from "#web/components/charts/load-bars.tsx";
import { addDays, shortDay } from "../dates.ts";
import type { TrainingData } from "../use-training.ts";

const BALLS = "var(--color-neon-lime)";

/**
 * /workload's figures, once the training data is in: the load and bowling rules and the charts.
 * Its own chunk, fetched as the page mounts, in parallel with the data (decision 0113, seventh session).
 */
export default function WorkloadBody({
  data,
  program,
  today,
}: {
  data: TrainingData;
  program: Program;
  today: string;
}) {
  const { sessions, cricket, cricketWindow } = data.training;
  // From the first log, and never less than the chart's 28 days; never before the cricket the
  // server sent (a copy cached before windows came may have none), so no day misses its cricket.
  const oldest = [addDays(today, -LOG_MAX_AGE_DAYS), cricketWindow?.from ?? ""].sort()[1]!;
  const first = [...sessions.map((s) => s.date), ...cricket.map((c) => c.date)]
    .filter((d) => d <= today && d >= oldest)
    .sort()[0];
  const start = [first ?? today, addDays(today, -27)].sort()[0]!;
  const history = dailyLoads(sessions, cricket, [start, oldest].sort()[1]!, today);
  const last28 = history.slice(-28);
  // The same week-against-month ratio the warnings read, so the line and the warning agree.
  const ratio = weekRatio(history, today, "load");
  const ballsRatio = weekRatio(history, today, "balls");
  const { primaryRole } = program.profile;
  const bowler = /Bowler|Bowling/.test(primaryRole) || last28.some((d) => d.balls > 0);
  const limits = bowlingLimitsFor(program.profile);
  const hard = effortFlag(program, data.training.settings, sessions, today);
  const warnings: Warning[] = [
    ...(hard
      ? [
          {
            level: "caution" as const,
            code: "hard-weeks",
            // The athlete's own prompt, as /today shows it, with the deload named.
            message: (talkToCoachPrompt(hard.hardWeeks) ?? "").replace(
              "harder than planned:",
              `harder than planned${hard.deload ? ", so this week is a deload week" : ""}:`,
            ),
            date: today,
          },
        ]
      : []),
    ...athleteBowlingWarnings(cricket, program.profile, today, sessions),
    ...workloadWarnings(history, today),
  ];
  const historyDays = first ? history.length - history.findIndex((d) => d.date >= first) : 0;

  const week = last28.slice(-7);
  const weekLoad = Math.round(week.reduce((s, d) => s + d.gym + d.cricket, 0));
  const weekBalls = week.reduce((s, d) => s + d.balls, 0);
  const monthLoad = Math.round(last28.reduce((s, d) => s + d.gym + d.cricket, 0));

  return (
    <>
      <section aria-labelledby="warnings-heading" className="space-y-3">
        <h2 id="warnings-heading" className="text-xl font-black text-fg">
          Warnings
        </h2>
        {warnings.length === 0 ? (
          <p className="rounded-xl border border-neon-lime/40 bg-neon-lime/10 px-4 py-3 text-sm text-fg">
            <span aria-hidden="true" className="mr-1 text-neon-lime">
              ✓
            </span>
            No warnings: nothing in your last weeks stands out.
          </p>
        ) : (
          <ul className="space-y-2">
            {warnings.map((w) => (
              <li
                key={`${w.code}-${w.date}`}
                data-code={w.code}
                className={cn(
                  "rounded-xl border border-l-4 px-4 py-3 text-sm text-fg",
                  w.level === "stop"
                    ? "border-danger bg-danger/15"
                    : w.level === "caution"
                      ? "border-neon-magenta bg-neon-magenta/10"
                      : "border-neon-cyan/70 bg-neon-cyan/10",
                )}
              >
                <span className="mr-2 font-display text-xs font-bold uppercase tracking-widest">
                  {w.level === "stop" ? "Stop" : w.level === "caution" ? "Caution" : "Note"}
                  <span className="sr-only">: </span>
                </span>
                {w.message}
                {w.date !== today ? <span className="text-muted"> ({shortDay(w.date)})</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ratio-heading" className="card-glow space-y-2 p-5">
        <h2 id="ratio-heading" className="text-xl font-black text-fg">
          This week against your usual
        </h2>
        <RatioLine ratio={ratio} what="training load" historyDays={historyDays} />
        {bowler ? <RatioLine ratio={ballsRatio} what="bowling (balls)" historyDays={historyDays} /> : null}
        <p className="text-xs text-muted">
          Method: the last 7 days against your average week over the last 28 (rolling averages, Hulin et al., BJSM 2014;
          Gabbett, BJSM 2016). Load = session effort (RPE 0-10) × minutes (Foster et al. 2001). Above 1.5 counts as a
          spike; in your first 28 days each week is compared with the week before.
        </p>
      </section>

      <section aria-labelledby="load-heading" className="card-glow space-y-3 p-5">
        <h2 id="load-heading" className="text-xl font-black text-fg">
          Daily load, last 28 days
        </h2>
        <LoadBars
          id="load-chart"
          title="Daily load, last 28 days (gym and cricket)"
          summary={`Last 7 days: ${weekLoad} load units; last 28 days: ${monthLoad}. Load = effort × minutes.`}
          days={last28}
          unit="units"
          series={GYM_AND_CRICKET}
        />
      </section>

      {bowler ? (
        <section aria-labelledby="balls-heading" className="card-glow space-y-3 p-5">
          <h2 id="balls-heading" className="text-xl font-black text-fg">
            Balls bowled, last 28 days
          </h2>
          <LoadBars
            id="balls-chart"
            title="Balls bowled per day, last 28 days"
            summary={`Last 7 days: ${weekBalls} balls (${weekBalls % 6 === 0 ? weekBalls / 6 : `${Math.floor(weekBalls / 6)}.${weekBalls % 6}`} overs).`}
            days={last28}
            unit="balls"
            series={[{ key: "balls", label: "Balls", colour: BALLS, value: (d) => d.balls }]}
          />
          {limits ? (
            <p className="text-sm text-muted">
              Your age group's limits: {limits.oversPerSpell} overs a spell, {limits.oversPerDay} overs a day, bowling
              on at most {limits.bowlingDaysPerWeek} days a week and {limits.maxConsecutiveDays} days in a row.
            </p>
          ) : null}
        </section>
      ) : null}

      <p>
        <a
          href="/api/me/training/log.csv"
          download
          className="inline-flex min-h-11 items-center font-semibold text-neon-cyan underline-offset-4 hover:underline"
        >
          Download my log (CSV)
        </a>
      </p>
    </>
  );
}

function RatioLine({ ratio, what, historyDays }: { ratio: Ratio; what: string; historyDays: number }) {
  if (ratio.ratio === null)
    return (
      <p className="text-fg/90">
        <span className="font-semibold">Your {what}:</span> not enough history yet. The ratio needs {CHRONIC_DAYS} days
        of logs{historyDays > 0 ? ` (you have ${historyDays})` : ""}.
      </p>
    );
  const r = Math.round(ratio.ratio * 100) / 100;
  // ratioState: the one definition of a spike, shared with the coach's squad list (issue #17).
  const spike = ratioState(ratio.ratio) === "spike";
  const words = spike
    ? "well above it, a spike"
    : r > 1.3
      ? "above it, rising fast"
      : r >= 0.8
        ? "in line with it"
        : "below it, a lighter spell";
  return (
    <p className="text-fg/90">
      <span className="font-semibold">Your {what}:</span> this week is{" "}
      <span className={cn("font-display font-black", spike ? "text-neon-magenta" : "text-neon-cyan")}>
        {r.toFixed(2)}×
      </span>{" "}
      your usual: {words}.
    </p>
  );
}
