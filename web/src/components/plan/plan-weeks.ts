import type { Week } from "#domain/plan/types";

/** Shared by the schedule (athlete) and the sign-up page's preview (issue #16). */
export const phaseOfWeek = (week: number): 1 | 2 => (week <= 4 ? 1 : 2);

export const WEEK_KIND: Record<Week["kind"], string> = {
  build: "Build",
  unload: "Unload",
  power: "Strength to power",
  taper: "Taper",
};
