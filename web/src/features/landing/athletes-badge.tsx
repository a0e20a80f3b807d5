import { useAthleteCount } from "./use-athlete-count.ts";

/**
 * The floating "athletes joined" badge. Absolutely placed in the hero with a fixed width and
 * tabular digits, so neither its arrival nor a new count moves anything.
 */
export function AthletesBadge({ className }: { className: string }) {
  const count = useAthleteCount();
  return (
    <div
      className={`flex w-56 items-center gap-3 rounded-2xl border border-neon-lime/40 bg-surface/90 px-4 py-3 shadow-[0_18px_40px_rgb(0_0_0/.55),0_0_28px_rgb(163_230_53/.18)] backdrop-blur-md motion-safe:animate-float ${className}`}
    >
      <span aria-hidden="true" className="relative flex h-3 w-3">
        <span className="absolute h-full w-full rounded-full bg-neon-lime opacity-75 motion-safe:animate-ping" />
        <span className="h-3 w-3 rounded-full bg-neon-lime" />
      </span>
      <p role="status" className="leading-tight">
        <span data-testid="athlete-count" className="block font-display text-2xl font-black tabular-nums">
          {count}
        </span>
        <span className="text-xs font-semibold uppercase tracking-[0.14em] text-neon-lime">Athletes joined</span>
      </p>
    </div>
  );
}
