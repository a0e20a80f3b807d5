import { Link } from "#web/app/nav.tsx";
import { FITNESS_TESTS } from "#domain/fitness-tests/battery";

/** The battery, each test linking to its protocol page (prerendered with the page). */
export function BatteryList() {
  return (
    <section aria-labelledby="battery-heading" className="space-y-3">
      <h2 id="battery-heading" className="text-2xl font-black text-fg">
        The battery
      </h2>
      <p className="text-sm text-muted">
        Run them in this order, fresh (not after a hard session), on the same surface each time.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FITNESS_TESTS.map((t) => (
          <li key={t.id}>
            <Link
              to={`/fitness-tests/${t.id}`}
              className="card-glow flex min-h-11 flex-col gap-1 p-4 hover:border-neon-cyan focus-visible:border-neon-cyan"
            >
              <span className="font-bold text-fg">{t.name}</span>
              <span className="text-sm text-muted">{t.why}</span>
              <span className="text-sm font-semibold text-neon-cyan">How to run it</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
