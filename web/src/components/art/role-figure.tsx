import type { PRIMARY_ROLES } from "#domain/questionnaire-form";
import { CricketFigure, type FigureAccent, type FigureKind } from "./cricket-figures.tsx";

/**
 * The figure for each of the spec's six primary roles (questionnaire step 4): the quick, the
 * keeper and the batter, with a spinning ball for the spinners and a bat for the all-rounders and
 * the keeper-batsman, so no two options share a picture. Decorative (aria-hidden): the option's
 * label stays the spec's exact text. Decision 0104.
 */
const ROLE_ART: Record<(typeof PRIMARY_ROLES)[number], { kind: FigureKind; accents: FigureAccent[] }> = {
  Batsman: { kind: "batter", accents: [] },
  "Fast Bowler": { kind: "bowler", accents: [] },
  "Spin Bowler": { kind: "bowler", accents: ["spin"] },
  "Fast-Bowling All-rounder": { kind: "bowler", accents: ["bat"] },
  "Spin-Bowling All-rounder": { kind: "bowler", accents: ["spin", "bat"] },
  "Wicketkeeper - Batsman": { kind: "keeper", accents: ["bat"] },
};

export default function RoleFigure({ role, className }: { role: string; className?: string }) {
  const art = ROLE_ART[role as (typeof PRIMARY_ROLES)[number]];
  return art ? <CricketFigure kind={art.kind} accents={art.accents} className={className} /> : null;
}
