import { lazy, Suspense, useEffect } from "react";
import { planDisplayName } from "#domain/plan-record";
import { Link, useNavigate } from "#web/app/nav.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useRequireSession } from "#web/lib/session.ts";
import { usePlan } from "./api/get-plan.ts";
import { useTrainingPdfs } from "./api/get-training-pdfs.ts";
import { LoadError } from "./components/load-error.tsx";
import { PageHeader } from "./components/page-header.tsx";
import { PhaseCards, PhaseCardsSkeleton } from "./components/phase-cards.tsx";
import { currentWeek } from "./plan-format.ts";

/** After the plan has loaded only: out of the first load (decision 0091; issue #16 shares its pieces). */
const PlanDetails = lazy(() => import("./components/plan-details.tsx"));

/**
 * /training-schedule: the generated 8-week plan (issue #5): the phase overview with each
 * phase's PDF, effort and volume as bars, the plan's notes, then every week and session.
 */
export default function TrainingSchedulePage() {
  const { ready } = useRequireSession();
  const pdfs = useTrainingPdfs(ready);
  const plan = usePlan(ready);
  const navigate = useNavigate();
  const expired = [pdfs.error, plan.error].some((e) => e instanceof ApiError && e.status === 401);
  useEffect(() => {
    if (expired) navigate("/auth", { replace: true });
  }, [expired, navigate]);

  const week = plan.data ? currentWeek(plan.data.startedAt) : undefined;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="8-week program"
        title="Training Schedule"
        subtitle={
          plan.data
            ? `${planDisplayName(plan.data.planName)}: built from your answers, week by week.${plan.data.startMovedByCoach ? ` Week 1 starts ${plan.data.startedAt.slice(0, 10)}: changed by your coach.` : ""}`
            : "Two phases of four weeks, each with its own PDF."
        }
        actions={
          <Button asChild variant="outline">
            <Link to="/profile">
              <span aria-hidden="true">←</span> Back to Dashboard
            </Link>
          </Button>
        }
      />
      {pdfs.isError && !expired ? (
        <LoadError message="Failed to load training schedule" onRetry={() => void pdfs.refetch()} />
      ) : pdfs.data ? (
        <PhaseCards phases={pdfs.data.phases} program={plan.data?.program} currentWeek={week} />
      ) : (
        <PhaseCardsSkeleton />
      )}
      {plan.isError && !expired ? (
        <LoadError message="Failed to load your plan" onRetry={() => void plan.refetch()} />
      ) : plan.data && week !== undefined ? (
        <Suspense fallback={null}>
          <PlanDetails plan={plan.data} week={week} />
        </Suspense>
      ) : plan.data === null ? (
        <NoPlan />
      ) : null}
    </div>
  );
}

function NoPlan() {
  return (
    <section aria-labelledby="no-plan-heading" className="card-glow p-6">
      <h2 id="no-plan-heading" className="text-lg font-bold text-fg">
        No plan yet
      </h2>
      <p className="mt-2 text-muted">Answer the questionnaire and your 8-week plan appears here, week by week.</p>
      <Link
        to="/cricket-questionnaire"
        className="mt-4 inline-block font-semibold text-neon-cyan underline-offset-4 hover:underline"
      >
        Take the assessment
      </Link>
    </section>
  );
}
