import { lazy, Suspense } from "react";

// Lazy: /today's first load is budgeted (scripts/route-weight.test.ts) and the card is a prompt
// that can arrive a moment after the page.
const Body = lazy(() => import("./fitness-due-body.tsx"));

/** "Fitness tests due this week" (issue #17): shown in week 1, week 8 and the coach's weeks. */
export function FitnessDueCard() {
  return (
    <Suspense fallback={null}>
      <Body />
    </Suspense>
  );
}
