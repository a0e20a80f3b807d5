import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { athleteTrainingPdfs, generatedPdfCache, profiles, trainingPlans, user } from "#server/core/db/schema";
import { NoFreeSlot } from "#server/core/work-slots";
import { json, signUpAndVerify } from "#server/testing/athletes";
import { adminCookie, makePdf, uploadPdf } from "#server/testing/coach-console";
import { answers } from "#server/testing/factory";
import { pdfText } from "#server/testing/pdf-text";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { until } from "#server/testing/wait";
import { removeStaleCachedPdfs } from "./pdf-cache.ts";
import { pdfRenderPool } from "./pdf-render-pool.ts";
import { COACH_PDF_MISSING, PDF_BUSY } from "./schedule-routes.ts";

/**
 * Generated phase PDFs: rendered once per version of what they print, in a worker thread, with a
 * bounded queue; a coach's upload wins, and a missing upload is an error, never the generated
 * PDF (issues #13 and #15, docs/decisions/0092-pdf-cache-and-worker.md).
 */
const { server, mailbox, athletes } = setUpTestServer({
  athletes: [{ fullName: "Asha Patel" }, { fullName: "Ben Brown" }, { fullName: "Cal Cooper" }],
});
const [a, b, c] = [athletes[0]!, athletes[1]!, athletes[2]!];

const get = (path: string, cookie: string) => server.fetch(path, { headers: { cookie } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const download = async (cookie: string, phase: number) => {
  const res = await get(`/api/me/training-pdfs/${phase}`, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await bytes(res);
  expect(Number(res.headers.get("content-length"))).toBe(body.length);
  return body;
};
const cacheRow = async (userId: string, phase: number) => {
  const [row] = await server.app.db
    .select()
    .from(generatedPdfCache)
    .where(and(eq(generatedPdfCache.userId, userId), eq(generatedPdfCache.phase, phase)));
  return row;
};
const activePlanId = async (userId: string) => {
  const [row] = await server.app.db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), eq(trainingPlans.isActive, true)));
  return row!.id;
};

