import net from "node:net";
import { describe, expect, it } from "vitest";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { until } from "#server/testing/wait";

/**
 * Connections per client address (issue #28 finding 8): 2,000 body-trickling connections from
 * one address were all held until the request timeout. Here the cap is 5 and 40 connections
 * from loopback try: 5 are held, every other one is answered 429 and closed at once, and a slot
 * comes back as soon as one closes.
 */
const CAP = 5;
const TRIES = 40;
const { server: s } = setUpTestServer({ config: { connectionsPerAddress: CAP } });

interface RawClient {
  socket: net.Socket;
  received(): string;
  closed(): boolean;
}

function connect(): Promise<RawClient> {
  const { port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port: Number(port) });
    let text = "";
    let closed = false;
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (text += d));
    socket.on("close", () => (closed = true));
    socket.on("error", () => {});
    socket.once("connect", () => resolve({ socket, received: () => text, closed: () => closed }));
    socket.once("error", reject);
  });
}

/** The start of a sign-up whose body never comes: what a trickling client holds open. */
const trickleHead = () =>
  `POST /api/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${s.url}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;

describe("open connections per client address", () => {
  it(`holds ${CAP} from one address and refuses the rest with 429 at once`, async () => {
    const clients: RawClient[] = [];
    try {
      for (let i = 0; i < TRIES; i++) {
        const c = await connect();
        c.socket.write(trickleHead());
        clients.push(c);
      }
      const startedAt = Date.now();
      await until(() => clients.filter((c) => c.closed()).length >= TRIES - CAP, {
        timeoutMs: 10_000,
        what: "the connections over the cap to be closed",
      });
      // Well before any timeout of the server's: refused, not timed out.
      expect(Date.now() - startedAt).toBeLessThan(5_000);
      const held = clients.filter((c) => !c.closed());
      expect(held.length).toBe(CAP);
      for (const c of clients.filter((x) => x.closed())) {
        expect(c.received()).toMatch(/^HTTP\/1\.1 429 /);
        expect(c.received()).toContain("Too many connections from your address");
      }
      expect(s.app.connectionCap?.total).toBe(CAP);

      // One held connection ends: its slot is free again for an honest request.
      held[0]!.socket.destroy();
      await until(() => (s.app.connectionCap?.total ?? 0) < CAP, { what: "the slot to be released" });
      const res = await s.fetch("/api/health", { headers: { connection: "close" } });
      expect(res.status).toBe(200);
      await res.text();
    } finally {
      for (const c of clients) c.socket.destroy();
    }
    await until(() => s.app.connectionCap?.total === 0, { what: "every slot to be released" });
  });

  it("a refused connection runs no route, even when its request came in the first packet", async () => {
    const held: RawClient[] = [];
    try {
      for (let i = 0; i < CAP; i++) {
        const c = await connect();
        c.socket.write(trickleHead());
        held.push(c);
      }
      await until(() => s.app.connectionCap?.total === CAP, { what: "the cap to be full" });
      const body = JSON.stringify({ fullName: "Over Cap", email: "over-cap@example.test", password: "x", answers: {} });
      const extra = await connect();
      extra.socket.write(
        `POST /api/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${s.url}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      await until(extra.closed, { timeoutMs: 5_000, what: "the extra connection to be closed" });
      expect(extra.received()).toMatch(/^HTTP\/1\.1 429 /);
      expect(extra.received()).not.toContain("VALIDATION");
    } finally {
      for (const c of held) c.socket.destroy();
    }
  });
});
