import { useEffect, useState } from "react";
import { MIN_ATHLETE_COUNT } from "#domain/site";

/**
 * Athletes joined (spec §1): 31 at once, then the server's count and its live updates. The
 * subscription code is its own small chunk, fetched alongside the count itself.
 */
export function useAthleteCount(): number {
  const [count, setCount] = useState(MIN_ATHLETE_COUNT);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    import("./athlete-count-stream.ts")
      .then((m) => {
        if (active) unsubscribe = m.subscribeToAthleteCount(setCount);
      })
      .catch((err: unknown) => console.error("Could not load the live athlete count.", err));
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return count;
}
