const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The plan week the athlete is in: week 1 starts the day the plan was saved; after week 8, 8. */
export function currentWeek(startedAt: string, now = Date.now()): number {
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return 1;
  return Math.min(8, Math.max(1, Math.floor((now - started) / WEEK_MS) + 1));
}

/** "Phase 1: general strength and movement quality" → "General strength and movement quality". */
export function phaseSubtitle(title: string): string {
  const rest = title.replace(/^Phase \d:\s*/, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
