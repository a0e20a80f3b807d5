import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "#server/testing/database";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { until } from "#server/testing/wait";

/** GET /api/metrics (issue #15, docs/decisions/0096): scraped after real traffic, the series move. */
const TOKEN = "metrics-token-0123456789abcdef";
const {
  server,
  athletes: [athlete],
} = setUpTestServer({ athletes: [{}], config: { metricsToken: TOKEN } });

const scrape = async () => {
  const res = await server.fetch("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  return res.text();
};
/** The value of one series (exact labels as prom-client writes them), 0 when absent. */
const value = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe("access", () => {
  it("needs the bearer token: none or a wrong one is 401", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", TOKEN]) {
      const res = await server.fetch("/api/metrics", { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
    }
  });
});

describe("requests", () => {
  it("are counted and timed by route pattern and status class, never by raw URL", async () => {
    const live = 'http_request_duration_seconds_count{method="GET",route="/api/health/live",status_class="2xx"}';
    const avatar404 = 'http_request_duration_seconds_count{method="GET",route="/api/avatars/:name",status_class="4xx"}';
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await server.fetch("/api/health/live")).status).toBe(200);
    for (const name of ["nobody-1.webp", "nobody-2.webp"])
      expect((await server.fetch(`/api/avatars/${name}`)).status).toBe(404);
    const after = await scrape();
    expect(value(after, live) - value(before, live)).toBe(3);
    expect(value(after, avatar404) - value(before, avatar404)).toBe(2);
    expect(after).not.toContain("nobody-1");
    expect(after).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health/live"');
  });

  it("a storage failure counts as a storage failure and as a 5xx of its route", async () => {
    const avatars = path.join(server.config.dataDir, "files", "avatars");
    const failures = 'storage_failures_total{operation="put"}';
    const errors = 'http_request_errors_total{method="POST",route="/api/me/avatar"}';
    const before = await scrape();
    rmSync(avatars, { recursive: true, force: true });
    mkdirSync(path.dirname(avatars), { recursive: true });
    writeFileSync(avatars, "not a folder");
    try {
      const form = new FormData();
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "red" } })
        .png()
        .toBuffer();
      form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
      const res = await server.fetch("/api/me/avatar", {
        method: "POST",
        headers: { cookie: athlete.cookie },
        body: form,
      });
      expect(res.status).toBe(503);
    } finally {
      rmSync(avatars, { force: true });
    }
    const after = await scrape();
    expect(value(after, failures) - value(before, failures)).toBe(1);
    expect(value(after, errors) - value(before, errors)).toBe(1);
  });
});

describe("the rest of what an operator watches", () => {
  it("event-stream clients: the live count of open streams", async () => {
    const before = value(await scrape(), "event_stream_clients");
    const abort = new AbortController();
    const res = await server.fetch("/api/athletes/count/events", { signal: abort.signal });
    expect(res.status).toBe(200);
    expect(value(await scrape(), "event_stream_clients")).toBe(before + 1);
    abort.abort();
    await until(async () => (value(await scrape(), "event_stream_clients") === before ? true : null));
  });

  it("mail: the athlete's verification mail counted as sent, the outbox empty", async () => {
    const text = await scrape();
    expect(value(text, "mail_sent_total")).toBeGreaterThanOrEqual(1);
    expect(value(text, "mail_failed_attempts_total")).toBe(0);
    expect(text).toMatch(/^mail_given_up_total 0$/m);
    expect(text).toMatch(/^mail_outbox_depth 0$/m);
  });

  it(`database pool use (${testDatabaseKind}: ${testDatabaseKind === "postgres" ? "reported" : "not applicable"})`, async () => {
    const text = await scrape();
    if (testDatabaseKind === "postgres") {
      expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(text).not.toMatch(/^db_pool_connections\{/m);
    }
  });
});

describe("without METRICS_TOKEN", () => {
  const { server: plain } = setUpTestServer();
  it("the endpoint does not exist", async () => {
    const res = await plain.fetch("/api/metrics", { headers: { authorization: "Bearer anything-at-all-0123" } });
    expect(res.status).toBe(404);
  });
});
