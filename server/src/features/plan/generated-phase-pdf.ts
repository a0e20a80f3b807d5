import { cachedPhasePdf } from "./pdf-cache.ts";
import { pdfRenderPool } from "./pdf-render-pool.ts";
import { ensureAdjustedProgram } from "#server/core/athlete-record/adjusted-program";
import { hasActivePlan, PlanAnswersInvalidError } from "./program-service.ts";
import type { PhasePdfLookup } from "./phase-pdf.ts";
import { athleteName } from "#server/core/athlete-record/athlete-name";

/**
 * The generated PDF of a phase (issue #5, decision 0031): made from the stored program, so it
 * always matches the plan shown in the browser. Rendered once in a worker thread and cached
 * under a hash of what it prints (issue #13, decision 0092). Listed after the coach's uploads
 * in PHASE_PDF_LOOKUPS, so an upload takes precedence for its phase.
 */
export const generatedPhasePdfs: PhasePdfLookup = {
  source: "generated",
  async list({ db }, userId) {
    // Both phases come from one plan; it has no upload time.
    return (await hasActivePlan(db, userId)) ? [1, 2].map((phase) => ({ phase, uploadedAt: null })) : [];
  },
  async open(deps, userId, phase) {
    let plan;
    try {
      // With the coach's changes (decision 0107): they are in the program hashed into the cache key.
      plan = await ensureAdjustedProgram(deps.db, userId);
    } catch (err) {
      if (!(err instanceof PlanAnswersInvalidError)) throw err;
      deps.log.warn({ userId, err }, "generated PDF: the plan's saved answers are invalid");
      return null;
    }
    if (!plan) return null;
    const input = {
      athleteName: (await athleteName(deps.db, userId)) ?? "Athlete",
      program: plan.program,
      phase,
      planName: plan.planName,
    };
    return cachedPhasePdf(deps, pdfRenderPool, userId, plan.planId, input);
  },
};

/** The name on the PDF: the profile's full name, else the account's name. */
