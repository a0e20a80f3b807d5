import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { MultipartFile } from "@fastify/multipart";
import { athleteTrainingPdfs, profiles } from "#server/core/db/schema";
import { TimestampSchema } from "#domain/api-types";
import { errorResponses } from "#server/plugins/contracts";
import { HttpError } from "#server/plugins/errors";
import { athleteExists } from "./squad-repository.ts";
import { MAX_PDF_BYTES, MAX_PDF_PAGES, sanitisePdf, type PdfRefusal } from "./pdf-check.ts";

export const UPLOAD_MESSAGES = {
  phase: "Phase must be 1 or 2",
  notFound: "Athlete not found",
  noFile: 'Please choose a PDF file to upload (multipart field "file").',
  tooLarge: `The PDF is too large: the limit is ${MAX_PDF_BYTES / 1024 / 1024} MB.`,
  empty: "The file is empty. Please upload a PDF file.",
  notPdf: "Please upload a PDF file",
  encrypted: "This PDF is encrypted or password-protected, so it cannot be checked. Please upload an unencrypted PDF.",
  tooComplex: `This PDF could not be checked (too many pages or too much compressed content; the limit is ${MAX_PDF_PAGES} pages). Please upload a simpler PDF.`,
  unsafe:
    "This PDF has content that could not be made safe (scripts, forms or attachments). Please export it again as a plain PDF.",
  busy: "Other PDFs are being checked right now. Please try again in a few seconds.",
} as const;

const VERDICT: Record<PdfRefusal, { status: number; message: string }> = {
  empty: { status: 400, message: UPLOAD_MESSAGES.empty },
  "not-pdf": { status: 400, message: UPLOAD_MESSAGES.notPdf },
  encrypted: { status: 400, message: UPLOAD_MESSAGES.encrypted },
  "too-complex": { status: 400, message: UPLOAD_MESSAGES.tooComplex },
  unsafe: { status: 400, message: UPLOAD_MESSAGES.unsafe },
  busy: { status: 503, message: UPLOAD_MESSAGES.busy },
};

/** better-auth ids and our test ids; also exactly what a storage key segment may hold. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

async function readUpload(part: MultipartFile | undefined): Promise<Buffer> {
  if (!part || part.fieldname !== "file") throw new HttpError(400, UPLOAD_MESSAGES.noFile, "FILE_REQUIRED");
  const tooLarge = () => new HttpError(413, UPLOAD_MESSAGES.tooLarge, "FILE_TOO_LARGE");
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw err;
  }
  // toBuffer only notices the limit between chunks: when it is hit on the last one, the file
  // comes back cut at the limit with `truncated` set, and no error.
  if (part.file.truncated || data.length > MAX_PDF_BYTES) throw tooLarge();
  return data;
}

/**
 * POST /athletes/:userId/pdfs/:phase (multipart `file`). The file is checked by content, stored
 * under a generated name (the client's filename is never used), then the row is upserted with
 * the ADMIN SESSION as uploader; the replaced file is removed only after that commit, so a
 * failure midway loses nothing (at worst it leaves an orphan file, logged).
 */
