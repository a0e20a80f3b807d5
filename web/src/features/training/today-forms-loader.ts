import { useEffect, useState } from "react";

type TodayForms = typeof import("./components/today-forms.ts");

let loading: Promise<TodayForms> | undefined;
let loaded: TodayForms | undefined;

/**
 * /today's forms and rest timer, loaded as the page mounts rather than with it (issue #13,
 * decision 0113), like the log's schemas (log-schemas.ts). The fetch starts before the training
 * data arrives, so the forms are in before the athlete can tap; the service worker precaches every
 * chunk, so they are at hand offline too (issue #12). A failed fetch is tried again on next use.
 */
export function todayForms(): Promise<TodayForms> {
  loading ??= import("./components/today-forms.ts").then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** The forms once loaded (undefined for the first moments); starts the load on mount. */
export function useTodayForms(): TodayForms | undefined {
  const [forms, setForms] = useState(loaded);
  useEffect(() => {
    if (forms) return;
    let live = true;
    todayForms().then(
      (m) => live && setForms(m),
      (err: unknown) => console.error("Could not load the training log's forms.", err),
    );
    return () => {
      live = false;
    };
  }, [forms]);
  return forms;
}
