/** Six placeholder tiles, one per summary figure. */
const TILES = ["age", "level", "role", "frequency", "duration", "equipment"];

/** The dashboard's shape while /api/me loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const bar = "animate-pulse rounded bg-border/70";
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <span className="sr-only">Loading your dashboard…</span>
      <div className="card-glow flex flex-col items-center gap-4 p-6" aria-hidden="true">
        <div className={`${bar} h-3 w-full`} />
        <div className="h-32 w-32 animate-pulse rounded-full bg-border/70" />
        <div className={`${bar} h-6 w-40`} />
        <div className={`${bar} h-5 w-24 rounded-full`} />
        <div className={`${bar} h-14 w-full`} />
        <div className={`${bar} h-10 w-full`} />
      </div>
      <div className="card-glow space-y-4 p-6" aria-hidden="true">
        <div className={`${bar} h-4 w-24`} />
        <div className={`${bar} h-8 w-3/4`} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {TILES.map((tile) => (
            <div key={tile} className={`${bar} h-14`} />
          ))}
        </div>
        <div className={`${bar} h-24`} />
      </div>
    </div>
  );
}
