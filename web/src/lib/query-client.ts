import { QueryClient } from "@tanstack/react-query";

/**
 * The one query cache: the API pages (app-providers.tsx), the signed-in header and the coach
 * console's shell share it, so a sign-in, sign-out or avatar change seen by one is seen by all.
 * Imported only by lazy chunks: TanStack Query stays off the landing's first load.
 */
// Spec §9: data queries retry 3 times with exponential back-off up to 30 s; unused cache 5 min.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) => count < 3 && !(err instanceof Error && "status" in err && Number(err.status) < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    },
  },
});
