import { createHash, timingSafeEqual } from "node:crypto";
import fp from "fastify-plugin";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { outboxDepth } from "#server/core/mail/outbox";
import { errorResponses, nonJsonResponse } from "./contracts.ts";

export interface Metrics {
  registry: Registry;
  mailSent: Counter;
  mailFailedAttempts: Counter;
  mailGivenUp: Counter;
  storageFailures: Counter<"operation">;
}

const NOT_FOUND = { error: { message: "Not found.", code: "NOT_FOUND" } } as const;
const UNAUTHORIZED = {
  error: { message: "Send the metrics token as `Authorization: Bearer <METRICS_TOKEN>`.", code: "UNAUTHORIZED" },
} as const;

/** Constant time whatever the lengths: both sides are hashed first. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(token).digest();
  return timingSafeEqual(a, b);
}

/**
 * Prometheus metrics (issue #15, docs/decisions/0096) at GET /api/metrics, behind the
 * METRICS_TOKEN bearer token; without METRICS_TOKEN the endpoint does not exist (404). One
 * registry per app, so the apps tests build side by side count apart. Requests are labelled by
 * route pattern (`/api/admin/athletes/:id`), never the raw URL: ids would make every athlete a
 * series of its own.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Request duration by route pattern, method and status class",
      labelNames: ["method", "route", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    const errors = new Counter({
      name: "http_request_errors_total",
      help: "Requests answered with a 5xx, by route pattern",
      labelNames: ["method", "route"],
      registers: [registry],
    });
    new Gauge({
      name: "event_stream_clients",
      help: "Open live athlete-count event streams in this process",
      registers: [registry],
      collect() {
        this.set(app.hasDecorator("liveCount") ? app.liveCount.clientCount : 0);
      },
    });
    new Gauge({
      name: "mail_outbox_depth",
      help: "Mails queued and not yet delivered nor given up (all processes)",
      registers: [registry],
      async collect() {
        this.set(await outboxDepth(app.db).catch(() => Number.NaN));
      },
    });
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (not reported on the embedded database)",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const pool = app.database.poolStats?.();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    });
    const metrics: Metrics = {
      registry,
      mailSent: new Counter({ name: "mail_sent_total", help: "Mails the relay accepted", registers: [registry] }),
      mailFailedAttempts: new Counter({
        name: "mail_failed_attempts_total",
        help: "Delivery attempts the relay refused or that timed out (retried later)",
        registers: [registry],
      }),
      mailGivenUp: new Counter({
        name: "mail_given_up_total",
        help: "Mails given up after MAIL_MAX_ATTEMPTS",
        registers: [registry],
      }),
      storageFailures: new Counter({
        name: "storage_failures_total",
        help: "Storage operations that failed, by operation",
        labelNames: ["operation"],
        registers: [registry],
      }),
    };
    app.decorate("metrics", metrics);

    app.addHook("onResponse", async (req, reply) => {
      const route = req.routeOptions.url ?? "unmatched";
      const status = reply.statusCode;
      duration.observe(
        { method: req.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      if (status >= 500) errors.inc({ method: req.method, route });
    });

    // Storage failures, whichever driver: every call that rejects is counted (wrapped once all
    // plugins are in, so the storage plugin may come later).
    app.addHook("onReady", async () => {
      if (!app.hasDecorator("storage")) return;
      const storage = app.storage as unknown as Record<string, unknown>;
      for (const op of ["put", "read", "open", "remove"]) {
        const original = storage[op];
        if (typeof original !== "function") continue;
        const bound = (original as (...a: unknown[]) => Promise<unknown>).bind(app.storage);
        storage[op] = (...args: unknown[]) =>
          bound(...args).catch((err: unknown) => {
            metrics.storageFailures.inc({ operation: op });
            throw err;
          });
      }
    });

    const schema = {
      tags: ["public"],
      summary: "Prometheus metrics (bearer METRICS_TOKEN)",
      description:
        "Prometheus text format. `401 UNAUTHORIZED` without `Authorization: Bearer <METRICS_TOKEN>`; `404 NOT_FOUND` when METRICS_TOKEN is not set.",
      response: { ...nonJsonResponse("text/plain", "the metrics, Prometheus text format 0.0.4"), ...errorResponses },
    };
    app.get("/api/metrics", { schema }, async (req, reply) => {
      const token = app.config.metricsToken;
      if (!token) return reply.status(404).send(NOT_FOUND);
      if (!tokenMatches(req.headers.authorization, token)) return reply.status(401).send(UNAUTHORIZED);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: "metrics", dependencies: ["db"] },
);

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}
