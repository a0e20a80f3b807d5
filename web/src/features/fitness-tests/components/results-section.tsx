import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "#web/app/nav.tsx";
import { FITNESS_TESTS, testById } from "#domain/fitness-tests/battery";
import { dueWindows } from "#domain/fitness-tests/due";
import { GROWING_AGE_GROUPS, growthLine, growthRate } from "#domain/fitness-tests/growth";
import type { FitnessResult, NewResultInput } from "#domain/fitness-tests/schema";
import FitnessDueBody from "#web/components/fitness/fitness-due-body.tsx";
import { ResultsChart, shortDate } from "#web/components/fitness/results-chart.tsx";
import { fitnessQueryKey, useDeviceDay, useFitness } from "#web/components/fitness/use-fitness.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useRequireSession } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { deleteResult, recordResult } from "../api/results.ts";
import { EntryForm } from "./entry-form.tsx";

import { Loading } from "./header.tsx";
/** The signed-in part of /fitness-tests: due weeks, the entry form, the charts. */
export default function Results() {
  const { ready } = useRequireSession();
  const today = useDeviceDay();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const state = useFitness(ready);
  const [serverError, setServerError] = useState<string | null>(null);

  const expired = state.error instanceof ApiError && state.error.status === 401;
  useEffect(() => {
    if (expired) navigate("/auth", { replace: true });
  }, [expired, navigate]);

  const save = useMutation({ mutationFn: recordResult });
  const remove = useMutation({ mutationFn: deleteResult });

  async function submit(r: NewResultInput): Promise<boolean> {
    setServerError(null);
    try {
      await save.mutateAsync(r);
      await queryClient.invalidateQueries({ queryKey: fitnessQueryKey });
      toast.success(`${testById(r.testId)!.name} saved`);
      return true;
    } catch (e) {
      setServerError(
        e instanceof ApiError && e.message ? e.message : "Could not save: check your connection and try again.",
      );
      return false;
    }
  }

  async function del(r: FitnessResult) {
    try {
      await remove.mutateAsync(r.id);
      await queryClient.invalidateQueries({ queryKey: fitnessQueryKey });
      toast.success("Result deleted");
    } catch {
      toast.error("Could not delete the result. Try again.");
    }
  }

  if (!ready || !today || state.isPending) {
    return <Loading />;
  }
  if (state.error instanceof ApiError && state.error.code === "NO_PLAN") {
    return (
      <section className="card-glow p-6">
        <h2 className="text-lg font-bold text-fg">No plan yet</h2>
        <p className="mt-2 text-muted">
          Tests fall in week 1 and week 8 of your plan. Answer the questionnaire to get one.
        </p>
        <Link to="/cricket-questionnaire" className="mt-4 inline-block font-semibold text-neon-cyan hover:underline">
          Take the assessment
        </Link>
      </section>
    );
  }
  if (!state.data) {
    return (
      <p role="alert" className="font-semibold text-danger">
        Could not load your tests. Reload the page to try again.
      </p>
    );
  }
  const data = state.data;
  const windows = dueWindows(data.startDate, data.scheduled);
  const initialTest = testById(params.get("test") ?? "")?.id ?? FITNESS_TESTS[0]!.id;
  const tested = FITNESS_TESTS.filter((t) => data.results.some((r) => r.testId === t.id));
  const growing = GROWING_AGE_GROUPS.includes(data.ageGroup);
  const growth = growthRate(data.results);

  return (
    <>
      <FitnessDueBody />
      <section aria-labelledby="when-heading" className="space-y-2">
        <h2 id="when-heading" className="text-2xl font-black text-fg">
          When
        </h2>
        <ul className="space-y-1 text-fg/90">
          {windows.map((w) => (
            <li key={`${w.kind}-${w.from}`}>
              <strong>{w.label}:</strong> {shortDate(w.from)} to {shortDate(w.to)}
            </li>
          ))}
        </ul>
      </section>
      <EntryForm
        key={initialTest}
        today={today}
        initialTest={initialTest}
        growing={growing}
        busy={save.isPending}
        serverError={serverError}
        onSubmit={submit}
      />
      {growing ? (
        <section aria-labelledby="growth-heading" className="space-y-2" data-testid="growth">
          <h2 id="growth-heading" className="text-2xl font-black text-fg">
            Growth
          </h2>
          <p className={growth?.fast ? "font-semibold text-neon-magenta" : "text-fg/90"}>
            {growth
              ? `${growthLine(growth)} (${shortDate(growth.fromDate)} to ${shortDate(growth.toDate)})`
              : "Record your standing height with your tests, at least eight weeks apart, to see how fast you are growing."}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="results-heading" className="space-y-4">
        <h2 id="results-heading" className="text-2xl font-black text-fg">
          Your results
        </h2>
        {tested.length === 0 ? (
          <p className="text-muted">No results yet: record your week 1 tests above and they appear here.</p>
        ) : (
          tested.map((t) => (
            <ResultsChart
              key={t.id}
              test={t}
              ageGroup={data.ageGroup}
              results={data.results.filter((r) => r.testId === t.id)}
              onDelete={del}
            />
          ))
        )}
      </section>
    </>
  );
}
