import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Program } from "#domain/plan/types";
import { signUpAndVerify } from "#server/testing/athletes";
import { adminSessions, athleteTrainingPdfs, trainingPlans } from "#server/core/db/schema";
import { pdfText } from "#server/testing/pdf-text";
import { answers } from "#server/testing/factory";
import { setUpTestServer } from "#server/testing/set-up-test-server";
import { unpackProgram } from "#server/core/athlete-record/program-storage";

const {
  server,
  mailbox,
  athletes: [a, b],
} = setUpTestServer({
  // An injury named in the answers: the PDF carries the physiotherapist line.
  athletes: [
    { fullName: "Asha Patel", answers: answers({ injuries: "Side strain in 2024" }) },
    { fullName: "Ben Brown" },
  ],
});
const A_PDF = Buffer.from("%PDF-1.4\n% athlete A phase 1\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let aKey: string;

/** What the coach console (issue #4) writes: a file under `{userId}/phase-{n}-{random}.pdf` and its row. */
async function coachUpload(userId: string, phase: number, data: Buffer): Promise<string> {
  const [admin] = await server.app.db
    .insert(adminSessions)
    .values({ tokenHash: randomBytes(16).toString("hex"), expiresAt: new Date(Date.now() + 3600_000) })
    .returning();
  const key = `${userId}/phase-${phase}-${randomBytes(6).toString("hex")}.pdf`;
  await server.app.storage.put("training-pdfs", key, data);
  await server.app.db
    .insert(athleteTrainingPdfs)
    .values({ userId, phase, pdfUrl: key, uploadedBy: admin!.id, sizeBytes: data.length, sha256: "x" });
  return key;
}

const get = (path: string, cookie: string) => server.fetch(path, { headers: { cookie } });
type Phases = {
  phases: Array<{ phase: number; available: boolean; source: string | null; uploadedAt: string | null }>;
};
const list = async (cookie: string) => ((await (await get("/api/me/training-pdfs", cookie)).json()) as Phases).phases;
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const storedProgram = async (userId: string) => {
  const [row] = await server.app.db
    .select({ program: trainingPlans.program, packed: trainingPlans.programPacked })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), eq(trainingPlans.isActive, true)));
  return unpackProgram(row!.program, row!.packed);
};

function expectAttachment(res: Response, phase: number) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Phase-${phase}.pdf"`);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cache-control")).toContain("no-store");
}

