import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/core/db/client";
import type { Storage } from "#server/core/storage/local-storage";

export const PHASES = [1, 2] as const;
export type Phase = (typeof PHASES)[number];

/** Where a phase's PDF comes from: the coach's upload (#4) or the generated plan (#5). */
export type PhasePdfKind = "coach" | "generated";

export interface OpenedPdf {
  /** A stored file (or a cached render) is streamed; a fresh render is in memory. */
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

/**
 * The database names a coach's upload but storage has no such file (issue #15: another process's
 * disk, a lost bucket, a restore without files). Never answered with the generated PDF instead:
 * the athlete would follow the wrong program without knowing it.
 */
export class CoachPdfMissingError extends Error {
  constructor(
    readonly userId: string,
    readonly phase: Phase,
    readonly key: string,
  ) {
    super(`coach PDF ${key} is in the database but not in storage`);
  }
}
