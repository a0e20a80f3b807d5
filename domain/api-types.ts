/**
 * Response shapes the server sends and the web reads: one definition, so the two cannot drift.
 * Types only; the routes and queries that produce them live in server/.
 */

import type { InjuryDetail } from "./questionnaire.ts";
/** An athlete's active plan as the API returns it (GET /api/me, GET /api/admin/athletes). */
export interface PlanSummary {
  id: string;
  planName: string;
  sport: string;
  durationMonths: number;
  priceAmount: number;
  isActive: boolean;
  planDetails: unknown;
  createdAt: string;
}

/* ---- GET /api/admin/athletes ---- */

export interface PdfState {
  phase: 1 | 2;
  uploaded: boolean;
  uploadedAt: string | null;
  sizeBytes: number | null;
}

export interface AdminAthlete {
  userId: string;
  fullName: string;
  email: string;
  createdAt: string;
  avatarUrl: string | null;
  questionnaire: {
    sport: string;
    ageGroup: string;
    height: number;
    weight: number;
    experience: string;
    role: string;
    battingAbility: number;
    bowlingAbility: number;
    fieldingAbility: number;
    trainingFrequency: string;
    injuryHistory: string;
    /** Step 8's structured picker (issue #10); [] when none was picked or the answers predate it. */
    injuryDetails: InjuryDetail[];
    goals: string[];
    equipment: string[];
    updatedAt: string;
  } | null;
  plan: PlanSummary | null;
  payments: Array<{
    id: string;
    amount: number;
    currency: string;
    status: string;
    provider: string;
    providerReference: string;
    createdAt: string;
    updatedAt: string;
  }>;
  pdfs: [PdfState, PdfState];
}

export interface AthleteListPage {
  athletes: AdminAthlete[];
  total: number;
  page: number;
  pageSize: number;
}
