import { cn } from "#web/lib/cn.ts";
import { trainingStore } from "../training-store.ts";
import { useOnline, useTrainingStore } from "../use-training.ts";

/**
 * Offline and sync state, always in the page (a live region), so the athlete knows a log made in
 * a gym with no signal is safe: "You are offline", "1 entry waiting to sync", "All synced".
 */
export function SyncStatus({ pending }: { pending: number }) {
  const online = useOnline();
  const { problem } = useTrainingStore();
  const waiting = pending === 1 ? "1 entry waiting to sync" : `${pending} entries waiting to sync`;
  return (
    <div className="space-y-2">
      {!online ? (
        <p
          data-testid="offline-banner"
          className="rounded-xl border border-neon-magenta/60 bg-neon-magenta/10 px-4 py-3 text-sm font-semibold text-fg"
        >
          <span aria-hidden="true" className="mr-1.5 text-neon-magenta">
            ●
          </span>
          You are offline. Logs are saved on this device and sync when you are back online.
        </p>
      ) : null}
      <p
        role="status"
        aria-live="polite"
        data-testid="sync-status"
        className={cn(
          "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold",
          pending > 0 ? "border-neon-magenta/60 text-neon-magenta" : "border-neon-lime/50 text-neon-lime",
        )}
      >
        <span aria-hidden="true">{pending > 0 ? "⟳" : "✓"}</span>
        {pending > 0 ? waiting : "All synced"}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {problem}{" "}
          <button type="button" className="underline" onClick={() => trainingStore.dismissProblem()}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
