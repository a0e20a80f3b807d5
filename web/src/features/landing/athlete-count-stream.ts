import { displayedAthleteCount } from "#domain/site";

function readCount(body: unknown): number | null {
  if (typeof body !== "object" || body === null || !("count" in body)) return null;
  const n = Number(body.count);
  return Number.isFinite(n) ? displayedAthleteCount(n) : null;
}

/**
 * The current count from GET /api/athletes/count, then live updates pushed over server-sent
 * events (docs/api.md; no polling). Failures keep the last count and are logged (spec §8).
 * The stream also sends the count when it connects, so once it has spoken, the one-off read is
 * older news and must not overwrite it. Returns the unsubscribe function.
 */
export function subscribeToAthleteCount(onCount: (n: number) => void): () => void {
  const abort = new AbortController();
  let pushed = false;
  fetch("/api/athletes/count", { headers: { accept: "application/json" }, signal: abort.signal })
    .then(async (res) => {
      if (!res.ok) throw new Error(`GET /api/athletes/count answered ${res.status}`);
      const n = readCount(await res.json());
      if (n === null) throw new Error("GET /api/athletes/count: unexpected body");
      if (!pushed) onCount(n);
    })
    .catch((err: unknown) => {
      if (!abort.signal.aborted) console.error("Could not fetch the athlete count; keeping the last one.", err);
    });

  const events = new EventSource("/api/athletes/count/events");
  events.addEventListener("count", (e) => {
    const n = readCount(JSON.parse((e as MessageEvent<string>).data || "null"));
    if (n !== null) {
      pushed = true;
      onCount(n);
    } else console.error("Unreadable athlete count event; keeping the last count.");
  });
  // EventSource reconnects by itself after a dropped connection and gives up (CLOSED) on an
  // answer that is not an event stream, such as a 404.
  events.onerror = () =>
    console.error(
      events.readyState === EventSource.CLOSED
        ? "Live athlete count unavailable; keeping the last count."
        : "Live athlete count interrupted; reconnecting.",
    );

  return () => {
    abort.abort();
    events.close();
  };
}
