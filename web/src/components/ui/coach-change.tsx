/**
 * "Changed by your coach" (issue #17, decision 0107): the one look for what a coach changed in a
 * plan, on /today and on the coach's own page, so the athlete and the coach see the same mark.
 * /training-schedule has a copy (features/athlete/components/coach-mark.tsx, for its route budget).
 */
export const COACH_CHANGED = "Changed by your coach";

export function CoachBadge({ detail }: { detail?: string }) {
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-1 rounded-md border border-neon-lime/50 bg-neon-lime/10 px-1.5 py-0.5 text-[0.7rem] font-bold text-neon-lime">
      <span aria-hidden="true">★</span>
      {COACH_CHANGED}
      {detail ? <span className="font-semibold text-fg/85">· {detail}</span> : null}
    </span>
  );
}

export function CoachNote({ text }: { text: string }) {
  return (
    <section
      aria-label="Note from your coach"
      className="rounded-lg border border-l-4 border-neon-lime/60 bg-neon-lime/10 px-3 py-2.5"
    >
      <h5 className="flex flex-wrap items-center gap-2 text-sm font-bold text-neon-lime">
        Note from your coach <CoachBadge />
      </h5>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-fg">{text}</p>
    </section>
  );
}
