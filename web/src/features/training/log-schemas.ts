import { useEffect, useState } from "react";

type LogSchemas = typeof import("#domain/training/log");

let loading: Promise<LogSchemas> | undefined;

/**
 * The training log's zod schemas (the same ones the server checks with), fetched when the athlete
 * reaches for a control of the log (log-intent.ts) or submits, not with the page: zod is 23 KB of
 * what /today loaded (issue #13, decisions 0091, 0097 and 0118). The service worker precaches
 * every chunk, so the schemas are at hand offline too, in the gym with no signal (issue #12).
 * A failed fetch is tried again on next use.
 */
export function logSchemas(): Promise<LogSchemas> {
  loading ??= import("#domain/training/log").catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The schemas once loaded (undefined for the first moments); starts the load on mount (a form that shows). */
export function useLogSchemas(): LogSchemas | undefined {
  const [schemas, setSchemas] = useState<LogSchemas>();
  useEffect(() => {
    let live = true;
    logSchemas().then((s) => live && setSchemas(s));
    return () => {
      live = false;
    };
  }, []);
  return schemas;
}
