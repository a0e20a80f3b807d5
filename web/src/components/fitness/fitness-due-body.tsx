import { Link } from "#web/app/nav.tsx";
import { dueNow, dueWindows, windowDone } from "#domain/fitness-tests/due";
import { useDeviceDay, useFitness } from "./use-fitness.ts";

/**
 * The body of "Fitness tests due this week" (issue #17, loaded lazily by fitness-due-card.tsx): a
 * small card for /today in week 1, week 8 and any
 * week the coach scheduled, until a result dated in that window is recorded. Shows nothing
 * otherwise, and nothing while loading or offline (it is a prompt, not the page).
 */
export default function FitnessDueBody() {
  const today = useDeviceDay();
  const { data } = useFitness(today !== null);
  if (!today || !data) return null;
  const dates = data.results.map((r) => r.date);
  const open = dueNow(dueWindows(data.startDate, data.scheduled), today).filter((w) => !windowDone(w, dates));
  if (open.length === 0) return null;
  return (
    <section
      aria-labelledby="fitness-due-heading"
      className="card-glow flex flex-wrap items-center justify-between gap-3 p-5"
      data-testid="fitness-due"
    >
      <div>
        <p className="font-display text-xs uppercase tracking-[0.25em] text-neon-lime">
          {open.map((w) => w.label).join(" · ")}
        </p>
        <h2 id="fitness-due-heading" className="mt-1 text-xl font-black text-fg">
          Fitness tests due this week
        </h2>
        <p className="text-sm text-muted">
          Sprint, run-a-three, 2 km, broad jump and plank: about 45 minutes with a partner.
        </p>
      </div>
      <Link
        to="/fitness-tests"
        className="flex h-11 items-center rounded-xl bg-neon-cyan px-4 font-semibold text-bg hover:shadow-glow"
      >
        Record your tests
      </Link>
    </section>
  );
}
