import { deferred } from "#web/components/layout/deferred.ts";
import { PageLoading, TrainingHeader, TrainingPageState } from "./components/page-bits.tsx";
import { localToday } from "./dates.ts";
import { useTrainingData } from "./use-training.ts";

// The figures (the load and bowling rules, the charts) wait for the data anyway: their chunk is
// fetched as the page mounts, in parallel with it, not before the page can hydrate (issue #13,
// decision 0113, seventh session). The service worker precaches it for offline use (issue #12).
const Body = deferred(() => import("./components/workload-body.tsx"));

/** /workload (issue #12): daily load, balls, the acute:chronic ratio and warnings, in plain words. */
export default function WorkloadPage() {
  const state = useTrainingData();
  const WorkloadBody = Body.useComponent();
  const today = localToday();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <TrainingHeader
        eyebrow="Gym + cricket"
        title="Workload"
        subtitle="What your body has done lately, and whether this week is a jump."
        current="workload"
      />
      <TrainingPageState state={state}>
        {(data, program) =>
          WorkloadBody ? <WorkloadBody data={data} program={program} today={today} /> : <PageLoading />
        }
      </TrainingPageState>
    </div>
  );
}
