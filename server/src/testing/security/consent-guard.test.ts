import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fitnessResults } from "#server/core/db/schema";
import { CONSENT_REQUIRED } from "#server/core/consent/state";
import { CONSENT_EXEMPT, CONSENT_EXEMPT_PREFIXES, exemptionOf } from "#server/plugins/parental-consent";
import { consentMail, json, signUpAndVerify, type TestAthlete } from "#server/testing/athletes";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { registeredRoutes } from "./route-collector.ts";

// Every Fastify instance reports its routes to registeredRoutes (see route-collector.ts).
vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector.ts")).collectingFastify(await importOriginal()),
);

/**
 * The consent gate over every route (issue #28): each route the app registers that stores or
 * changes data either refuses a junior whose parent has not answered (403, before it reads the
 * body) or is listed as exempt with its reason in plugins/parental-consent.ts. A route added
 * tomorrow is in this list without a new test.
 */
const { server, mailbox } = setUpTestServer({ mailbox: true });

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const stateChanging = () =>
  [...registeredRoutes]
    .map((r) => r.split(" ") as [string, string])
    .filter(([method]) => !READS.has(method))
    .sort(([, a], [, b]) => a.localeCompare(b));
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; code?: string } }).error;
/** A concrete path for a route's pattern: any id, any rest. */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID()).replace("*", "anything");

let jo: TestAthlete;
let parentEmail: string;
beforeAll(async () => {
  parentEmail = `parent-${randomUUID().slice(0, 8)}@example.test`;
  jo = await signUpAndVerify(server, mailbox, {
    answers: answers({ ageGroup: "Under-14" }),
    parentEmail,
    parentConsent: false,
  });
}, 120_000);

describe("every state-changing route", () => {
  it("is guarded, or exempt with a reason that names a real route", () => {
    const routes = stateChanging();
    expect(routes.length).toBeGreaterThan(15);
    const keys = new Set(routes.map(([m, u]) => `${m} ${u}`));
    for (const [route, reason] of Object.entries(CONSENT_EXEMPT)) {
      expect(keys, `exempt but not registered: ${route}`).toContain(route);
      expect(reason.length, route).toBeGreaterThan(20);
    }
    for (const [prefix, reason] of Object.entries(CONSENT_EXEMPT_PREFIXES)) {
      expect(
        routes.some(([, u]) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
      expect(reason.length, prefix).toBeGreaterThan(20);
    }
    // The routes that keep a junior's own data are never exempt.
    for (const route of ["POST /api/me/fitness-tests", "POST /api/me/avatar", "PUT /api/me/training/sessions/:id"])
      expect(exemptionOf(...(route.split(" ") as [string, string])), route).toBeUndefined();
  });

  it("refuses a junior waiting for consent with 403, whatever the body, on every guarded route", async () => {
    const guarded = stateChanging().filter(([m, u]) => exemptionOf(m, u) === undefined);
    expect(guarded.length).toBeGreaterThan(5);
    const answered: string[] = [];
    for (const [method, url] of guarded) {
      const res = await server.fetch(pathOf(url), { method, headers: { cookie: jo.cookie } });
      const body = res.status === 403 ? await errorOf(res) : { message: await res.text() };
      answered.push(`${method} ${url} → ${res.status} ${body.code ?? body.message}`);
    }
    expect(answered).toEqual(guarded.map(([m, u]) => `${m} ${u} → 403 PARENTAL_CONSENT_REQUIRED`));
  });
});

describe("fitness results before consent", () => {
  const record = () =>
    server.fetch("/api/me/fitness-tests", {
      ...json({ testId: "plank", date: new Date(server.clock.now()).toISOString().slice(0, 10), value: 60 }),
      headers: { "content-type": "application/json", cookie: jo.cookie },
    });
  const rows = async () =>
    (await server.app.db.select().from(fitnessResults).where(eq(fitnessResults.userId, jo.userId))).length;

  it("are refused and not stored; after the parent agrees they are", async () => {
    const refused = await record();
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ message: CONSENT_REQUIRED, code: "PARENTAL_CONSENT_REQUIRED" });
    expect(await rows()).toBe(0);

    const { token } = await consentMail(mailbox, parentEmail);
    expect((await server.fetch("/api/consent/give", json({ token }))).status).toBe(200);
    expect((await record()).status).toBe(201);
    expect(await rows()).toBe(1);
  });
});
