import { useEffect, useState } from "react";

type TodayForms = typeof import("./components/today-forms.ts");

let loading: Promise<TodayForms> | undefined;
let loaded: TodayForms | undefined;

/**
 * /today's forms and rest timer, fetched when the athlete reaches for a control (log-intent.ts)
 * or when one has to show (issue #13, decisions 0113 and 0118). The service worker precaches every
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

/**
 * The forms once loaded (undefined until then). `needed`: a form is open or about to show (the
 * first visit's training days): fetch them now. Otherwise a fetch already started (by an intent)
 * is only waited for.
 */
export function useTodayForms(needed: boolean): TodayForms | undefined {
  const [forms, setForms] = useState(loaded);
  useEffect(() => {
    if (forms) return;
    let live = true;
    const retry = () => {
      if (live && needed) todayForms().then((m) => live && setForms(m), report);
    };
    // No signal before the service worker held them (a first visit, decision 0118): try again
    // as soon as the browser is back online.
    const report = (err: unknown) => {
      if (!needed) return;
      console.error("Could not load the training log's forms.", err);
      window.addEventListener("online", retry, { once: true });
    };
    const pending = needed ? todayForms() : loading;
    pending?.then((m) => live && setForms(m), report);
    return () => {
      live = false;
      window.removeEventListener("online", retry);
    };
  }, [forms, needed]);
  return forms;
}
