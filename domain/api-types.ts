import { z } from "zod";
import { InjuryDetailSchema } from "./questionnaire.ts";

/**
 * Response shapes the server sends and the web reads: one definition, so the two cannot drift.
 * The server's route contracts declare these schemas (docs/decisions/0072): they shape what is
 * sent and generate docs/api.md. The web reads the wire types (`z.input`).
 */

/**
 * A moment on the wire: an ISO 8601 string. The server may hand over a Date (a database column)
 * or an ISO string; either way the client receives the string.
 */
export const TimestampSchema = z.codec(
  z.string(),
  z
    .custom<Date | string>((v) => v instanceof Date || typeof v === "string")
    .meta({ type: "string", format: "date-time" }),
  { decode: (s) => s, encode: (v) => (v instanceof Date ? v.toISOString() : v) },
);

/** An athlete's active plan as the API returns it (GET /api/me, GET /api/admin/athletes). */
export const PlanSummarySchema = z.object({
  id: z.string(),
  planName: z.string(),
  sport: z.string(),
  durationMonths: z.number(),
  priceAmount: z.number().describe("minor units (docs/decisions/0020)"),
  isActive: z.boolean(),
  // The plan's stored details (role, goals, answers at the time): free-form JSON.
  planDetails: z.unknown(),
  createdAt: TimestampSchema,
});
export type PlanSummary = z.input<typeof PlanSummarySchema>;

/* ---- GET /api/me ---- */

export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: z
    .object({
      fullName: z.string().nullable(),
      email: z.string(),
      createdAt: TimestampSchema,
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  // The answers as saved (QuestionnaireAnswers output): stored JSON, so an answer saved before a
  // field existed lacks it. Declared loosely on purpose; see decision 0072.
  questionnaire: z.record(z.string(), z.unknown()).nullable(),
  plan: PlanSummarySchema.nullable(),
});

/* ---- GET /api/admin/athletes ---- */

export const PdfStateSchema = z.object({
  phase: z.literal([1, 2]),
  uploaded: z.boolean(),
  uploadedAt: TimestampSchema.nullable(),
  sizeBytes: z.number().nullable(),
});
export type PdfState = z.input<typeof PdfStateSchema>;

/** One athlete's training as the coach's squad list shows it (issue #17, docs/decisions/0105). */
export const SquadTrainingSchema = z.object({
  lastLoggedOn: z.string().nullable(),
  /** Gym + cricket acute:chronic ratio today (domain/training/load-summary.ts); null with too little history. */
  ratio: z.number().nullable(),
  /** ratioState (domain/training/load.ts); null when nothing was ever logged. */
  state: z.enum(["building", "steady", "spike"]).nullable(),
  /** The plan week today (1-8), null before week 1, after week 8 or without a plan. */
  week: z.number().nullable(),
  doneThisWeek: z.number(),
  plannedThisWeek: z.number(),
  doneTotal: z.number(),
  plannedTotal: z.number(),
  /** Load units over the last 7 days, today included. */
  weekLoad: z.object({ gym: z.number(), cricket: z.number() }),
  /** Junior pace-bowling limit breaches ("stop" warnings) in the last 7 days (domain/training/bowling-limits.ts). */
  bowlingBreaches: z.array(z.object({ code: z.string(), date: z.string(), message: z.string() })),
});
export type SquadTraining = z.input<typeof SquadTrainingSchema>;

export const AdminAthleteSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  createdAt: TimestampSchema,
  avatarUrl: z.string().nullable(),
  /** The questionnaire_responses row (spec §3 columns: battingAbility holds Strength, and so on). */
  questionnaire: z
    .object({
      sport: z.string(),
      ageGroup: z.string(),
      height: z.number(),
      weight: z.number(),
      experience: z.string(),
      role: z.string(),
      battingAbility: z.number(),
      bowlingAbility: z.number(),
      fieldingAbility: z.number(),
      trainingFrequency: z.string(),
      injuryHistory: z.string(),
      /** Step 8's structured picker (issue #10); [] when none was picked or the answers predate it. */
      injuryDetails: z.array(InjuryDetailSchema),
      goals: z.array(z.string()),
      equipment: z.array(z.string()),
      updatedAt: TimestampSchema,
    })
    .nullable(),
  /**
   * The active plan without its stored details (free-form JSON the console never shows: the
   * answers it was made for are `questionnaire`; GET /api/admin/athletes/:id has the whole plan).
   * Leaving them out of the list sends a third fewer bytes a page (issue #13, decision 0110).
   */
  plan: PlanSummarySchema.omit({ planDetails: true }).nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      amount: z.number().describe("minor units"),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      providerReference: z.string(),
      createdAt: TimestampSchema,
      updatedAt: TimestampSchema,
    }),
  ),
  pdfs: z.tuple([PdfStateSchema, PdfStateSchema]),
  /** Issue #16 (decision 0102): Under-14/Under-16 need a parent's consent before logging training. */
  parentalConsent: z.object({
    state: z.enum(["not-required", "needs-parent-email", "pending", "given"]),
    givenAt: TimestampSchema.nullable(),
  }),
  /** The squad view (issue #17): training at a glance, on the server's day (`today`). */
  training: SquadTrainingSchema,
});
export type AdminAthlete = z.input<typeof AdminAthleteSchema>;

export const AthleteListPageSchema = z.object({
  athletes: z.array(AdminAthleteSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Pass as `cursor` for the next page (keyset); null when this page is the last. */
  nextCursor: z.string().nullable(),
  /** The server's day the training figures are for. */
  today: z.string(),
});
export type AthleteListPage = z.input<typeof AthleteListPageSchema>;
