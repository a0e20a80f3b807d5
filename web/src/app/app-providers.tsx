import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, useEffect, useState } from "react";
import { Outlet } from "#web/app/nav.tsx";
import { queryClient } from "../lib/query-client.ts";
import { toasterUnavailable, useToasterRequests } from "../lib/toast.ts";

let Toaster: ComponentType | null = null;

/**
 * sonner's toaster, fetched with the first toast rather than with the page (decision 0091). A
 * failed fetch (offline, /today in the gym before the service worker kept it) must not take the
 * page down as a failed React.lazy would: it is logged, and the next toast tries again.
 */
function LazyToaster() {
  const [Component, setComponent] = useState(() => Toaster);
  useEffect(() => {
    if (Component) return;
    let active = true;
    import("../lib/toaster.tsx").then(
      (m) => {
        Toaster = m.default;
        if (active) setComponent(() => m.default);
      },
      (err: unknown) => toasterUnavailable(err),
    );
    return () => {
      active = false;
    };
  }, [Component]);
  return Component ? <Component /> : null;
}

/** Query cache and toasts for the pages that talk to the API (kept off the landing's first load). */
export default function AppProviders() {
  const toastRequests = useToasterRequests();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      {/* Remounted by a toast raised while none is attached, so a failed load is retried. */}
      {toastRequests > 0 && <LazyToaster key={Toaster ? "loaded" : toastRequests} />}
    </QueryClientProvider>
  );
}
