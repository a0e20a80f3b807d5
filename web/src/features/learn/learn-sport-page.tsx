import { Link, useParams } from "#web/app/nav.tsx";
import { LEARN_CATEGORIES } from "#domain/site";
import { articlesFor, isLearnCategory, isLearnSport, sportName } from "./articles.ts";
import { ArrowIcon } from "./learn-icons.tsx";
import { LearnNotFound } from "./learn-not-found.tsx";

/** /learn/{category}/{sport}: five articles and a back link (spec §2); cricket's open their pages (issue #16). */
export default function LearnSportPage() {
  const { category, sport } = useParams();
  if (!isLearnCategory(category) || !isLearnSport(sport)) return <LearnNotFound />;
  const categoryTitle = LEARN_CATEGORIES.find((c) => c.slug === category)!.title;
  const name = sportName(sport);
  const articles = articlesFor(category, sport);
  return (
    <section className="mx-auto max-w-4xl px-5 py-14 sm:px-6 sm:py-20">
      <title>{`${categoryTitle}: ${name} · GameReady`}</title>
      <Link
        to={`/learn/${category}`}
        className="inline-flex items-center gap-2 text-sm text-muted hover:text-neon-cyan"
      >
        <ArrowIcon back className="h-4 w-4" /> Back to {categoryTitle}
      </Link>
      <header className="mt-6">
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{categoryTitle}</p>
        <h1 className="mt-3 text-3xl text-gradient sm:text-4xl">{name}</h1>
        <p className="mt-3 text-muted">
          {sport === "cricket"
            ? "Five evidence-based reads for young cricketers and their coaches, each with its sources."
            : `Five reads we are writing for ${name.toLowerCase()} athletes. Full articles are coming soon.`}
        </p>
      </header>
      <ol className="mt-10 space-y-4">
        {articles.map((a, i) => (
          <li key={a.id}>
            <article
              className={`card-glow relative flex gap-4 p-5 sm:gap-6 sm:p-6 ${a.href ? "transition duration-200 hover:-translate-y-0.5 hover:border-neon-cyan/60 hover:shadow-glow focus-within:border-neon-cyan" : ""}`}
              aria-labelledby={`${a.id}-title`}
            >
              <span
                className="w-9 shrink-0 font-display text-2xl font-black text-gradient sm:w-12 sm:text-3xl"
                aria-hidden="true"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <div className="min-w-0">
                <h2 id={`${a.id}-title`} className="font-sans text-lg font-semibold tracking-normal text-fg">
                  {a.href ? (
                    // The whole card is the link's target (its ::after covers the card); the name stays the title.
                    <Link
                      to={a.href}
                      className="outline-none after:absolute after:inset-0 after:rounded-[inherit] hover:text-neon-cyan focus-visible:text-neon-cyan focus-visible:underline"
                    >
                      {a.title}
                    </Link>
                  ) : (
                    a.title
                  )}
                </h2>
                <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">{a.summary}</p>
                <p className="mt-3 flex flex-wrap items-center gap-3 text-xs">
                  {a.href ? (
                    <span className="inline-flex items-center gap-1 font-semibold uppercase tracking-wider text-neon-cyan">
                      Read article <ArrowIcon className="h-3.5 w-3.5" />
                    </span>
                  ) : (
                    <span className="rounded-full border border-neon-magenta/50 px-2.5 py-0.5 font-semibold uppercase tracking-wider text-neon-magenta">
                      Coming soon
                    </span>
                  )}
                  <span className="text-muted">{a.readMinutes} min read</span>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          to={`/learn/${category}`}
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-border px-5 text-sm font-semibold hover:border-neon-cyan hover:text-neon-cyan"
        >
          <ArrowIcon back className="h-4 w-4" /> Other sports
        </Link>
      </div>
    </section>
  );
}
