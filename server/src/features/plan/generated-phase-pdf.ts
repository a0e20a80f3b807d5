import { eq } from "drizzle-orm";
import type { Db } from "#server/core/db/client";
import { profiles, user } from "#server/core/db/schema";
import { renderPhasePdf } from "./pdf.ts";
import { ensureProgram, hasActivePlan, PlanAnswersInvalidError } from "./program-service.ts";
import type { PhasePdfLookup } from "./phase-pdf.ts";

/**
 * The generated PDF of a phase (issue #5, decision 0031): rendered on request from the stored
 * program, so it always matches the plan shown in the browser. Listed after the coach's
 * uploads in PHASE_PDF_LOOKUPS, so an upload takes precedence for its phase.
 */
export const generatedPhasePdfs: PhasePdfLookup = {
  source: "generated",
  async list({ db }, userId) {
    // Both phases come from one plan; it has no upload time.
    return (await hasActivePlan(db, userId)) ? [1, 2].map((phase) => ({ phase, uploadedAt: null })) : [];
  },
  async open({ db, log }, userId, phase) {
    let plan;
    try {
      plan = await ensureProgram(db, userId);
    } catch (err) {
      if (!(err instanceof PlanAnswersInvalidError)) throw err;
      log.warn({ userId, err }, "generated PDF: the plan's saved answers are invalid");
      return null;
    }
    if (!plan) return null;
    const body = await renderPhasePdf({
      athleteName: await athleteName(db, userId),
      program: plan.program,
      phase,
      planName: plan.planName,
    });
    return { body, size: body.length };
  },
};

/** The name on the PDF: the profile's full name, else the account's name. */
async function athleteName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName, name: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row?.fullName || row?.name || "Athlete";
}
