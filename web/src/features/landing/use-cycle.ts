import { useEffect, useState } from "react";

/**
 * An index that advances every `intervalMs` and wraps at `length` (explainer, carousel). Each
 * step re-arms the timer, so choosing an item by hand gives it a full interval too.
 */
export function useCycle(length: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearTimeout(timer);
  }, [length, intervalMs, paused, index]);
  return [index, setIndex] as const;
}
