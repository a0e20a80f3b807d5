import { useState } from "react";
import type { Prescription, Program, Session } from "#domain/plan/types";
import { Button } from "#web/components/ui/button.tsx";
import { CoachBadge } from "#web/components/ui/coach-change.tsx";
import { DoseForm, NoteForm, SwapForm } from "./adjust-editors.tsx";

/**
 * The plan week by week as the coach adjusts it (issue #17): each exercise with "Swap" and
 * "Edit dose", each session with "Add note"; one editor open at a time. Weeks are native
 * <details> (keyboard operable); week 1 starts open.
 */
/**
 * The dose in the coach's words. Not domain/plan/format.ts on purpose: importing it here moves it
 * into a chunk of its own and puts /training-schedule over its first-load budget.
 */
function doseText(e: Prescription): string {
  const d = e.dose;
  const amount = d.kind === "reps" ? `${d.reps}` : d.kind === "time" ? `${d.seconds} s` : `${d.metres} m`;
  return `${e.sets} × ${amount}${d.perSide ? " each side" : ""} · RPE ${e.rpe}`;
}

type Open = { what: "swap" | "dose" | "note"; week: number; day: number; exerciseId: string } | null;

export function AdjustWeekList({ athleteId, program }: { athleteId: string; program: Program }) {
  const [open, setOpen] = useState<Open>(null);
  return (
    <section aria-labelledby="adjust-weeks-heading" className="space-y-3">
      <h2 id="adjust-weeks-heading" className="text-2xl font-black text-gradient">
        Week by week
      </h2>
      {program.weeks.map((w) => (
        <details key={w.week} open={w.week === 1} data-testid={`adjust-week-${w.week}`} className="card-glow">
          <summary className="cursor-pointer list-none p-4 font-bold text-fg [&::-webkit-details-marker]:hidden">
            <span className="font-display text-neon-cyan">Week {w.week}</span> · phase {w.phase} · {w.kind} · RPE{" "}
            {w.targetRpe}
          </summary>
          <div className="grid gap-3 border-t border-border p-3 sm:p-4 lg:grid-cols-2">
            {w.sessions.map((s) => (
              <SessionBlock key={s.day} athleteId={athleteId} week={w.week} session={s} open={open} setOpen={setOpen} />
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}

function SessionBlock(props: {
  athleteId: string;
  week: number;
  session: Session;
  open: Open;
  setOpen: (o: Open) => void;
}) {
  const { athleteId, week, session: s, open, setOpen } = props;
  const close = () => setOpen(null);
  const noting = open?.what === "note" && open.week === week && open.day === s.day;
  const headingId = `adjust-${week}-${s.day}`;
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-xl border border-border bg-bg/60 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold text-neon-cyan">
          Session {s.day}: {s.title}
        </h3>
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          aria-expanded={noting}
          onClick={() => setOpen(noting ? null : { what: "note", week, day: s.day, exerciseId: "" })}
        >
          {s.coachNote ? "Edit note" : "Add note"}
          <span className="sr-only">
            {" "}
            for week {week} session {s.day}
          </span>
        </Button>
      </div>
      {s.coachNote ? (
        <p className="mt-2 rounded-lg border-l-4 border-neon-lime/60 bg-neon-lime/10 px-3 py-2 text-sm text-fg">
          <span className="font-semibold text-neon-lime">Note: </span>
          {s.coachNote}
        </p>
      ) : null}
      {noting ? <NoteForm athleteId={athleteId} week={week} day={s.day} onDone={close} current={s.coachNote} /> : null}
      <ol className="mt-3 space-y-2">
        {s.exercises.map((e) => (
          <ExerciseLine key={`${e.block}-${e.exerciseId}`} {...props} e={e} close={close} />
        ))}
      </ol>
    </article>
  );
}

function ExerciseLine({
  athleteId,
  week,
  session,
  open,
  setOpen,
  e,
  close,
}: {
  athleteId: string;
  week: number;
  session: Session;
  open: Open;
  setOpen: (o: Open) => void;
  e: Prescription;
  close: () => void;
}) {
  const slotId = e.coach?.originalExerciseId ?? e.exerciseId;
  const editing =
    open && open.week === week && open.day === session.day && open.exerciseId === slotId ? open.what : null;
  const toggle = (what: "swap" | "dose") =>
    setOpen(editing === what ? null : { what, week, day: session.day, exerciseId: slotId });
  return (
    <li className="rounded-lg border border-border bg-surface/70 px-3 py-2.5" data-testid={`adjust-ex-${slotId}`}>
      <p className="font-semibold text-fg">
        <span className="mr-2 font-display text-xs text-neon-violet">{e.block}</span>
        {e.name}
      </p>
      <p className="text-sm text-muted">{doseText(e)}</p>
      {e.flags.length ? (
        <p className="mt-1 text-xs font-semibold text-danger">
          Loads the injured {e.flags.map((f) => f.region).join(" and ")}
        </p>
      ) : null}
      {e.change ? <p className="mt-1 text-xs text-muted">{e.change}</p> : null}
      {e.coach ? (
        <p className="mt-1">
          <CoachBadge detail={e.coach.summary} />
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          aria-expanded={editing === "swap"}
          onClick={() => toggle("swap")}
        >
          Swap<span className="sr-only"> {e.name}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          aria-expanded={editing === "dose"}
          onClick={() => toggle("dose")}
        >
          Edit dose<span className="sr-only"> of {e.name}</span>
        </Button>
      </div>
      {editing === "swap" ? (
        <SwapForm athleteId={athleteId} week={week} day={session.day} onDone={close} slot={e} />
      ) : null}
      {editing === "dose" ? (
        <DoseForm athleteId={athleteId} week={week} day={session.day} onDone={close} slot={e} />
      ) : null}
    </li>
  );
}
