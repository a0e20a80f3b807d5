import { useQuery } from "@tanstack/react-query";
import { apiJson } from "#web/lib/api-client.ts";

/** One phase of the 8-week schedule (spec §4: not uploaded / uploaded). */
export interface PhasePdf {
  phase: number;
  available: boolean;
  source: "coach" | "generated" | null;
  uploadedAt: string | null;
}

export const trainingPdfsQueryKey = ["training-pdfs"] as const;

/** GET /api/me/training-pdfs */
export const getTrainingPdfs = () => apiJson<{ phases: PhasePdf[] }>("GET", "/api/me/training-pdfs");

export const useTrainingPdfs = (enabled: boolean) =>
  useQuery({ queryKey: trainingPdfsQueryKey, queryFn: getTrainingPdfs, enabled });
