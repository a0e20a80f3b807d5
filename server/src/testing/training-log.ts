import { randomUUID } from "node:crypto";
import type { Program } from "#domain/plan/types";
import type { CricketLog, SessionLog } from "#domain/training/log";
import type { TestServer } from "#server/testing/server";

/** Test entries and calls for the training-log API (issue #12). */

export { utcDay as dayOf } from "#domain/training/dates";

export async function programOf(server: TestServer, cookie: string): Promise<Program> {
  const res = await server.fetch("/api/me/plan", { headers: { cookie } });
  if (res.status !== 200) throw new Error(`/api/me/plan answered ${res.status}`);
  return ((await res.json()) as { program: Program }).program;
}

/** A finished plan session: week 1, day 1, the first set of each exercise ticked. */
export function sessionLog(program: Program, today: string, overrides: Partial<SessionLog> = {}): SessionLog {
  const week = overrides.week ?? 1;
  const day = overrides.day ?? 1;
  const session = program.weeks.find((w) => w.week === week)!.sessions.find((s) => s.day === day)!;
  return {
    id: randomUUID(),
    date: today,
    week,
    day,
    status: "done",
    skipReason: null,
    sessionRpe: 6,
    minutes: 60,
    sets: session.exercises.map((e) => ({ exerciseId: e.exerciseId, set: 0, done: true, reps: 5, loadKg: 40 })),
    // The start of the entry's day (UTC): never ahead of the server's clock, whatever the hour of the run.
    editedAt: `${today}T00:00:00.000Z`,
    ...overrides,
  };
}

export function cricketLog(today: string, overrides: Partial<CricketLog> = {}): CricketLog {
  return {
    id: randomUUID(),
    date: today,
    kind: "nets",
    minutes: 90,
    sessionRpe: 7,
    bowling: { balls: 48, longestSpellBalls: 24, intensity: "full" },
    // The start of the entry's day (UTC): never ahead of the server's clock, whatever the hour of the run.
    editedAt: `${today}T00:00:00.000Z`,
    ...overrides,
  };
}

export function put(server: TestServer, path: string, cookie: string | undefined, body: unknown) {
  return server.fetch(path, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export const putSession = (server: TestServer, cookie: string | undefined, log: SessionLog | Record<string, unknown>) =>
  put(server, `/api/me/training/sessions/${String(log.id)}`, cookie, log);

export const putCricket = (server: TestServer, cookie: string | undefined, log: CricketLog | Record<string, unknown>) =>
  put(server, `/api/me/training/cricket/${String(log.id)}`, cookie, log);

export interface State {
  settings: { startDate: string; weekdays: number[] };
  settingsSaved: boolean;
  sessions: SessionLog[];
  cricket: CricketLog[];
  cricketWindow: { from: string; to: string; older: boolean };
  serverDay: string;
}

export async function stateOf(server: TestServer, cookie: string): Promise<State> {
  const res = await server.fetch("/api/me/training", { headers: { cookie } });
  if (res.status !== 200) throw new Error(`/api/me/training answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as State;
}
