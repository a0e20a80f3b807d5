import { cn } from "#web/lib/cn.ts";

interface Props {
  count: number;
  onSync: () => void;
  onDiscard: () => void;
  className?: string;
  /** "end" where the prompt sits under a right-aligned button (the profile's sign-out). */
  align?: "start" | "end";
}

/**
 * Asked at sign-out when logs on this device could not be sent: sync again, or sign out and lose
 * them (they never stay behind for the next person on a shared computer).
 */
export function UnsyncedPrompt({ count, onSync, onDiscard, className, align = "start" }: Props) {
  const entries = count === 1 ? "1 unsynced entry" : `${count} unsynced entries`;
  return (
    <div role="alert" className={cn(align === "end" && "text-right", className)}>
      <p className="text-sm font-medium text-fg">
        You have {entries} that could not be sent. Signing out removes them from this device.
      </p>
      <div className={cn("mt-2 flex flex-wrap gap-2", align === "end" && "justify-end")}>
        <button type="button" onClick={onSync} className="btn btn-outline h-9 px-3 text-sm">
          Sync now
        </button>
        <button
          type="button"
          onClick={onDiscard}
          className="btn btn-outline h-9 px-3 text-sm border-neon-magenta/60 text-neon-magenta hover:border-neon-magenta"
        >
          Sign out and discard
        </button>
      </div>
    </div>
  );
}
