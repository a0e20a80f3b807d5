import { describe, expect, it } from "vitest";
import { ARTICLES_PER_TOPIC, LEARN_CATEGORIES } from "#domain/site";
import { type ArticleBody, wordCount } from "#web/features/learn/article-types.ts";
import { articlesFor } from "#web/features/learn/articles.ts";
import { CRICKET_ARTICLES, cricketArticlesIn } from "#web/features/learn/cricket-articles.ts";

// Issue #16: the written cricket articles (web/src/features/learn; vitest runs scripts/, not web/).
// Bodies are lazy chunks in the app; here all at once.
const bodies = import.meta.glob<ArticleBody>("../web/src/features/learn/articles/*.ts", {
  eager: true,
  import: "default",
});
const bodyOf = (slug: string) => bodies[`../web/src/features/learn/articles/${slug}.ts`];

describe("cricket articles", () => {
  it("five per category, each with a unique slug", () => {
    for (const c of LEARN_CATEGORIES) expect(cricketArticlesIn(c.slug)).toHaveLength(ARTICLES_PER_TOPIC);
    const slugs = CRICKET_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("every entry has its body module, and every body module an entry", () => {
    for (const a of CRICKET_ARTICLES) expect(bodyOf(a.slug)?.slug, a.slug).toBe(a.slug);
    expect(Object.keys(bodies)).toHaveLength(CRICKET_ARTICLES.length);
  });

  it("every article lists at least one source with authors, a title and a URL or a publication", () => {
    for (const a of CRICKET_ARTICLES) {
      const { sources } = bodyOf(a.slug)!;
      expect(sources.length, a.slug).toBeGreaterThanOrEqual(1);
      for (const s of sources) {
        expect(s.authors.trim(), a.slug).not.toBe("");
        expect(s.title.trim(), a.slug).not.toBe("");
        expect(Boolean(s.url) || s.publication.trim() !== "", `${a.slug}: ${s.title}`).toBe(true);
        if (s.url) expect(() => new URL(s.url!), s.url).not.toThrow();
        if (s.year !== undefined) expect(s.year).toBeGreaterThan(1900);
      }
    }
  });

  it("each is a real read: 500-900 words with subheadings, and its read time says so", () => {
    for (const a of CRICKET_ARTICLES) {
      const body = bodyOf(a.slug)!;
      const words = wordCount(body);
      expect(words, a.slug).toBeGreaterThanOrEqual(500);
      expect(words, a.slug).toBeLessThanOrEqual(900);
      expect(a.readMinutes, a.slug).toBe(Math.max(1, Math.round(words / 200)));
      expect(body.blocks.filter((b) => "h" in b).length, a.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("cricket's cards open the articles; other sports keep the spec's placeholders", () => {
    for (const c of LEARN_CATEGORIES) {
      expect(articlesFor(c.slug, "cricket").map((a) => a.href)).toEqual(
        cricketArticlesIn(c.slug).map((a) => `/learn/${c.slug}/cricket/${a.slug}`),
      );
      for (const sport of ["basketball", "badminton", "running", "javelin", "football"] as const) {
        const placeholders = articlesFor(c.slug, sport);
        expect(placeholders).toHaveLength(ARTICLES_PER_TOPIC);
        for (const p of placeholders) expect(p.href).toBeUndefined();
      }
    }
  });
});
