import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "#web/app/nav.tsx";
import { FITNESS_TESTS } from "#domain/fitness-tests/battery";
import { dueWindows } from "#domain/fitness-tests/due";
import { growthLine, growthRate } from "#domain/fitness-tests/growth";
import { ResultsChart, shortDate } from "#web/components/fitness/results-chart.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminSession } from "./api/admin-session.ts";
import { getAthleteFitness, scheduleFitness } from "./api/athlete-fitness-tests.ts";
import { AdminShell } from "./components/admin-shell.tsx";

const input =
  "mt-1 block h-12 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus:border-neon-cyan [color-scheme:dark]";

/**
 * /admin/athletes/:athleteId/tests (issue #17): one athlete's fitness tests for the coach, with the
 * athlete's own chart, and a form to schedule an extra test date. Admin session only.
 */
export default function AdminFitnessTestsPage() {
  const athleteId = useParams().athleteId ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const key = ["admin", "fitness-tests", athleteId] as const;
  const state = useQuery({
    queryKey: key,
    queryFn: () => getAthleteFitness(athleteId),
    enabled: session.isSuccess,
    retry: false,
  });
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lost = [session.error, state.error].some((e) => e instanceof ApiError && e.status === 401);
  useEffect(() => {
    if (!lost) return;
    queryClient.removeQueries({ queryKey: ["admin"] });
    toast.error("Please verify admin access first", { id: "admin-access-required" });
    navigate("/admin-access", { replace: true });
  }, [lost, navigate, queryClient]);

  async function schedule(e: FormEvent) {
    e.preventDefault();
    if (!date) return setError("Pick the date the athlete should test.");
    setBusy(true);
    try {
      await scheduleFitness(athleteId, date);
      setError(null);
      setDate("");
      toast.success(`Tests scheduled for ${shortDate(date)}`);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : "Could not schedule: try again.");
    } finally {
      setBusy(false);
    }
  }

  const data = state.data;
  return (
    <AdminShell>
      <title>Fitness tests · Coach console · GameReady</title>
      <Link to="/admin" className="inline-flex min-h-11 items-center font-semibold text-neon-cyan hover:underline">
        <span aria-hidden="true">←</span>&nbsp;Coach console
      </Link>
      <header className="mt-2">
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">Fitness tests</p>
        <h1 className="mt-2 text-3xl font-black text-gradient sm:text-4xl">{data?.athleteName ?? "Athlete"}</h1>
      </header>
      {!data ? (
        state.error && !lost ? (
          <p role="alert" className="mt-6 font-semibold text-danger">
            {state.error instanceof ApiError && state.error.status === 404
              ? state.error.message
              : "Could not load the tests."}
          </p>
        ) : (
          <p role="status" className="mt-6 text-muted">
            Loading…
          </p>
        )
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <section aria-labelledby="coach-results-heading" className="space-y-4">
            <h2 id="coach-results-heading" className="text-2xl font-black text-fg">
              Results
            </h2>
            {data.results.length === 0 ? <p className="text-muted">No results recorded yet.</p> : null}
            <CoachGrowth results={data.results} />
            {FITNESS_TESTS.filter((t) => data.results.some((r) => r.testId === t.id)).map((t) => (
              <ResultsChart
                key={t.id}
                test={t}
                ageGroup={data.ageGroup}
                results={data.results.filter((r) => r.testId === t.id)}
              />
            ))}
          </section>
          <aside className="space-y-4">
            <section aria-labelledby="coach-when-heading" className="card-glow p-5">
              <h2 id="coach-when-heading" className="text-xl font-black text-fg">
                Test weeks
              </h2>
              <ul className="mt-2 space-y-1 text-sm text-fg/90">
                {dueWindows(data.startDate, data.scheduled).map((w) => (
                  <li key={`${w.kind}-${w.from}`}>
                    <strong>{w.label === "Scheduled by your coach" ? "Scheduled" : w.label}:</strong>{" "}
                    {shortDate(w.from)}
                  </li>
                ))}
              </ul>
            </section>
            <form onSubmit={schedule} aria-labelledby="schedule-heading" className="card-glow space-y-3 p-5" noValidate>
              <h2 id="schedule-heading" className="text-xl font-black text-fg">
                Schedule a retest
              </h2>
              <div>
                <label htmlFor="schedule-date" className="text-sm font-semibold text-fg">
                  Test date
                </label>
                <input
                  id="schedule-date"
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "schedule-error" : undefined}
                  className={input}
                />
              </div>
              {error ? (
                <p id="schedule-error" role="alert" className="text-sm font-semibold text-danger">
                  {error}
                </p>
              ) : null}
              <Button type="submit" variant="gaming" className="h-12" disabled={busy}>
                {busy ? "Scheduling…" : "Schedule"}
              </Button>
            </form>
          </aside>
        </div>
      )}
    </AdminShell>
  );
}

/** The athlete's growth rate from the heights recorded with their tests, when two are 8 weeks apart. */
function CoachGrowth({ results }: { results: Array<{ date: string; heightCm: number | null }> }) {
  const growth = growthRate(results);
  if (!growth) return null;
  return (
    <p data-testid="coach-growth" className={growth.fast ? "font-semibold text-neon-magenta" : "text-fg/90"}>
      {growthLine(growth, true)}
    </p>
  );
}
