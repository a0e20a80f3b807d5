import type { FastifyPluginAsync } from "fastify";
import { HttpError } from "#server/plugins/errors";
import { openPhasePdf, phaseStatuses } from "./phase-pdfs.ts";
import type { Phase, PhasePdfDeps } from "./phase-pdf.ts";

/** The athlete's training schedule and own phase PDFs (issues #3, #5). */
const plugin: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", app.requireAthlete);
  const deps: PhasePdfDeps = { db: app.db, storage: app.storage, log: app.log };

  app.get("/me/training-pdfs", async (req, reply) => {
    reply.header("cache-control", "no-store");
    return { phases: await phaseStatuses(deps, req.athlete.userId) };
  });

  app.get<{ Params: { phase: string } }>("/me/training-pdfs/:phase", async (req, reply) => {
    const { phase } = req.params;
    if (phase !== "1" && phase !== "2") throw new HttpError(400, "Phase must be 1 or 2", "INVALID_PHASE");
    const n = Number(phase) as Phase;
    // Only the signed-in athlete's own files: the id comes from the session, never the request.
    // The coach's upload when there is one, else the generated plan (decision 0031).
    const file = await openPhasePdf(deps, req.athlete.userId, n);
    if (!file) throw new HttpError(404, `No PDF for phase ${n} yet.`, "NOT_FOUND");
    return reply
      .header("content-type", "application/pdf")
      .header("content-length", file.size)
      .header("content-disposition", `attachment; filename="Phase-${n}.pdf"`)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(file.body);
  });
};
export default plugin;
