import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the build prerenders a page and while the browser hydrates it; true on every other
 * render. What only the browser knows (storage, today's date) is read once it is true, so the
 * first client render matches the prerendered HTML (issue #13, docs/decisions/0090).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
