import { useCallback, useRef } from "react";
import { useNavigate } from "#web/app/nav.tsx";

/** Dashboard click handler; its logic (and zod, when answers exist) loads on the first click. */
export function useDashboardNavigation() {
  const navigate = useNavigate();
  const pending = useRef(false);
  return useCallback(async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      const { goToDashboard } = await import("./dashboard-target.ts");
      await goToDashboard(navigate);
    } catch (err) {
      console.error("Could not open the dashboard.", err);
    } finally {
      pending.current = false;
    }
  }, [navigate]);
}
