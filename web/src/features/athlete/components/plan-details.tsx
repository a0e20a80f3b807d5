import { growthRate } from "#domain/fitness-tests/growth";
import { useFitness } from "#web/components/fitness/use-fitness.ts";
import { LoadChart } from "#web/components/plan/load-chart.tsx";
import { ClearancePanel } from "#web/components/plan/clearance-panel.tsx";
import { PlanNotes } from "#web/components/plan/plan-notes.tsx";
import type { MyPlan } from "../api/get-plan.ts";
import { useClearances, useRecordClearance } from "../api/injury-clearances.ts";
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
  // Only a plan with injury guidance can have an injury waiting for a physio's clearance (decision 0142).
  const injured = plan.program.weeks[0]?.sessions[0]?.injuryGuidance !== undefined;
  const clearances = useClearances(injured);
  const recordClearance = useRecordClearance();
  return (
    <>
      {clearances.data ? (
        <ClearancePanel view={clearances.data} who="athlete" record={(body) => recordClearance.mutateAsync(body)} />
      ) : null}
      <LoadChart weeks={plan.program.weeks} currentWeek={week} />
      <PlanNotes notes={plan.program.notes} growth={growth} />
      <WeekList program={plan.program} currentWeek={week} />
    </>
  );
}
