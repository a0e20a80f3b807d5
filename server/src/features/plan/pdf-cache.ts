import { createHash } from "node:crypto";
import { and, eq, exists, notExists, or } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { athleteTrainingPdfs, generatedPdfCache, trainingPlans, planIsActive } from "#server/core/db/schema";
import type { Storage } from "#server/core/storage/local-storage";
import { PDF_LAYOUT_VERSION, type PhasePdfInput } from "./pdf-layout.ts";
import type { PdfRenderPool } from "./pdf-render-pool.ts";
import type { OpenedPdf, PhasePdfDeps } from "./phase-pdf.ts";

/**
 * Generated phase PDFs are rendered once and kept in the "pdf-cache" storage area (issue #13,
 * decision 0092). The key is a hash of everything the PDF prints (the stored program, the
 * athlete's name, the plan's name, the phase) and of the layout's version, so a retaken
 * questionnaire, a renamed athlete or a new layout each make a new key: a stale PDF is never
 * served, whichever process rendered it. The cache is only an optimisation: a storage fault
 * while reading or writing it is logged and the PDF rendered anyway.
 */
const AREA = "pdf-cache";

export function cacheKey(userId: string, input: PhasePdfInput): string {
  const printed = JSON.stringify([
    PDF_LAYOUT_VERSION,
    input.phase,
    input.athleteName,
    input.planName ?? null,
    input.program,
  ]);
  const hash = createHash("sha256").update(printed).digest("base64url").slice(0, 32);
  return `${userId}/phase-${input.phase}-${hash}.pdf`;
}

/** Renders in flight, by cache key: a burst of downloads of one PDF renders it once. */
const inFlight = new Map<string, Promise<Buffer>>();

export async function cachedPhasePdf(
  { db, storage, log }: PhasePdfDeps,
  pool: PdfRenderPool,
  userId: string,
  planId: string,
  input: PhasePdfInput,
): Promise<Omit<OpenedPdf, "source">> {
  const key = cacheKey(userId, input);
  try {
    const hit = await storage.open(AREA, key);
    if (hit) return { body: hit.stream, size: hit.size };
  } catch (err) {
    log.warn({ err, userId, key }, "PDF cache unreadable: rendering instead");
  }
  let render = inFlight.get(key);
  if (!render) {
    render = pool.render(input).then(async (pdf) => {
      await remember({ db, storage, log }, userId, input.phase, planId, key, pdf);
      return pdf;
    });
    inFlight.set(key, render);
    render.then(
      () => inFlight.delete(key),
      () => inFlight.delete(key),
    );
  }
  const pdf = await render;
  return { body: pdf, size: pdf.length };
}

/** Stores the PDF, points the athlete's row at it, and removes the file it replaces. */
async function remember(
  { db, storage, log }: PhasePdfDeps,
  userId: string,
  phase: number,
  planId: string,
  key: string,
  pdf: Buffer,
): Promise<void> {
  try {
    await storage.put(AREA, key, pdf);
    const [old] = await db
      .select({ key: generatedPdfCache.storageKey })
      .from(generatedPdfCache)
      .where(and(eq(generatedPdfCache.userId, userId), eq(generatedPdfCache.phase, phase)));
    await db
      .insert(generatedPdfCache)
      .values({ userId, phase, planId, storageKey: key })
      .onConflictDoUpdate({
        target: [generatedPdfCache.userId, generatedPdfCache.phase],
        set: { planId, storageKey: key, createdAt: new Date() },
      });
    if (old && old.key !== key) await storage.remove(AREA, old.key);
  } catch (err) {
    log.warn({ err, userId, key }, "PDF cache not written: the next download renders again");
  }
}

/**
 * Cached PDFs nobody can download any more (maintenance clean-up, ops/maintenance/cleanup.ts):
 * the plan they were rendered from is no longer the athlete's active plan (a retaken
 * questionnaire not downloaded since, a deleted account), or the coach's upload now takes the
 * phase's place. Each file is removed before its row, so a failed removal is retried next time.
 */
export async function removeStaleCachedPdfs(db: Db, storage: Storage): Promise<number> {
  const activePlan = db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, generatedPdfCache.planId), planIsActive));
  const coachUpload = db
    .select({ id: athleteTrainingPdfs.id })
    .from(athleteTrainingPdfs)
    .where(
      and(
        eq(athleteTrainingPdfs.userId, generatedPdfCache.userId),
        eq(athleteTrainingPdfs.phase, generatedPdfCache.phase),
      ),
    );
  const stale = await db
    .select({ id: generatedPdfCache.id, key: generatedPdfCache.storageKey })
    .from(generatedPdfCache)
    .where(or(notExists(activePlan), exists(coachUpload)));
  let removed = 0;
  for (const row of stale) {
    await storage.remove(AREA, row.key);
    const gone = await db
      .delete(generatedPdfCache)
      .where(and(eq(generatedPdfCache.id, row.id), eq(generatedPdfCache.storageKey, row.key)))
      .returning({ id: generatedPdfCache.id });
    removed += gone.length;
  }
  return removed;
}
