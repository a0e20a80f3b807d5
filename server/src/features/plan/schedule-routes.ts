import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TimestampSchema } from "#domain/api-types";
import { errorResponses, nonJsonResponse } from "#server/plugins/contracts";
import { expensive } from "#server/core/limits/expensive";
import { NoFreeSlot } from "#server/core/work-slots";
import { HttpError } from "#server/plugins/errors";
import { openPhasePdf, phaseStatuses } from "./phase-pdfs.ts";
import { CoachPdfMissingError, type Phase, type PhasePdfDeps } from "./phase-pdf.ts";

export const COACH_PDF_MISSING = (phase: number) =>
  `Your coach's PDF for phase ${phase} could not be found on the server. Please ask your coach to upload it again.`;
export const PDF_BUSY = "Many PDFs are being prepared right now. Please try again in a few seconds.";

/** The athlete's training schedule and own phase PDFs (issues #3, #5). */
const plugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireAthlete);
  const deps: PhasePdfDeps = { db: app.db, storage: app.storage, log: app.log };

  const listSchema = {
    tags: ["athlete"],
    summary: "Which phase PDFs the athlete can download",
    description:
      "Per phase `coach` when the coach uploaded one (`uploadedAt` set), else `generated` when the athlete has a plan (`uploadedAt: null`), else unavailable (docs/decisions/0031).",
    response: {
      200: z.object({
        phases: z.array(
          z.object({
            phase: z.number().int(),
            available: z.boolean(),
            source: z.enum(["coach", "generated"]).nullable(),
            uploadedAt: TimestampSchema.nullable(),
          }),
        ),
      }),
      ...errorResponses,
    },
  };
  app.get("/me/training-pdfs", { schema: listSchema }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    return { phases: await phaseStatuses(deps, req.athlete.userId) };
  });

  // A PDF, not JSON: no response schema to serialize.
  const downloadSchema = {
    tags: ["athlete"],
    summary: "Download one phase PDF: the coach's upload when there is one, else the one rendered from the stored plan",
    description:
      '`application/pdf`, `content-disposition: attachment; filename="Phase-{n}.pdf"`, `nosniff`, `no-store`. `404 NOT_FOUND` when neither; `400 INVALID_PHASE` unless `:phase` is 1 or 2; `429 TOO_MANY_REQUESTS` with `Retry-After` past the per-account limit on expensive requests (`EXPENSIVE_CONCURRENT_PER_ACCOUNT` at once, `EXPENSIVE_PER_MINUTE_PER_ACCOUNT` a minute); `503 PDF_BUSY` with `Retry-After` when too many generated PDFs are being rendered at once; `502 COACH_PDF_MISSING` when the coach\'s upload is listed but its file is missing (never the generated PDF instead). A generated PDF is rendered once per plan version and cached (docs/decisions/0092).',
    params: z.object({ phase: z.enum(["1", "2"]) }),
    response: nonJsonResponse("application/pdf", "the phase's PDF"),
  };
  const config = { invalidInput: { message: "Phase must be 1 or 2", code: "INVALID_PHASE" } };
  app.get(
    "/me/training-pdfs/:phase",
    { schema: downloadSchema, config, preHandler: expensive(app) },
    async (req, reply) => {
      const n = Number(req.params.phase) as Phase;
      // Only the signed-in athlete's own files: the id comes from the session, never the request.
      // The coach's upload when there is one, else the generated plan (decision 0031).
      let file;
      try {
        file = await openPhasePdf(deps, req.athlete.userId, n);
      } catch (err) {
        if (err instanceof CoachPdfMissingError) throw new HttpError(502, COACH_PDF_MISSING(n), "COACH_PDF_MISSING");
        if (err instanceof NoFreeSlot) {
          reply.header("retry-after", "5");
          throw new HttpError(503, PDF_BUSY, "PDF_BUSY");
        }
        throw err;
      }
      if (!file) throw new HttpError(404, `No PDF for phase ${n} yet.`, "NOT_FOUND");
      return reply
        .header("content-type", "application/pdf")
        .header("content-length", file.size)
        .header("content-disposition", `attachment; filename="Phase-${n}.pdf"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );
};
export default plugin;
