import type { InjuryFlag, Prescription, Program, Session, Week } from "#domain/plan/types";

/**
 * A phase folded into a printable grid (issue #10, decision 0033): each session slot (training
 * day) once, each exercise once as a row, and the phase's weeks as columns, so progression reads
 * across a line instead of the same session being printed four times. Nothing is assumed to be
 * identical across the weeks: an exercise missing from a week gets an empty cell, and a line of
 * guidance, warm-up or title that holds only in some weeks says which.
 */
export interface PhaseGrid {
  weeks: Week[];
  sessions: GridSession[];
}

export interface GridSession {
  day: number;
  /** The first week's title, then any other titles with the weeks they hold in. */
  titles: Scoped[];
  focus: Scoped[];
  warmUps: Scoped<Session["warmUp"]>[];
  guidance: Scoped[];
  /** The coach's notes (issue #17), with the weeks they hold in. */
  coachNotes: Scoped[];
  /** "about 55 min" or "about 50-60 min" across the weeks. */
  minutes: { min: number; max: number };
  /** Whether any week's session is from generator 2.0.0+ (guidance once per session, quiet flags). */
  guided: boolean;
  rows: GridRow[];
}

export interface GridRow {
  block: string;
  exerciseId: string;
  name: string;
  cue: string;
  /** One cell per week of the phase; null where the exercise is not done that week. */
  cells: (Prescription | null)[];
  changes: Scoped[];
  /** What the coach changed (issue #17): "Swapped from …", "Dose changed from …". */
  coach: Scoped[];
  flags: Scoped<InjuryFlag>[];
  /** Rest, when it is the same in every week that has the exercise (else each cell shows its own). */
  rest: number | null;
}

/** A value and the weeks it holds in; `weeks` is null when it holds in every week of the phase. */
export interface Scoped<T = string> {
  value: T;
  weeks: number[] | null;
}

/** Distinct values in first-seen order, each with the weeks it appears in (null = all of them). */
function scoped<T>(
  entries: { week: number; value: T }[],
  allWeeks: number[],
  key: (v: T) => string = (v) => JSON.stringify(v),
): Scoped<T>[] {
  const byKey = new Map<string, { value: T; weeks: number[] }>();
  for (const e of entries) {
    const k = key(e.value);
    const found = byKey.get(k);
    if (found) {
      if (!found.weeks.includes(e.week)) found.weeks.push(e.week);
    } else byKey.set(k, { value: e.value, weeks: [e.week] });
  }
  return [...byKey.values()].map(({ value, weeks }) => ({
    value,
    weeks: weeks.length === allWeeks.length ? null : weeks,
  }));
}

export function phaseGrid(program: Program, phase: 1 | 2): PhaseGrid {
  const weeks = program.weeks.filter((w) => w.phase === phase);
  const allWeeks = weeks.map((w) => w.week);
  const days = [...new Set(weeks.flatMap((w) => w.sessions.map((s) => s.day)))].sort((a, b) => a - b);

  const sessions = days.map((day): GridSession => {
    const inWeek = weeks.flatMap((w) => {
      const s = w.sessions.find((x) => x.day === day);
      return s ? [{ week: w.week, index: weeks.indexOf(w), s }] : [];
    });
    const weeksOfDay = inWeek.map((x) => x.week);
    const scope = <T>(pick: (s: Session) => T[]) =>
      scoped(
        inWeek.flatMap(({ week, s }) => pick(s).map((value) => ({ week, value }))),
        weeksOfDay.length === allWeeks.length ? allWeeks : weeksOfDay,
      );

    const rowsByKey = new Map<string, GridRow>();
    for (const { index, s } of inWeek) {
      // Keyed by the exercise (and its nth use in the session), not its block letter: in 2.0.0
      // plans the letters shift when an exercise joins or leaves (an injury rebuild), and the same
      // exercise must stay on one row. The row keeps the letter of its first week.
      const seen = new Map<string, number>();
      for (const e of s.exercises) {
        const nth = seen.get(e.exerciseId) ?? 0;
        seen.set(e.exerciseId, nth + 1);
        const key = `${e.exerciseId}|${nth}`;
        let row = rowsByKey.get(key);
        if (!row) {
          row = {
            block: e.block,
            exerciseId: e.exerciseId,
            name: e.name,
            cue: e.cue,
            cells: weeks.map(() => null),
            changes: [],
            coach: [],
            flags: [],
            rest: null,
          };
          rowsByKey.set(key, row);
        }
        row.cells[index] = e;
      }
    }
    const rows = [...rowsByKey.values()].map((row) => {
      const present = row.cells.flatMap((c, i) => (c ? [{ week: weeks[i]!.week, c }] : []));
      const rowWeeks = present.map((p) => p.week);
      const rests = new Set(present.map((p) => p.c.restSeconds));
      return {
        ...row,
        // Scoped to the row's own weeks: a line true wherever the exercise is done needs no "Weeks ..." label.
        changes: scoped(
          // A physio's clearance says why the exercise is back, before the plan's own note.
          present.flatMap(({ week, c }) => [
            ...(c.clearance ? [{ week, value: c.clearance.summary }] : []),
            ...(c.change ? [{ week, value: c.change }] : []),
          ]),
          rowWeeks,
        ),
        coach: scoped(
          present.flatMap(({ week, c }) => (c.coach ? [{ week, value: c.coach.summary }] : [])),
          rowWeeks,
        ),
        flags: scoped(
          present.flatMap(({ week, c }) => c.flags.map((f) => ({ week, value: f }))),
          rowWeeks,
        ),
        rest: rests.size === 1 ? [...rests][0]! : null,
      };
    });
    const minutes = inWeek.map((x) => x.s.estimatedMinutes);
    return {
      day,
      titles: scope((s) => [s.title]),
      focus: scope((s) => (s.focus ? [s.focus] : [])),
      warmUps: scope((s) => [s.warmUp]),
      guidance: scope((s) => s.injuryGuidance ?? []),
      coachNotes: scope((s) => (s.coachNote ? [s.coachNote] : [])),
      minutes: { min: Math.min(...minutes), max: Math.max(...minutes) },
      guided: inWeek.some(({ s }) => s.injuryGuidance !== undefined),
      rows,
    };
  });
  return { weeks, sessions };
}

/** "Week 4", "Weeks 1-3", "Weeks 1, 3". */
export function weeksLabel(weeks: number[]): string {
  const sorted = [...weeks].sort((a, b) => a - b);
  if (sorted.length === 1) return `Week ${sorted[0]}`;
  const consecutive = sorted.every((w, i) => i === 0 || w === sorted[i - 1]! + 1);
  return consecutive ? `Weeks ${sorted[0]}-${sorted[sorted.length - 1]}` : `Weeks ${sorted.join(", ")}`;
}
