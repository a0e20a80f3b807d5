import { deferred } from "#web/components/layout/deferred.ts";
import { PageLoading, TrainingHeader, TrainingPageState } from "./components/page-bits.tsx";
import { longDay, useLocalToday } from "./dates.ts";
import { logIntent } from "./log-intent.ts";
import { useTrainingData } from "./use-training.ts";

// What the session due needs (the plan's schedule, the load rules, the logger) waits for the
// data anyway: its chunk is fetched as the page mounts, in parallel with it (decision 0113).
const Body = deferred(() => import("./components/today-body.tsx"));

/** /today (issue #12): the session due today, logged set by set in the gym, offline too. */
export default function TodayPage() {
  const state = useTrainingData();
  const today = useLocalToday();
  const TodayBody = Body.useComponent();
  return (
    // The log's forms and checks come when the athlete reaches for a control (log-intent.ts).
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12" {...logIntent}>
      {/* A blank line (not the build's day) until the browser knows its own date. */}
      <TrainingHeader
        eyebrow="Train today"
        title="Today"
        subtitle={today ? longDay(today) : "\u00a0"}
        current="today"
      />
      <TrainingPageState state={state}>
        {(data, program) =>
          TodayBody ? today && <TodayBody data={data} program={program} today={today} /> : <PageLoading />
        }
      </TrainingPageState>
    </div>
  );
}
