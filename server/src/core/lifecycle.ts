import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * The process's lifecycle as the rest of the server sees it (issue #15). `draining` turns true
 * when shutdown starts (SIGTERM/SIGINT in main.ts): readiness then answers 503 so a load
 * balancer stops sending new work while in-flight requests finish.
 */
export const lifecycle = {
  draining: false,
};

export interface DrainOptions {
  /** The listener closes once no connection or request has arrived for this long. */
  quietMs?: number;
  /** ...or after this long at most, however busy. */
  maxMs?: number;
}

/**
 * Watches one HTTP server's connections so shutdown can drain it without resetting anyone
 * (docs/decisions/0095). What went wrong before (3 of 16 in-flight requests reset):
 * - a connection the kernel had accepted but Node had not yet (the event loop busy rendering
 *   PDFs) was reset when the listener closed at once; a request read after close began got
 *   Fastify's 503. Draining first keeps accepting until the queue is quiet, then closes.
 * - a keep-alive connection whose response finished after close began stayed open until
 *   keepAliveTimeout (72 s in Fastify), so close() waited past the force-exit. Every answer
 *   sent while draining says `connection: close`, and one already under way when draining
 *   began has its connection closed as soon as it is done.
 */
export function watchConnections(server: Server) {
  const inFlight = new Set<ServerResponse>();
  const what = new WeakMap<ServerResponse, string>();
  let draining = false;
  let lastArrival = 0;
  const closeWhenIdle = () => setImmediate(() => server.closeIdleConnections());

  server.prependListener("connection", () => {
    lastArrival = Date.now();
  });
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    lastArrival = Date.now();
    if (draining) res.setHeader("connection", "close");
    inFlight.add(res);
    // Method and path only: query strings can carry link tokens (issue #14).
    what.set(res, `${req.method} ${(req.url ?? "").split("?")[0]}`);
    res.once("close", () => inFlight.delete(res));
  });

  return {
    /** Requests whose answer has not finished. */
    get inFlight(): number {
      return inFlight.size;
    },
    /** What is still open ("GET /api/me/training-pdfs/1"), for the log of a shutdown that timed out. */
    openRequests(): string[] {
      return [...inFlight].map((res) => what.get(res) ?? "?");
    },
    /**
     * Tells every client to stop reusing its connection and waits until new arrivals stop
     * (the accept queue is empty); the caller then closes the server (app.close()).
     */
    async drain({ quietMs = 250, maxMs = 5_000 }: DrainOptions = {}): Promise<void> {
      draining = true;
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader("connection", "close");
        else res.once("finish", closeWhenIdle);
      }
      server.closeIdleConnections();
      const started = Date.now();
      lastArrival = Math.max(lastArrival, started);
      // The check runs after I/O (setImmediate after the timer): connections waiting in the
      // accept queue behind a busy event loop are taken first and count as arrivals.
      while (Date.now() - started < maxMs) {
        await new Promise((r) => setTimeout(r, Math.min(50, quietMs)));
        await new Promise((r) => setImmediate(r));
        if (Date.now() - lastArrival >= quietMs) break;
      }
      // Keep-alive connections that answered since: close them as they go idle.
      for (const res of inFlight) if (res.headersSent) res.once("finish", closeWhenIdle);
      server.closeIdleConnections();
    },
  };
}

export type ConnectionWatch = ReturnType<typeof watchConnections>;
