import { Link, useParams } from "#web/app/nav.tsx";
import { ARTICLES_PER_TOPIC, LEARN_CATEGORIES, LEARN_SPORTS } from "#domain/site";
import { isLearnCategory, sportName } from "./articles.ts";
import { SportIcon } from "#web/components/sport-icon.tsx";
import { ArrowIcon, CategoryIcon } from "./learn-icons.tsx";
import { LearnNotFound } from "./learn-not-found.tsx";

/** /learn/{category}: the sport picker (spec §2), in the spec's order. */
export default function LearnCategoryPage() {
  const { category } = useParams();
  if (!isLearnCategory(category)) return <LearnNotFound />;
  const title = LEARN_CATEGORIES.find((c) => c.slug === category)!.title;
  return (
    <section className="mx-auto max-w-6xl px-5 py-14 sm:px-6 sm:py-20">
      <title>{`${title} · GameReady`}</title>
      <Link to="/cricket-learn" className="inline-flex items-center gap-2 text-sm text-muted hover:text-neon-cyan">
        <ArrowIcon back className="h-4 w-4" /> All categories
      </Link>
      <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl border border-neon-cyan/40 bg-surface text-neon-cyan shadow-glow">
          <CategoryIcon category={category} className="h-7 w-7" />
        </span>
        <div>
          <h1 className="text-3xl text-gradient sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted">Choose your sport to see its articles.</p>
        </div>
      </header>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-3">
        {LEARN_SPORTS.map((sport) => (
          <li key={sport}>
            <Link
              to={`/learn/${category}/${sport}`}
              className="group card-glow flex h-full flex-col items-center gap-3 p-5 text-center transition duration-200 hover:-translate-y-1 hover:border-neon-violet/70 hover:shadow-glow sm:flex-row sm:gap-4 sm:p-6 sm:text-left"
            >
              {/* The landing's sport icons (issue #16), so a sport looks the same everywhere. */}
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full border border-neon-cyan/40 bg-surface text-neon-cyan shadow-glow transition group-hover:text-neon-magenta sm:h-14 sm:w-14">
                <SportIcon sport={sport} className="h-8 w-8 sm:h-9 sm:w-9" />
              </span>
              <span className="min-w-0">
                <span className="block font-display text-base tracking-wide text-fg sm:text-lg">
                  {sportName(sport)}
                </span>
                <span className="mt-1 block text-xs text-muted sm:text-sm">{ARTICLES_PER_TOPIC} articles</span>
              </span>
              <ArrowIcon className="ml-auto hidden h-5 w-5 shrink-0 text-muted transition group-hover:translate-x-1 group-hover:text-neon-cyan sm:block" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
