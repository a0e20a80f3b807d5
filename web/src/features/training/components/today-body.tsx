import { useState } from "react";
import { toast } from "#web/lib/toast.ts";
import type { Program } from "#domain/plan/types";
import type { TrainingState } from "#domain/training/api";
import type { CricketLog, SessionLog } from "#domain/training/log";
import { logFor } from "#domain/training/load";
import { dueOn, type PlannedSession, planCalendar, sessionStatuses } from "#domain/training/schedule";
import { FitnessDueCard } from "#web/components/fitness/fitness-due-card.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CoachBadge } from "#web/components/ui/coach-change.tsx";
import { adjustedSession } from "../adjustment.ts";
import { longDay, shortDay } from "../dates.ts";
import { useTodayForms } from "../today-forms-loader.ts";
import { trainingStore } from "../training-store.ts";
import { type TrainingData, useOnline } from "../use-training.ts";
import { MissedSessions } from "./missed-sessions.tsx";
import { SessionLogger } from "./session-logger.tsx";

/**
 * /today once the training data is in: the session due (the plan's schedule, the load rules,
 * the logger), missed sessions, the fitness test due. Its own chunk, fetched as the page mounts,
 * in parallel with the data (issue #13, decision 0113, seventh session); the service worker
 * precaches it for the gym without signal (issue #12).
 */
export default function TodayBody({ data, program, today }: { data: TrainingData; program: Program; today: string }) {
  const online = useOnline();
  const { userId, training } = data;
  const { settings } = training;
  const [editing, setEditing] = useState(false);
  const [cricketOpen, setCricketOpen] = useState(false);
  const [picked, setPicked] = useState<PlannedSession | null>(null);
  const forms = useTodayForms(!training.settingsSaved || editing || cricketOpen);
  const logs = { sessions: training.sessions, cricket: training.cricket };

  function settingsSaved(s: TrainingState["settings"]) {
    const raw = trainingStore.cacheFor(userId)?.training;
    if (raw) trainingStore.saveTraining(userId, { ...raw, settings: s, settingsSaved: true });
    setEditing(false);
    toast.success("Training days saved");
  }

  function saveSession(entry: SessionLog) {
    trainingStore.enqueue(userId, { kind: "session", entry });
    setPicked(null);
    toast.success(entry.status === "done" ? "Session saved" : "Session marked skipped");
    window.scrollTo({ top: 0 });
  }

  function saveCricket(entry: CricketLog) {
    trainingStore.enqueue(userId, { kind: "cricket", entry });
    setCricketOpen(false);
    toast.success("Cricket saved");
  }

  if (!training.settingsSaved || editing) {
    return forms ? (
      <forms.SettingsForm
        program={program}
        settings={settings}
        firstTime={!training.settingsSaved}
        online={online}
        onSaved={settingsSaved}
        onCancel={training.settingsSaved ? () => setEditing(false) : undefined}
      />
    ) : null;
  }

  const due = dueOn(program, settings, today, logs);
  const statuses = sessionStatuses(program, settings, training.sessions, today);
  const missed = statuses.filter((s) => s.status === "missed");
  const next = planCalendar(program, settings).find((p) => p.date > today) ?? null;

  const logger = (p: Pick<PlannedSession, "week" | "day" | "date">, key: string) => {
    const adjusted = adjustedSession(program, settings, logs, p.week, p.day, today);
    return (
      <section aria-labelledby="session-heading" className="space-y-4">
        <div>
          <p className="font-display text-xs uppercase tracking-[0.25em] text-neon-cyan">
            Week {p.week} · day {p.day}
            {p.date !== today ? ` · planned ${shortDay(p.date)}` : ""}
          </p>
          <h2 id="session-heading" className="mt-1 text-2xl font-black text-fg">
            {adjusted.session.title}
          </h2>
          <p className="text-sm text-muted">
            {adjusted.session.focus} · about {adjusted.session.estimatedMinutes} min
          </p>
        </div>
        <SessionLogger
          key={key}
          userId={userId}
          session={adjusted.session}
          week={p.week}
          date={p.date}
          adjustment={adjusted.line}
          onSave={saveSession}
        />
      </section>
    );
  };

  let main: React.ReactNode;
  if (picked) {
    main = (
      <>
        <Button variant="ghost" onClick={() => setPicked(null)} className="h-11">
          <span aria-hidden="true">←</span> Back to today
        </Button>
        {logger(picked, `picked-${picked.week}-${picked.day}`)}
      </>
    );
  } else if (due.kind === "session" && !logFor(training.sessions, due.planned.week, due.planned.day)) {
    main = logger(due.planned, `due-${due.planned.week}-${due.planned.day}`);
  } else if (due.kind === "session") {
    const log = logFor(training.sessions, due.planned.week, due.planned.day)!;
    main = (
      <StateCard title={log.status === "done" ? "Today's session is done" : "Today's session was skipped"}>
        {log.status === "done"
          ? `${due.planned.title}: effort ${log.sessionRpe}/10 for ${log.minutes} min. Recover well.`
          : `${due.planned.title}: skipped (${log.skipReason}).`}{" "}
        {nextLine(next)}
      </StateCard>
    );
  } else if (due.kind === "rest") {
    main = <StateCard title="Rest day">No gym session today. {nextLine(due.next)}</StateCard>;
  } else if (due.kind === "before-start") {
    main = (
      <StateCard title="Your plan starts soon">
        Week 1 starts on {longDay(due.startDate)}. {nextLine(next)}
      </StateCard>
    );
  } else {
    main = (
      <StateCard title="You finished the 8 weeks">
        Every week of your plan is behind you. Take the assessment again for your next block.
      </StateCard>
    );
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="gaming" className="h-12" onClick={() => setCricketOpen((o) => !o)} aria-expanded={cricketOpen}>
          Log cricket
        </Button>
        <Button variant="outline" className="h-12" onClick={() => setEditing(true)}>
          Training days
        </Button>
      </div>
      {training.startMovedByCoach ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
          Week 1 starts on {longDay(settings.startDate)}. <CoachBadge detail="start date moved" />
        </p>
      ) : null}
      {cricketOpen && forms ? (
        <forms.CricketLogForm
          today={today}
          bowler={/Bowler|Bowling/.test(program.profile.primaryRole)}
          onSave={saveCricket}
          onCancel={() => setCricketOpen(false)}
        />
      ) : null}
      {main}
      {picked ? null : <FitnessDueCard />}
      {picked ? null : (
        <MissedSessions
          missed={missed}
          onLog={(p) => {
            setPicked(p);
            window.scrollTo({ top: 0 });
          }}
          onSkip={(p, reason) => {
            if (!reason) return "Say why the session was skipped.";
            saveSession({
              id: crypto.randomUUID(),
              date: p.date,
              week: p.week,
              day: p.day,
              status: "skipped",
              skipReason: reason,
              sessionRpe: null,
              minutes: null,
              sets: [],
              editedAt: new Date().toISOString(),
            });
            return null;
          }}
        />
      )}
    </>
  );
}

function nextLine(next: PlannedSession | null): string {
  return next ? `Next: ${next.title} on ${longDay(next.date)}.` : "No more sessions in this plan.";
}

function StateCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="state-heading" className="card-glow p-6">
      <h2 id="state-heading" className="text-2xl font-black text-fg">
        {title}
      </h2>
      <p className="mt-2 text-fg/90">{children}</p>
    </section>
  );
}
