import type { Socket } from "node:net";
import fp from "fastify-plugin";
import { ConnectionCap } from "#server/core/limits/connection-cap";
import { clientKey } from "#server/core/limits/attempt-limiter";

const BODY = JSON.stringify({
  error: {
    message: "Too many connections from your address at once. Close some and try again in a minute.",
    code: "TOO_MANY_CONNECTIONS",
  },
});
const REFUSAL = [
  "HTTP/1.1 429 Too Many Requests",
  "Content-Type: application/json; charset=utf-8",
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  "Retry-After: 60",
  "Connection: close",
  "",
  BODY,
].join("\r\n");

/**
 * Open connections per client address, counted from the moment the socket is accepted. The
 * request and idle timeouts end a slow connection only after it has been held; without a cap one
 * address could hold thousands at once (2,000 body-trickling connections were all kept for the
 * request timeout). Over the cap the socket gets a short 429 and is closed before a byte of it
 * is read, so no route runs and nothing is parsed.
 *
 * Behind TRUST_PROXY every socket comes from the proxy, so the address here is the proxy's: the
 * cap is not applied (the proxy caps per client).
 */
export default fp(
  async (app) => {
    if (app.config.trustProxy) return;
    const cap = new ConnectionCap({ perAddress: app.config.connectionsPerAddress, total: Number.POSITIVE_INFINITY });
    // Before Node's own listener: a refused socket must never reach the HTTP parser.
    app.server.prependListener("connection", (socket: Socket) => {
      const slot = cap.acquire(clientKey(socket.remoteAddress ?? "unknown"));
      if (!slot.ok) {
        socket.on("error", () => {});
        socket.write(REFUSAL);
        socket.destroy();
        return;
      }
      socket.once("close", slot.release);
    });
    app.decorate("connectionCap", cap);
  },
  { name: "connection-limit" },
);

declare module "fastify" {
  interface FastifyInstance {
    /** Open connections per client address (absent behind TRUST_PROXY). */
    connectionCap?: ConnectionCap;
  }
}
