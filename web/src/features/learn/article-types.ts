import type { LearnCategorySlug } from "#domain/site";

/**
 * A Learn & Grow article's data (issue #16, decision 0103). The card and the page header need
 * only the entry (cricket-articles.ts, small, on the sport page); the body and its sources are a
 * module of their own under articles/, so each article's text loads only on its page.
 */
export interface ArticleEntry {
  slug: string;
  category: LearnCategorySlug;
  title: string;
  summary: string;
  readMinutes: number;
}

/** A published source: who, when, what, where; `url` when it can be read online. */
export interface Source {
  authors: string;
  /** Absent when the body publishes no date (the page says "n.d."). */
  year?: number;
  title: string;
  /** Journal (with volume and pages when known), body or publisher. */
  publication: string;
  url?: string;
}

/** One block of an article: a subheading, a paragraph, a list, or a caution box. */
export type Block = { h: string } | { p: string } | { ul: string[] } | { caution: string };

export interface ArticleBody {
  slug: string;
  blocks: Block[];
  sources: Source[];
}

/** The words a reader reads (subheadings, paragraphs, lists, cautions): the budget is 500-900. */
export function wordCount(body: ArticleBody): number {
  const text = body.blocks
    .map((b) => ("h" in b ? b.h : "p" in b ? b.p : "ul" in b ? b.ul.join(" ") : b.caution))
    .join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}
