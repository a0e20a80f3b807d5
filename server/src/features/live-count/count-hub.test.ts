import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CountHub, countEvent } from "./count-hub.ts";

/** Just enough of a ServerResponse for the hub: what it wrote, and whether it ended. */
class FakeStream extends EventEmitter {
  chunks: string[] = [];
  destroyed = false;
  writableEnded = false;
  writableLength = 0;
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit("close");
  }
  destroy() {
    this.destroyed = true;
    this.emit("close");
  }
  asResponse() {
    return this as unknown as ServerResponse;
  }
}

const quietLog = () => ({ error: vi.fn(), debug: vi.fn() });

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("CountHub", () => {
  it("shows at least 31 and the real number above it", async () => {
    let rows = 3;
    const hub = new CountHub({ readProfiles: async () => rows, log: quietLog() });
    await hub.refresh();
    expect(hub.current).toBe(31);
    rows = 40;
    await hub.refresh();
    expect(hub.current).toBe(40);
  });

  it("coalesces a burst of notifications into one more recount, never overlapping", async () => {
    const reads: Array<ReturnType<typeof deferred<number>>> = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const hub = new CountHub({
      readProfiles: () => {
        const d = deferred<number>();
        reads.push(d);
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        return d.promise.finally(() => inFlight--);
      },
      log: quietLog(),
    });
    const first = hub.refresh();
    // Fifty notifications while the first recount runs...
    const burst = Array.from({ length: 50 }, () => hub.refresh());
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(32);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.resolve(35);
    await Promise.all([first, ...burst]);
    // ...cost exactly one more query, and the result reflects the latest state.
    expect(reads).toHaveLength(2);
    expect(maxInFlight).toBe(1);
    expect(hub.current).toBe(35);
  });

  it("keeps the last count and logs when a recount fails", async () => {
    const log = quietLog();
    let fail = false;
    const hub = new CountHub({
      readProfiles: async () => {
        if (fail) throw new Error("connection lost");
        return 44;
      },
      log,
    });
    await hub.refresh();
    const s = new FakeStream();
    hub.add(s.asResponse());
    fail = true;
    await hub.refresh();
    expect(hub.current).toBe(44);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![1]).toMatch(/recount failed/);
    expect(s.chunks).toEqual([countEvent(44)]);
  });

  it("sends the count on connect and only real changes after", async () => {
    let rows = 50;
    const hub = new CountHub({ readProfiles: async () => rows, log: quietLog() });
    await hub.refresh();
    const a = new FakeStream();
    const b = new FakeStream();
    hub.add(a.asResponse());
    hub.add(b.asResponse());
    await hub.refresh(); // unchanged: nothing sent
    rows = 51;
    await hub.refresh();
    expect(a.chunks).toEqual(['event: count\ndata: {"count":50}\n\n', 'event: count\ndata: {"count":51}\n\n']);
    expect(b.chunks).toEqual(a.chunks);
  });

  it("runs one shared heartbeat while streams are open and stops it when the last leaves", async () => {
    vi.useFakeTimers();
    const hub = new CountHub({ readProfiles: async () => 0, log: quietLog(), heartbeatMs: 25_000 });
    const streams = Array.from({ length: 100 }, () => new FakeStream());
    const timersBefore = vi.getTimerCount();
    for (const s of streams) hub.add(s.asResponse());
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
    vi.advanceTimersByTime(25_000);
    for (const s of streams) expect(s.chunks.at(-1)).toBe(": heartbeat\n\n");
    for (const s of streams) s.emit("close");
    expect(hub.clientCount).toBe(0);
    expect(vi.getTimerCount()).toBe(timersBefore);
  });

  it("drops a client that stopped reading instead of buffering for it", async () => {
    let rows = 31;
    const hub = new CountHub({ readProfiles: async () => rows, log: quietLog(), maxBacklogBytes: 1024 });
    const stuck = new FakeStream();
    const fine = new FakeStream();
    hub.add(stuck.asResponse());
    hub.add(fine.asResponse());
    stuck.writableLength = 4096;
    rows = 60;
    await hub.refresh();
    expect(stuck.destroyed).toBe(true);
    expect(hub.clientCount).toBe(1);
    expect(fine.chunks.at(-1)).toBe(countEvent(60));
  });

  it("ends every stream on close and refuses new ones", () => {
    const hub = new CountHub({ readProfiles: async () => 0, log: quietLog() });
    const s = new FakeStream();
    hub.add(s.asResponse());
    hub.close();
    expect(s.writableEnded).toBe(true);
    expect(hub.clientCount).toBe(0);
    expect(hub.add(new FakeStream().asResponse())).toBe(false);
  });
});
