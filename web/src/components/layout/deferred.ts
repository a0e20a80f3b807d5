import { useEffect, useState, type ComponentType } from "react";

/**
 * A component kept in its own chunk, rendered as soon as its code has arrived (null until then).
 * Unlike React.lazy + Suspense there is no fallback timer in between, so the part appears the
 * moment it can, also under fake timers in tests. Used to keep the first-load chunk small.
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (m) => (loaded = m.default),
      (err: unknown) => {
        pending = null; // let a later render try again
        throw err;
      },
    ));

  // biome-ignore lint/correctness/noComponentHookFactories: made once per deferred component at module scope (see the callers), never inside a render, so its hooks keep a stable order.
  function useComponent(enabled = true): ComponentType<P> | null {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (!enabled || component) return;
      let active = true;
      get().then(
        (c) => active && setComponent(() => c),
        (err: unknown) => console.error("Could not load part of the page.", err),
      );
      return () => {
        active = false;
      };
    }, [enabled, component]);
    return component;
  }

  return { preload: () => void get().catch(() => {}), useComponent };
}
