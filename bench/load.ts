// @ts-expect-error autocannon ships no types; the small surface used here is typed below.
import autocannonUntyped from "autocannon";
import { BENCH_ANSWERS, clientAddress } from "./http.ts";

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** `context` belongs to one connection, from a request's setup to its response. */
  setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  duration: number;
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}
const autocannon = autocannonUntyped as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

export interface LoadFigures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  /** Transport errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  ratioToHealth?: number;
}

export interface LoadTarget {
  route: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
  connections?: number;
}

export async function runLoad(
  url: string,
  target: LoadTarget,
  seconds: number,
  connections = 10,
): Promise<LoadFigures> {
  const r = await autocannon({
    url: url + target.path,
    method: target.method ?? "GET",
    headers: target.headers ?? {},
    requests: target.requests,
    connections: target.connections ?? connections,
    duration: seconds,
  });
  return {
    route: target.route,
    rps: r.duration > 0 ? r.requests.total / r.duration : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}

/** The five routes of issue #6, health first (its throughput is the floor the others are divided by). */
export function loadTargets(url: string, athleteCookies: string[], admin: string): LoadTarget[] {
  // Each athlete has at most one save in flight, and its saves alternate two answer sets, so every
  // save really writes (identical answers change nothing). Round-robin over the athletes let two
  // saves of one athlete overlap when a request was slow: the second then waited for the first's
  // lock, or, read before the first wrote, found its own answers already saved (decision 0122).
  const free = athleteCookies.map((_, i) => i);
  const saves = athleteCookies.map(() => 0);
  let n = 0;
  return [
    { route: "GET /api/health (floor)", path: "/api/health" },
    { route: "GET /api/athletes/count", path: "/api/athletes/count" },
    { route: "GET /api/me", path: "/api/me", headers: { cookie: athleteCookies[0]! } },
    { route: "GET /api/admin/athletes p1", path: "/api/admin/athletes?page=1", headers: { cookie: admin } },
    // The squad view (issue #17): page 1 of "spikes this week", highest ratio first, over athletes with a year of logs.
    {
      route: "GET /api/admin/athletes squad spikes p1",
      path: "/api/admin/athletes?filter=spike&sort=ratio&pageSize=25",
      headers: { cookie: admin },
    },
    {
      route: "PUT /api/me/questionnaire",
      path: "/api/me/questionnaire",
      method: "PUT",
      requests: [
        {
          method: "PUT",
          setupRequest: (req, context) => {
            // A request that never answered (an error) keeps its athlete: then round-robin.
            const athlete = free.shift() ?? n++ % athleteCookies.length;
            context.athlete = athlete;
            const answers = BENCH_ANSWERS[saves[athlete]!++ % 2];
            return {
              ...req,
              method: "PUT",
              path: "/api/me/questionnaire",
              headers: {
                "content-type": "application/json",
                origin: url,
                cookie: athleteCookies[athlete]!,
                "x-forwarded-for": clientAddress(),
              },
              body: JSON.stringify({ answers }),
            };
          },
          onResponse: (_status, _body, context) => {
            free.push(context.athlete as number);
          },
        },
      ],
    },
  ];
}

export async function runLoadSuite(url: string, targets: LoadTarget[], seconds: number): Promise<LoadFigures[]> {
  const out: LoadFigures[] = [];
  for (const t of targets) out.push(await runLoad(url, t, seconds));
  const health = out[0]!.rps;
  for (const f of out) f.ratioToHealth = health > 0 ? f.rps / health : undefined;
  return out;
}
