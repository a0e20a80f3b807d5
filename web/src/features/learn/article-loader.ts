import type { ArticleBody } from "./article-types.ts";

/**
 * Each article body is its own chunk (a glob without `eager`), fetched only on its page. One
 * promise per slug, kept for the page's life, so React's `use` sees the same promise on every
 * render; during hydration it suspends until the chunk is in while the prerendered text stays
 * on screen (decision 0103).
 */
const modules = import.meta.glob<{ default: ArticleBody }>("./articles/*.ts");
const cache = new Map<string, Promise<ArticleBody>>();

export const hasArticleBody = (slug: string) => `./articles/${slug}.ts` in modules;

export function loadArticle(slug: string): Promise<ArticleBody> {
  let promise = cache.get(slug);
  if (!promise) {
    const load = modules[`./articles/${slug}.ts`];
    if (!load) throw new Error(`No article body for ${slug}`);
    const loading: Promise<ArticleBody> & { status?: string; value?: ArticleBody } = load().then((m) => m.default);
    // React's `use` reads these fields: once set, a revisit renders at once instead of suspending.
    loading.then((value) => Object.assign(loading, { status: "fulfilled", value }));
    promise = loading;
    cache.set(slug, promise);
  }
  return promise;
}
