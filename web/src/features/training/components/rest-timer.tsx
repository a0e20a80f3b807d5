import { useEffect, useState } from "react";

/**
 * The rest after a ticked set: a visible countdown that can be skipped. The countdown itself is
 * not read out second by second; its start and its end are announced politely.
 */
export function RestTimer({
  seconds,
  label,
  startedAt,
  onEnd,
}: {
  seconds: number;
  label: string;
  startedAt: number;
  onEnd: (skipped: boolean) => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((startedAt + seconds * 1000 - now) / 1000));

  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  useEffect(() => {
    if (left === 0) onEnd(false);
  }, [left, onEnd]);

  const mm = Math.floor(left / 60);
  const ss = String(left % 60).padStart(2, "0");
  const progress = seconds > 0 ? left / seconds : 0;
  return (
    <section
      aria-label="Rest timer"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neon-cyan/50 bg-bg/95 px-4 py-3 shadow-[0_-8px_30px_rgb(0_0_0/.6)] backdrop-blur-xl"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-widest text-neon-cyan">Rest</p>
          <p className="truncate text-sm text-fg">{label}</p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-neon-cyan to-neon-violet"
              style={{ width: `${progress * 100}%` }}
            />
          </div>
        </div>
        <p className="font-display text-3xl font-black tabular-nums text-fg" aria-hidden="true" data-testid="rest-left">
          {mm}:{ss}
        </p>
        <button
          type="button"
          onClick={() => onEnd(true)}
          className="h-12 min-w-20 rounded-xl border border-neon-cyan/60 px-4 font-semibold text-neon-cyan hover:bg-neon-cyan hover:text-bg"
        >
          Skip rest
        </button>
      </div>
    </section>
  );
}
