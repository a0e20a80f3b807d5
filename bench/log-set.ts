import { randomUUID } from "node:crypto";
import type { Program } from "#domain/plan/types";
import type { SessionLog, SetLog } from "#domain/training/log";

/**
 * The "log a set" round trip (issue #12): a signed-in athlete in the gym ticks one more set and
 * the app PUTs the whole session log (PUT /api/me/training/sessions/:id), again and again. Each
 * client signs in once (the cookies come from run.ts) and sends one request at a time, as one
 * phone does; `clients` phones at once. Every answer must be 200 with the set stored.
 */
export interface LogSetFigures {
  clients: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  /** Non-200 answers, transport errors, and answers that did not store the sent sets. */
  errors: number;
  /** What the first error was, to read in results/latest.json. */
  firstError?: string;
}

async function planOf(url: string, cookie: string): Promise<Program> {
  const res = await fetch(`${url}/api/me/plan`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/me/plan: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { program: Program }).program;
}

/** Every set of the plan's first session, in the order an athlete ticks them. */
function setsOf(program: Program): SetLog[] {
  return program.weeks[0]!.sessions[0]!.exercises.flatMap((e) =>
    Array.from({ length: e.sets }, (_, set) => ({ exerciseId: e.exerciseId, set, done: true, reps: 5, loadKg: 40 })),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measureLogSet(url: string, cookies: string[], seconds: number): Promise<LogSetFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const fail = (what: string) => {
    errors++;
    firstError ??= what.slice(0, 300);
  };
  const today = new Date().toISOString().slice(0, 10);
  // The plan is read once per phone, before the clock starts (the app caches it).
  const plans = await Promise.all(cookies.map((cookie) => planOf(url, cookie)));
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();

  await Promise.all(
    cookies.map(async (cookie, i) => {
      const all = setsOf(plans[i]!);
      const id = randomUUID();
      let ticked = 0;
      let lastEdit = 0;
      while (performance.now() < deadline) {
        ticked = (ticked % all.length) + 1; // one more set; after the last, the session starts over
        // Strictly later each time (the server keeps the later edit), never ahead of its clock.
        lastEdit = Math.max(Date.now(), lastEdit + 1);
        const log: SessionLog = {
          id,
          date: today,
          week: 1,
          day: 1,
          status: "done",
          skipReason: null,
          sessionRpe: 6,
          minutes: 60,
          sets: all.slice(0, ticked),
          editedAt: new Date(lastEdit).toISOString(),
        };
        const t0 = performance.now();
        try {
          const res = await fetch(`${url}/api/me/training/sessions/${id}`, {
            method: "PUT",
            headers: { "content-type": "application/json", origin: url, cookie },
            body: JSON.stringify(log),
          });
          const text = await res.text();
          latencies.push(performance.now() - t0);
          const body = res.status === 200 ? (JSON.parse(text) as { entry: SessionLog }) : undefined;
          if (body?.entry.sets.length !== ticked) fail(`${res.status} ${text}`);
        } catch (err) {
          fail(String(err));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    clients: cookies.length,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    errors,
    ...(firstError ? { firstError } : {}),
  };
}
