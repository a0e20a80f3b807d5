import { useId, type ReactNode } from "react";

/**
 * Original line artwork of the three cricket roles (issue #16), drawn for GameReady: stylised
 * figures in the site's neon gradient, as inline paths (no image request, no bitmap; a few
 * hundred bytes each after gzip). Decorative only: every figure is aria-hidden and the text
 * beside it says what it shows. Decision 0104.
 */
export type FigureKind = "bowler" | "keeper" | "batter";

// One path per figure, 120×120, drawn side-on (bowler, batter) or front-on (keeper).
// Limbs are single strokes so the gradient runs through the whole body.
const BODY: Record<FigureKind, string> = {
  // A quick in delivery stride: braced front leg, back foot trailing, front arm reaching high,
  // bowling arm coming over from behind.
  bowler: "M57 33 51 63M51 63l17 19 12 21M51 63 38 84 21 97M56 39l14-12 9-14M56 39 43 47 33 58",
  // A keeper's crouch: knees wide, heels down, gloves together in front, eyes up.
  keeper: "M60 50v21M60 71 42 79l1 23M60 71l18 8-1 23M51 55h18M51 55l-6 14 9 12M69 55l6 14-9 12",
  // A batter's front-foot drive: head over the ball, front knee bent, bat coming through.
  batter: "M60 37 50 64M50 64l20 16 6 24M50 64 40 86 26 102M59 41l11 5 4 12M58 44l7 10 9 4",
};

/** The ground each figure stands on (thin, in the text colour). */
const GROUND: Record<FigureKind, string> = { bowler: "M10 106h92", keeper: "M30 106h84", batter: "M18 106h86" };

/** Head positions (and the keeper's gloves, the batter's blade) drawn as fills. */
const HEAD: Record<FigureKind, [number, number]> = { bowler: [59, 23], keeper: [60, 40], batter: [64, 28] };

function Extras({ kind, fill }: { kind: FigureKind; fill: string }): ReactNode {
  if (kind === "bowler") return <circle cx="30" cy="62" r="4" fill="#fb7185" />;
  if (kind === "keeper")
    return (
      <>
        <rect x="51" y="80" width="18" height="9" rx="4" fill={fill} />
        {/* the stumps beside the keeper: three uprights and the bails */}
        <path d="M95 74v30m6-30v30m6-30v30M93 72h16" strokeWidth="3" stroke="currentColor" opacity=".55" />
      </>
    );
  return (
    <>
      <path d="m73 53 3 6" strokeWidth="4" stroke={fill} />
      <path d="m77 62 11 30" strokeWidth="9" stroke={fill} />
      <circle cx="95" cy="99" r="4" fill="#fb7185" />
      <path d="M103 93h9m-7 8h9" strokeWidth="2.5" stroke="currentColor" opacity=".5" />
    </>
  );
}

/** Small marks that tell the six questionnaire roles apart: a spinning ball, a bat for the all-rounders. */
export type FigureAccent = "spin" | "bat";

const ACCENT: Record<FigureAccent, string> = {
  spin: "M21 50a12 12 0 1 0 19 2m0 0-5 1m5-1 1 5",
  bat: "m103 12-14 14m-2 2-10 10 5 5 10-10",
};

interface Props {
  kind: FigureKind;
  accents?: readonly FigureAccent[];
  className?: string;
}

/** One role figure. Size it with `className` (it keeps its square shape); colour of the ground: `text-*`. */
export function CricketFigure({ kind, accents = [], className }: Props) {
  // A gradient per figure: ids must be unique on the page (several figures share it).
  const id = `g${useId().replace(/[^\w-]/g, "")}`;
  const [hx, hy] = HEAD[kind];
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      data-art={kind}
      className={className}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22d3ee" />
          <stop offset=".55" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#e879f9" />
        </linearGradient>
      </defs>
      <path d={GROUND[kind]} stroke="currentColor" strokeWidth="2" opacity=".35" />
      <path d={BODY[kind]} stroke={`url(#${id})`} strokeWidth="7" />
      <circle cx={hx} cy={hy} r="8.5" fill={`url(#${id})`} />
      <Extras kind={kind} fill={`url(#${id})`} />
      {accents.map((a) => (
        <path key={a} data-accent={a} d={ACCENT[a]} stroke="currentColor" strokeWidth="3" />
      ))}
    </svg>
  );
}
