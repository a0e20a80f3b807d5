import { randomUUID } from "node:crypto";
import type { Db } from "#server/core/db/client";
import { profiles, user } from "#server/core/db/schema";
import { until } from "./wait.ts";

/** Inserts `n` athletes (user + profile rows) in one statement each, as sign-up would. */
export async function insertAthletes(db: Db, n: number): Promise<void> {
  const users = Array.from({ length: n }, (_, i) => {
    const id = randomUUID();
    return { id, name: `Athlete ${i}`, email: `athlete-${id}@example.test` };
  });
  await db.insert(user).values(users);
  await db.insert(profiles).values(users.map((u) => ({ userId: u.id, fullName: u.name, email: u.email })));
}

export interface SseEvent {
  event: string;
  data: string;
}

/** An event stream read with fetch and a reader, as a test client (a browser's EventSource). */
export interface EventStreamClient {
  response: Response;
  /** Resolves with the next `count` event's number, or rejects after `timeoutMs`. */
  nextCount(timeoutMs?: number): Promise<number>;
  /** Raw text received so far (comments included). */
  received(): string;
  /** True once the server ended the stream cleanly (not reset, not aborted here). */
  ended(): boolean;
  close(): void;
}

export async function openEventStream(url: string): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal, headers: { accept: "text/event-stream" } });
  if (!response.body) throw new Error(`no body (status ${response.status})`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let buffer = "";
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  let endedCleanly = false;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          endedCleanly = true;
          break;
        }
        text += value;
        buffer += value;
        for (let idx = buffer.indexOf("\n\n"); idx >= 0; idx = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const ev: SseEvent = { event: "message", data: "" };
          let isEvent = false;
          for (const line of block.split("\n")) {
            if (line.startsWith("event: ")) {
              ev.event = line.slice(7);
              isEvent = true;
            } else if (line.startsWith("data: ")) {
              ev.data = line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) events.push(ev);
        }
        for (const w of waiters) w();
      }
    } catch {
      /* aborted */
    } finally {
      ended = true;
      for (const w of waiters) w();
    }
  })();
  return {
    response,
    received: () => text,
    ended: () => endedCleanly,
    nextCount(timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const i = events.findIndex((e) => e.event === "count");
          if (i >= 0) {
            const [ev] = events.splice(0, i + 1).slice(-1);
            waiters.delete(check);
            clearTimeout(timer);
            resolve((JSON.parse(ev!.data) as { count: number }).count);
          } else if (ended) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`stream ended; received: ${JSON.stringify(text)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no count event within ${timeoutMs} ms; received: ${JSON.stringify(text)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

export async function waitFor(cond: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  await until(cond, { timeoutMs, what });
}
