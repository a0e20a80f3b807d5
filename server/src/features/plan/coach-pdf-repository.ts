import { and, eq } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { athleteTrainingPdfs } from "#server/core/db/schema";

export interface CoachPdfRow {
  phase: number;
  /** Storage key in the training-pdfs area: `{userId}/phase-{n}-{random}.pdf` (coach console, #4). */
  key: string;
  uploadedAt: Date;
}

/** The coach's uploads for one athlete; always filtered by the signed-in athlete's own id. */
export async function listCoachPdfs(db: Db, userId: string): Promise<CoachPdfRow[]> {
  return db
    .select({
      phase: athleteTrainingPdfs.phase,
      key: athleteTrainingPdfs.pdfUrl,
      uploadedAt: athleteTrainingPdfs.uploadedAt,
    })
    .from(athleteTrainingPdfs)
    .where(eq(athleteTrainingPdfs.userId, userId));
}

export async function findCoachPdf(db: Db, userId: string, phase: number): Promise<CoachPdfRow | undefined> {
  const [row] = await db
    .select({
      phase: athleteTrainingPdfs.phase,
      key: athleteTrainingPdfs.pdfUrl,
      uploadedAt: athleteTrainingPdfs.uploadedAt,
    })
    .from(athleteTrainingPdfs)
    .where(and(eq(athleteTrainingPdfs.userId, userId), eq(athleteTrainingPdfs.phase, phase)))
    .limit(1);
  return row;
}
