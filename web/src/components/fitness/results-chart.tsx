import { type FitnessTest, formatValue } from "#domain/fitness-tests/battery";
import { changeWords } from "#domain/fitness-tests/change";
import { type ReferenceBand, referenceBand } from "#domain/fitness-tests/due";
import type { FitnessResult } from "#domain/fitness-tests/schema";

/**
 * One test's results over time as SVG (issue #17), shared by the athlete's /fitness-tests and the
 * coach's /admin/athletes/:athleteId/tests (features never import each other). A published band
 * is drawn only where the battery cites a source for the athlete's age group (decision 0106);
 * elsewhere the athlete's own trend is the whole picture. The numbers are listed under the chart
 * for screen readers and for anyone who prefers them.
 */

const W = 600;
const H = 170;
const PAD = { left: 14, right: 14, top: 14, bottom: 14 };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
export const shortDate = (d: string) =>
  `${Number(d.slice(8, 10))} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;

export function ResultsChart({
  test,
  results,
  ageGroup,
  onDelete,
}: {
  test: FitnessTest;
  /** This test's results, oldest first. */
  results: FitnessResult[];
  ageGroup: string;
  onDelete?: (r: FitnessResult) => void;
}) {
  const band = referenceBand(test.reference, ageGroup);
  const id = `chart-${test.id}`;
  const values = results.map((r) => r.value);
  const bandValues = band ? [...band.boys, ...band.girls] : [];
  let lo = Math.min(...values, ...bandValues);
  let hi = Math.max(...values, ...bandValues);
  const margin = Math.max((hi - lo) * 0.15, hi * 0.02, 0.05);
  lo -= margin;
  hi += margin;
  const t0 = dayMs(results[0]!.date);
  const span = Math.max(dayMs(results.at(-1)!.date) - t0, 1);
  const x = (d: string) =>
    results.length === 1 ? W / 2 : PAD.left + ((dayMs(d) - t0) / span) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const path = results
    .map((r, i) => `${i === 0 ? "M" : "L"}${x(r.date).toFixed(1)},${y(r.value).toFixed(1)}`)
    .join(" ");
  const latest = results.at(-1)!;
  const change = changeWords(
    test,
    results.map((r) => r.value),
  );
  const summary =
    `${results.length} result${results.length === 1 ? "" : "s"}; latest ${formatValue(test, latest.value)} on ${shortDate(latest.date)}. ${change ?? ""}`.trim();

  return (
    <figure className="card-glow space-y-3 p-4 sm:p-5" data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-black text-fg">{test.name}</h3>
        <p className="font-display text-xl font-black text-neon-cyan tabular-nums">{formatValue(test, latest.value)}</p>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="block h-auto w-full"
      >
        <title id={`${id}-title`}>{`${test.name} over time`}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <defs>
          <linearGradient id={`${id}-line`} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="var(--color-neon-cyan)" />
            <stop offset="1" stopColor="var(--color-neon-magenta)" />
          </linearGradient>
        </defs>
        {band ? <Bands band={band} y={y} /> : null}
        <line x1="0" x2={W} y1={H - 2} y2={H - 2} stroke="var(--color-border)" />
        {results.length > 1 ? (
          <path d={path} fill="none" stroke={`url(#${id}-line)`} strokeWidth="3" strokeLinecap="round" />
        ) : null}
        {results.map((r) => (
          <circle
            key={r.id}
            cx={x(r.date)}
            cy={y(r.value)}
            r="5"
            fill="var(--color-bg)"
            stroke="var(--color-neon-cyan)"
            strokeWidth="2.5"
          />
        ))}
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted">
        <span>{shortDate(results[0]!.date)}</span>
        {results.length > 1 ? <span>{shortDate(latest.date)}</span> : null}
      </div>
      <figcaption className="space-y-1 text-sm text-fg/90">
        <p>{summary}</p>
        <p className="text-muted">{test.better === "lower" ? "Lower is better." : "Higher is better."}</p>
        <p className="text-muted">
          {typicalErrorWords(test)}{" "}
          <a
            href={test.typicalError.url}
            className="text-neon-cyan underline"
            rel="noopener noreferrer"
            target="_blank"
            title={test.typicalError.source}
          >
            Source
          </a>
        </p>
        {band ? (
          <p className="text-muted">
            Shaded: published medians for ages {band.ages[0]}-{band.ages[1]}, boys in violet (
            {fmtRange(test, band.boys)}), girls in green ({fmtRange(test, band.girls)}).{" "}
            <a href={band.url} className="text-neon-cyan underline" rel="noopener noreferrer" target="_blank">
              Source
            </a>
          </p>
        ) : (
          <p className="text-muted">
            No trustworthy published values for your age group: your own trend is the measure.
          </p>
        )}
      </figcaption>
      <ul className="divide-y divide-border/60 text-sm" aria-label={`${test.name} results`}>
        {[...results].reverse().map((r) => (
          <li key={r.id} className="flex min-h-11 items-center justify-between gap-2 py-1">
            <span>
              {shortDate(r.date)}: <strong className="tabular-nums">{formatValue(test, r.value)}</strong>
            </span>
            {onDelete ? (
              <button
                type="button"
                onClick={() => onDelete(r)}
                className="min-h-11 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-surface-2"
                aria-label={`Delete ${test.name} result of ${shortDate(r.date)}`}
              >
                Delete
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The retest noise, in the terms of the test: "Changes up to 0.14 s are within ...". */
function typicalErrorWords(test: FitnessTest): string {
  const te = test.typicalError;
  const amount = te.percent ? `${te.amount} %` : test.unit === "cm" ? `${te.amount} cm` : `${te.amount} s`;
  return `Changes up to ${amount} read as no clear change. ${te.basis}`;
}

/** "202-210 cm": the unit once. */
const fmtRange = (test: FitnessTest, [a, b]: [number, number]) => {
  if (a === b) return formatValue(test, a);
  const unit = test.clock ? "" : ` ${test.unit}`;
  return `${formatValue(test, a).replace(unit, "")}-${formatValue(test, b)}`;
};

function Bands({ band, y }: { band: ReferenceBand; y: (v: number) => number }) {
  const rect = ([a, b]: [number, number], fill: string, label: string) => {
    const top = y(Math.max(a, b)) - 2;
    const h = Math.max(y(Math.min(a, b)) - top + 2, 4);
    return <rect x="0" y={top} width={W} height={h} fill={fill} opacity="0.22" data-band={label} />;
  };
  return (
    <g>
      {rect(band.boys, "var(--color-neon-violet)", "boys")}
      {rect(band.girls, "var(--color-neon-lime)", "girls")}
    </g>
  );
}
