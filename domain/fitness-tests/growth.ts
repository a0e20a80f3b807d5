import type { Note } from "../plan/types.ts";

/**
 * A junior's growth rate from the standing heights recorded with their fitness tests.
 *
 * At peak height velocity boys grow about 9.5 cm a year and girls about 8.3 (Abbassi, Pediatrics
 * 1998;102(3 Suppl):507-11); 7 cm a year or more means the athlete is in or near their growth
 * spurt, when bone, tendon and the growth plates tolerate less load and the risk of lumbar
 * stress injury in young fast bowlers rises (Lloyd et al., BJSM 2014). Heights less than eight
 * weeks apart are not compared: a measurement errs by a few millimetres, and over a short span
 * that reads as a spurt.
 */
export const FAST_GROWTH_CM_PER_YEAR = 7;
export const MIN_GROWTH_SPAN_DAYS = 56;
export const GROWTH_SOURCE =
  "Abbassi V. Growth and normal puberty. Pediatrics 1998;102(3 Suppl):507-11 (peak height velocity 9.5 cm a year in boys, 8.3 in girls)";

/** Age groups still growing: the height field and growth rate are offered to them. */
export const GROWING_AGE_GROUPS: readonly string[] = ["Under-14", "Under-16", "Under-19"];

export interface Growth {
  fromDate: string;
  toDate: string;
  fromCm: number;
  toCm: number;
  cmPerYear: number;
  fast: boolean;
}

const DAY_MS = 86_400_000;
const days = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS;

/**
 * The latest height against the most recent one at least eight weeks before it, as cm a year; null
 * without two such heights. One height a day: the last one recorded that day.
 */
export function growthRate(measures: ReadonlyArray<{ date: string; heightCm: number | null }>): Growth | null {
  const byDay = new Map<string, number>();
  for (const m of measures) if (m.heightCm != null) byDay.set(m.date, m.heightCm);
  const dated = [...byDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const last = dated.at(-1);
  if (!last) return null;
  const earlier = dated.filter(([d]) => days(d, last[0]) >= MIN_GROWTH_SPAN_DAYS).at(-1);
  if (!earlier) return null;
  const cmPerYear = Math.round(((last[1] - earlier[1]) / days(earlier[0], last[0])) * 365.25 * 10) / 10;
  return {
    fromDate: earlier[0],
    toDate: last[0],
    fromCm: earlier[1],
    toCm: last[1],
    cmPerYear,
    fast: cmPerYear >= FAST_GROWTH_CM_PER_YEAR,
  };
}

/** The plan's "growing fast" guidance, told from a measured rate: to the athlete, or to their coach. */
export function growthLine(g: Growth, forCoach = false): string {
  const rate = `${g.cmPerYear} cm a year (${g.fromCm} → ${g.toCm} cm)`;
  if (!g.fast) return `Growing ${rate}: not a growth spurt (${FAST_GROWTH_CM_PER_YEAR} cm a year or more).`;
  return forCoach
    ? `Growing fast: ${rate}. Growth spurts change how much load the body tolerates: keep jump and sprint volume steady rather than adding to it, and ask about knee, heel or back pain.`
    : `You are growing fast: ${rate}. Growth spurts change how much load the body tolerates: tell your coach, keep jump and sprint volume steady rather than adding to it, and report knee, heel or back pain early.`;
}

/**
 * The plan's junior note with its "Growing fast?" question answered by the measured rate; the
 * stored plan is not touched. With no junior note (an Under-19), a fast rate gets a note of its
 * own; otherwise there is nothing to add.
 */
export function growthNote(junior: Note | null, g: Growth | null): Note | null {
  if (!g) return junior;
  if (!junior) return g.fast ? { title: "Growing fast", lines: [growthLine(g)], sources: [GROWTH_SOURCE] } : null;
  const lines = junior.lines.map((l) => (l.startsWith("Growing fast?") ? growthLine(g) : l));
  return { ...junior, lines, sources: [...junior.sources, GROWTH_SOURCE] };
}
