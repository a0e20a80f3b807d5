import { useEffect } from "react";
import { useNavigate, useParams } from "#web/app/nav.tsx";
import { deferred } from "#web/components/layout/deferred.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useCoachAthlete } from "./api/get-athlete.ts";
import { AdminShell } from "./components/admin-shell.tsx";

// The athlete's figures (the load rules, the chart, the plan's schedule) wait for the data
// anyway: their chunk is fetched as the page mounts, in parallel with it (decision 0113).
const Body = deferred(() => import("./athlete/athlete-body.tsx"));

/** /admin/athletes/:athleteId (issue #17): one athlete for the coach: plan by week, load, notes. */
export default function AdminAthletePage() {
  const { athleteId = "" } = useParams();
  const navigate = useNavigate();
  const query = useCoachAthlete(athleteId);
  const AthleteBody = Body.useComponent();
  const lost = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (!lost) return;
    toast.error("Please verify admin access first", { id: "admin-access-required" });
    navigate("/admin-access", { replace: true });
  }, [lost, navigate]);

  if (!query.isSuccess || !AthleteBody)
    return (
      <AdminShell>
        {query.isError && !lost ? (
          <div role="alert" className="card-glow space-y-4 p-6 text-center">
            <p className="font-semibold text-danger">
              {query.error instanceof ApiError && query.error.status === 404
                ? "No athlete with that id."
                : "Could not load this athlete."}
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p role="status" className="p-10 text-center text-muted">
            Loading athlete…
          </p>
        )}
      </AdminShell>
    );

  return (
    <AdminShell>
      <AthleteBody athlete={query.data} />
    </AdminShell>
  );
}
