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
  plan: PlanSummarySchema.nullable(),
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
});
export type AdminAthlete = z.input<typeof AdminAthleteSchema>;

export const AthleteListPageSchema = z.object({
  athletes: z.array(AdminAthleteSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AthleteListPage = z.input<typeof AthleteListPageSchema>;
