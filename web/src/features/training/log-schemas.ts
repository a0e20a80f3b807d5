import { useEffect, useState } from "react";

type LogSchemas = typeof import("#domain/training/log");

let loading: Promise<LogSchemas> | undefined;

/**
 * The training log's zod schemas (the same ones the server checks with), loaded after the page
 * rather than with it: zod is 23 KB of the 143 KB /today used to load before its first paint
 * (issue #13, decisions 0091 and 0097). The service worker precaches every chunk, so the
 * schemas are at hand offline too, in the gym with no signal (issue #12).
 */
export function logSchemas(): Promise<LogSchemas> {
  loading ??= import("#domain/training/log");
  return loading;
}

/** The schemas once loaded (undefined for the first moments); starts the load on mount. */
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
