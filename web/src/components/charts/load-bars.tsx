import type { DayLoad } from "#domain/training/load";
// The domain's "Mon 4 May": the chart is shared by /workload and the coach's athlete page (issue #17).
import { shortDay } from "#domain/training/dates";

interface Series {
  key: string;
  label: string;
  colour: string;
  value: (d: DayLoad) => number;
}

/** The daily load split the athlete's /workload and the coach's athlete page both draw. */
export const GYM_AND_CRICKET: Series[] = [
  { key: "gym", label: "Gym", colour: "var(--color-neon-cyan)", value: (d) => d.gym },
  { key: "cricket", label: "Cricket", colour: "var(--color-neon-magenta)", value: (d) => d.cricket },
];

const W = 12;
const GAP = 3;
const H = 120;

/**
 * Daily bars as SVG, stacked by series (gym + cricket, or balls). The picture is one image with
 * a summary for screen readers; the numbers are in a table under it ("Show the numbers").
 */
export function LoadBars({
  id,
  title,
  summary,
  days,
  series,
  unit,
}: {
  id: string;
  title: string;
  summary: string;
  days: DayLoad[];
  series: Series[];
  unit: string;
}) {
  const total = (d: DayLoad) => series.reduce((s, x) => s + x.value(d), 0);
  const max = Math.max(1, ...days.map(total));
  const width = days.length * (W + GAP);
  return (
    <figure className="space-y-2">
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded-sm" style={{ background: s.colour }} /> {s.label}
          </li>
        ))}
        <li>
          Tallest day: {Math.round(max)} {unit}
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${width} ${H + 16}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="block h-44 w-full sm:h-56"
        preserveAspectRatio="none"
        data-testid={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1="0" x2={width} y1={H} y2={H} stroke="var(--color-border)" strokeWidth="1" />
        {days.map((d, i) => {
          let y = H;
          const x = i * (W + GAP);
          return (
            <g key={d.date} data-date={d.date}>
              {series.map((s) => {
                const h = (s.value(d) / max) * (H - 4);
                y -= h;
                return h > 0 ? <rect key={s.key} x={x} y={y} width={W} height={h} rx="2" fill={s.colour} /> : null;
              })}
              {i % 7 === days.length % 7 ? (
                <rect x={x + W / 2 - 0.5} y={H} width="1" height="4" fill="var(--color-muted)" />
              ) : null}
            </g>
          );
        })}
      </svg>
      <div aria-hidden="true" className="flex justify-between text-[0.7rem] text-muted">
        <span>{days[0] ? shortDay(days[0].date) : ""}</span>
        <span>{days.at(-1) ? `Today, ${shortDay(days.at(-1)!.date)}` : ""}</span>
      </div>
      <figcaption className="text-sm text-fg/90">{summary}</figcaption>
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-neon-cyan">
          Show the numbers
        </summary>
        {/* Scrolls on its own: focusable so a keyboard can scroll it (named by the table's caption). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard. */}
        <section className="max-h-80 overflow-auto" tabIndex={0} aria-label={`${title}, day by day`}>
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{title}, day by day</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Day
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-2 font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t border-border/60">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {shortDay(d.date)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-2">
                      {Math.round(s.value(d))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
