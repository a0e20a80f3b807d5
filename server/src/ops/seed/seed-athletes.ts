import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "#server/core/db/client";
import {
  account,
  adminSessions,
  athleteLoadSummary,
  cricketLogs,
  sessionLogs,
  trainingSettings,
  athleteTrainingPdfs,
  parentalConsents,
  payments,
  profiles,
  questionnaireResponses,
  trainingPlans,
  user,
} from "#server/core/db/schema";
import type { Storage } from "#server/core/storage/local-storage";
import { athleteRows, pdfRow, type SeedShares } from "./athlete-rows.ts";
import { seedUserId, seedUuid } from "./ids.ts";
import { logRows } from "./log-rows.ts";
import { seedPdf } from "./seed-pdf.ts";

/** Every seeded athlete signs in with this (bench and local try-outs only: seeded data is not real). */
export const SEED_PASSWORD = "seed-password-123";

export interface SeedOptions {
  count: number;
  /** Same seed, same athletes (answers, names, shares). */
  seed?: number;
  /** A hash of SEED_PASSWORD made earlier: the hash is deliberately slow, so make it once. */
  passwordHash?: string;
  shares?: Partial<SeedShares>;
  /** Athletes per transaction (multi-row inserts). */
  batchSize?: number;
  now?: number;
  /** Days of training log to grow per athlete, ending on `now`'s day (issue #17); 0 = none. */
  logDays?: number;
}

export interface SeedFigures {
  requested: number;
  inserted: number;
  alreadyThere: number;
  programs: number;
  payments: number;
  pdfs: number;
  sessionLogs: number;
  cricketLogs: number;
  batches: number;
  ms: number;
  athletesPerSecond: number;
}

const DEFAULT_SHARES: SeedShares = { program: 0.1, payment: 0.3, pdf: 0.1 };

/** The admin session seeded PDFs name as uploader: revoked and expired, so it opens nothing. */
export const SEED_ADMIN_SESSION_ID = seedUuid("admin-session", 0);

/**
 * N realistic athletes in bulk (issue #6): verified users with a credential account (one
 * shared password hash), profiles, answers and active plans made by the app's mappers, some
 * stored programs, payments and coach PDFs (real files in storage). One transaction per batch
 * of multi-row inserts. Idempotent: athletes that already exist (deterministic ids) are skipped,
 * so running twice leaves N, not 2N.
 */
export async function seedAthletes(db: Db, storage: Storage, opts: SeedOptions): Promise<SeedFigures> {
  const started = performance.now();
  const seed = opts.seed ?? 1;
  const batchSize = opts.batchSize ?? 500;
  const shares = { ...DEFAULT_SHARES, ...opts.shares };
  const now = opts.now ?? Date.now();
  const passwordHash = opts.passwordHash ?? (await hashPassword(SEED_PASSWORD));
  const pdf = await seedPdf();
  const figures: SeedFigures = {
    requested: opts.count,
    inserted: 0,
    alreadyThere: 0,
    programs: 0,
    payments: 0,
    pdfs: 0,
    sessionLogs: 0,
    cricketLogs: 0,
    batches: 0,
    ms: 0,
    athletesPerSecond: 0,
  };

  await db
    .insert(adminSessions)
    .values({
      id: SEED_ADMIN_SESSION_ID,
      tokenHash: createHash("sha256").update(`seed-unusable:${now}:${Math.random()}`).digest("hex"),
      createdAt: new Date(now),
      expiresAt: new Date(now),
      revokedAt: new Date(now),
      userAgent: "npm run seed",
    })
    .onConflictDoNothing();

  for (let start = 0; start < opts.count; start += batchSize) {
    const indexes = Array.from({ length: Math.min(batchSize, opts.count - start) }, (_, k) => start + k);
    const existing = new Set(
      (
        await db
          .select({ id: user.id })
          .from(user)
          .where(inArray(user.id, indexes.map(seedUserId)))
      ).map((r) => r.id),
    );
    const fresh = indexes.filter((i) => !existing.has(seedUserId(i)));
    figures.alreadyThere += indexes.length - fresh.length;
    if (fresh.length === 0) continue;

    const rows = fresh.map((i) => ({ i, ...athleteRows(i, seed, passwordHash, shares, now) }));
    // Files first: a committed row always has its file (a re-run after a crash rewrites them).
    const pdfRows: Array<ReturnType<typeof pdfRow>> = [];
    for (const r of rows) {
      for (const phase of r.pdfPhases) {
        const key = `${r.user.id}/phase-${phase}-seed.pdf`;
        await storage.put("training-pdfs", key, pdf);
        pdfRows.push(pdfRow(r.i, phase, key, pdf, SEED_ADMIN_SESSION_ID, new Date(now - r.i * 60_000)));
      }
    }
    const paymentRows = rows.flatMap((r) => r.payments);
    const logs = rows.map((r) => logRows(r.i, r.user.id, seed, r.answers, now, opts.logDays ?? 0));
    await insertAthleteBatch(db, {
      users: rows.map((r) => r.user),
      accounts: rows.map((r) => r.account),
      profiles: rows.map((r) => r.profile),
      responses: rows.map((r) => r.response),
      consents: rows.flatMap((r) => (r.consent ? [r.consent] : [])),
      plans: rows.map((r) => r.plan),
      payments: paymentRows,
      pdfs: pdfRows,
      settings: logs.flatMap((l) => (l.settings ? [l.settings] : [])),
      sessionLogs: logs.flatMap((l) => l.sessions),
      cricketLogs: logs.flatMap((l) => l.cricket),
      summaries: logs.flatMap((l, k) =>
        l.summary.lastLoggedOn === null
          ? []
          : [
              {
                userId: rows[k]!.user.id,
                firstLoadOn: l.summary.firstLoadOn,
                ewmaOn: l.summary.ewmaOn,
                acuteLoad: l.summary.acute,
                chronicLoad: l.summary.chronic,
                lastLoggedOn: l.summary.lastLoggedOn,
              },
            ],
      ),
    });
    figures.sessionLogs += logs.reduce((n, l) => n + l.sessions.length, 0);
    figures.cricketLogs += logs.reduce((n, l) => n + l.cricket.length, 0);
    figures.batches++;
    figures.inserted += rows.length;
    figures.programs += rows.filter((r) => r.plan.program).length;
    figures.payments += paymentRows.length;
    figures.pdfs += pdfRows.length;
  }

  figures.ms = Math.round(performance.now() - started);
  figures.athletesPerSecond = figures.inserted > 0 ? Math.round((figures.inserted / figures.ms) * 1000) : 0;
  return figures;
}

