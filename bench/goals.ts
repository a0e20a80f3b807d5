import type { LighthouseFigures } from "./lighthouse.ts";
import type { LoadFigures } from "./load.ts";
import type { PageWeight } from "./page-weight.ts";
import type { StartupFigures } from "./startup.ts";
import type { StormFigures } from "./storm.ts";
import { kb, mb, ms, type Row } from "./table.ts";

/**
 * Issue #13's table, first in the bench output: every row with its goal and OK or OVER
 * (docs/decisions/0093). A goal on a ratio is read against the floor measured in the same run.
 */

/** First-load JavaScript, gzip: / and every other route (issue #13). */
export const LANDING_FIRST_LOAD_GOAL = 80 * 1024;
export const ROUTE_FIRST_LOAD_GOAL = 110 * 1024;
export const LIGHTHOUSE_PERF_GOAL = 98;
export const LCP_VS_FLOOR_GOAL = 1.3;
export const API_ME_GOAL = 0.5;
export const ADMIN_PAGE_GOAL = 0.3;
/** The squad list (issue #17): page 1 with a filter, 10,000 athletes with a year of logs, as admin p1. */
export const SQUAD_PAGE_GOAL = 0.3;
export const SAVE_ANSWERS_GOAL = 0.2;
export const STARTUP_GOAL_MS = 1500;
/** Issue #13 measured 453 MB: "halved if PGlite's options allow". */
export const PGLITE_IDLE_RSS_BEFORE = 453 * 1024 * 1024;
/** During a download storm /api/health stays interactive (issue #14 measured about 1 s). */
export const STORM_HEALTH_P95_GOAL_MS = 100;

interface GoalRun {
  kind: "pglite" | "postgres";
  load: LoadFigures[];
  startup: StartupFigures;
  storm: StormFigures;
}
interface GoalFront {
  pages: PageWeight[];
  lighthouse: LighthouseFigures[];
  pageFloors: LighthouseFigures[];
}

const verdict = (ok: boolean) => (ok ? "OK" : "OVER");

export function goalRows(
  runs: GoalRun[],
  front: GoalFront | undefined,
  opts: { athletes: number; lhPaths: string[] },
): Row[] {
  const rows: Row[] = [];
  const label = (k: string) => (k === "pglite" ? "PGlite" : "PostgreSQL");
  const part = "0 goals #13";
  const once = (figure: string, value: string) =>
    rows.push({ part, figure, values: { [label(runs[0]!.kind)]: value } });
  const each = (figure: string, f: (r: GoalRun) => string) =>
    rows.push({ part, figure, values: Object.fromEntries(runs.map((r) => [label(r.kind), f(r)])) });

  if (front) {
    front.lighthouse.forEach((l, i) => {
      const path = opts.lhPaths[i] ?? new URL(l.url).pathname;
      once(
        `Lighthouse mobile perf ${path} (goal ≥ ${LIGHTHOUSE_PERF_GOAL})`,
        `${l.performance} ${verdict(l.performance >= LIGHTHOUSE_PERF_GOAL)}`,
      );
    });
    front.lighthouse.forEach((l, i) => {
      const floor = front.pageFloors[i];
      const path = opts.lhPaths[i] ?? new URL(l.url).pathname;
      if (!floor) return;
      const r = l.lcpMs / floor.lcpMs;
      once(
        `LCP ${path} vs its script-free copy (goal ≤ ${LCP_VS_FLOOR_GOAL}×)`,
        `${ms(l.lcpMs)} / ${ms(floor.lcpMs)} = ${r.toFixed(2)}× ${verdict(r <= LCP_VS_FLOOR_GOAL)}`,
      );
    });
    // Measured in Chromium on a first load (page-weight.ts); brief B's per-route manifest figure
    // (routeWeights) replaces this once merged.
    for (const p of front.pages) {
      const goal = p.path === "/" ? LANDING_FIRST_LOAD_GOAL : ROUTE_FIRST_LOAD_GOAL;
      once(`first-load JS gzip ${p.path} (goal ≤ ${kb(goal)})`, `${kb(p.jsGzip)} ${verdict(p.jsGzip <= goal)}`);
    }
  }

  const loadGoal = (route: string, goal: number) =>
    each(`${route} vs health (goal ≥ ${goal}×)`, (r) => {
      const l = r.load.find((x) => x.route.startsWith(route));
      const v = l?.ratioToHealth;
      return v === undefined ? "n/a" : `${v.toFixed(2)}× ${verdict(v >= goal)}`;
    });
  loadGoal("GET /api/me", API_ME_GOAL);
  loadGoal(`GET /api/admin/athletes p1`, ADMIN_PAGE_GOAL);
  loadGoal(`GET /api/admin/athletes squad spikes p1`, SQUAD_PAGE_GOAL);
  loadGoal("PUT /api/me/questionnaire", SAVE_ANSWERS_GOAL);
  each(`start-up on existing data, ${opts.athletes} athletes (goal ≤ ${ms(STARTUP_GOAL_MS)})`, (r) => {
    const t = r.startup.existingMs ?? Number.NaN;
    return `${ms(t)} ${verdict(t <= STARTUP_GOAL_MS)} (floor node + tsx ${ms(r.startup.floorMs)})`;
  });
  const pglite = runs.find((r) => r.kind === "pglite");
  if (pglite) {
    const rss = pglite.startup.idleRss ?? Number.NaN;
    rows.push({
      part,
      figure: `PGlite idle RSS (was ${mb(PGLITE_IDLE_RSS_BEFORE)}; halved: ≤ ${mb(PGLITE_IDLE_RSS_BEFORE / 2)})`,
      values: {
        PGlite: `${mb(rss)} ${verdict(rss <= PGLITE_IDLE_RSS_BEFORE / 2)} (decisions 0093, 0126 and 0127 explain it)`,
      },
    });
  }
  each(
    `download storm: /api/health p95 while one account downloads PDFs (goal ≤ ${ms(STORM_HEALTH_P95_GOAL_MS)})`,
    (r) => `${ms(r.storm.stormP95)} ${verdict(r.storm.stormP95 <= STORM_HEALTH_P95_GOAL_MS)}`,
  );
  return rows;
}
