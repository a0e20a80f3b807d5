import { lazy, Suspense } from "react";
import { BatteryList } from "./components/battery-list.tsx";
import { FitnessHeader, Loading } from "./components/header.tsx";

// The athlete's results, form and charts load after the shell (first-load budget, decision 0091).
const Results = lazy(() => import("./components/results-section.tsx"));

/**
 * /fitness-tests (issue #17): record the battery in week 1 and week 8 (and on the coach's dates),
 * and see each test's results over time. The shell and the battery are prerendered; the
 * athlete's results load after hydration.
 */
export default function FitnessTestsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <title>Fitness tests · GameReady</title>
      <FitnessHeader
        eyebrow="Test and retest"
        title="Fitness tests"
        subtitle="Six cricket tests in week 1 and again in week 8: see what the plan changed."
      />
      <Suspense fallback={<Loading />}>
        <Results />
      </Suspense>
      <BatteryList />
    </div>
  );
}
