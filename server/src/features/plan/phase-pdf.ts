import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";

export const PHASES = [1, 2] as const;
export type Phase = (typeof PHASES)[number];

/** Where a phase's PDF comes from: the coach's upload (#4) or the generated plan (#5). */
export type PhasePdfKind = "coach" | "generated";

export interface OpenedPdf {
  /** A stored file is streamed; a generated one is rendered into memory. */
  body: Readable | Buffer;
  size: number;
  source: PhasePdfKind;
}

/**
 * One source of phase PDFs. PHASE_PDF_LOOKUPS is read in order and the first source that has a phase
 * wins, so a coach's upload takes precedence over the generated PDF, phase by phase.
 */
export interface PhasePdfLookup {
  source: PhasePdfKind;
  /** The phases this source has for the athlete; `uploadedAt` is null for generated PDFs. */
  list(app: FastifyInstance, userId: string): Promise<Array<{ phase: number; uploadedAt: Date | null }>>;
  open(app: FastifyInstance, userId: string, phase: Phase): Promise<Omit<OpenedPdf, "source"> | null>;
}
