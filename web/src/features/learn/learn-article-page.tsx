import { use } from "react";
import { Link, useParams } from "#web/app/nav.tsx";
import { LEARN_CATEGORIES } from "#domain/site";
import { loadArticle } from "./article-loader.ts";
import { ArticleBlocks, ArticleSources } from "./article-view.tsx";
import { isLearnCategory, sportName } from "./articles.ts";
import { cricketArticlesIn, findCricketArticle } from "./cricket-articles.ts";
import { ArrowIcon } from "./learn-icons.tsx";
import { LearnNotFound } from "./learn-not-found.tsx";

/**
 * /learn/{category}/cricket/{slug}: one article (issue #16, decision 0103). The header comes from
 * the small index; the body is its own chunk, read with `use` (no Suspense boundary of its own:
 * the layout's holds the page). In the browser the prerendered text stays on screen while the
 * chunk loads, and React hydrates it in place.
 */
export default function LearnArticlePage() {
  const { category, sport, slug } = useParams();
  if (!isLearnCategory(category) || sport !== "cricket") return <LearnNotFound />;
  const entry = findCricketArticle(category, slug);
  if (!entry) return <LearnNotFound />;
  const categoryTitle = LEARN_CATEGORIES.find((c) => c.slug === category)!.title;
  const more = cricketArticlesIn(category).filter((a) => a.slug !== entry.slug);
  return (
    <article className="mx-auto max-w-3xl px-5 py-14 sm:px-6 sm:py-20">
      <title>{`${entry.title} · GameReady`}</title>
      <Link
        to={`/learn/${category}/cricket`}
        className="inline-flex items-center gap-2 text-sm text-muted hover:text-neon-cyan"
      >
        <ArrowIcon back className="h-4 w-4" /> Back to {categoryTitle}: {sportName("cricket")}
      </Link>
      <header className="mt-6 border-b border-border pb-8">
        <p className="font-display text-xs uppercase tracking-[0.3em] text-neon-cyan">{categoryTitle} · Cricket</p>
        <h1 className="mt-3 text-3xl leading-tight text-gradient sm:text-4xl">{entry.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-fg/90">{entry.summary}</p>
        <p className="mt-4 text-sm text-muted">{entry.readMinutes} min read · For young cricketers and their coaches</p>
      </header>
      <ArticleContent slug={entry.slug} />
      <nav aria-label={`More in ${categoryTitle}`} className="mt-14 border-t border-border pt-8">
        <h2 className="font-sans text-lg font-semibold tracking-normal text-fg">More in {categoryTitle}</h2>
        <ul className="mt-4 space-y-2">
          {more.map((a) => (
            <li key={a.slug}>
              <Link
                to={`/learn/${category}/cricket/${a.slug}`}
                className="inline-flex items-start gap-2 text-neon-cyan underline-offset-4 hover:underline"
              >
                <ArrowIcon className="mt-1 h-4 w-4 shrink-0" /> {a.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

function ArticleContent({ slug }: { slug: string }) {
  const body = use(loadArticle(slug));
  return (
    <>
      <ArticleBlocks blocks={body.blocks} />
      <ArticleSources sources={body.sources} />
    </>
  );
}
