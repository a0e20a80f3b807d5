import type { Program } from "#domain/plan/types";

/**
 * What a generated phase PDF is made from, and its layout's version, apart from pdf.ts: the
 * cache key needs both on the main thread, while pdf.ts (and pdfkit with it) loads only in the
 * render worker (decision 0093, follow-up).
 */

/**
 * Bump whenever what the PDF prints changes for the same plan (layout, wording, fonts): cached
 * PDFs are keyed by it (pdf-cache.ts, decision 0092), so every athlete then gets the new one.
 */
export const PDF_LAYOUT_VERSION = 1;

export interface PhasePdfInput {
  athleteName: string;
  program: Program;
  phase: 1 | 2;
  planName?: string;
}