/** Rows of many athletes, table by table (any list may be empty). */
export interface AthleteBatch {
  users: Array<typeof user.$inferInsert>;
  accounts?: Array<typeof account.$inferInsert>;
  profiles: Array<typeof profiles.$inferInsert>;
  responses?: Array<typeof questionnaireResponses.$inferInsert>;
  consents?: Array<typeof parentalConsents.$inferInsert>;
  plans?: Array<typeof trainingPlans.$inferInsert>;
  payments?: Array<typeof payments.$inferInsert>;
  pdfs?: Array<typeof athleteTrainingPdfs.$inferInsert>;
  settings?: Array<typeof trainingSettings.$inferInsert>;
  sessionLogs?: Array<typeof sessionLogs.$inferInsert>;
  cricketLogs?: Array<typeof cricketLogs.$inferInsert>;
  summaries?: Array<typeof athleteLoadSummary.$inferInsert>;
}

/** Rows per multi-row insert for the logs: under PostgreSQL's 65,535 parameters (11 columns). */
const LOG_CHUNK = 4000;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / LOG_CHUNK) }, (_, k) => rows.slice(k * LOG_CHUNK, (k + 1) * LOG_CHUNK));

/**
 * The one bulk-insert routine (the seed and the tests' bulk helpers): one transaction of
 * multi-row inserts, one statement per table, parents first. Rows whose key already exists are
 * skipped. Keep a batch to a few hundred athletes (PostgreSQL takes at most 65,535 parameters).
 */
export async function insertAthleteBatch(db: Db, b: AthleteBatch): Promise<void> {
  await db.transaction(async (tx) => {
    if (b.users.length > 0) await tx.insert(user).values(b.users).onConflictDoNothing();
    if (b.accounts?.length) await tx.insert(account).values(b.accounts).onConflictDoNothing();
    if (b.profiles.length > 0) await tx.insert(profiles).values(b.profiles).onConflictDoNothing();
    if (b.responses?.length) await tx.insert(questionnaireResponses).values(b.responses).onConflictDoNothing();
    if (b.consents?.length) await tx.insert(parentalConsents).values(b.consents).onConflictDoNothing();
    if (b.plans?.length) await tx.insert(trainingPlans).values(b.plans).onConflictDoNothing();
    if (b.payments?.length) await tx.insert(payments).values(b.payments).onConflictDoNothing();
    if (b.pdfs?.length) await tx.insert(athleteTrainingPdfs).values(b.pdfs).onConflictDoNothing();
    if (b.settings?.length) await tx.insert(trainingSettings).values(b.settings).onConflictDoNothing();
    for (const part of chunks(b.sessionLogs ?? [])) await tx.insert(sessionLogs).values(part).onConflictDoNothing();
    for (const part of chunks(b.cricketLogs ?? [])) await tx.insert(cricketLogs).values(part).onConflictDoNothing();
    if (b.summaries?.length) await tx.insert(athleteLoadSummary).values(b.summaries).onConflictDoNothing();
  });
}
