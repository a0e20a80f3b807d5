import type { LearnCategorySlug } from "#domain/site";
import type { ArticleEntry } from "./article-types.ts";

/**
 * The cricket articles of Learn & Grow (issue #16): five per category, in the order the sport
 * page lists them. Each slug names its body module, articles/<slug>.ts. Titles and summaries
 * live here because the sport page shows them; the text loads only on the article's page.
 */
export const CRICKET_ARTICLES: readonly ArticleEntry[] = [
  {
    slug: "fast-bowling-workload-and-your-back",
    category: "learn-your-body",
    title: "Fast Bowling Workload and Your Back",
    summary:
      "Why young quicks get lumbar stress fractures, and the bowling-day limits, easy weeks and breaks that protect a growing spine.",
    readMinutes: 4,
  },
  {
    slug: "warm-ups-that-cut-injuries",
    category: "learn-your-body",
    title: "Warm-Ups That Cut Injuries",
    summary:
      "A structured 15-20 minute warm-up has cut injuries in trials with thousands of young athletes. What it contains and how to make it cricket's own.",
    readMinutes: 3,
  },
  {
    slug: "sleep-and-recovery",
    category: "learn-your-body",
    title: "Sleep: The Recovery Session You Do in Bed",
    summary:
      "Teen athletes who slept under eight hours were injured more often; athletes who slept more sprinted faster. A realistic sleep routine for a cricket season.",
    readMinutes: 3,
  },
  {
    slug: "hydration-in-the-heat",
    category: "learn-your-body",
    title: "Hydration on Hot Match Days",
    summary:
      "How much fluid loss starts to cost you, how to find your own sweat rate with a bathroom scale, and why drinking too much is a risk too.",
    readMinutes: 3,
  },
  {
    slug: "strength-training-for-young-cricketers",
    category: "learn-your-body",
    title: "Strength Training Is Safe for Young Cricketers",
    summary:
      "What the international consensus says about lifting before adulthood, how to start, and the hamstring exercise that halves strain injuries.",
    readMinutes: 3,
  },
  {
    slug: "concentration-between-balls",
    category: "master-your-mind",
    title: "Switch On, Switch Off: Concentration Between Balls",
    summary:
      "Full focus for a whole day is hard to hold. How to relax between deliveries and lock in for the few seconds that matter.",
    readMinutes: 3,
  },
  {
    slug: "pre-delivery-routines",
    category: "master-your-mind",
    title: "Build Your Pre-Delivery Routine",
    summary:
      "What a routine is, what research on professional batters found, and a step-by-step way to build one for batting and bowling.",
    readMinutes: 3,
  },
  {
    slug: "handling-pressure-and-nerves",
    category: "master-your-mind",
    title: "Nerves Are Not the Enemy: Handling Pressure",
    summary:
      "Why telling yourself to calm down rarely works, and what to do instead when the last over, the trial or the big match arrives.",
    readMinutes: 3,
  },
  {
    slug: "learning-from-a-bad-day",
    category: "master-your-mind",
    title: "Learning From a Bad Day",
    summary:
      "A duck, a dropped catch, a spell that went for plenty. How to review it honestly without beating yourself up, and why that helps you improve.",
    readMinutes: 3,
  },
  {
    slug: "self-talk-that-works",
    category: "master-your-mind",
    title: "Self-Talk That Works at the Crease",
    summary:
      "The words you say to yourself change what you do. Instructional and motivational cue words, and when to use each.",
    readMinutes: 3,
  },
  {
    slug: "bradman-and-the-water-tank",
    category: "get-inspired",
    title: "Bradman's Water Tank: Practice You Invent",
    summary:
      "The best batter in Test history learned alone with a stump, a golf ball and a brick tank stand. What his game teaches about practice.",
    readMinutes: 3,
  },
  {
    slug: "pat-cummins-six-years-between-tests",
    category: "get-inspired",
    title: "Pat Cummins: Six Years Between Tests",
    summary:
      "Player of the match on debut at 18, then back stress fractures and a wait of more than five years for his second Test.",
    readMinutes: 3,
  },
  {
    slug: "jasprit-bumrah-comeback",
    category: "get-inspired",
    title: "Jasprit Bumrah and the Patient Comeback",
    summary:
      "A back injury, returns that did not hold, surgery and a planned road back: what a careful rehabilitation looks like.",
    readMinutes: 3,
  },
  {
    slug: "what-elite-cricketers-did-as-teenagers",
    category: "get-inspired",
    title: "What Elite Cricketers Did as Teenagers",
    summary:
      "Studies of elite batters and spin bowlers looked at how they spent their youth. The answers are about practice you can start now.",
    readMinutes: 3,
  },
  {
    slug: "bowl-enough-not-too-much",
    category: "get-inspired",
    title: "Bowl Enough, Not Too Much",
    summary:
      "How Australian cricket changed its advice to young fast bowlers from limits to targets, and the bowlers whose injuries pushed it there.",
    readMinutes: 3,
  },
];

export const cricketArticlesIn = (category: LearnCategorySlug) =>
  CRICKET_ARTICLES.filter((a) => a.category === category);

export const findCricketArticle = (category: LearnCategorySlug, slug: string | undefined) =>
  CRICKET_ARTICLES.find((a) => a.category === category && a.slug === slug);
