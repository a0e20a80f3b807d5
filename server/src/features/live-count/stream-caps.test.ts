import http from "node:http";
import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "#server/testing/database";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { until } from "#server/testing/wait";
import { STREAMS_BUSY, TOO_MANY_STREAMS } from "./routes.ts";

/**
 * Issue #14 finding 4: 3,000 event streams from one address were all held. Streams are capped per
 * client address and in total (tiny caps here; the defaults are in core/config.ts). Each client
 * connects from its own loopback address (127.0.0.x), as distinct machines would, without any
 * forwarded header.
 */
const { server: s } = setUpTestServer({ config: { liveCountStreamsPerAddress: 2, liveCountStreamsTotal: 3 } });

interface Opened {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first chunk: the count event of a stream, the JSON refusal otherwise. */
  first: string;
  close(): void;
}

function openFrom(localAddress: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${s.url}/api/athletes/count/events`,
      { localAddress, agent: false, headers: { accept: "text/event-stream" } },
      (res) => {
        res.setEncoding("utf8");
        let text = "";
        const done = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, first: text, close: () => req.destroy() });
        res.on("data", (chunk: string) => {
          text += chunk;
          if (res.statusCode === 200 && text.includes("\n\n")) done();
        });
        res.on("end", done);
        res.on("error", () => {});
      },
    );
    req.on("error", reject);
  });
}

describe(`live-count stream caps (${testDatabaseKind})`, () => {
  it("refuses a third stream from one address (429) while another address still gets one; past the total, 503", async () => {
    const a1 = await openFrom("127.0.0.2");
    const a2 = await openFrom("127.0.0.2");
    expect([a1.status, a2.status]).toEqual([200, 200]);
    expect(a1.first).toContain("event: count");

    const a3 = await openFrom("127.0.0.2");
    expect(a3.status).toBe(429);
    expect(Number(a3.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(a3.first)).toEqual(TOO_MANY_STREAMS);

    const b1 = await openFrom("127.0.0.3");
    expect(b1.status).toBe(200);
    expect(s.app.liveCount.clientCount).toBe(3);

    // The process holds its total (3): a fresh address is refused too, as busy.
    const c1 = await openFrom("127.0.0.4");
    expect(c1.status).toBe(503);
    expect(JSON.parse(c1.first)).toEqual(STREAMS_BUSY);

    // A closed stream gives its slot back.
    a1.close();
    await until(() => s.app.liveCount.clientCount === 2, { what: "the closed stream to leave" });
    const c2 = await openFrom("127.0.0.4");
    expect(c2.status).toBe(200);
    const a4 = await openFrom("127.0.0.2");
    expect(a4.status).toBe(503);
    for (const o of [a2, b1, c2]) o.close();
    await until(() => s.app.liveCount.clientCount === 0, { what: "every stream to close" });
    expect((await openFrom("127.0.0.2")).status).toBe(200);
  });
});
