import { Link } from "#web/app/nav.tsx";
import { LEARN_CATEGORIES } from "#domain/site";
import { ArrowIcon, CategoryIcon } from "./learn-icons.tsx";

const BLURBS: Record<(typeof LEARN_CATEGORIES)[number]["slug"], string> = {
  "learn-your-body": "Muscles, injuries, fuel, recovery and mobility: how your body powers your game.",
  "master-your-mind": "Routines, pressure, focus and goals: the mental side of performing when it counts.",
  "get-inspired": "Habits, comebacks and training weeks that show what steady work can do.",
};

const ACCENTS = ["text-neon-cyan", "text-neon-violet", "text-neon-magenta"] as const;

/** /cricket-learn: the three Learn & Grow categories (spec §2). */
export default function CricketLearnPage() {
  return (
    <section className="mx-auto max-w-6xl px-5 py-14 sm:px-6 sm:py-20">
      <title>Learn &amp; Grow · GameReady</title>
      <header className="mx-auto max-w-2xl text-center">
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">Learn &amp; Grow</p>
        <h1 className="mt-3 text-3xl leading-tight text-gradient sm:text-5xl">Train your body. Sharpen your mind.</h1>
        <p className="mt-5 text-muted sm:text-lg">
          Short, practical reads for athletes. Pick a category, then your sport.
        </p>
      </header>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {LEARN_CATEGORIES.map((c, i) => (
          <li key={c.slug}>
            <Link
              to={`/learn/${c.slug}`}
              className="group card-glow relative flex h-full flex-col overflow-hidden p-6 transition duration-200 hover:-translate-y-1 hover:border-neon-cyan/60 hover:shadow-glow sm:p-7"
            >
              <span
                className="pointer-events-none absolute inset-x-0 top-0 h-0.5 bg-gradient-neon opacity-60 transition-opacity group-hover:opacity-100"
                aria-hidden="true"
              />
              <span
                className={`grid h-12 w-12 place-items-center rounded-xl border border-border bg-surface ${ACCENTS[i]}`}
              >
                <CategoryIcon category={c.slug} className="h-6 w-6" />
              </span>
              <h2 className="mt-5 text-xl text-fg">{c.title}</h2>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{BLURBS[c.slug]}</p>
              <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-neon-cyan">
                Explore <ArrowIcon className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
