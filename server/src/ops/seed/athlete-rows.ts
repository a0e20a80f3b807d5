import { createHash } from "node:crypto";
import { newProgram } from "#server/core/athlete-record/program";
import { needsParentalConsent } from "#domain/account";
import { toQuestionnaireResponseRow, toTrainingPlanRow } from "#domain/plan-record";
import type { QuestionnaireAnswers } from "#domain/questionnaire";
import type {
  account,
  athleteTrainingPdfs,
  parentalConsents,
  payments,
  profiles,
  questionnaireResponses,
  trainingPlans,
  user,
} from "#server/core/db/schema";
import { seedEmail, seedUserId, seedUuid } from "./ids.ts";
import { athleteRandom, randomAnswers, randomName } from "./random-answers.ts";

export interface SeedShares {
  /** Share of plans stored with their generated program; the rest are generated on first view, as in the app. */
  program: number;
  payment: number;
  pdf: number;
}

/** Rows of one seeded athlete, built with the app's own mappers (domain/plan-record.ts). */
export interface AthleteRows {
  answers: QuestionnaireAnswers;
  user: typeof user.$inferInsert;
  account: typeof account.$inferInsert;
  profile: typeof profiles.$inferInsert;
  response: typeof questionnaireResponses.$inferInsert;
  /**
   * Under-14 and Under-16 athletes: a parent's consent, given when the account was made
   * (decision 0102). A seeded junior has a training log, which the app only takes after consent.
   */
  consent?: typeof parentalConsents.$inferInsert;
  plan: typeof trainingPlans.$inferInsert;
  payments: Array<typeof payments.$inferInsert>;
  /** PDF rows without uploader and file facts: the caller adds them once the file is stored. */
  pdfPhases: Array<1 | 2>;
}

const PAYMENT_STATUSES = ["succeeded", "succeeded", "succeeded", "pending", "failed", "refunded"] as const;

export function athleteRows(
  i: number,
  seed: number,
  passwordHash: string,
  shares: SeedShares,
  now: number,
): AthleteRows {
  const rand = athleteRandom(seed, i);
  const answers = randomAnswers(rand);
  const fullName = randomName(rand);
  const id = seedUserId(i);
  const email = seedEmail(i);
  // Athlete 0 is the newest; the rest spread back about 37 minutes apart (10,000 ≈ 8 months).
  const createdAt = new Date(now - i * 37 * 60_000);
  const planRow = toTrainingPlanRow(answers);
  const withProgram = rand() < shares.program;
  const payCount = rand() < shares.payment ? (rand() < 0.2 ? 2 : 1) : 0;
  const pdfPhases: Array<1 | 2> = rand() < shares.pdf ? (rand() < 0.5 ? [1, 2] : [1]) : [];
  return {
    answers,
    user: { id, name: fullName, email, emailVerified: true, createdAt, updatedAt: createdAt },
    account: {
      id: seedUuid("account", i),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
      createdAt,
      updatedAt: createdAt,
    },
    profile: { id: seedUuid("profile", i), userId: id, fullName, email, createdAt },
    response: {
      id: seedUuid("response", i),
      userId: id,
      ...toQuestionnaireResponseRow(answers),
      createdAt,
      updatedAt: createdAt,
    },
    consent: needsParentalConsent(answers.ageGroup)
      ? {
          id: seedUuid("consent", i),
          userId: id,
          parentEmail: `parent-${email}`,
          lastSentAt: createdAt,
          givenAt: createdAt,
          createdAt,
        }
      : undefined,
    plan: {
      id: seedUuid("plan", i),
      userId: id,
      ...planRow,
      ...(withProgram ? newProgram(answers) : {}),
      createdAt,
    },
    payments: Array.from({ length: payCount }, (_, k) => ({
      id: seedUuid(`payment-${k}`, i),
      userId: id,
      amount: planRow.priceAmount,
      currency: "INR",
      status: PAYMENT_STATUSES[Math.floor(rand() * PAYMENT_STATUSES.length)]!,
      provider: "seed",
      providerReference: `seed_${id}_${k}`,
      createdAt: new Date(createdAt.getTime() + (k + 1) * 60_000),
      updatedAt: new Date(createdAt.getTime() + (k + 1) * 60_000),
    })),
    pdfPhases,
  };
}

/** The athlete_training_pdfs row for a stored file. */
export function pdfRow(
  i: number,
  phase: 1 | 2,
  key: string,
  data: Buffer,
  uploadedBy: string,
  uploadedAt: Date,
): typeof athleteTrainingPdfs.$inferInsert {
  return {
    id: seedUuid(`pdf-${phase}`, i),
    userId: seedUserId(i),
    phase,
    pdfUrl: key,
    uploadedBy,
    sizeBytes: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
    uploadedAt,
  };
}