export async function uploadRoutes(app: FastifyInstance) {
  const schema = {
    tags: ["coach"],
    summary: "Upload an athlete's phase PDF (multipart field `file`), replacing any earlier PDF of that phase",
    description:
      'The PDF is rewritten without scripts, actions, attachments or forms (only http(s) links stay); the rewrite is what the athlete downloads, and `sizeBytes` is its size. `400 INVALID_PHASE` "Phase must be 1 or 2"; `404 ATHLETE_NOT_FOUND` "Athlete not found"; `400 PDF_NOT_PDF` "Please upload a PDF file" (by content, including unreadable or truncated files); `400` for an empty file, an encrypted PDF, one too complex to check (over 1000 pages or too much compressed content); `413 FILE_TOO_LARGE` "The PDF is too large: the limit is 20 MB."; `503 PDF_BUSY` with `Retry-After` when other uploads are being checked.',
    consumes: ["multipart/form-data"],
    // userId is checked in the handler (404 for an unknown or malformed id, after the phase).
    params: z.object({ userId: z.string(), phase: z.enum(["1", "2"]) }),
    response: {
      200: z.object({ phase: z.literal([1, 2]), uploadedAt: TimestampSchema, sizeBytes: z.number() }),
      ...errorResponses,
    },
  };
  const config = { invalidInput: { message: UPLOAD_MESSAGES.phase, code: "INVALID_PHASE" } };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post("/athletes/:userId/pdfs/:phase", { schema, config }, async (req, reply) => {
      const { userId } = req.params;
      const phase: 1 | 2 = req.params.phase === "1" ? 1 : 2;
      if (!USER_ID.test(userId) || !(await athleteExists(app.db, userId)))
        throw new HttpError(404, UPLOAD_MESSAGES.notFound, "ATHLETE_NOT_FOUND");
      if (!req.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.noFile, "FILE_REQUIRED");

      const upload = await readUpload(
        await req.file({ limits: { fileSize: MAX_PDF_BYTES, files: 1, parts: 10, fields: 5, fieldSize: 1024 } }),
      );
      // What is stored and served is the sanitised rewrite, never the upload's bytes (decision 0051).
      const verdict = await sanitisePdf(upload);
      if (!verdict.ok) {
        const { status, message } = VERDICT[verdict.reason];
        const log = { userId, phase, reason: verdict.reason, detail: verdict.detail, bytes: upload.length };
        // The second reader finding something the rewrite left is a gap in the sanitiser: worth a warning.
        if (verdict.reason === "unsafe") req.log.warn(log, "sanitised PDF failed the independent check");
        else req.log.info(log, "admin PDF upload refused");
        if (status === 503) reply.header("retry-after", "5");
        throw new HttpError(status, message, `PDF_${verdict.reason.toUpperCase().replace("-", "_")}`);
      }
      const data = verdict.pdf;

      const sha256 = createHash("sha256").update(data).digest("hex");
      const key = `${userId}/phase-${phase}-${randomBytes(8).toString("hex")}.pdf`;
      const uploadedBy = req.adminSession!.id;
      await app.storage.put("training-pdfs", key, data);

      let result: { uploadedAt: Date; sizeBytes: number; oldKey: string | undefined } | null;
      try {
        result = await app.db.transaction(async (tx) => {
          // Lock the athlete: two uploads for one athlete run one after the other, so each sees
          // the file it replaces, and an athlete deleted meanwhile is noticed.
          const athlete = await tx
            .select({ id: profiles.id })
            .from(profiles)
            .where(eq(profiles.userId, userId))
            .for("update");
          if (athlete.length === 0) return null;
          const [old] = await tx
            .select({ pdfUrl: athleteTrainingPdfs.pdfUrl })
            .from(athleteTrainingPdfs)
            .where(and(eq(athleteTrainingPdfs.userId, userId), eq(athleteTrainingPdfs.phase, phase)));
          const [row] = await tx
            .insert(athleteTrainingPdfs)
            .values({ userId, phase, pdfUrl: key, uploadedBy, sizeBytes: data.length, sha256 })
            .onConflictDoUpdate({
              target: [athleteTrainingPdfs.userId, athleteTrainingPdfs.phase],
              set: { pdfUrl: key, uploadedBy, sizeBytes: data.length, sha256, uploadedAt: new Date() },
            })
            .returning({ uploadedAt: athleteTrainingPdfs.uploadedAt, sizeBytes: athleteTrainingPdfs.sizeBytes });
          return { uploadedAt: row!.uploadedAt, sizeBytes: row!.sizeBytes, oldKey: old?.pdfUrl };
        });
      } catch (err) {
        await app.storage
          .remove("training-pdfs", key)
          .catch((e) => req.log.warn({ err: e, key }, "could not remove an unsaved upload"));
        throw err;
      }
      if (!result) {
        await app.storage
          .remove("training-pdfs", key)
          .catch((e) => req.log.warn({ err: e, key }, "could not remove an unsaved upload"));
        throw new HttpError(404, UPLOAD_MESSAGES.notFound, "ATHLETE_NOT_FOUND");
      }

      if (result.oldKey && result.oldKey !== key) {
        await app.storage
          .remove("training-pdfs", result.oldKey)
          .catch((err) =>
            req.log.warn({ err, key: result.oldKey }, "replaced PDF could not be removed (orphan file left)"),
          );
      }
      req.log.info({ userId, phase, adminSessionId: uploadedBy, sizeBytes: result.sizeBytes }, "admin PDF uploaded");
      return { phase, uploadedAt: result.uploadedAt.toISOString(), sizeBytes: result.sizeBytes };
    });
}
