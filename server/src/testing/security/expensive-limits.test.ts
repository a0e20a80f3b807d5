import { describe, expect, it } from "vitest";
import { LIMIT_DEFAULTS } from "#server/core/config";
import { TOO_MANY_AT_ONCE, TOO_MANY_PER_MINUTE } from "#server/core/limits/expensive";
import { testDatabaseKind } from "#server/testing/database";
import { makePng } from "#server/testing/coach-console";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";

/**
 * Issue #14 finding 3: one athlete repeating GET /api/me/training-pdfs/1 (rendered on the event
 * loop each time) slowed every other request. Expensive routes take a per-account budget
 * (core/limits/expensive.ts) at the production figures: a storm by one account is refused with
 * 429 while another account and /api/health are served.
 */
const CONCURRENT = LIMIT_DEFAULTS.EXPENSIVE_CONCURRENT_PER_ACCOUNT;
const PER_MINUTE = LIMIT_DEFAULTS.EXPENSIVE_PER_MINUTE_PER_ACCOUNT;
const { server, athletes } = setUpTestServer({ athletes: [{}, {}, {}, {}, {}, {}, {}] });

const pdf = (cookie: string, phase = 1) => server.fetch(`/api/me/training-pdfs/${phase}`, { headers: { cookie } });
type ErrorBody = { error: { message: string; code: string } };

describe(`expensive endpoints: a budget per account (${testDatabaseKind})`, () => {
  it("a storm by one account gets 429s while another account's download and /api/health are served", async () => {
    const [stormer, other] = athletes;
    const STORM = 3 * PER_MINUTE;
    const storm = Array.from({ length: STORM }, (_, i) => pdf(stormer!.cookie, 1 + (i % 2)));
    // Sent while the storm is in flight.
    const bystanders = [pdf(other!.cookie), server.fetch("/api/health")];
    const answers = await Promise.all(storm);
    const [otherPdf, health] = await Promise.all(bystanders);
    expect(otherPdf!.status).toBe(200);
    expect(otherPdf!.headers.get("content-type")).toBe("application/pdf");
    expect(health!.status).toBe(200);

    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const served = statuses.filter((s) => s === 200).length;
    expect(served).toBeGreaterThanOrEqual(1);
    expect(served).toBeLessThanOrEqual(PER_MINUTE);
    expect(statuses.filter((s) => s === 429).length).toBe(STORM - served);
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await r.json()) as ErrorBody;
      expect(body.error.code).toBe("TOO_MANY_REQUESTS");
      expect([TOO_MANY_AT_ONCE, TOO_MANY_PER_MINUTE(Number(r.headers.get("retry-after")))]).toContain(
        body.error.message,
      );
    }
    await Promise.all(answers.filter((a) => a.status === 200).map((a) => a.arrayBuffer()));
    console.log(
      `storm of ${STORM}: ${served} served, ${STORM - served} refused (at once ${CONCURRENT}, a minute ${PER_MINUTE})`,
    );
  });

  it(`${PER_MINUTE} downloads a minute one after another, then 429 with the wait; the next minute serves again`, async () => {
    const [, , steady] = athletes;
    server.clock.freeze();
    try {
      for (let i = 0; i < PER_MINUTE; i++) {
        const res = await pdf(steady!.cookie);
        expect(res.status, `download ${i + 1}`).toBe(200);
        await res.arrayBuffer();
      }
      server.clock.advance(20_000);
      const refused = await pdf(steady!.cookie);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("40");
      expect(await refused.json()).toEqual({ error: { message: TOO_MANY_PER_MINUTE(40), code: "TOO_MANY_REQUESTS" } });
      server.clock.advance(40_000);
      expect((await pdf(steady!.cookie)).status).toBe(200);
    } finally {
      server.clock.reset();
    }
  });

  it("the training log's CSV export spends the same budget as the PDF downloads", async () => {
    const [, , , exporter] = athletes;
    const csv = () => server.fetch("/api/me/training/log.csv", { headers: { cookie: exporter!.cookie } });
    server.clock.freeze();
    try {
      for (let i = 0; i < PER_MINUTE - 1; i++) {
        const res = await pdf(exporter!.cookie);
        expect(res.status, `download ${i + 1}`).toBe(200);
        await res.arrayBuffer();
      }
      const last = await csv();
      expect(last.status).toBe(200);
      expect(last.headers.get("content-type")).toMatch(/^text\/csv/);
      await last.text();
      const refused = await csv();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ErrorBody).error.code).toBe("TOO_MANY_REQUESTS");
    } finally {
      server.clock.reset();
    }
  });

  it("saving answers (the plan is generated in the request) has the same budget: past it a save is refused and changes nothing", async () => {
    const [, , , , saver] = athletes;
    const save = (heightCm: number) =>
      server.fetch("/api/me/questionnaire", {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: saver!.cookie },
        body: JSON.stringify({ answers: answers({ height: String(heightCm) }) }),
      });
    const height = async () => {
      const me = (await (await server.fetch("/api/me", { headers: { cookie: saver!.cookie } })).json()) as {
        questionnaire: { height: number };
      };
      return me.questionnaire.height;
    };
    server.clock.freeze();
    try {
      for (let i = 0; i < PER_MINUTE; i++) expect((await save(160 + i)).status, `save ${i + 1}`).toBe(200);
      expect(await height()).toBe(160 + PER_MINUTE - 1);
      const refused = await save(199);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ErrorBody).error.code).toBe("TOO_MANY_REQUESTS");
      expect(await height()).toBe(160 + PER_MINUTE - 1);
    } finally {
      server.clock.reset();
    }
  });

  it("asks who is asking first: no session is 401, never a 429 or a count", async () => {
    for (let i = 0; i < PER_MINUTE + 5; i++) expect((await server.fetch("/api/me/training-pdfs/1")).status).toBe(401);
  });
});

describe(`avatar uploads share the account's budget (${testDatabaseKind})`, () => {
  it(`${PER_MINUTE} photos a minute, then 429 for that account while another athlete still uploads`, async () => {
    const [, , , , , photographer, other] = athletes;
    const png = await makePng();
    const upload = (cookie: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
      return server.fetch("/api/me/avatar", { method: "POST", body: form, headers: { cookie } });
    };
    server.clock.freeze();
    try {
      for (let i = 0; i < PER_MINUTE; i++)
        expect((await upload(photographer!.cookie)).status, `photo ${i + 1}`).toBe(200);
      const refused = await upload(photographer!.cookie);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as ErrorBody).error.code).toBe("TOO_MANY_REQUESTS");
      expect((await upload(other!.cookie)).status).toBe(200);
    } finally {
      server.clock.reset();
    }
  });
});