describe("the generated PDF cache", () => {
  it("renders once in a worker thread; the next download is the stored bytes, not a render", async () => {
    const before = pdfRenderPool.renders;
    const first = await download(a.cookie, 1);
    expect(pdfRenderPool.renders).toBe(before + 1);
    expect((await pdfText(first)).text).toContain("Athlete: Asha Patel");
    // Rendered off the main thread (whose id is 0).
    expect(pdfRenderPool.threadIds.size).toBeGreaterThan(0);
    expect(pdfRenderPool.threadIds.has(0)).toBe(false);

    const row = await cacheRow(a.userId, 1);
    expect(row).toMatchObject({ phase: 1, planId: await activePlanId(a.userId) });
    expect((await server.app.storage.read("pdf-cache", row!.storageKey))?.equals(first)).toBe(true);

    for (let i = 0; i < 3; i++) expect((await download(a.cookie, 1)).equals(first)).toBe(true);
    expect(pdfRenderPool.renders).toBe(before + 1);
  });

  it("a retaken questionnaire: new PDF bytes for the new plan, and the old cached file is removed", async () => {
    const old = await download(b.cookie, 1);
    const oldKey = (await cacheRow(b.userId, 1))!.storageKey;
    expect((await pdfText(old)).text).toContain("Fast Bowler");

    const saved = await server.fetch("/api/me/questionnaire", {
      ...json({ answers: answers({ primaryRole: "Batsman", equipment: "Bodyweight Only" }) }),
      method: "PUT",
      headers: { "content-type": "application/json", cookie: b.cookie },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const before = pdfRenderPool.renders;
    const fresh = await download(b.cookie, 1);
    expect(pdfRenderPool.renders).toBe(before + 1);
    expect(fresh.equals(old)).toBe(false);
    const { text } = await pdfText(fresh);
    expect(text).toContain("Batsman");
    expect(text).not.toContain("Fast Bowler");

    const row = await cacheRow(b.userId, 1);
    expect(row!.storageKey).not.toBe(oldKey);
    expect(row!.planId).toBe(await activePlanId(b.userId));
    expect(await server.app.storage.read("pdf-cache", oldKey)).toBeNull();
    expect((await download(b.cookie, 1)).equals(fresh)).toBe(true);
  });

  it("a renamed athlete gets a PDF with the new name: everything printed is in the key", async () => {
    const old = await download(c.cookie, 2);
    await server.app.db.update(profiles).set({ fullName: "Cal Cooper-Singh" }).where(eq(profiles.userId, c.userId));
    const renamed = await download(c.cookie, 2);
    expect(renamed.equals(old)).toBe(false);
    expect((await pdfText(renamed)).text).toContain("Athlete: Cal Cooper-Singh");
  });

  it("a coach upload wins; a replacement serves the new upload; removing it serves the cached generated PDF again", async () => {
    const generated = await download(a.cookie, 2);
    const admin = await adminCookie(server);
    const upload = async (label: string) => {
      const res = await uploadPdf(server, admin, a.userId, 2, await makePdf(label));
      expect(res.status, await res.clone().text()).toBe(200);
      const [row] = await server.app.db
        .select({ key: athleteTrainingPdfs.pdfUrl })
        .from(athleteTrainingPdfs)
        .where(and(eq(athleteTrainingPdfs.userId, a.userId), eq(athleteTrainingPdfs.phase, 2)));
      return (await server.app.storage.read("training-pdfs", row!.key))!;
    };

    const first = await upload("Coach plan one");
    const got = await download(a.cookie, 2);
    expect(got.equals(first)).toBe(true);
    expect((await pdfText(got)).text).toContain("Coach plan one");

    const second = await upload("Coach plan two");
    const replaced = await download(a.cookie, 2);
    expect(replaced.equals(second)).toBe(true);
    expect((await pdfText(replaced)).text).toContain("Coach plan two");

    // The upload removed (as an operator would: row and file): the generated PDF, from the cache.
    const [row] = await server.app.db
      .delete(athleteTrainingPdfs)
      .where(and(eq(athleteTrainingPdfs.userId, a.userId), eq(athleteTrainingPdfs.phase, 2)))
      .returning({ key: athleteTrainingPdfs.pdfUrl });
    await server.app.storage.remove("training-pdfs", row!.key);
    const before = pdfRenderPool.renders;
    expect((await download(a.cookie, 2)).equals(generated)).toBe(true);
    expect(pdfRenderPool.renders).toBe(before);
  });

  it("a coach PDF the database lists but storage lacks: 502 COACH_PDF_MISSING, never the generated PDF", async () => {
    const admin = await adminCookie(server);
    const res = await uploadPdf(server, admin, c.userId, 1, await makePdf("Coach plan for Cal"));
    expect(res.status).toBe(200);
    const [row] = await server.app.db
      .select({ key: athleteTrainingPdfs.pdfUrl })
      .from(athleteTrainingPdfs)
      .where(and(eq(athleteTrainingPdfs.userId, c.userId), eq(athleteTrainingPdfs.phase, 1)));
    // As on a second server with its own disk (issue #15): the row is shared, the file is not.
    await server.app.storage.remove("training-pdfs", row!.key);

    const phases = (await (await get("/api/me/training-pdfs", c.cookie)).json()) as {
      phases: Array<{ source: string | null }>;
    };
    expect(phases.phases[0]!.source).toBe("coach");
    const before = pdfRenderPool.renders;
    for (let i = 0; i < 2; i++) {
      const missing = await get("/api/me/training-pdfs/1", c.cookie);
      expect(missing.status).toBe(502);
      expect(missing.headers.get("content-type")).toContain("application/json");
      const body = (await missing.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("COACH_PDF_MISSING");
      expect(body.error.message).toBe(COACH_PDF_MISSING(1));
      expect(body.error.message).toContain("ask your coach to upload it again");
    }
    expect(pdfRenderPool.renders).toBe(before);
    // The other phase is untouched.
    expect((await pdfText(await download(c.cookie, 2))).text).toContain("Athlete: Cal Cooper-Singh");
  });

  it("a full render queue answers 503 PDF_BUSY with Retry-After; a cached PDF is still served", async () => {
    const d = await signUpAndVerify(server, mailbox, { fullName: "Dev Das" });
    const cached = await download(a.cookie, 1);
    // Every worker and queue place taken, by jobs this test holds until it lets go.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { slots, queue } = pdfRenderPool.slots;
    const held = Array.from({ length: slots + queue }, () => pdfRenderPool.slots.run(() => gate));
    await expect(pdfRenderPool.slots.run(async () => {})).rejects.toBeInstanceOf(NoFreeSlot);
    try {
      const busy = await get("/api/me/training-pdfs/1", d.cookie);
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("5");
      expect(await busy.json()).toMatchObject({ error: { code: "PDF_BUSY", message: PDF_BUSY } });
      expect((await download(a.cookie, 1)).equals(cached)).toBe(true);
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await pdfText(await download(d.cookie, 1))).text).toContain("Athlete: Dev Das");
  });

  it("ten downloads rendering at once: /api/health answers while they render, and all ten arrive", async () => {
    const storm = [];
    for (let i = 0; i < 5; i++) storm.push(await signUpAndVerify(server, mailbox, { fullName: `Storm Athlete ${i}` }));
    const before = pdfRenderPool.renders;
    let settled = 0;
    const downloads = storm.flatMap((s) =>
      [1, 2].map(async (phase) => {
        try {
          const res = await get(`/api/me/training-pdfs/${phase}`, s.cookie);
          return { status: res.status, body: await bytes(res), name: s.fullName };
        } finally {
          settled++;
        }
      }),
    );
    await until(() => pdfRenderPool.slots.running > 0, { what: "a render to start" });
    const health = await server.fetch("/api/health");
    expect(health.status).toBe(200);
    // It answered while renders were still in progress or waiting.
    expect(settled).toBeLessThan(10);

    const results = await Promise.all(downloads);
    for (const r of results) {
      expect(r.status).toBe(200);
      expect((await pdfText(r.body)).text).toContain(`Athlete: ${r.name}`);
    }
    expect(pdfRenderPool.renders).toBe(before + 10);
    expect(pdfRenderPool.threadIds.has(0)).toBe(false);
  });

  it("maintenance removes cached PDFs nobody can download: old plans, deleted athletes, phases a coach upload replaced", async () => {
    const e = await signUpAndVerify(server, mailbox, { fullName: "Eve Evans" });
    const f = await signUpAndVerify(server, mailbox, { fullName: "Finn Ford" });
    const g = await signUpAndVerify(server, mailbox, { fullName: "Gia Gill" });
    for (const s of [e, f, g]) for (const phase of [1, 2]) await download(s.cookie, phase);
    const keyOf = async (userId: string, phase: number) => (await cacheRow(userId, phase))!.storageKey;
    const stale = [
      await keyOf(e.userId, 1),
      await keyOf(e.userId, 2),
      await keyOf(f.userId, 1),
      await keyOf(f.userId, 2),
      await keyOf(g.userId, 1),
    ];
    const current = [await keyOf(g.userId, 2), await keyOf(a.userId, 1), await keyOf(a.userId, 2)];

    // E retakes the questionnaire and does not download again; F's account is deleted; the coach
    // uploads G's phase 1 (Asha's phase 2 upload was removed above: her cached PDF stays).
    const saved = await server.fetch("/api/me/questionnaire", {
      ...json({ answers: answers({ primaryRole: "Wicketkeeper - Batsman" }) }),
      method: "PUT",
      headers: { "content-type": "application/json", cookie: e.cookie },
    });
    expect(saved.status).toBe(200);
    await server.app.db.delete(user).where(eq(user.id, f.userId));
    expect((await uploadPdf(server, await adminCookie(server), g.userId, 1, await makePdf("Gia's plan"))).status).toBe(
      200,
    );

    expect(await removeStaleCachedPdfs(server.app.db, server.app.storage)).toBe(stale.length);
    for (const key of stale) expect(await server.app.storage.read("pdf-cache", key)).toBeNull();
    for (const key of current) expect(await server.app.storage.read("pdf-cache", key)).not.toBeNull();
    expect(await cacheRow(e.userId, 1)).toBeUndefined();
    expect(await cacheRow(f.userId, 2)).toBeUndefined();
    expect(await cacheRow(g.userId, 1)).toBeUndefined();
    expect(await removeStaleCachedPdfs(server.app.db, server.app.storage)).toBe(0);

    // E's next download renders the new plan and caches it again.
    expect((await pdfText(await download(e.cookie, 1))).text).toContain("Wicketkeeper");
    expect(await cacheRow(e.userId, 1)).toBeDefined();
  });
});
