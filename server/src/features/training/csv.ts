import type { Program } from "#domain/plan/types";
import { sessionLoad } from "#domain/training/load";
import type { CricketLog, SessionLog } from "#domain/training/log";

/**
 * The athlete's whole log as CSV (issue #12): one row per session, one per set under it, one per
 * cricket entry, by date. RFC 4180 (CRLF, quotes doubled, a field with a comma, quote or line
 * break quoted) and safe to open in a spreadsheet (OWASP "CSV injection"): every text cell is
 * quoted, so a spreadsheet that honours quotes keeps it whole whatever separator it splits on, and
 * wherever a cell could start in it (its start, or after any separator a spreadsheet may guess)
 * a formula start gets a ' so it is never read as a formula, even by one that ignores quotes.
 */
export const CSV_COLUMNS = [
  "entry",
  "date",
  "week",
  "day",
  "session",
  "status",
  "skip_reason",
  "session_rpe",
  "minutes",
  "load_au",
  "exercise_id",
  "exercise",
  "set",
  "done",
  "reps",
  "load_kg",
  "cricket_kind",
  "balls",
  "longest_spell_balls",
  "intensity",
  "edited_at",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Cell = string | number | boolean | null | undefined;

/** Separators a spreadsheet may split a line on when it guesses the dialect (comma, semicolon, tab, pipe). */
export const CSV_SEPARATORS = [",", ";", "\t", "|"] as const;
/** Characters a spreadsheet reads as the start of a formula. */
export const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r"] as const;
/**
 * Where a cell may start (the text's start, after a separator or a line break, past any spaces
 * or invisible control characters a spreadsheet may trim) followed by a formula start: the '
 * goes in front of that character.
 */
const FORMULA_AT_CELL_START =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters a spreadsheet trims are what is matched
  /(^|[,;\t|\r\n])([ \u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u00a0\u2000-\u200b\ufeff]*)(?=[=+\-@\t\r])/g;

/** One field, quoted and defused as above. Numbers and booleans are never text a person typed. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  return `"${value.replace(FORMULA_AT_CELL_START, "$1$2'").replaceAll('"', '""')}"`;
}

const line = (row: Partial<Record<Column, Cell>>) => CSV_COLUMNS.map((c) => csvField(row[c])).join(",");

export function logCsv(program: Program, log: { sessions: SessionLog[]; cricket: CricketLog[] }): string {
  const rows: Array<{ date: string; lines: string[] }> = [];
  for (const s of log.sessions) {
    const session = program.weeks.find((w) => w.week === s.week)?.sessions.find((x) => x.day === s.day);
    const where = { date: s.date, week: s.week, day: s.day, session: session?.title ?? "" };
    const lines = [
      line({
        entry: "session",
        ...where,
        status: s.status,
        skip_reason: s.skipReason,
        session_rpe: s.sessionRpe,
        minutes: s.minutes,
        load_au: s.sessionRpe !== null && s.minutes !== null ? sessionLoad(s.sessionRpe, s.minutes) : null,
        edited_at: s.editedAt,
      }),
      ...s.sets.map((set) =>
        line({
          entry: "set",
          ...where,
          exercise_id: set.exerciseId,
          exercise: program.exercises[set.exerciseId]?.name ?? "",
          set: set.set + 1,
          done: set.done ? "yes" : "no",
          reps: set.reps,
          load_kg: set.loadKg,
        }),
      ),
    ];
    rows.push({ date: s.date, lines });
  }
  for (const c of log.cricket) {
    rows.push({
      date: c.date,
      lines: [
        line({
          entry: "cricket",
          date: c.date,
          session_rpe: c.sessionRpe,
          minutes: c.minutes,
          load_au: sessionLoad(c.sessionRpe, c.minutes),
          cricket_kind: c.kind,
          balls: c.bowling?.balls,
          longest_spell_balls: c.bowling?.longestSpellBalls,
          intensity: c.bowling?.intensity,
          edited_at: c.editedAt,
        }),
      ],
    });
  }
  // Stable: on one day, the plan's sessions come before the cricket, each in its own order.
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return `${[CSV_COLUMNS.join(","), ...rows.flatMap((r) => r.lines)].join("\r\n")}\r\n`;
}
