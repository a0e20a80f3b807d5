import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientKey } from "#server/core/limits/attempt-limiter";
import { ConnectionCap } from "#server/core/limits/connection-cap";
import { clientIp } from "#server/plugins/auth";
import { errorResponses, nonJsonResponse } from "#server/plugins/contracts";
import { countProfiles } from "./repository.ts";
import { CountHub } from "./count-hub.ts";

/** The trigger in migration 0001 notifies here once per statement inserting profiles. */
export const PROFILE_CHANGES_CHANNEL = "profile_changes";

/** Where the badge reads the count: GET /api/athletes/count and /api/athletes/count/events. */
export const LIVE_COUNT_PREFIX = "/api/athletes";

/**
 * Refusals past the stream caps (issue #14). The badge's EventSource gives up on any answer that
 * is not a stream and keeps the count it read from GET /count (athlete-count-stream.ts).
 */
export const TOO_MANY_STREAMS = {
  error: {
    message: "Too many live count connections from your network. Close some tabs, then reload.",
    code: "TOO_MANY_STREAMS",
  },
} as const;
export const STREAMS_BUSY = {
  error: { message: "The live count is busy right now. Please reload in a minute.", code: "STREAMS_BUSY" },
} as const;

/**
 * Athlete count and its live stream (issue #2): GET /count answers from memory; GET
 * /count/events is a server-sent event stream pushed from PostgreSQL LISTEN/NOTIFY, so every
 * server process sharing one database updates its own clients. The hub is the app's `liveCount`
 * decoration (tests and diagnostics read it); the routes sit under LIVE_COUNT_PREFIX.
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  const hub = new CountHub({ readProfiles: () => countProfiles(app.db), log: app.log });
  app.decorate("liveCount", hub);

  // Listen first, then count: an insert between the two is still seen.
  const unlisten = await app.database.listen(PROFILE_CHANGES_CHANNEL, () => void hub.refresh());
  await hub.refresh();

  // Open streams would keep server.close() waiting forever: end them before it runs.
  app.addHook("preClose", async () => {
    hub.close();
  });
  app.addHook("onClose", async () => {
    hub.close();
    await unlisten().catch((err) => app.log.warn({ err }, "athlete count: unlisten failed"));
  });

  const cap = new ConnectionCap({
    perAddress: app.config.liveCountStreamsPerAddress,
    total: app.config.liveCountStreamsTotal,
  });
  await app.register(async (routes) => countRoutes(routes, hub, cap), { prefix: LIVE_COUNT_PREFIX });
};
export default fp(plugin, { name: "live-count", dependencies: ["db"] });

async function countRoutes(app: Parameters<FastifyPluginAsyncZod>[0], hub: CountHub, cap: ConnectionCap) {
  const countSchema = {
    tags: ["public"],
    summary: "The athlete count: max(31, number of profiles)",
    response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
  };
  app.get("/count", { schema: countSchema }, async (_req, reply) => {
    reply.header("cache-control", "no-store");
    return { count: hub.current };
  });

  // A stream, not JSON: documented, with no response schema to serialize.
  const eventsSchema = {
    tags: ["public"],
    summary: "The athlete count as a live stream",
    description:
      "`429 TOO_MANY_STREAMS` past `LIVE_COUNT_STREAMS_PER_ADDRESS` open streams from one client address; `503 STREAMS_BUSY` past `LIVE_COUNT_STREAMS_TOTAL` in the process (both with `Retry-After`). The idle and request timeouts do not apply to an open stream.",
    response: {
      ...nonJsonResponse("text/event-stream", 'on connect and on every change: `event: count` / `data: {"count":N}`'),
      ...errorResponses,
    },
  };
  app.get("/count/events", { schema: eventsSchema }, (req, reply) => {
    const slot = cap.acquire(clientKey(clientIp(req)));
    if (!slot.ok) {
      reply.header("retry-after", "60").header("cache-control", "no-store");
      if (slot.reason === "address") reply.status(429).send(TOO_MANY_STREAMS);
      else reply.status(503).send(STREAMS_BUSY);
      return;
    }
    reply.raw.once("close", slot.release);
    reply.hijack();
    const res = reply.raw;
    // Headers set by hooks (security headers) go out too: hijack skips Fastify's own sending.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      connection: "keep-alive",
      // Tell reverse proxies (nginx) not to buffer or compress the stream.
      "x-accel-buffering": "no",
    });
    req.socket.setNoDelay(true);
    // A stream is quiet between heartbeats by design: the idle timeout (IDLE_TIMEOUT_SECONDS) is
    // for connections that stall mid-request, not for this one. The caps above bound them instead.
    req.socket.setTimeout(0);
    // A stream ends only when the server ends it (shutdown): close its connection with it, or
    // the idle keep-alive socket holds server.close() open until keepAliveTimeout (issue #15).
    res.once("finish", () => req.socket.end());
    if (!hub.add(res)) res.end();
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** The athlete count hub (features/live-count). */
    liveCount: CountHub;
  }
}