describe("GET /api/me/training-pdfs", () => {
  it("an athlete with a plan: both phases are the generated plan", async () => {
    const res = await get("/api/me/training-pdfs", a.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      phases: [
        { phase: 1, available: true, source: "generated", uploadedAt: null },
        { phase: 2, available: true, source: "generated", uploadedAt: null },
      ],
    });
  });

  it.each([1, 2])(
    "phase %i: the generated PDF, an attachment with the athlete's name, the phase and every session",
    async (phase) => {
      const res = await get(`/api/me/training-pdfs/${phase}`, a.cookie);
      expectAttachment(res, phase);
      const body = await bytes(res);
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      const { text } = await pdfText(body);
      expect(text).toContain("Athlete: Asha Patel");
      expect(text).toContain(`Phase ${phase} · weeks ${phase === 1 ? "1-4" : "5-8"} of 8`);
      const sessions = (await storedProgram(a.userId)).weeks
        .filter((w) => w.phase === phase)
        .flatMap((w) => w.sessions);
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions) expect(text).toContain(s.title);
      expect(text).toContain("Clear this program with a physiotherapist or doctor"); // Asha's answers name an injury
    },
  );

  it("a plan saved before issue #5 (no program yet) is generated when its PDF is first asked for", async () => {
    const active = and(eq(trainingPlans.userId, b.userId), eq(trainingPlans.isActive, true));
    await server.app.db.update(trainingPlans).set({ program: null, generatorVersion: null }).where(active);
    expect((await list(b.cookie)).map((p) => p.source)).toEqual(["generated", "generated"]);
    const res = await get("/api/me/training-pdfs/2", b.cookie);
    expectAttachment(res, 2);
    expect((await pdfText(await bytes(res))).text).toContain("Athlete: Ben Brown");
    const [row] = await server.app.db
      .select({ program: trainingPlans.program, version: trainingPlans.generatorVersion })
      .from(trainingPlans)
      .where(active);
    expect(row!.program).not.toBeNull();
    expect(row!.version).not.toBeNull();
  });

  it("a coach upload takes precedence for its phase only", async () => {
    aKey = await coachUpload(a.userId, 1, A_PDF);
    const phases = await list(a.cookie);
    expect(phases[0]).toMatchObject({ phase: 1, available: true, source: "coach" });
    expect(Date.now() - new Date(phases[0]!.uploadedAt!).getTime()).toBeLessThan(60_000);
    expect(phases[1]).toEqual({ phase: 2, available: true, source: "generated", uploadedAt: null });

    const one = await get("/api/me/training-pdfs/1", a.cookie);
    expectAttachment(one, 1);
    expect(Number(one.headers.get("content-length"))).toBe(A_PDF.length);
    expect((await bytes(one)).equals(A_PDF)).toBe(true);
    const two = await get("/api/me/training-pdfs/2", a.cookie);
    expectAttachment(two, 2);
    expect((await pdfText(await bytes(two))).text).toContain("Athlete: Asha Patel");
  });

  it("an athlete without a plan: nothing available, 404", async () => {
    const c = await signUpAndVerify(server, mailbox, { fullName: "Cal Cooper" });
    await server.app.db.update(trainingPlans).set({ isActive: false }).where(eq(trainingPlans.userId, c.userId));
    expect(await list(c.cookie)).toEqual([
      { phase: 1, available: false, source: null, uploadedAt: null },
      { phase: 2, available: false, source: null, uploadedAt: null },
    ]);
    const res = await get("/api/me/training-pdfs/1", c.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: "No PDF for phase 1 yet.", code: "NOT_FOUND" } });
  });

  it("phase must be 1 or 2", async () => {
    for (const phase of ["0", "3", "01", "1.0", "one", "-1", "1e0", "1.pdf"]) {
      const res = await get(`/api/me/training-pdfs/${phase}`, a.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("INVALID_PHASE");
    }
  });

  it("401 without a session", async () => {
    expect((await server.fetch("/api/me/training-pdfs")).status).toBe(401);
    expect((await server.fetch("/api/me/training-pdfs/1")).status).toBe(401);
  });

  it("the old /api/me/plan/phases/:phase.pdf route is gone: one download route", async () => {
    expect((await get("/api/me/plan/phases/1.pdf", a.cookie)).status).toBe(404);
  });

  it("athlete B never gets A's uploaded or generated PDF, whatever is tried", async () => {
    const attempts = [
      "/api/me/training-pdfs/1",
      "/api/me/training-pdfs/2",
      `/api/me/training-pdfs/1?userId=${a.userId}`,
      `/api/me/training-pdfs/2?userId=${a.userId}&user_id=${a.userId}`,
      `/api/me/training-pdfs/1?user_id=${a.userId}&path=${encodeURIComponent(aKey)}`,
      `/api/me/training-pdfs/${encodeURIComponent(aKey)}`,
      `/api/me/training-pdfs/${a.userId}/1`,
      `/api/me/training-pdfs/1/${encodeURIComponent(aKey)}`,
      `/api/me/plan/phases/2.pdf?userId=${a.userId}`,
      `/api/training-pdfs/${aKey}`,
      `/api/files/training-pdfs/${aKey}`,
      `/api/avatars/${aKey.split("/")[1]}`,
      `/api/avatars/..%2Ftraining-pdfs%2F${encodeURIComponent(aKey)}`,
      `/${aKey}`,
      `/training-pdfs/${aKey}`,
    ];
    for (const path of attempts) {
      const res = await get(path, b.cookie);
      expect([200, 400, 404], path).toContain(res.status);
      const body = await bytes(res);
      expect(body.includes("athlete A"), path).toBe(false);
      if (res.status === 200) {
        // Only ever B's own generated plan.
        const { text } = await pdfText(body);
        expect(text, path).toContain("Athlete: Ben Brown");
        expect(text, path).not.toContain("Asha");
      }
    }
    expect((await list(b.cookie)).map((p) => p.source)).toEqual(["generated", "generated"]);
  });

  it("a row pointing outside the athlete's own folder is never served", async () => {
    // Defence in depth: even a bad row for B naming A's key does not hand out A's file.
    const [admin] = await server.app.db
      .insert(adminSessions)
      .values({ tokenHash: randomBytes(16).toString("hex"), expiresAt: new Date(Date.now() + 3600_000) })
      .returning();
    await server.app.db
      .insert(athleteTrainingPdfs)
      .values({ userId: b.userId, phase: 2, pdfUrl: aKey, uploadedBy: admin!.id, sizeBytes: 1, sha256: "x" });
    const res = await get("/api/me/training-pdfs/2", b.cookie);
    expectAttachment(res, 2);
    const body = await bytes(res);
    expect(body.equals(A_PDF)).toBe(false);
    expect((await pdfText(body)).text).toContain("Athlete: Ben Brown");
    expect((await list(b.cookie))[1]).toEqual({ phase: 2, available: true, source: "generated", uploadedAt: null });
  });
});
