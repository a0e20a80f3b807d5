import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { Toaster } from "sonner";

// Spec §9: data queries retry 3 times with exponential back-off up to 30 s; unused cache 5 min.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) => count < 3 && !(err instanceof Error && "status" in err && Number(err.status) < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    },
  },
});

/** Query cache and toasts for the pages that talk to the API (kept off the landing's first load). */
export default function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster theme="dark" richColors closeButton visibleToasts={3} duration={4000} position="top-center" />
    </QueryClientProvider>
  );
}
