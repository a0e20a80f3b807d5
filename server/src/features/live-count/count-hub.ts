import type { ServerResponse } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { MIN_ATHLETE_COUNT, displayedAthleteCount } from "#domain/site";

export interface CountHubOptions {
  /** Reads the number of profiles (one query). */
  readProfiles: () => Promise<number>;
  log: Pick<FastifyBaseLogger, "error" | "debug">;
  /** One shared heartbeat for every stream (proxies drop silent connections). */
  heartbeatMs?: number;
  /** A stream whose unsent backlog exceeds this is a stuck client: drop it. */
  maxBacklogBytes?: number;
}

export const countEvent = (count: number) => `event: count\ndata: ${JSON.stringify({ count })}\n\n`;

/**
 * The displayed athlete count, cached in memory and pushed to every open event stream.
 *
 * Why a hub: the route must not count on every request, and ~1,000 streams must cost one
 * query per change and one timer in total. A notification marks the count stale; recounts
 * never overlap, and notifications that arrive during one are coalesced into one more.
 */
export class CountHub {
  private count = MIN_ATHLETE_COUNT;
  private readonly clients = new Set<ServerResponse>();
  private running: Promise<void> | null = null;
  private stale = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly heartbeatMs: number;
  private readonly maxBacklogBytes: number;

  constructor(private readonly opts: CountHubOptions) {
    this.heartbeatMs = opts.heartbeatMs ?? 25_000;
    this.maxBacklogBytes = opts.maxBacklogBytes ?? 64 * 1024;
  }

  get current(): number {
    return this.count;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /**
   * Recount (coalesced). Resolves when the count is fresh as of this call. On failure the last
   * count stays and the error is logged: the badge never drops to nothing.
   */
  refresh(): Promise<void> {
    this.stale = true;
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.stale && !this.closed) {
      this.stale = false;
      try {
        this.set(displayedAthleteCount(await this.opts.readProfiles()));
      } catch (err) {
        this.opts.log.error({ err }, "athlete count: recount failed, keeping the last count");
      }
    }
  }

  private set(next: number) {
    if (next === this.count) return;
    this.count = next;
    this.broadcast(countEvent(next));
  }

  /** Adds an open event stream (headers already sent); sends the current count at once. */
  add(res: ServerResponse): boolean {
    if (this.closed) return false;
    this.clients.add(res);
    res.once("close", () => this.remove(res));
    this.write(res, countEvent(this.count));
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.broadcast(": heartbeat\n\n"), this.heartbeatMs);
      this.heartbeat.unref();
    }
    return true;
  }

  private remove(res: ServerResponse) {
    if (!this.clients.delete(res)) return;
    if (this.clients.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private broadcast(chunk: string) {
    for (const res of this.clients) this.write(res, chunk);
  }

  private write(res: ServerResponse, chunk: string) {
    if (res.destroyed || res.writableEnded) return this.remove(res);
    // A client that stopped reading would make us buffer without bound: let it reconnect.
    if (res.writableLength > this.maxBacklogBytes) {
      this.opts.log.debug("athlete count: dropping a stream that stopped reading");
      res.destroy();
      return this.remove(res);
    }
    res.write(chunk);
  }

  /** Ends every stream (so the server can close) and stops accepting new ones. */
  close() {
    this.closed = true;
    for (const res of this.clients) res.end();
    this.clients.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
