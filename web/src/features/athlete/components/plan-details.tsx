import { growthRate } from "#domain/fitness-tests/growth";
import { useFitness } from "#web/components/fitness/use-fitness.ts";
import { LoadChart } from "#web/components/plan/load-chart.tsx";
import { PlanNotes } from "#web/components/plan/plan-notes.tsx";
import type { MyPlan } from "../api/get-plan.ts";
import { WeekList } from "./week-list.tsx";

/**
 * The plan below the phase cards: effort and volume, the notes, every week. Shown only once the
 * plan has loaded, so the page loads it lazily: its pieces are shared with the sign-up page's
 * preview (web/src/components/plan/, issue #16) and stay out of both pages' first load. The
 * heights recorded with the fitness tests give a junior's growth rate for the notes.
 */
export default function PlanDetails({ plan, week }: { plan: MyPlan; week: number }) {
  const fitness = useFitness();
  const growth = fitness.data ? growthRate(fitness.data.results) : null;
  return (
    <>
      <LoadChart weeks={plan.program.weeks} currentWeek={week} />
      <PlanNotes notes={plan.program.notes} growth={growth} />
      <WeekList program={plan.program} currentWeek={week} />
    </>
  );
}
