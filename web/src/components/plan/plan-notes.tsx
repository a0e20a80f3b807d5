import { type Growth, growthNote } from "#domain/fitness-tests/growth";
import type { Note, Program } from "#domain/plan/types";
import { cn } from "#web/lib/cn.ts";

const TONE = {
  warn: "border-danger/60 bg-danger/10 [&_h3]:text-danger",
  cyan: "border-neon-cyan/50 bg-neon-cyan/5 [&_h3]:text-neon-cyan",
  violet: "border-neon-violet/60 bg-neon-violet/10 [&_h3]:text-neon-magenta",
  plain: "border-border bg-surface/70 [&_h3]:text-fg",
} as const;

/**
 * The plan's notes: the injury safety note, how the gym week fits around cricket (generator
 * 2.0.0+, issue #10), junior bowling guidance, technique first, train safely. A junior's growth
 * rate, measured with their fitness tests, answers the technique note's "Growing fast?" when known.
 */
export function PlanNotes({ notes, growth = null }: { notes: Program["notes"]; growth?: Growth | null }) {
  const { injury, juniorBowling, safety, week } = notes;
  const junior = growthNote(notes.junior, growth);
  return (
    <section aria-labelledby="notes-heading" className="space-y-4">
      <h2 id="notes-heading" className="sr-only">
        Notes on your plan
      </h2>
      {injury ? (
        <NoteCard note={{ ...injury, lines: [`You wrote: "${injury.injuryText}"`, ...injury.lines] }} tone="warn" />
      ) : null}
      {week ? <NoteCard note={week} tone="cyan" /> : null}
      {juniorBowling ? <NoteCard note={juniorBowling} tone="cyan" /> : null}
      {junior ? <NoteCard note={junior} tone="violet" /> : null}
      <NoteCard note={safety} tone="plain" />
    </section>
  );
}

function NoteCard({ note, tone }: { note: Note; tone: keyof typeof TONE }) {
  return (
    <div className={cn("rounded-xl border border-l-4 p-4 sm:p-5", TONE[tone])}>
      <h3 className="font-sans text-base font-bold">{note.title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-fg/90">
        {note.lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {note.sources.length > 0 ? <p className="mt-2 text-xs text-muted">Sources: {note.sources.join("; ")}</p> : null}
    </div>
  );
}
