import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/core/db/client";
import type { Storage } from "#server/core/storage/local-storage";

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
 * One place phase PDFs come from (the coach's uploads, or the generated plan). PHASE_PDF_LOOKUPS
 * is read in order and the first lookup that has a phase wins, so a coach's upload takes precedence over the generated PDF, phase by phase.
 */
/** What finding and rendering a phase's PDF uses. */
export interface PhasePdfDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

export interface PhasePdfLookup {
  source: PhasePdfKind;
  /** The phases this source has for the athlete; `uploadedAt` is null for generated PDFs. */
  list(deps: PhasePdfDeps, userId: string): Promise<Array<{ phase: number; uploadedAt: Date | null }>>;
  open(deps: PhasePdfDeps, userId: string, phase: Phase): Promise<Omit<OpenedPdf, "source"> | null>;
}
