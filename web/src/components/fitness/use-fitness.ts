import { useQuery } from "@tanstack/react-query";
import type { FitnessState } from "#domain/fitness-tests/schema";
import { apiJson } from "#web/lib/api-client.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

/** The athlete's fitness tests (GET /api/me/fitness-tests), shared by /fitness-tests and /today's card. */
export const fitnessQueryKey = ["fitness-tests"] as const;
export const getFitness = () => apiJson<FitnessState>("GET", "/api/me/fitness-tests");

export function useFitness(enabled = true) {
  return useQuery({ queryKey: fitnessQueryKey, queryFn: getFitness, enabled, retry: false });
}

/** The device's own calendar day, known only after hydration (decision 0090). */
export function useDeviceDay(): string | null {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
