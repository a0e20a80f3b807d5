import { generatedPhasePdfs } from "./generated-phase-pdf.ts";
import {
  CoachPdfMissingError,
  PHASES,
  type OpenedPdf,
  type Phase,
  type PhasePdfKind,
  type PhasePdfDeps,
  type PhasePdfLookup,
} from "./phase-pdf.ts";
import { findCoachPdf, listCoachPdfs } from "./coach-pdf-repository.ts";

export interface PhaseStatus {
  phase: Phase;
  available: boolean;
  source: PhasePdfKind | null;
  uploadedAt: string | null;
}

/** A stored key must be this athlete's own: a bad row can never serve somebody else's file. */
const ownKey = (userId: string, phase: Phase, key: string) =>
  key.startsWith(`${userId}/`) && new RegExp(`^[A-Za-z0-9_-]+/phase-${phase}-[A-Za-z0-9_-]+\\.pdf$`).test(key);

export const coachPhasePdfs: PhasePdfLookup = {
  source: "coach",
  async list({ db }, userId) {
    const rows = await listCoachPdfs(db, userId);
    return rows.filter((r) => (r.phase === 1 || r.phase === 2) && ownKey(userId, r.phase, r.key));
  },
  async open({ db, storage, log }, userId, phase) {
    const row = await findCoachPdf(db, userId, phase);
    if (!row || !ownKey(userId, phase, row.key)) return null;
    const file = await storage.open("training-pdfs", row.key);
    if (!file) {
      // Issue #15: an error someone must act on, never a silent fall-back to the generated PDF.
      log.error({ userId, phase, key: row.key }, "coach PDF missing from storage");
      throw new CoachPdfMissingError(userId, phase, row.key);
    }
    return { body: file.stream, size: file.size };
  },
};

/** In order of precedence (decision 0031): the coach's upload, then the generated plan. */
export const PHASE_PDF_LOOKUPS: PhasePdfLookup[] = [coachPhasePdfs, generatedPhasePdfs];

export async function phaseStatuses(
  deps: PhasePdfDeps,
  userId: string,
  sources = PHASE_PDF_LOOKUPS,
): Promise<PhaseStatus[]> {
  const found = new Map<number, { source: PhasePdfKind; uploadedAt: Date | null }>();
  for (const provider of sources) {
    for (const item of await provider.list(deps, userId)) {
      if (!found.has(item.phase)) found.set(item.phase, { source: provider.source, uploadedAt: item.uploadedAt });
    }
  }
  return PHASES.map((phase) => {
    const hit = found.get(phase);
    return {
      phase,
      available: hit !== undefined,
      source: hit?.source ?? null,
      uploadedAt: hit?.uploadedAt?.toISOString() ?? null,
    };
  });
}

export async function openPhasePdf(
  deps: PhasePdfDeps,
  userId: string,
  phase: Phase,
  sources = PHASE_PDF_LOOKUPS,
): Promise<OpenedPdf | null> {
  for (const provider of sources) {
    const file = await provider.open(deps, userId, phase);
    if (file) return { ...file, source: provider.source };
  }
  return null;
}
