import { QueryClientProvider } from "@tanstack/react-query";
import { type RefObject, useEffect } from "react";
import { queryClient } from "#web/lib/query-client.ts";
import type { DraftState } from "./use-questionnaire-draft.ts";
import { type Retake, useRetake } from "./use-retake.ts";

/**
 * The retake's code (issue #16), fetched after the page has hydrated: a visitor taking the
 * questionnaire for the first time needs none of it to see the form, so it stays off the
 * page's first load (decision 0091's budget).
 */
export { ReplacePlanConfirm, RetakeNotice } from "./retake-notice.tsx";

interface WatcherProps {
  hadDraft: RefObject<boolean>;
  load: (state: DraftState) => void;
  onChange: (retake: Retake) => void;
}

/** Runs the retake (saved answers in, the plan a save would replace) and tells the page. */
// The questionnaire's route has no query cache of its own (decision 0118): the retake brings the
// app's one, as the account menu does.
export function RetakeWatcher(props: WatcherProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Watcher {...props} />
    </QueryClientProvider>
  );
}

function Watcher({ hadDraft, load, onChange }: WatcherProps) {
  const { plan, prefilled } = useRetake(hadDraft, load);
  useEffect(() => onChange({ plan, prefilled }), [plan, prefilled, onChange]);
  return null;
}
